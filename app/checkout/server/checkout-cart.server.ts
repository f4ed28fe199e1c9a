// The cart of the checkout pages and their guards (spec §2 "Route guards": "Checkout pages need an active cart
// with at least one line item, else redirect to home. If the cart lacks shipping info or a shipping address,
// redirect to checkout addresses unless already there.").
import type { Cart } from '@commercetools/platform-sdk';
import { redirect } from '@remix-run/node';
import { rememberRequestCart, requestCart } from '~/cart/request-cart.server';
import { isCompleteAddress } from '~/commerce/cart-rules';
import type { StorefrontContext } from '~/context';

export const CHECKOUT_ADDRESSES_PATH = '/checkout/addresses';
export const CHECKOUT_PAYMENT_PATH = '/checkout/payment';

/** The session's active cart, read once per request (with the header's count and the cart page: request-cart.server.ts). */
export const checkoutCart = requestCart;

/** After the page changed the cart: a later read of the request sees the change. */
export const rememberCheckoutCart = rememberRequestCart;

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

/** Guard 2 (payment): the addresses step done, else back there with spec §5's 'You did not collect all essential checkout data…'. */
export async function requirePayableCart(storefront: Pick<StorefrontContext, 'shopper' | 'commerce'>): Promise<Cart> {
  const cart = await requireCheckoutCart(storefront);
  if (!hasCheckoutAddresses(cart)) throw redirect(`${CHECKOUT_ADDRESSES_PATH}?${INCOMPLETE_DATA_PARAM}=1`, 302);
  return cart;
}

/** The addresses step shows spec §5's message when the payment step sent the shopper back and data still lacks. */
export function lacksCheckoutData(request: Request, cart: Cart): boolean {
  return new URL(request.url).searchParams.has(INCOMPLETE_DATA_PARAM) && !hasCheckoutAddresses(cart);
}
