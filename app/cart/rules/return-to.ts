// Where a form without JavaScript sends the shopper back after adding to the cart.

const BASE = 'http://same-site.invalid';

/** Query parameters of the confirmation shown next to the add-to-cart form after the redirect back. */
export const ADDED_PARAM = 'cartAdded';
export const ADDED_QUANTITY_PARAM = 'cartAddedQuantity';

/** Id of the confirmation next to a product's add-to-cart form; the way back scrolls to it. */
export function addedConfirmationId(sku: string): string {
  return `added-${sku}`;
}

/**
 * `path` with the confirmation parameters (earlier ones replaced), keeping the rest of its query, and the
 * confirmation as fragment: without JavaScript the browser comes back scrolled to the card it added from,
 * not to the top of a long listing.
 */
export function withAddedConfirmation(path: string, sku: string, quantity: number): string {
  const url = new URL(path, BASE);
  url.searchParams.set(ADDED_PARAM, sku);
  url.searchParams.set(ADDED_QUANTITY_PARAM, String(quantity));
  return `${url.pathname}${url.search}#${encodeURIComponent(addedConfirmationId(sku))}`;
}

/** `path` without the confirmation parameters: the form's own returnTo, so confirmations never pile up. */
export function withoutAddedConfirmation(path: string): string {
  const url = new URL(path, BASE);
  url.searchParams.delete(ADDED_PARAM);
  url.searchParams.delete(ADDED_QUANTITY_PARAM);
  return `${url.pathname}${url.search}`;
}
