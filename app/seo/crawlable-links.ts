// Which internal links a crawler may follow (decision 127); robots.txt says the same with its rules, and a test
// keeps both in step. The server-built listing view marks the links this refuses `nofollow`.
import { SEARCH_ROUTE } from '~/routing/paths';
import { SUPPORT_PAGE } from '~/routing/support-links';
import { PAGE_PARAM } from './indexing';

/** A followable listing link carries at most one parameter: a page number or one value of one of these filters.
 * Combinations, filtered pages past the first, sorting, page sizes and price ranges are left to shoppers. */
export const CRAWLABLE_FILTERS: readonly string[] = Object.freeze(['brand', 'tags', 'rating']);
/** On the search route only a brand's and a tag's listings are pages worth a visit (spec §2 brand links, sale). */
export const CRAWLABLE_SEARCH_FILTERS: readonly string[] = Object.freeze(['brand', 'tags']);
/** Listing parameters a crawler never needs, alone or not (the same products in another order or amount). */
export const UNCRAWLED_LISTING_PARAMS: readonly string[] = Object.freeze(['sort', 'hitsPerPage', 'priceMin', 'priceMax']);

/** True when a crawler may follow an internal link (unprefixed `href`, as the listing builds it): one filter at a time. */
export function isCrawlableLink(href: string): boolean {
  const url = new URL(href, 'http://link.invalid');
  const entries = [...url.searchParams.entries()];
  if (entries.length === 0) return true;
  if (entries.length > 1) return false;
  const [name] = entries[0];
  if (url.pathname.replace(/^\/+|\/+$/g, '') === SEARCH_ROUTE) return CRAWLABLE_SEARCH_FILTERS.includes(name);
  if (url.pathname === SUPPORT_PAGE) return false;
  return name === PAGE_PARAM || CRAWLABLE_FILTERS.includes(name);
}
