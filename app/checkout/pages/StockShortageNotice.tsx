import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import type { StockShortageView } from '../view';

/** Before "Order and Pay": which lines cannot be bought in full now, and why. */
export function StockShortageNotice({ shortage }: { shortage: StockShortageView | null }) {
  const { t } = useTranslation('checkout');
  if (!shortage) return null;
  return (
    <div className="notice notice--warn" role="status">
      <p><strong>{t('stockShortage.title')}</strong></p>
      <ul>
        {shortage.lines.map((line) => (
          <li key={line.name}>{t('stockShortage.line', { name: line.name, left: line.left, wanted: line.wanted })}</li>
        ))}
      </ul>
      {shortage.lines.some((line) => line.held) ? <p>{t('stockShortage.held', { minutes: shortage.holdMinutes })}</p> : null}
      <p><Link to="/checkout/cart">{t('stockShortage.toCart')}</Link></p>
    </div>
  );
}
