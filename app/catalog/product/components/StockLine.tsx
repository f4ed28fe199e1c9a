import { useTranslation } from '~/i18n/react';
import type { StockInfo } from '../product-data';

function StockText({ stock }: { stock: StockInfo | null }) {
  const { t } = useTranslation('product');
  if (!stock) return <span>{t('availability.unknown')}</span>;
  switch (stock.status) {
    case 'out-of-stock':
      return (
        <span className="pdp-stock--out">
          {t('availability.outOfStock')}
          {stock.buyInMonth ? <> · {t('availability.buyIn', { month: stock.buyInMonth })}</> : null}
        </span>
      );
    case 'low':
      return <span className="pdp-stock--low">{t('availability.low', { count: stock.quantity })}</span>;
    case 'plenty':
      return <span className="pdp-stock--ok">{t('availability.plenty')}</span>;
    default:
      return <span className="pdp-stock--ok">{t('availability.inStock')}</span>;
  }
}

/** Stock is critical data (it decides the buy box), so it is part of the first render, never a placeholder. */
export function StockLine({ stock }: { stock: StockInfo | null }) {
  return (
    <p className="pdp-stock" data-testid="availability">
      <StockText stock={stock} />
    </p>
  );
}
