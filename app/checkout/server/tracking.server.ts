// Hook points for the customer-behaviour tracking of the checkout (spec §7 tracking client: "checkout (cart_id,
// step, cookie)"; §4 "Begin-checkout tracking fires once per cart version"; purchase). The tracking module is
// built by its own issue: until it plugs in here, every event goes to the server log, from where it can be
// replayed. One function, called with the event; nothing else of the checkout knows how events travel.
import type { StorefrontContext } from '~/context';

export type CheckoutEvent =
  /** A checkout step was shown (spec §4 steps: cart 1, shipping 2, billing 3, payment 4, thank-you 5). */
  | { type: 'checkout-step'; step: number; cartId: string; cartVersion: number }
  /** Spec §4 VAT validation events: triggered, success, failed, timed out, retry button clicked. */
  | { type: 'vat-validation'; outcome: 'triggered' | 'success' | 'failed' | 'failed-without-rate-change' | 'timed-out' | 'retry' }
  /** An order was placed (once per order, by whichever path created it). */
  | {
      type: 'purchase';
      orderId: string;
      orderNumber: string;
      cartId: string;
      currency: string;
      value: number;
      tax: number;
      shipping: number;
      paymentMethod: string;
      items: Array<{ sku: string; name: string; quantity: number; price: number }>;
    };

type Logger = { info(obj: object, msg?: string): void };

/** Where checkout events go: the tracking issue replaces this sink (one assignment in server start-up). */
let sink: (event: CheckoutEvent, context: { locale: string; country: string }, logger: Logger) => void = (event, context, logger) =>
  logger.info({ tracking: event, ...context }, `tracking: ${event.type}`);

export function setCheckoutEventSink(next: typeof sink): void {
  sink = next;
}

/** Sends one checkout event (never throws: tracking must not break a checkout). */
export function emitCheckoutEvent(storefront: Pick<StorefrontContext, 'locale' | 'market' | 'commerce'>, event: CheckoutEvent): void {
  emitEvent(event, { locale: storefront.locale, country: storefront.market.country }, storefront.commerce.client.logger);
}

export function emitEvent(event: CheckoutEvent, context: { locale: string; country: string }, logger: Logger): void {
  try {
    sink(event, context, logger);
  } catch {
    // A broken sink loses the event, never the order.
  }
}
