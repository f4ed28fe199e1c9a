import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import type { PaymentErrorData } from '../view';

/** The card payment error page (spec §2, §8): what went wrong, per error code, and the way back. */
export function PaymentErrorPage({ data }: { data: PaymentErrorData }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="container checkout-page payment-error">
      <h1>{t('paymentError.title')}</h1>
      <p className="notice notice--error" role="alert">{t(`paymentError.messages.${data.error}`)}</p>
      {/* creating-order-failed says it in its own one sentence (issue 23 item 8). */}
      {data.error === 'creating-order-failed' ? null : <p>{t('paymentError.nothingCharged')}</p>}
      <p className="payment-error__actions">
        {data.retry === '/checkout/payment' ? <Link to="/checkout/payment" reloadDocument className="btn">{t('paymentError.retry')}</Link> : null}
        {data.retry ? <Link to="/checkout/cart" className="btn btn--ghost">{t('paymentError.backToCart')}</Link> : <Link to="/" className="btn">{t('paymentError.home')}</Link>}
      </p>
    </div>
  );
}
