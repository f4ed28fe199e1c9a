// Values of the search module the spec leaves open (see README.md, "Decisions").
import { CATEGORY_LISTING_DEFAULT_SORT, DEFAULT_LISTING_PAGE_SIZE, type SortOption } from '~/markets';

/** Pages are 1-based and must stay below this (spec §5: "below the maximum"); Algolia serves 1000 hits at most anyway. */
export const MAX_PAGE = 1000;
/** Half-star thresholds offered as rating facets, best first ('4,5' is the spec's default threshold). */
export const RATING_THRESHOLDS: readonly number[] = Object.freeze([4.5, 4, 3, 2, 1]);
/** Joins the names of a category path in `categories.lvlN` values. */
export const CATEGORY_SEPARATOR = ' > ';
export const MAX_CATEGORY_DEPTH = 5;
/** Quick search never asks for more than this many hits. */
export const QUICK_SEARCH_MAX_LIMIT = 20;
/** Brand filters kept from a URL (more is garbage, not a shopper). */
export const MAX_BRAND_FILTERS = 20;
export const MAX_FILTER_VALUE_LENGTH = 100;

export type SearchDefaults = { sort: SortOption; pageSize: number };
export const SEARCH_PAGE_DEFAULTS: SearchDefaults = Object.freeze({ sort: 'relevance', pageSize: DEFAULT_LISTING_PAGE_SIZE });
export const CATEGORY_LISTING_DEFAULTS: SearchDefaults = Object.freeze({
  sort: CATEGORY_LISTING_DEFAULT_SORT,
  pageSize: DEFAULT_LISTING_PAGE_SIZE,
});
