import type { SerializeFrom } from '@remix-run/node';
import { useRouteLoaderData } from '@remix-run/react';
import { SummaryTotals } from '~/checkout/pages/OrderSummary';
import { formatMoney } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';
import type { loader } from '~/routes/my-account/overview';
import type { MyAccountData } from '~/routes/my-account/layout';
import { Notice } from './Notice';


/** /my-account: the orders from the backend (spec §2 My orders), with the self-service link beside them. */
export function OverviewPage({ data }: { data: SerializeFrom<typeof loader> }) {
  const { t } = useTranslation('account');
  const { orders, notice } = data;
  const { ordersUrl, locale, name } = (useRouteLoaderData('routes/my-account') as MyAccountData);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <div className="account-section">
      <h1>{t('overview.title', { name })}</h1>
      <Notice notice={notice} />
      <section aria-labelledby="orders-title">
        <h2 id="orders-title">{t('orders.title')}</h2>
        {orders.length === 0 ? <p>{t('orders.none')}</p> : (
          <ul className="order-list">
            {orders.map((order) => (
              <li key={order.id} className="order-card">
                <h3>{t('orders.number', { number: order.number })}</h3>
                <dl className="order-card__facts">
                  <dt>{t('orders.date')}</dt><dd>{date.format(new Date(order.createdAt))}</dd>
                  <dt>{t('orders.state')}</dt><dd>{t(`orders.states.${order.state}`, { defaultValue: order.state })}</dd>
                  {order.paymentState ? <><dt>{t('orders.payment')}</dt><dd>{t(`orders.paymentStates.${order.paymentState}`, { defaultValue: order.paymentState })}</dd></> : null}
                  <dt>{t('orders.total')}</dt><dd>{formatMoney(order.summary.total, locale)}</dd>
                </dl>
                <ul className="order-card__lines">
                  {order.summary.lines.map((line) => (
                    <li key={line.lineId}>{line.quantity} × {line.name} <span className="order-card__sku">({line.sku})</span> — {formatMoney(line.total, locale)}</li>
                  ))}
                </ul>
                <SummaryTotals summary={order.summary} locale={locale} className="order-card__totals" />
              </li>
            ))}
          </ul>
        )}
        <p>
          <a href={ordersUrl} target="_blank" rel="noopener noreferrer">
            {t('orders.selfService')}
            <span className="visually-hidden"> {t('orders.newWindow')}</span>
          </a>
        </p>
      </section>
    </div>
  );
}
