import { Link } from '@remix-run/react';
import { formatMoney } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';
import { useRootData } from '~/root';
import type { ThankYouData } from '../view';
import { CheckoutProgress } from './CheckoutProgress';
import { OrderSummary } from './OrderSummary';

/** Spec §2 thank-you; issue 11 item 7: the order number, how it is paid and what happens next. */
export function ThankYouView({ data }: { data: ThankYouData }) {
  const { t } = useTranslation('checkout');
  const locale = useRootData()?.locale ?? 'en';
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, locale);
  return (
    <div className="container checkout-page">
      <CheckoutProgress current="thankYou" />
      <h1>{t('thankYou.title')}</h1>
      <div className="notice notice--ok" role="status">
        <p className="thank-you__number">{t('thankYou.orderNumber', { number: data.orderNumber })}</p>
        <p>{t('thankYou.emailSent', { email: data.email })}</p>
      </div>
      <section className="checkout-section" aria-labelledby="payment-status-title">
        <h2 id="payment-status-title">{t('thankYou.paymentTitle')}</h2>
        <p>{t('thankYou.paymentMethod')}: <strong>{data.paymentMethod}</strong></p>
        <p className={`payment-status payment-status--${data.paymentStatus}`}>{t(`thankYou.status.${data.paymentStatus}`)}</p>
        {data.bankTransfer ? (
          <div className="bank-details">
            <p>{t('thankYou.bankIntro')}</p>
            <dl>
              <div><dt>{t('bank.amount')}</dt><dd>{money(data.bankTransfer.amount)}</dd></div>
              <div><dt>{t('bank.accountOwner')}</dt><dd>{data.bankTransfer.accountOwner}</dd></div>
              <div><dt>{t('bank.institute')}</dt><dd>{data.bankTransfer.institute}</dd></div>
              <div><dt>{t('bank.iban')}</dt><dd>{data.bankTransfer.iban}</dd></div>
              <div><dt>{t('bank.bic')}</dt><dd>{data.bankTransfer.bic}</dd></div>
              <div><dt>{t('bank.reference')}</dt><dd>{data.bankTransfer.reference}</dd></div>
            </dl>
          </div>
        ) : null}
        {data.multibanco ? (
          <div className="bank-details">
            <p>{t('thankYou.multibancoIntro')}</p>
            <dl>
              <div><dt>{t('multibanco.entity')}</dt><dd>{data.multibanco.entity}</dd></div>
              <div><dt>{t('multibanco.reference')}</dt><dd>{data.multibanco.reference}</dd></div>
              <div><dt>{t('bank.amount')}</dt><dd>{money(data.multibanco.amount)}</dd></div>
              {data.multibanco.expiresAt ? <div><dt>{t('multibanco.expiresAt')}</dt><dd>{new Date(data.multibanco.expiresAt).toLocaleString(locale, { timeZone: 'UTC' })}</dd></div> : null}
            </dl>
          </div>
        ) : null}
      </section>
      {/* Spec §2: the parcel tracking widget's slot; off until its keys are set (brief). */}
      {data.parcelTracking.enabled ? <div className="parcel-tracking" /> : null}
      <div className="checkout-layout">
        <div className="checkout-main">
          <section className="checkout-section checkout-review__addresses" aria-label={t('review.title')}>
            <div>
              <h2>{t('review.billing')}</h2>
              <p>{data.billing.lines.map((line, index) => <span key={index} className="address-line">{line}</span>)}</p>
            </div>
            <div>
              <h2>{t('review.shipping')}</h2>
              <p>{data.shipping.lines.map((line, index) => <span key={index} className="address-line">{line}</span>)}</p>
            </div>
          </section>
          <p><Link to="/" className="btn">{t('thankYou.continueShopping')}</Link></p>
        </div>
        <aside className="checkout-aside">
          <OrderSummary summary={data.summary} locale={locale} />
        </aside>
      </div>
    </div>
  );
}
