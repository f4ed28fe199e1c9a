import type { StorefrontContext } from '~/context';
import { itemCount } from './cart-tally.server';
import { requestCart } from './request-cart.server';

export interface CartSummary {
  itemCount: number;
}

/**
 * What the header's cart icon shows. Only a session that already has a cart asks the backend, so crawlers
 * and first-time visitors cost no commerce call; a shared render sees no cart id, only the
 * session's tally of it. A cart that is gone (ordered, other store, not owned) is forgotten. The read is the
 * request's one (request-cart.server.ts): the cart page and the checkout read the same.
 */
export async function getCartSummary(storefront: Pick<StorefrontContext, 'commerce' | 'shopper'>): Promise<CartSummary> {
  const { cartId, cartTally } = storefront.shopper.session.get();
  if (!cartId) return { itemCount: cartTally?.items ?? 0 };
  const cart = await requestCart(storefront);
  return { itemCount: cart ? itemCount(cart) : 0 };
}
