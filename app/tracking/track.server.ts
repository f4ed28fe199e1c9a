// The one call the shop uses to report behaviour (spec checkout-payments-support §7). It returns at once and never
// throws; whether and where anything is sent is the tracker's business.
import type { AppLoadContext } from '@remix-run/node';
import type { TrackingEvent } from './events';

export { CHECKOUT_STEPS, type CheckoutStep, type TrackingEvent } from './events';

export function track(context: AppLoadContext, event: TrackingEvent): void {
  context.storefront.shopper.tracking?.send(event);
}

/** Whether this request's events are sent (consent given, a person browsing): skip work that only feeds tracking. */
export function isTracking(context: AppLoadContext): boolean {
  return context.storefront.shopper.tracking?.enabled ?? false;
}
