import { redirect } from '@remix-run/node';

/**
 * `/checkout` (spec §2: the parent of the checkout pages) has no page of its own: it starts the checkout at
 * its first step, the cart (second document §4: cart 1, shipping 2, …). The checkout layout has already sent
 * visitors without a cart home. 302: where checkout starts is a business rule, not a URL normalisation.
 */
export function loader() {
  return redirect('/checkout/cart', 302);
}
