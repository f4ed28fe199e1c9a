// Begin-checkout tracking, once per cart version (spec §4 "Begin-checkout tracking fires once per cart
// version"; the client state beginCheckoutEventCartVersion). The tracking service comes with its own issue;
// until then the event goes to the server log, which is where that issue will send it on from.
import type { Cart } from '@commercetools/platform-sdk';
import { createCookie } from '@remix-run/node';
import type { CommerceLogger } from '~/commerce/client.server';
import { itemCount } from '../server/line-facts';

/**
 * Which cart version was last tracked. The signed session only holds ids (its schema drops anything else),
 * so a small cookie of its own keeps the version; forging it could only suppress one's own event.
 */
const trackedVersionCookie = createCookie('bc_version', { path: '/', sameSite: 'lax', httpOnly: true });

export function cartVersionTag(cart: Pick<Cart, 'id' | 'version'>): string {
  return `${cart.id}:${cart.version}`;
}

/**
 * Logs the begin-checkout event unless this cart version was already tracked for this browser. Returns the
 * Set-Cookie header that records it (undefined when nothing was tracked).
 */
export async function trackBeginCheckout(request: Request, cart: Cart, logger: CommerceLogger): Promise<string | undefined> {
  const tag = cartVersionTag(cart);
  const last: unknown = await trackedVersionCookie.parse(request.headers.get('Cookie')).catch(() => null);
  if (last === tag) return undefined;
  const total = cart.taxedPrice?.totalGross ?? cart.totalPrice;
  logger.info(
    {
      event: 'begin_checkout',
      step: 1,
      cartId: cart.id,
      cartVersion: cart.version,
      currency: total.currencyCode,
      value: total.centAmount / 10 ** total.fractionDigits,
      items: cart.lineItems.map((line) => ({ sku: line.variant.sku, quantity: line.quantity })),
      itemCount: itemCount(cart),
    },
    'tracking: begin checkout',
  );
  return trackedVersionCookie.serialize(tag);
}
