// Hook points for the customer-behaviour tracking of the checkout (spec §7 tracking client: "checkout (cart_id,
// step, cookie)"; §4 "Begin-checkout tracking fires once per cart version"; purchase). Every event goes to the
// server log, from where it can be replayed; the steps also go to the tracking module as its checkout event (which
// sends only with the shopper's consent), and the purchase does from `placeOrder` (begin-checkout, step 1, is the
// cart's: app/cart/tracking). One function, called with the event; nothing else of the checkout knows how events
// travel.
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

/** Where checkout events go: the tracking issue replaces this sink (one assignment in server start-up). */
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
