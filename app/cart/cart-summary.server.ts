import { getCart } from '~/commerce/cart.server';
import type { StorefrontContext } from '~/context';
import { itemCount, noteCart } from './cart-tally.server';

export interface CartSummary {
  itemCount: number;
}

/**
 * What the header's cart icon shows. Only a session that already has a cart asks the backend, so crawlers
 * and first-time visitors cost no commerce call; a shared render (decision 106) sees no cart id, only the
 * session's tally of it. A cart that is gone (ordered, other store, not owned) is forgotten.
 */
export async function getCartSummary(storefront: Pick<StorefrontContext, 'commerce' | 'shopper' | 'request'>): Promise<CartSummary> {
  const { cartId, cartTally } = storefront.shopper.session.get();
  if (!cartId) return { itemCount: cartTally?.items ?? 0 };
  const shopper = storefront.shopper.ids();
  const cart = await getCart(storefront.commerce, shopper);
  if (!cart) {
    storefront.shopper.remember({ ...shopper, cartId: undefined });
    return { itemCount: 0 };
  }
  noteCart(storefront.shopper.session, cart, storefront.request.now);
  return { itemCount: itemCount(cart) };
}
