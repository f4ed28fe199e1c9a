import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import type { CheckoutErrorCode } from '../rules/checkout-errors';
import type { PaymentErrorData } from '../view';

/** What became of the money: a refused, failed or cancelled payment reserved nothing, one authorised for a wrong
 *  amount was reversed; where the outcome is unknown, the careful sentence. */
const AFTERMATH: Readonly<Record<Exclude<CheckoutErrorCode, 'creating-order-failed'>, 'notCharged' | 'released' | 'nothingCharged'>> = {
  'payment-error': 'notCharged',
  'cancelled-transaction': 'notCharged',
  // The provider refused to tell (a result used already): an authorisation may still come by notification.
  'unprocessable-entity': 'nothingCharged',
  'malformed-price': 'released',
  unknown: 'nothingCharged',
};

/** The card payment error page (spec §2, §8): what went wrong, per error code, and the way back. */
export function PaymentErrorPage({ data }: { data: PaymentErrorData }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="container checkout-page payment-error">
      <h1>{t('paymentError.title')}</h1>
      <p className="notice notice--error" role="alert">{data.reason ? t(`paymentError.reasons.${data.reason}`) : t(`paymentError.messages.${data.error}`)}</p>
      {/* creating-order-failed says it in its own one sentence. */}
      {data.error === 'creating-order-failed' || data.reason === 'refunded' ? null : <p>{t(`paymentError.${AFTERMATH[data.error]}`)}</p>}
      <p className="payment-error__actions">
        {data.retry === '/checkout/payment' ? <Link to="/checkout/payment" reloadDocument className="btn">{t('paymentError.retry')}</Link> : null}
        {data.retry ? <Link to="/checkout/cart" className="btn btn--ghost">{t('paymentError.backToCart')}</Link> : <Link to="/" className="btn">{t('paymentError.home')}</Link>}
      </p>
    </div>
  );
}
