// Which requests are a shopper's way through the checkout (decision 132): from "Proceed to checkout" on, every step,
// its data request, the payment return and the thank-you page. Their backend calls go first when the shop sheds load.
import { CHECKOUT_ROUTE } from '~/routing/paths';

/** Pages of the checkout after the cart, and the payment's way back. */
const CHECKOUT_LANE = new RegExp(
  `^(?:/[a-z]{2})?(?:/${CHECKOUT_ROUTE}/(?:addresses|payment|thank-you|login|create-account|password-reset|reset-password)|/after-payment-redirect-back|/adyen-payment-error)(?:\\.data)?$`,
);
const CART = new RegExp(`^(?:/[a-z]{2})?/${CHECKOUT_ROUTE}/cart(?:\\.data)?$`);

/** Whether a request belongs to the checkout's lane; `form` is a POST's urlencoded body when it has one. */
export function inCheckoutLane(method: string, pathname: string, form?: Buffer | string): boolean {
  if (CHECKOUT_LANE.test(pathname)) return true;
  // "Proceed to checkout" is the cart route's begin-checkout form: the first step into the checkout.
  return method === 'POST' && CART.test(pathname) && form !== undefined && new URLSearchParams(form.toString()).get('intent') === 'begin-checkout';
}
