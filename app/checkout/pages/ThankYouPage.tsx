import { Link } from '@remix-run/react';
import { formatMoney } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';
import { withColon } from '~/i18n/translator';
import { useRootData } from '~/root-data';
import { paymentInstructions } from '../payment-instructions';
import type { ThankYouData, ThankYouElsewhereData } from '../view';
import { AddressPair, CheckoutFrame } from './CheckoutFrame';

/** Spec §2 thank-you: the order number, how it is paid and what happens next. */
export function ThankYouPage({ data }: { data: ThankYouData }) {
  const { t } = useTranslation('checkout');
  const locale = useRootData()?.locale ?? 'en';
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, locale);
  const { bankTransfer, multibanco } = data;
  const instructions = paymentInstructions(
    {
      bankTransfer: bankTransfer && { ...bankTransfer, amount: money(bankTransfer.amount) },
      multibanco: multibanco && { ...multibanco, amount: money(multibanco.amount), expiresAt: multibanco.expiresAt ? new Date(multibanco.expiresAt).toLocaleString(locale, { timeZone: 'UTC' }) : null },
    },
    t,
  );
  return (
    <CheckoutFrame step="thankYou" title={t('thankYou.title')} summary={data.summary} locale={locale}
      lead={
        <>
          <div className="notice notice--ok" role="status">
            <p className="thank-you__number">{t('thankYou.orderNumber', { number: data.orderNumber })}</p>
            <p>{t('thankYou.emailSent', { email: data.email })}</p>
          </div>
          <section className="checkout-section" aria-labelledby="payment-status-title">
            <h2 id="payment-status-title">{t('thankYou.paymentTitle')}</h2>
            <p>{withColon(t('thankYou.paymentMethod'), locale)} <strong>{data.paymentMethod}</strong></p>
            <p className={`payment-status payment-status--${data.paymentStatus}`}>{t(`thankYou.status.${data.paymentStatus}`)}</p>
            {instructions.map((instruction) => (
              <div key={instruction.intro} className="bank-details">
                <p>{instruction.intro}</p>
                <dl>
                  {instruction.rows.map((row) => (
                    <div key={row.label}><dt>{row.label}</dt><dd>{row.value}</dd></div>
                  ))}
                </dl>
              </div>
            ))}
          </section>
          {/* Spec §2: the parcel tracking widget's slot; off until its keys are set (brief). */}
          {data.parcelTracking.enabled ? <div className="parcel-tracking" /> : null}
        </>
      }>
      <section className="checkout-section" aria-label={t('review.title')}>
        <AddressPair headingLevel={2} addresses={[{ title: t('review.billing'), lines: data.billing.lines }, { title: t('review.shipping'), lines: data.shipping.lines }]} />
      </section>
      <p><Link to="/" className="btn">{t('thankYou.continueShopping')}</Link></p>
    </CheckoutFrame>
  );
}

/** A payment return link opened in another browser: what became of the order, none of its details. */
export function ThankYouElsewherePage({ data }: { data: ThankYouElsewhereData }) {
  const { t } = useTranslation('checkout');
  const placed = data.elsewhere === 'placed';
  return (
    <div className="container checkout-page">
      <h1>{placed ? t('thankYou.title') : t('thankYou.elsewhere.confirmingTitle')}</h1>
      <p className={`notice ${placed ? 'notice--ok' : ''}`} role="status">{placed ? t('thankYou.elsewhere.placed') : t('thankYou.elsewhere.confirming')}</p>
      <p><Link to="/" className="btn">{t('thankYou.continueShopping')}</Link></p>
    </div>
  );
}
