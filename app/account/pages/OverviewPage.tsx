import type { SerializeFrom } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { getFormProps } from '@conform-to/react';
import { Form, useActionData, useRouteLoaderData } from '@remix-run/react';
import { SummaryTotals } from '~/checkout/pages/OrderSummary';
import { formatMoney } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';
import type { loader } from '~/routes/my-account/overview';
import type { MyAccountData } from '~/routes/my-account/layout';
import type { IntentRefusal } from '~/forms/answer';
import { ErrorSummary } from '~/forms/FormFields';
import { useSchemaForm } from '~/forms/use-schema-form';
import { sendConfirmationSchema } from '../schemas';
import { Notice } from './Notice';
import { dateTimeFormat } from '~/cache/intl-formatters';

/** Until the address is proven, orders placed with it as a guest stay out of the account (decision 136). */
function ConfirmEmailBox({ email, lastResult }: { email: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation('account');
  const [form, fields] = useSchemaForm(sendConfirmationSchema, { id: 'send-confirmation', lastResult });
  return (
    <section aria-labelledby="confirm-email-title" className="account-confirm-email">
      <h2 id="confirm-email-title">{t('overview.confirmTitle')}</h2>
      <p>{t('overview.confirmText', { email })}</p>
      <ErrorSummary form={form} fields={fields} labels={{}} />
      <Form method="post" {...getFormProps(form)} className="account-form">
        <input type="hidden" name="intent" value="send-confirmation" />
        <button type="submit" className="btn btn--ghost">{t('overview.confirmSend')}</button>
      </Form>
    </section>
  );
}

/** /my-account: the orders from the backend (spec §2 My orders), with the self-service link beside them. */
export function OverviewPage({ data }: { data: SerializeFrom<typeof loader> }) {
  const { t } = useTranslation('account');
  const { orders, notice } = data;
  const { ordersUrl, locale, name, profile } = (useRouteLoaderData('routes/my-account') as MyAccountData);
  const answer = useActionData<IntentRefusal>();
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <div className="account-section">
      <h1>{t('overview.title', { name })}</h1>
      <Notice notice={notice} />
      {profile.emailVerified ? null : <ConfirmEmailBox email={profile.email} lastResult={answer?.result} />}
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
