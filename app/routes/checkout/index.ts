import { redirect } from '@remix-run/node';

/** Spec §2 gives `/checkout` no page of its own: it starts at the first step, the cart. 302, as where checkout
 * starts is a business rule, not a URL normalisation. */
export function loader() {
  return redirect('/checkout/cart', 302);
}
