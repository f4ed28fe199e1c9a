// `/after-payment-redirect-back` (spec §4 "Payment return flow (server side)", §8 error table), services passed in so
// every branch is tested alone. An ordered cart holding the payment (a replay, the notification first) leads to that
// order's thank-you page, never a second order or charge; a payment authorised but unable to become an order is reversed.
import type { Cart, Order, Payment, PaymentState } from '@commercetools/platform-sdk';
import { isResourceId } from '~/commerce/identifiers';
import { isPaymentProviderError } from '~/payments/errors';
import type { PaymentReturnOutcome, PaymentReturnParams } from '~/payments/payment-return.server';
import { failureReasonOf } from '~/payments/result-codes';
import { CHECKOUT_ERROR_LOG_TEXT, failedPaymentLocation, paymentErrorLocation, REFUNDED_LOCATION, type CheckoutErrorCode } from '../rules/checkout-errors';
import { allocatedOrderNumberOf } from './payment-records.server';

export const PAYMENT_RETURN_PATH = '/after-payment-redirect-back';
export const THANK_YOU_PATH = '/checkout/thank-you';

export function thankYouLocation(order: Pick<Order, 'id'>): string {
  return `${THANK_YOU_PATH}?order=${encodeURIComponent(order.id)}`;
}

/** The thank-you page for a return link opened in another browser: what became of the payment, no details. */
export function elsewhereLocation(ids: { cartId: string; paymentId: string }): string {
  return `${THANK_YOU_PATH}?${new URLSearchParams(ids).toString()}`;
}

export type OrderAttempt = { kind: 'placed'; order: Order } | { kind: 'out-of-stock' } | { kind: 'money-back' } | { kind: 'failed' };

export interface PaymentReturnServices {
  /** The cart (Active, Frozen or Ordered) and its payment, if the session owns the cart and it holds the payment. */
  findCartPayment(ids: { cartId: string; paymentId: string }): Promise<{ cart: Cart; payment: Payment } | null>;
  /**
   * For a cart the session does not own: whether the link's payment became an order (`placed`) or not yet
   * (`unfinished`), read without the session; null when cart and payment do not belong together here.
   */
  outcomeWithoutSession(ids: { cartId: string; paymentId: string }): Promise<'placed' | 'unfinished' | null>;
  /** Spec §4 step 1. */
  amountsMatch(cart: Cart, payment: Payment): boolean;
  /** Spec §4 step 2: the provider's answer (throws PaymentProviderError; 422 when it refuses the result). */
  submitDetails(params: PaymentReturnParams): Promise<PaymentReturnOutcome>;
  /** Keeps the details request and answer (and the transaction) on the payment. */
  recordDetails(payment: Payment, params: PaymentReturnParams, outcome: PaymentReturnOutcome | null): Promise<void>;
  findOrder(orderNumber: string): Promise<Order | null>;
  /** Places none when the payment's money went back already: `money-back`. */
  placeOrder(cart: Cart, payment: Payment, orderNumber: string, paymentState: PaymentState): Promise<OrderAttempt>;
  /** Spec §4 step 4 (idempotent per pspReference: asking twice never refunds twice). */
  reverse(pspReference: string, orderNumber: string): Promise<void>;
  releaseStock(cart: Cart): Promise<void>;
  log(level: 'info' | 'warn' | 'error', details: object, message: string): void;
}

export type PaymentReturnResult =
  | { kind: 'order'; location: string; order: Order; placedNow: boolean }
  | { kind: 'elsewhere'; location: string }
  | { kind: 'error'; location: string; code: CheckoutErrorCode };

const error = (code: CheckoutErrorCode): PaymentReturnResult => ({ kind: 'error', location: paymentErrorLocation(code), code });

function paramsOf(query: URLSearchParams): PaymentReturnParams {
  return { redirectResult: query.get('redirectResult'), sessionId: query.get('sessionId'), sessionResult: query.get('sessionResult') };
}

/** The order of an ordered cart holding this payment, as its thank-you page. */
async function orderedCartResult(services: PaymentReturnServices, cart: Cart, payment: Payment): Promise<PaymentReturnResult | null> {
  if (cart.cartState !== 'Ordered') return null;
  const orderNumber = allocatedOrderNumberOf(payment);
  const order = orderNumber ? await services.findOrder(orderNumber) : null;
  if (!order) return null;
  return { kind: 'order', location: thankYouLocation(order), order, placedNow: false };
}

export async function runPaymentReturn(services: PaymentReturnServices, query: URLSearchParams): Promise<PaymentReturnResult> {
  const cartId = query.get('cartId');
  const paymentId = query.get('paymentId');
  if (!cartId) {
    services.log('warn', {}, 'Cart ID is required.');
    return error('unknown');
  }
  if (!isResourceId(cartId) || !isResourceId(paymentId)) return error('unknown');
  const params = paramsOf(query);

  const found = await services.findCartPayment({ cartId, paymentId });
  if (!found) {
    // The link opened in another browser: it learns whether the order exists, nothing of it. An unknown or other
    // store's cart or payment reads the same as a missing one.
    if (await services.outcomeWithoutSession({ cartId, paymentId })) return { kind: 'elsewhere', location: elsewhereLocation({ cartId, paymentId }) };
    services.log('warn', { cartId, paymentId }, 'Cart is not loaded. Please load the cart before making a payment.');
    return error('unknown');
  }
  const { cart, payment } = found;
  const orderNumber = allocatedOrderNumberOf(payment);
  if (!orderNumber) return error('unknown');

  const ordered = await orderedCartResult(services, cart, payment);
  if (ordered) return ordered;
  if (cart.cartState !== 'Active') return error('unknown');

  // Step 1. The outcome is still asked for, so an authorisation of a wrong amount is reversed, not kept.
  if (!services.amountsMatch(cart, payment)) {
    services.log('warn', { cartId, paymentId }, CHECKOUT_ERROR_LOG_TEXT['malformed-price']);
    const outcome = await services.submitDetails(params).catch(() => null);
    await services.recordDetails(payment, params, outcome).catch(() => undefined);
    if (outcome?.pspReference && (outcome.kind === 'authorised' || outcome.kind === 'pending')) await services.reverse(outcome.pspReference, orderNumber);
    await services.releaseStock(cart);
    return error('malformed-price');
  }

  let outcome: PaymentReturnOutcome;
  try {
    outcome = await services.submitDetails(params);
  } catch (err) {
    if (isPaymentProviderError(err) && err.status === 422) {
      // The authentication-redirect case: the result was used already, by a return or notification that
      // ordered the cart meanwhile.
      const again = await services.findCartPayment({ cartId, paymentId });
      const orderedMeanwhile = again && (await orderedCartResult(services, again.cart, again.payment));
      if (orderedMeanwhile) return orderedMeanwhile;
      services.log('warn', { cartId, paymentId, errorCode: err.errorCode }, CHECKOUT_ERROR_LOG_TEXT['unprocessable-entity']);
      await services.recordDetails(payment, params, null).catch(() => undefined);
      return error('unprocessable-entity');
    }
    services.log('error', { err, cartId, paymentId }, 'payment details not submitted');
    return error('unknown');
  }
  await services.recordDetails(payment, params, outcome);

  if (outcome.resultCode === 'Cancelled') {
    await services.releaseStock(cart);
    return { kind: 'error', location: REFUNDED_LOCATION, code: 'cancelled-transaction' };
  }
  if (outcome.kind === 'failed') {
    await services.releaseStock(cart);
    const reason = failureReasonOf({ resultCode: outcome.resultCode, refusalReason: outcome.refusalReason, refusalReasonCode: outcome.refusalReasonCode });
    return { kind: 'error', location: failedPaymentLocation(payment.paymentMethodInfo.method, reason), code: 'payment-error' };
  }
  if (outcome.kind === 'action') {
    services.log('warn', { cartId, paymentId, resultCode: outcome.resultCode }, 'the provider asks for a further step after the return');
    return error('unknown');
  }

  const attempt = await services.placeOrder(cart, payment, orderNumber, outcome.kind === 'authorised' ? 'Paid' : 'Pending');
  if (attempt.kind === 'placed') return { kind: 'order', location: thankYouLocation(attempt.order), order: attempt.order, placedNow: true };
  if (attempt.kind === 'money-back') {
    // Refunded before the shopper came back (the operator, the provider): the payment is undone, like a cancel.
    await services.releaseStock(cart);
    return { kind: 'error', location: REFUNDED_LOCATION, code: 'cancelled-transaction' };
  }

  // Step 4.
  services.log('error', { cartId, paymentId, orderNumber, reason: attempt.kind }, CHECKOUT_ERROR_LOG_TEXT['creating-order-failed']);
  if (outcome.pspReference) await services.reverse(outcome.pspReference, orderNumber);
  await services.releaseStock(cart);
  return error('creating-order-failed');
}
