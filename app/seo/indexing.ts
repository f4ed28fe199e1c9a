// Canonical and robots rules (spec "Head, pagination, search route state"): "Indexing is permitted only for the
// page query parameter".
import type { LanguageCode } from '~/markets';
import { stripLanguagePrefix, withLanguagePrefix, type LanguageMarket } from '~/routing/localized-path';
import { CHECKOUT_ROUTE, SEARCH_ROUTE } from '~/routing/paths';

export const INDEX_FOLLOW = 'index,follow';
export const NOINDEX_FOLLOW = 'noindex,follow';
export type RobotsDirective = typeof INDEX_FOLLOW | typeof NOINDEX_FOLLOW;

export const PAGE_PARAM = 'page';

/** Route families (the route and every path below it) that are per shopper: never indexed or crawled. */
export const PRIVATE_ROUTE_FAMILIES: readonly string[] = Object.freeze([CHECKOUT_ROUTE, 'my-account', 'password-reset', 'create-account']);

/** Single routes that are forms, actions or per-shopper answers rather than content. */
export const PRIVATE_ROUTES: readonly string[] = Object.freeze([
  'login', 'reset-password', 'log-out', 'set-language',
  'after-payment-redirect-back', 'adyen-payment-error', 'exConsents/confirm', 'manageSubscriptions',
]);

// A page number as the pagination writes it: no sign, no leading zero, no exponent.
const PAGE_NUMBER = /^[1-9]\d{0,8}$/;

/** 1 for an empty query, n for a query that is exactly one `page=n`; null for anything else (filters, sort, tracking
 * parameters, a repeated or garbage page). */
export function indexablePage(search: string | URLSearchParams): number | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const entries = [...params.entries()];
  if (entries.length === 0) return 1;
  if (entries.length > 1) return null;
  const [name, value] = entries[0];
  return name === PAGE_PARAM && PAGE_NUMBER.test(value) ? Number(value) : null;
}

export interface CanonicalInput {
  /** Origin of the store, from storeOrigin(). */
  readonly origin: string;
  /** The page's path without language prefix, already in its canonical form ('/drills/'). */
  readonly path: string;
  readonly language: LanguageCode;
  readonly market: LanguageMarket;
  /** The request's query; only an indexable page above 1 survives. */
  readonly search?: string | URLSearchParams;
}

/** A filtered or sorted listing points at its unfiltered first page: its page number belongs to the filtered result
 * set, so `?page=3` of a filter is no page of the listing. */
export function canonicalUrl({ origin, path, language, market, search = '' }: CanonicalInput): string {
  const page = indexablePage(search);
  const query = page !== null && page > 1 ? `?${PAGE_PARAM}=${page}` : '';
  return `${origin}${withLanguagePrefix(path, language, market)}${query}`;
}

/** The canonical URL of the page being requested (its path already normalised by the URL rules). */
export function canonicalUrlOfRequest(requestUrl: string | URL, market: LanguageMarket, origin: string): string {
  const url = new URL(requestUrl);
  const { language, path } = stripLanguagePrefix(url.pathname, market);
  return canonicalUrl({ origin, path, language, market, search: url.searchParams });
}

/** True for the checkout, account and form routes of PRIVATE_ROUTES / PRIVATE_ROUTE_FAMILIES. */
export function isPrivatePath(unprefixedPath: string): boolean {
  const route = unprefixedPath.replace(/^\/+|\/+$/g, '');
  const first = route.split('/', 1)[0];
  return PRIVATE_ROUTES.includes(route) || PRIVATE_ROUTE_FAMILIES.includes(first);
}

/** noindex for any query but a lone page number above 1, every search page (thin and endless), the private routes and
 * whatever the caller marks; always follow, so crawlers still reach the products listed. */
export function robotsDirective(
  requestUrl: string | URL,
  market: LanguageMarket,
  options: { noindex?: boolean } = {},
): RobotsDirective {
  const url = new URL(requestUrl);
  const { path } = stripLanguagePrefix(url.pathname, market);
  const route = path.replace(/^\/+|\/+$/g, '');
  if (options.noindex || route === SEARCH_ROUTE || isPrivatePath(path)) return NOINDEX_FOLLOW;
  return indexablePage(url.searchParams) === null ? NOINDEX_FOLLOW : INDEX_FOLLOW;
}
