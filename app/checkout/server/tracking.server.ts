// Tracking of the checkout (spec §7 "checkout (cart_id, step, cookie)"; §4 "Begin-checkout tracking fires once per
// cart version"). Every event goes to the server log; steps also go to the tracking module (sent only with consent).
import type { StorefrontContext } from '~/context';
import type { CheckoutStep as TrackedStep, TrackingEvent } from '~/tracking/events';

export type CheckoutEvent =
  /** A checkout step was shown (spec §4 steps: cart 1, shipping 2, billing 3, payment 4, thank-you 5). */
  | { type: 'checkout-step'; step: TrackedStep; cartId: string; cartVersion: number }
  /** Spec §4 VAT validation events: triggered, success, failed, timed out, retry button clicked. */
  | { type: 'vat-validation'; outcome: 'triggered' | 'success' | 'failed' | 'failed-without-rate-change' | 'timed-out' | 'retry' }
  /** An order was placed (once per order, by whichever path created it); the tracking module's own event. */
  | PurchaseEvent;

export type PurchaseEvent = Extract<TrackingEvent, { type: 'purchase' }>;

type Logger = { info(obj: object, msg?: string): void };

/** Where checkout events go: the server log, from where they can be replayed. */
const sink = (event: CheckoutEvent, context: { locale: string; country: string }, logger: Logger): void =>
  logger.info({ tracking: event, ...context }, `tracking: ${event.type}`);

/** Sends one checkout event (never throws: tracking must not break a checkout). */
export function emitCheckoutEvent(storefront: Pick<StorefrontContext, 'request' | 'commerce' | 'shopper'>, event: CheckoutEvent): void {
  emitEvent(event, { locale: storefront.request.locale, country: storefront.request.market.country }, storefront.commerce.client.logger);
  if (event.type === 'checkout-step') {
    storefront.shopper.tracking?.send({ type: 'checkout', cartId: event.cartId, step: event.step, cartVersion: event.cartVersion || undefined });
  }
}

export function emitEvent(event: CheckoutEvent, context: { locale: string; country: string }, logger: Logger): void {
  try {
    sink(event, context, logger);
  } catch {
    // A broken sink loses the event, never the order.
  }
}
