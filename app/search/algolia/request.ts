// SearchParams → Algolia multi-query requests, pure so the mapping is tested without a client. Algolia counts
// facets for the filtered result only, so to count what a shopper could still choose, extra queries without that
// facet's own filter (hitsPerPage 0) run in the same request, as InstantSearch's helper does.
import type { StoreContext } from '~/commerce/types';
import { campaignTag } from '../normalize';
import { CATEGORY_LEVELS, type AppliedSearch, type SortOption } from '../types';

export const DEFAULT_INDEX_PREFIX = 'prod.';

/** Sorts other than relevance are replica indexes named after the primary (see settings.ts). */
export const REPLICA_SUFFIX: Readonly<Record<SortOption, string>> = Object.freeze({
  relevance: '',
  nameAsc: '_name_asc',
  nameDesc: '_name_desc',
  priceAsc: '_price_asc',
  priceDesc: '_price_desc',
  newest: '_newest',
});

export const FACET = {
  brand: 'brand',
  tags: 'tags',
  price: 'priceAmount',
  rating: 'ratingBucket',
  categoryIds: 'categoryIds',
  level: (depth: number) => `categories.${CATEGORY_LEVELS[depth]}`,
} as const;

const MAX_VALUES_PER_FACET = 100;

export type AlgoliaQuery = {
  indexName: string;
  query: string;
  facetFilters: (string | string[])[];
  numericFilters: string[];
  facets: string[];
  hitsPerPage: number;
  page: number;
  maxValuesPerFacet?: number;
  clickAnalytics?: boolean;
  analytics?: boolean;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
};

/** What each extra query of a search answers, in request order after the main query. */
export type FacetQueryRole = { facet: 'brand' } | { facet: 'price' } | { facet: 'rating' } | { facet: 'category'; depth: number };

export function indexName(store: StoreContext, sort: SortOption = 'relevance', prefix = DEFAULT_INDEX_PREFIX): string {
  return `${prefix}${store.locale}${REPLICA_SUFFIX[sort]}`;
}

/** A leading '-' would negate the filter; values are otherwise taken as they are. */
const facetFilter = (attribute: string, value: string) => `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`;

type Leave = { brand?: boolean; price?: boolean; rating?: boolean; categoryDepth?: number };

function filtersFor(applied: AppliedSearch, leave: Leave = {}) {
  const { brands, tags = [], campaign, priceMin, priceMax, ratingMin, categoryLevels = {} } = applied.filters;
  const facetFilters: (string | string[])[] = [];
  const numericFilters: string[] = [];
  if (applied.categoryId) facetFilters.push(facetFilter(FACET.categoryIds, applied.categoryId));
  // Brands combine with OR: one inner array.
  if (brands?.length && !leave.brand) facetFilters.push(brands.map((brand) => facetFilter(FACET.brand, brand)));
  for (const tag of campaign ? [...tags, campaignTag(campaign)] : tags) facetFilters.push(facetFilter(FACET.tags, tag));
  CATEGORY_LEVELS.slice(0, leave.categoryDepth ?? CATEGORY_LEVELS.length).forEach((level, depth) => {
    const value = categoryLevels[level];
    if (value) facetFilters.push(facetFilter(FACET.level(depth), value));
  });
  if (!leave.price) {
    if (priceMin !== undefined) numericFilters.push(`${FACET.price}>=${priceMin}`);
    if (priceMax !== undefined) numericFilters.push(`${FACET.price}<=${priceMax}`);
  }
  if (ratingMin !== undefined && !leave.rating) numericFilters.push(`rating>=${ratingMin}`);
  return { facetFilters, numericFilters };
}

function selectedDepth(applied: AppliedSearch): number {
  const levels = applied.filters.categoryLevels ?? {};
  let depth = -1;
  CATEGORY_LEVELS.forEach((level, index) => levels[level] && (depth = index));
  return depth;
}

/** The main query (hits, tag counts, the level below the selected category) plus one per widened facet. */
export function buildSearchRequests(
  applied: AppliedSearch,
  store: StoreContext,
  prefix = DEFAULT_INDEX_PREFIX,
): { requests: AlgoliaQuery[]; roles: FacetQueryRole[] } {
  const depth = selectedDepth(applied);
  const childLevel = Math.min(depth + 1, CATEGORY_LEVELS.length - 1);
  const base = { indexName: indexName(store, applied.sort, prefix), query: applied.query, maxValuesPerFacet: MAX_VALUES_PER_FACET };
  const main: AlgoliaQuery = {
    ...base,
    ...filtersFor(applied),
    facets: [FACET.brand, FACET.tags, FACET.price, FACET.rating, FACET.level(childLevel)],
    hitsPerPage: applied.pageSize,
    page: applied.page - 1,
    clickAnalytics: true,
  };
  const roles: FacetQueryRole[] = [];
  const extra: AlgoliaQuery[] = [];
  const widen = (role: FacetQueryRole, leave: Leave, facet: string) => {
    roles.push(role);
    // Facet-only queries are not searches a shopper made: kept out of analytics.
    extra.push({ ...base, ...filtersFor(applied, leave), facets: [facet], hitsPerPage: 0, page: 0, analytics: false, clickAnalytics: false });
  };
  if (applied.filters.brands?.length) widen({ facet: 'brand' }, { brand: true }, FACET.brand);
  if (applied.filters.priceMin !== undefined || applied.filters.priceMax !== undefined) widen({ facet: 'price' }, { price: true }, FACET.price);
  if (applied.filters.ratingMin !== undefined) widen({ facet: 'rating' }, { rating: true }, FACET.rating);
  for (let level = 0; level <= depth; level += 1) widen({ facet: 'category', depth: level }, { categoryDepth: level }, FACET.level(level));
  return { requests: [main, ...extra], roles };
}

export const QUICK_ATTRIBUTES = ['sku', 'name', 'slug', 'url', 'image', 'price', 'priceBefore'];

/** Quick search: hits per page equal to the quick-search count, click analytics on (spec §7). */
export function buildQuickRequest(store: StoreContext, query: string, limit: number, prefix = DEFAULT_INDEX_PREFIX): AlgoliaQuery {
  return {
    indexName: indexName(store, 'relevance', prefix),
    query,
    facetFilters: [],
    numericFilters: [],
    facets: [],
    hitsPerPage: limit,
    page: 0,
    clickAnalytics: true,
    attributesToRetrieve: QUICK_ATTRIBUTES,
    attributesToHighlight: [],
  };
}
