import { getCart } from '~/commerce/cart.server';
import type { StorefrontContext } from '~/context';
import { isGuaranteeSku } from '~/markets/constants';

export interface CartSummary {
  itemCount: number;
}

/**
 * What the header's cart icon shows. Only a session that already has a cart asks the backend, so crawlers
 * and first-time visitors cost no commerce call. A cart that is gone (ordered, other store, not owned) is
 * forgotten.
 */
export async function getCartSummary(storefront: Pick<StorefrontContext, 'commerce' | 'shopper'>): Promise<CartSummary> {
  if (!storefront.shopper.session.get().cartId) return { itemCount: 0 };
  const shopper = storefront.shopper.ids();
  const cart = await getCart(storefront.commerce, shopper);
  if (!cart) {
    storefront.shopper.remember({ ...shopper, cartId: undefined });
    return { itemCount: 0 };
  }
  const itemCount = cart.lineItems
    .filter((line) => !isGuaranteeSku(line.variant.sku))
    .reduce((sum, line) => sum + line.quantity, 0);
  return { itemCount };
}
