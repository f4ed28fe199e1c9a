// Tracking (spec checkout-payments-support §7), sent from the server so it works without JavaScript. No page waits
// for it or fails with it: delivery runs in the background, bounded, failures only logged. Nothing is sent without
// consent, for crawlers or prefetches; identities are hashed.
import { randomUUID } from 'node:crypto';
import { TRACKING_TIMEOUT_MS } from '~/markets/constants';
import type { TrackedEvent, TrackingEvent } from './events';
import type { TrackingConsent } from './consent';
import { hashEmail, hashPhone } from './identity';

export interface TrackingSink {
  /** Delivers one event; rejects when it could not (the tracker logs it). */
  send(event: TrackedEvent, signal: AbortSignal): Promise<void>;
}

export interface TrackingLogger {
  warn(obj: object, msg?: string): void;
}

export interface TrackerOptions {
  sink: TrackingSink;
  logger: TrackingLogger;
  /** Upper bound of one delivery; the spec's tracking timeout at most. */
  timeoutMs?: number;
  /** Deliveries in flight at once; more are dropped (logged) rather than queued behind a slow service. */
  maxInFlight?: number;
}

/** What the load context knows about the request when it builds the request's tracking. */
export interface TrackingRequest {
  locale: string;
  country: string;
  consent: TrackingConsent;
  /** The device cookie, when the browser has one of ours. */
  deviceId: string | undefined;
  /** Crawlers and prefetches: no person looked at anything. */
  automated: boolean;
  /** The signed-in customer at the moment of the event (a sign-in may happen during the request). */
  userId: () => string | undefined;
}

export interface RequestTracking {
  /** Whether this request's events are sent at all. */
  readonly enabled: boolean;
  /** The device cookie events carry (only meaningful while `enabled`). */
  readonly deviceId: string | undefined;
  /** Fire and forget. */
  send(event: TrackingEvent): void;
  /** The shopper has just said yes (consent banner): this request's later events go out with this device id. */
  grant(deviceId: string): void;
}

export interface Tracker {
  forRequest(request: TrackingRequest): RequestTracking;
  /** Resolves once every delivery started so far has settled (tests, shutdown). */
  settled(): Promise<void>;
}

/** The event's own fields under the spec's names, identities hashed. */
export function wireFields(event: TrackingEvent): Record<string, unknown> {
  switch (event.type) {
    case 'view-item':
      return { sku: event.sku, ...(event.email ? { email: hashEmail(event.email) } : {}) };
    case 'view-category':
      return { slug: event.slug, additional_props: { category_listed_products: event.listedProducts } };
    case 'customer-update':
      return {};
    case 'cart-update':
      return { action: event.action, cart_id: event.cartId, sku: event.sku, quantity: event.quantity, recommendation_id: event.recommendationId };
    case 'consent':
      return {
        consents: event.consents,
        ...(event.phone ? { gdpr_phone: hashPhone(event.phone) } : {}),
        additional_props: { source: event.source },
        ...(event.email ? { email_token: hashEmail(event.email) } : {}),
      };
    case 'customer-consent':
      return { consents: event.consents, email_token: hashEmail(event.email) };
    case 'newsletter-doi':
      return { email: hashEmail(event.email), newsletterAction: event.newsletterAction };
    case 'notifyme-restock':
      return { email: hashEmail(event.email), productSku: event.productSku };
    case 'checkout':
      return {
        cart_id: event.cartId, step: event.step, cart_version: event.cartVersion, value: event.value, currency: event.currency,
        items: event.items, order_id: event.orderId,
      };
    case 'purchase':
      return {
        order_id: event.orderId, order_number: event.orderNumber, cart_id: event.cartId, value: event.value, currency: event.currency, tax: event.tax,
        shipping: event.shipping, payment_method: event.paymentMethod, items: event.items,
      };
    case 'recommendation':
      return { path: event.path, recommendation_id: event.section, recommendation_name: event.name, action: event.action, skus: event.skus };
    case 'identify':
      return { email: hashEmail(event.email) };
  }
}

const DEFAULT_MAX_IN_FLIGHT = 200;

export function createTracker(options: TrackerOptions): Tracker {
  const timeoutMs = Math.min(options.timeoutMs ?? TRACKING_TIMEOUT_MS, TRACKING_TIMEOUT_MS);
  const maxInFlight = options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
  const inFlight = new Set<Promise<void>>();

  function deliver(event: TrackedEvent): void {
    if (inFlight.size >= maxInFlight) {
      options.logger.warn({ event: event.event, inFlight: inFlight.size }, 'tracking event dropped: too many deliveries in flight');
      return;
    }
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`tracking timed out after ${timeoutMs} ms`));
      }, timeoutMs);
    });
    const delivery = Promise.race([Promise.resolve().then(() => options.sink.send(event, controller.signal)), deadline])
      .catch((err: unknown) => options.logger.warn({ err, event: event.event }, 'tracking event not delivered'))
      .finally(() => {
        clearTimeout(timer);
        inFlight.delete(delivery);
      });
    inFlight.add(delivery);
  }

  return {
    forRequest(request) {
      let consent = request.consent;
      let deviceId = request.deviceId;
      const enabled = () => !request.automated && consent === 'granted' && deviceId !== undefined;
      return {
        get enabled() {
          return enabled();
        },
        get deviceId() {
          return deviceId;
        },
        send(event) {
          if (!enabled()) return;
          try {
            const userId = request.userId();
            deliver({
              id: randomUUID(),
              at: new Date().toISOString(),
              event: event.type,
              locale: request.locale,
              country: request.country,
              cookie: deviceId!,
              ...(userId ? { user_id: userId } : {}),
              ...wireFields(event),
            });
          } catch (err) {
            // Building the event must not break the page either.
            options.logger.warn({ err, event: event.type }, 'tracking event not built');
          }
        },
        grant(id) {
          consent = 'granted';
          deviceId = id;
        },
      };
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
