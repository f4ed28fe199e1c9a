// The tracking events of spec checkout-payments-support §7, named and shaped as the spec lists them. The tracker adds
// the envelope and hashes every e-mail address and phone number before anything leaves the request (identity.ts).

/** Checkout steps of spec §4: cart 1, shipping 2, billing 3, payment 4, thank-you 5. */
export const CHECKOUT_STEPS = { cart: 1, shipping: 2, billing: 3, payment: 4, thankYou: 5 } as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[keyof typeof CHECKOUT_STEPS];

/** Spec §3 "Recommendation section ids". */
export const RECOMMENDATION_SECTIONS = ['similarProductsId', 'lastSeenId', 'cartRecommendationId'] as const;
export type RecommendationSection = (typeof RECOMMENDATION_SECTIONS)[number];

/** Spec §3 "Consents … the consent tracking list has six items". */
export const CONSENT_ITEMS = ['newsletter', 'sms', 'phone', 'soft_newsletter', 'soft_phone', 'soft_sms'] as const;
export type ConsentItem = (typeof CONSENT_ITEMS)[number];
export type ConsentList = Record<ConsentItem, boolean>;

export interface TrackedItem {
  sku: string;
  quantity: number;
  price?: number;
  currency?: string;
}

export type TrackingEvent =
  /** view-item (sku, cookie, optional email, user_id). */
  | { type: 'view-item'; sku: string; email?: string }
  /** view-category (slug, cookie, additional_props.category_listed_products, optional more). */
  | { type: 'view-category'; slug: string; listedProducts: string[] }
  /** customer-update (cookie, user_id): a customer signed in, registered or changed the profile. */
  | { type: 'customer-update' }
  /** cart-update (action, cart_id, sku, recommendation_id, cookie). */
  | { type: 'cart-update'; action: 'add' | 'update' | 'remove'; cartId: string; sku: string; quantity?: number; recommendationId?: RecommendationSection }
  /** consent (consents, gdpr_phone with spaces removed, additional_props, email_token, user_id). */
  | { type: 'consent'; consents: string[]; phone?: string; email?: string; source: 'cookie-banner' | 'newsletter-form' | 'my-newsletter' }
  /** customer-consent (the six consents; email_token). */
  | { type: 'customer-consent'; consents: ConsentList; email: string }
  /** newsletter-doi (email, newsletterAction, user_id). */
  | { type: 'newsletter-doi'; email: string; newsletterAction: 'subscribe' | 'confirm' | 'unsubscribe' }
  /** notifyme-restock (email, productSku, user_id). */
  | { type: 'notifyme-restock'; email: string; productSku: string }
  /** checkout (cart_id, step, cookie); step 1 is begin-checkout, once per cart version (spec §4). */
  | { type: 'checkout'; cartId: string; step: CheckoutStep; cartVersion?: number; value?: number; currency?: string; items?: TrackedItem[]; orderId?: string }
  /** purchase: an order was placed from this browser (once per order, by whichever request created it). */
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
    }
  /** recommendation (cookie, path, recommendation_id, recommendation_name, action). */
  | { type: 'recommendation'; path: string; section: RecommendationSection; name: string; action: 'impression' | 'click'; skus?: string[] }
  /** "one more POST sends only email and locale". */
  | { type: 'identify'; email: string };

export type TrackingEventType = TrackingEvent['type'];

/** One event as it is written to the local log and posted to the tracking service. */
export interface TrackedEvent {
  id: string;
  at: string;
  event: TrackingEventType;
  locale: string;
  country: string;
  /** The device cookie (`analytics_id`) the consent created; the spec's "cookie". */
  cookie: string;
  user_id?: string;
  [field: string]: unknown;
}
