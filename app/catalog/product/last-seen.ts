// Last-seen products without JavaScript (spec §3, §4, §5): the server keeps the list in a cookie per language-country
// holding only SKUs, newest first; names, prices and images are read fresh when shown.
import { serializeCookie } from '~/lib/cookies';
import { DURATION_SECONDS, LAST_SEEN_MAX } from '~/markets';
import { isProductPageSku } from '~/product/product-path';

export const LAST_SEEN_COOKIE_PREFIX = 'last_seen_';
/** The spec leaves the age limit open: a month, like the other shopper cookies of this shop. */
export const LAST_SEEN_MAX_AGE_SECONDS = DURATION_SECONDS.thirtyDays;
// '.' never occurs in a SKU and, unlike ',', is allowed in a cookie value (RFC 6265 cookie-octet).
const SEPARATOR = '.';

/** `last_seen_fr-CH`: one list per language-country. */
export function lastSeenCookieName(locale: string): string {
  return `${LAST_SEEN_COOKIE_PREFIX}${locale}`;
}

/** The SKUs of a cookie value; garbage entries are dropped, never an error. */
export function parseLastSeen(value: string | undefined | null): string[] {
  if (!value) return [];
  const skus: string[] = [];
  for (const part of value.split(SEPARATOR)) {
    const sku = part.trim();
    if (isProductPageSku(sku) && !skus.includes(sku)) skus.push(sku);
    if (skus.length === LAST_SEEN_MAX) break;
  }
  return skus;
}

export interface LastSeenEntry {
  readonly sku: string;
  readonly slug: string | null | undefined;
  readonly name: string | null | undefined;
}

/**
 * The list after viewing a product: it moves to the front, the oldest fall off past the maximum. An
 * entry without slug, name or sku is not stored (the list comes back unchanged).
 */
export function rememberLastSeen(list: readonly string[], entry: LastSeenEntry): string[] {
  if (!entry.sku || !entry.slug || !entry.name || !isProductPageSku(entry.sku)) return [...list];
  return [entry.sku, ...list.filter((sku) => sku !== entry.sku)].slice(0, LAST_SEEN_MAX);
}

/** The products to show on a product page: the earlier list without the product being viewed. */
export function lastSeenToShow(list: readonly string[], currentSku: string): string[] {
  return list.filter((sku) => sku !== currentSku);
}

/** Set-Cookie value for the list (read only by the server, hence HttpOnly). */
export function lastSeenSetCookie(locale: string, list: readonly string[], options: { secure?: boolean } = {}): string {
  const definition = { name: lastSeenCookieName(locale), maxAge: LAST_SEEN_MAX_AGE_SECONDS, path: '/', sameSite: 'lax', httpOnly: true } as const;
  return serializeCookie(definition, list.join(SEPARATOR), options);
}

export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((sku, index) => sku === b[index]);
}
