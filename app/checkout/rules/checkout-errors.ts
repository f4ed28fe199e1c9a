import { failureReason, type FailureReason } from '~/payments/result-codes';

/** Spec §8: "Checkout error codes known to the client: malformed-price, cancelled-transaction, creating-order-failed,
 *  unprocessable-entity, payment-error", and unknown for anything else. */
export const CHECKOUT_ERROR_CODES = ['malformed-price', 'cancelled-transaction', 'creating-order-failed', 'unprocessable-entity', 'payment-error', 'unknown'] as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];

export function checkoutErrorCode(value: unknown): CheckoutErrorCode {
  return typeof value === 'string' && (CHECKOUT_ERROR_CODES as readonly string[]).includes(value) ? (value as CheckoutErrorCode) : 'unknown';
}

/** The spec's catalogue texts (§8), kept for the log: what each error code stands for. */
export const CHECKOUT_ERROR_LOG_TEXT: Readonly<Record<CheckoutErrorCode, string>> = {
  'unprocessable-entity': 'Unprocessable entity',
  'malformed-price': 'Malformed price',
  'cancelled-transaction': 'Transaction cancelled',
  'payment-error': 'Transaction failed',
  'creating-order-failed': 'Creating order failed',
  unknown: 'Unknown payment error',
};

/** The card payment error page (spec §2: "the path ends in payment-error and starts with the provider's name"). */
export const CARD_PAYMENT_ERROR_PATH = '/adyen-payment-error';

export function paymentErrorLocation(code: CheckoutErrorCode): string {
  return `${CARD_PAYMENT_ERROR_PATH}?error=${code}`;
}

/** Spec §8: a declined or failed PayPal payment leads back to the payment step, which says so. */
export const PAYPAL_ERROR_LOCATION = '/checkout/payment?error=paypal';
const PAYPAL_METHOD = 'paypal';

/** The card payment error page's detail of payment-error: what happened. */
export const FAILURE_REASON_PARAM = 'reason';

/** The payment's money went back before its order existed: cancelled-transaction, said as a refund. */
export const REFUNDED_LOCATION = `${paymentErrorLocation('cancelled-transaction')}&${FAILURE_REASON_PARAM}=refunded`;

/** What the card payment error page adds to its code: a failure's reason, or a refund. */
export type PaymentErrorReason = FailureReason | 'refunded';

export function paymentErrorReason(error: CheckoutErrorCode, value: string | null): PaymentErrorReason | null {
  if (error === 'payment-error') return failureReason(value);
  return error === 'cancelled-transaction' && value === 'refunded' ? 'refunded' : null;
}

/** Where a failed (declined or erroneous) payment of this method leads, saying why where it is known. */
export function failedPaymentLocation(method: string | undefined, reason?: FailureReason): string {
  if (method === PAYPAL_METHOD) return PAYPAL_ERROR_LOCATION;
  return `${paymentErrorLocation('payment-error')}${reason ? `&${FAILURE_REASON_PARAM}=${reason}` : ''}`;
}

/** The payment step opened by PAYPAL_ERROR_LOCATION. */
export function isPaypalErrorReturn(url: URL): boolean {
  return url.searchParams.get('error') === PAYPAL_METHOD;
}
