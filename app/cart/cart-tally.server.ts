// The session's tally of the cart: what a catalogue page shows of it (the header's count, how many of a product it
// holds) without asking the backend; a tally of another cart, or an old one, is not used.
import type { Cart } from '@commercetools/platform-sdk';
import { isGuaranteeSku } from '~/markets/constants';
import type { SessionHandle, ShopperSessionData } from '~/session.server';

export type CartTally = NonNullable<ShopperSessionData['cartTally']>;

/** How long a tally stands: another device of a signed-in customer may change the same cart meanwhile. */
export const CART_TALLY_SECONDS = 15 * 60;
/** A cart of more SKUs is not tallied (the cookie stays small): its pages are rendered for it alone. */
export const CART_TALLY_MAX_SKUS = 30;

const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** The header's count: the items of a cart, guarantees not counted. */
export function itemCount(cart: Cart): number {
  return cart.lineItems.filter((line) => !isGuaranteeSku(line.variant.sku)).reduce((sum, line) => sum + line.quantity, 0);
}

/** The tally of a cart: the header's count and each SKU's quantity. */
export function tallyOf(cart: Cart, now: Date): CartTally | undefined {
  const skus: Record<string, number> = {};
  for (const line of cart.lineItems) {
    const sku = line.variant.sku ?? '';
    skus[sku] = (skus[sku] ?? 0) + line.quantity;
  }
  if (Object.keys(skus).length > CART_TALLY_MAX_SKUS) return undefined;
  return { id: cart.id, items: itemCount(cart), skus, at: epochSeconds(now) };
}

const sameCounts = (a: CartTally, b: CartTally) =>
  a.id === b.id && a.items === b.items && Object.keys(a.skus).length === Object.keys(b.skus).length && Object.entries(a.skus).every(([sku, quantity]) => b.skus[sku] === quantity);

/** The session's tally while it stands for the session's cart; undefined without a cart or a usable tally. */
export function standingTally(data: ShopperSessionData, now: Date): CartTally | undefined {
  const tally = data.cartTally;
  if (!tally || !data.cartId || tally.id !== data.cartId) return undefined;
  return epochSeconds(now) - tally.at < CART_TALLY_SECONDS ? tally : undefined;
}

/** Takes the tally of the cart just read or changed; the cookie is rewritten only when counts changed or the tally ages. */
export function noteCart(session: SessionHandle, cart: Cart | null, now: Date = new Date()): void {
  const data = session.get();
  if (!cart || cart.id !== data.cartId) return;
  const tally = tallyOf(cart, now);
  const current = data.cartTally;
  if (!tally) {
    if (current) session.unset('cartTally');
    return;
  }
  if (current && sameCounts(current, tally) && tally.at - current.at < CART_TALLY_SECONDS / 2) return;
  session.set({ cartTally: tally });
}
