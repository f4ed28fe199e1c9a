import { Await } from '@remix-run/react';
import { Suspense } from 'react';
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

/** Stock is streamed: the shell shows a placeholder until the inventory answers (or gives up). */
export function StockLine({ stock }: { stock: Promise<StockInfo | null> }) {
  const { t } = useTranslation('product');
  return (
    <div className="pdp-stock" data-testid="availability">
      <Suspense fallback={<span>{t('availability.loading')}</span>}>
        <Await resolve={stock} errorElement={<span>{t('availability.unknown')}</span>}>
          {(resolved) => <StockText stock={resolved} />}
        </Await>
      </Suspense>
    </div>
  );
}
