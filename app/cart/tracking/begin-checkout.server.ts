// Begin-checkout tracking, once per cart version (spec §4 "Begin-checkout tracking fires once per cart
// version"; the client state beginCheckoutEventCartVersion): the checkout event of step 1 (cart) through the
// tracking module.
import type { Cart } from '@commercetools/platform-sdk';
import { createCookie, type AppLoadContext } from '@remix-run/node';
import { CHECKOUT_STEPS, isTracking, track } from '~/tracking/track.server';

/** The signed session only holds ids (its schema drops anything else), so a cookie of its own keeps the last tracked
 *  version; forging it could only suppress one's own event. */
const trackedVersionCookie = createCookie('bc_version', { path: '/', sameSite: 'lax', httpOnly: true });

export function cartVersionTag(cart: Pick<Cart, 'id' | 'version'>): string {
  return `${cart.id}:${cart.version}`;
}

/**
 * Sends the begin-checkout event unless this cart version was already tracked for this browser. Returns the
 * Set-Cookie header that records it (undefined when nothing was tracked).
 */
export async function trackBeginCheckout(request: Request, cart: Cart, context: AppLoadContext): Promise<string | undefined> {
  if (!isTracking(context)) return undefined;
  const tag = cartVersionTag(cart);
  const last: unknown = await trackedVersionCookie.parse(request.headers.get('Cookie')).catch(() => null);
  if (last === tag) return undefined;
  const total = cart.taxedPrice?.totalGross ?? cart.totalPrice;
  track(context, {
    type: 'checkout',
    step: CHECKOUT_STEPS.cart,
    cartId: cart.id,
    cartVersion: cart.version,
    currency: total.currencyCode,
    value: total.centAmount / 10 ** total.fractionDigits,
    items: cart.lineItems.map((line) => ({ sku: line.variant.sku ?? '', quantity: line.quantity })),
  });
  return trackedVersionCookie.serialize(tag);
}
