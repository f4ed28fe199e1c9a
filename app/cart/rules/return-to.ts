// Where a form without JavaScript sends the shopper back after adding to the cart.

const BASE = 'http://same-site.invalid';

/** Query parameters of the confirmation shown next to the add-to-cart form after the redirect back. */
export const ADDED_PARAM = 'cartAdded';
export const ADDED_QUANTITY_PARAM = 'cartAddedQuantity';
/** More was asked than can be sold: the cart holds the most that can be, this many; cart and buy box warn with it. */
export const ADDED_MAXIMUM_PARAM = 'cartAddedMaximum';

/** The maximum a capped change reached, from the cart page's parameter; null when nothing was capped. */
export function cappedMaximumOf(params: URLSearchParams): number | null {
  const value = Number(params.get(ADDED_MAXIMUM_PARAM));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** Id of the confirmation next to a product's add-to-cart form; the way back scrolls to it. */
export function addedConfirmationId(sku: string): string {
  return `added-${sku}`;
}

/**
 * `path` with the confirmation parameters (earlier ones replaced) and the confirmation as fragment, so without
 * JavaScript the browser comes back scrolled to the card it added from.
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
