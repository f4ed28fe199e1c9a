// The cart of the checkout pages and their guards (spec §2 "Route guards": "Checkout pages need an active cart
// with at least one line item, else redirect to home. If the cart lacks shipping info or a shipping address,
// redirect to checkout addresses unless already there.").
import type { Cart } from '@commercetools/platform-sdk';
import { redirect } from '@remix-run/node';
import { getCart, withoutCart } from '~/commerce/cart.server';
import { noteCart } from '~/cart/cart-tally.server';
import { isCompleteAddress } from '~/commerce/cart-rules';
import type { StorefrontContext } from '~/context';

export const CHECKOUT_ADDRESSES_PATH = '/checkout/addresses';
export const CHECKOUT_PAYMENT_PATH = '/checkout/payment';

// The layout's guard and the page's loader of one request read the cart once.
const perRequest = new WeakMap<object, Promise<Cart | null>>();

/** The session's active cart, read once per request; a cart that is gone is dropped from the session. */
export function checkoutCart(storefront: Pick<StorefrontContext, 'shopper' | 'commerce'>): Promise<Cart | null> {
  let pending = perRequest.get(storefront);
  if (!pending) {
    pending = (async () => {
      if (!storefront.shopper.session.get().cartId) return null;
      const shopper = storefront.shopper.ids();
      const cart = await getCart(storefront.commerce, shopper);
      if (!cart) storefront.shopper.remember(withoutCart(shopper));
      noteCart(storefront.shopper.session, cart);
      return cart;
    })();
    perRequest.set(storefront, pending);
  }
  return pending;
}

/** Forgets the request's cart after the page changed it, so a later read sees the change. */
export function rememberCheckoutCart(storefront: Pick<StorefrontContext, 'commerce'>, cart: Cart): void {
  perRequest.set(storefront, Promise.resolve(cart));
}

/** Guard 1: an active cart with at least one line, else home. */
export async function requireCheckoutCart(storefront: Pick<StorefrontContext, 'shopper' | 'commerce'>): Promise<Cart> {
  const cart = await checkoutCart(storefront);
  if (!cart || cart.lineItems.length === 0) throw redirect('/', 302);
  return cart;
}

/** True when the addresses step is done: shipping info and a complete shipping (and billing) address. */
export function hasCheckoutAddresses(cart: Cart): boolean {
  return Boolean(cart.shippingInfo) && isCompleteAddress(cart.shippingAddress) && isCompleteAddress(cart.billingAddress);
}

/** The query of the addresses step that says why the shopper is back there (spec §5's message). */
const INCOMPLETE_DATA_PARAM = 'incomplete';

/**
 * Guard 2 (payment): the addresses step done, else the addresses step, which then says 'You did not collect
 * all essential checkout data…' (spec §5: a cart without its total gross, which needs the addresses).
 */
export async function requirePayableCart(storefront: Pick<StorefrontContext, 'shopper' | 'commerce'>): Promise<Cart> {
  const cart = await requireCheckoutCart(storefront);
  if (!hasCheckoutAddresses(cart)) throw redirect(`${CHECKOUT_ADDRESSES_PATH}?${INCOMPLETE_DATA_PARAM}=1`, 302);
  return cart;
}

/** The addresses step shows spec §5's message when the payment step sent the shopper back and data still lacks. */
export function lacksCheckoutData(request: Request, cart: Cart): boolean {
  return new URL(request.url).searchParams.has(INCOMPLETE_DATA_PARAM) && !hasCheckoutAddresses(cart);
}
