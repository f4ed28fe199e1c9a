import type { StorefrontContext } from '~/context';
import { itemCount } from './cart-tally.server';
import { requestCart } from './request-cart.server';

export interface CartSummary {
  itemCount: number;
}

/** Only a session that already has a cart asks the backend, so crawlers and first-time visitors cost no commerce call;
 *  a shared render sees no cart id, only the session's tally of it. */
export async function getCartSummary(storefront: Pick<StorefrontContext, 'commerce' | 'shopper'>): Promise<CartSummary> {
  const { cartId, cartTally } = storefront.shopper.session.get();
  if (!cartId) return { itemCount: cartTally?.items ?? 0 };
  const cart = await requestCart(storefront);
  return { itemCount: cart ? itemCount(cart) : 0 };
}
