// The session's cart, read from the backend once per request: the header count, the cart page and the checkout's
// guards and pages all ask for it. Keyed on the request's storefront context, so nothing is kept beyond the request.
import type { Cart } from '@commercetools/platform-sdk';
import { getCart, withoutCart } from '~/commerce/cart.server';
import type { StorefrontContext } from '~/context';
import { noteCart } from './cart-tally.server';

const perRequest = new WeakMap<object, Promise<Cart | null>>();

type CartReader = Pick<StorefrontContext, 'shopper' | 'commerce'>;

/** A cart that is gone (ordered, other store, not owned) is dropped from the session. A failed read is not kept: the
 *  next reader of the request asks again. */
export function requestCart(storefront: CartReader): Promise<Cart | null> {
  let pending = perRequest.get(storefront);
  if (!pending) {
    pending = (async () => {
      if (!storefront.shopper.session.get().cartId) return null;
      // Read before the render for the page's key: the same cart, no second read.
      const early = storefront.shopper.cartReadBeforeRender;
      if (early) {
        noteCart(storefront.shopper.session, early);
        return early;
      }
      const shopper = storefront.shopper.ids();
      const cart = await getCart(storefront.commerce, shopper);
      if (!cart) storefront.shopper.remember(withoutCart(shopper));
      noteCart(storefront.shopper.session, cart);
      return cart;
    })();
    perRequest.set(storefront, pending);
    pending.catch(() => {
      if (perRequest.get(storefront) === pending) perRequest.delete(storefront);
    });
  }
  return pending;
}

/** After a change of the cart in this request: later readers of the request see the changed cart. */
export function rememberRequestCart(storefront: Pick<StorefrontContext, 'commerce'>, cart: Cart): void {
  perRequest.set(storefront, Promise.resolve(cart));
}
