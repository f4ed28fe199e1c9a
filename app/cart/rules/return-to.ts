// Where a form without JavaScript sends the shopper back after adding to the cart.

const MAX_RETURN_TO_LENGTH = 1000;
const BASE = 'http://same-site.invalid';

/**
 * A same-site path (with its query) or null. Absolute URLs, protocol-relative `//host`, backslash tricks and
 * control characters are refused, so the redirect can never leave the shop (no open redirect).
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_TO_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null; // control characters
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}`;
}

/** Query parameters of the confirmation shown next to the add-to-cart form after the redirect back. */
export const ADDED_PARAM = 'cartAdded';
export const ADDED_QUANTITY_PARAM = 'cartAddedQuantity';

/** `path` with the confirmation parameters (earlier ones replaced), keeping the rest of its query. */
export function withAddedConfirmation(path: string, sku: string, quantity: number): string {
  const url = new URL(path, BASE);
  url.searchParams.set(ADDED_PARAM, sku);
  url.searchParams.set(ADDED_QUANTITY_PARAM, String(quantity));
  return `${url.pathname}${url.search}`;
}

/** `path` without the confirmation parameters: the form's own returnTo, so confirmations never pile up. */
export function withoutAddedConfirmation(path: string): string {
  const url = new URL(path, BASE);
  url.searchParams.delete(ADDED_PARAM);
  url.searchParams.delete(ADDED_QUANTITY_PARAM);
  return `${url.pathname}${url.search}`;
}
