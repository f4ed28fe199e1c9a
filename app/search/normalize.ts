// Shared by both adapters: input is cleaned, and records become hits, the same way whichever engine answers.
import { DEFAULT_LISTING_PAGE_SIZE, FIRST_PAGE, LISTING_PAGE_SIZES, PRICE_RANGE, SORT_OPTIONS, TAG_FILTERS } from '~/markets';
import {
  CATEGORY_SEPARATOR, MAX_BRAND_FILTERS, MAX_CATEGORY_DEPTH, MAX_FILTER_VALUE_LENGTH, MAX_PAGE, QUICK_SEARCH_MAX_LIMIT,
  RATING_THRESHOLDS,
} from './constants';
import { cleanQuery, deepestCategory } from './params';
import { foldText } from './text';
import {
  CATEGORY_LEVELS, type AppliedSearch, type CategoryLevels, type FacetValue, type QuickSearchHit, type RatingBucket, type SearchFilters,
  type SearchHit, type SearchParams, type SearchRecord,
} from './types';

const inRange = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= PRICE_RANGE.min && value <= PRICE_RANGE.max;

/** Levels rebuilt from the deepest path, so lvl1 is always under lvl0 (and so on). */
export function consistentLevels(levels: CategoryLevels | undefined): CategoryLevels | undefined {
  const names = deepestCategory(levels)?.split(CATEGORY_SEPARATOR).map((name) => name.trim());
  if (!names || names.some((name) => !name || name.length > MAX_FILTER_VALUE_LENGTH)) return undefined;
  const result: CategoryLevels = {};
  names.slice(0, MAX_CATEGORY_DEPTH).forEach((_, depth) => {
    result[CATEGORY_LEVELS[depth]] = names.slice(0, depth + 1).join(CATEGORY_SEPARATOR);
  });
  return result;
}

function normalizeFilters(filters: SearchFilters = {}): SearchFilters {
  const out: SearchFilters = {};
  const brands = [...new Set((filters.brands ?? []).map((brand) => brand.trim()))]
    .filter((brand) => brand && brand.length <= MAX_FILTER_VALUE_LENGTH)
    .sort()
    .slice(0, MAX_BRAND_FILTERS);
  if (brands.length > 0) out.brands = brands;
  const tags = TAG_FILTERS.filter((tag) => filters.tags?.includes(tag));
  if (tags.length > 0) out.tags = tags;
  const campaign = filters.campaign?.trim();
  if (campaign && campaign.length <= MAX_FILTER_VALUE_LENGTH) out.campaign = campaign;
  let priceMin = inRange(filters.priceMin) && filters.priceMin > PRICE_RANGE.min ? filters.priceMin : undefined;
  let priceMax = inRange(filters.priceMax) && filters.priceMax < PRICE_RANGE.max ? filters.priceMax : undefined;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) priceMin = priceMax = undefined;
  if (priceMin !== undefined) out.priceMin = priceMin;
  if (priceMax !== undefined) out.priceMax = priceMax;
  const rating = filters.ratingMin;
  if (typeof rating === 'number' && rating >= 0.5 && rating <= 5 && Number.isInteger(rating * 2)) out.ratingMin = rating;
  const levels = consistentLevels(filters.categoryLevels);
  if (levels) out.categoryLevels = levels;
  return out;
}

/** What a search actually applies: the same defaults and limits as the URL parser. */
export function normalizeSearch(params: SearchParams): AppliedSearch {
  const { page: wanted } = params;
  const page = typeof wanted === 'number' && Number.isInteger(wanted) && wanted >= FIRST_PAGE && wanted < MAX_PAGE ? wanted : FIRST_PAGE;
  const pageSize = params.pageSize && LISTING_PAGE_SIZES.includes(params.pageSize) ? params.pageSize : DEFAULT_LISTING_PAGE_SIZE;
  const sort = params.sort && SORT_OPTIONS.includes(params.sort) ? params.sort : 'relevance';
  const applied: AppliedSearch = { query: cleanQuery(params.query), filters: normalizeFilters(params.filters), sort, page, pageSize };
  if (params.categoryId) applied.categoryId = params.categoryId;
  return applied;
}

export function clampQuickLimit(limit: number): number {
  return Number.isFinite(limit) ? Math.min(QUICK_SEARCH_MAX_LIMIT, Math.max(1, Math.floor(limit))) : 1;
}

const MAX_FACET_VALUES = 100;

/** Selected values stay listed (count 0) so they can be unselected; a value selected in another letter case
 * ('tatrik') is the counted value ('Tatrik'). */
export function facetValues(counts: Map<string, number>, selected: readonly string[], keep: (value: string) => boolean = () => true): FacetValue[] {
  const byKey = new Map([...counts.keys()].map((value) => [foldText(value), value]));
  const chosen = new Set(selected.map((value) => byKey.get(foldText(value)) ?? value));
  for (const value of chosen) if (!counts.has(value)) counts.set(value, 0);
  return [...counts]
    .filter(([value]) => keep(value))
    .map(([value, count]) => ({ value, count, selected: chosen.has(value) }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, MAX_FACET_VALUES);
}

/** Category values of one level: children of the selected parent; none before a parent is chosen. */
export function categoryLevelValues(
  counts: Map<string, number>,
  parent: string | undefined,
  depth: number,
  selected: string | undefined,
): FacetValue[] {
  if (depth > 0 && !parent) return [];
  return facetValues(counts, selected ? [selected] : [], (value) => !parent || value.startsWith(`${parent}${CATEGORY_SEPARATOR}`));
}

/** The five listing tags in their fixed order; a tag shows when something has it or it is selected. */
export function tagFacet(counts: ReadonlyMap<string, number>, selected: readonly string[] = []): FacetValue[] {
  return TAG_FILTERS.map((tag) => ({ value: tag, count: counts.get(tag) ?? 0, selected: selected.includes(tag) })).filter(
    (value) => value.count > 0 || value.selected,
  );
}

/** The campaign filter is the record tag 'campaign:{name}'. */
export const campaignTag = (name: string): string => `campaign:${name}`;

export function toHit(record: SearchRecord): SearchHit {
  return {
    sku: record.sku,
    productId: record.productId,
    name: record.name,
    slug: record.slug,
    url: record.url,
    image: record.image,
    brand: record.brand,
    price: record.price,
    priceBefore: record.priceBefore,
    rating: record.rating,
    reviewCount: record.reviewCount,
    tags: record.tags,
    isOnStock: record.isOnStock,
    isAccessory: record.isAccessory,
    categories: record.categories,
    categoryIds: record.categoryIds,
  };
}

export function toQuickHit(record: Pick<SearchRecord, 'sku' | 'name' | 'url' | 'image' | 'price' | 'priceBefore'>): QuickSearchHit {
  return { sku: record.sku, name: record.name, url: record.url, image: record.image, price: record.price, priceBefore: record.priceBefore };
}

/** A threshold counts every half-star bucket at or above it, exact because thresholds are half-star multiples
 * too. */
export function ratingBuckets(perBucket: ReadonlyMap<number, number>, selected: number | undefined): RatingBucket[] {
  return RATING_THRESHOLDS.map((threshold) => {
    let count = 0;
    for (const [bucket, n] of perBucket) if (bucket >= threshold) count += n;
    return { threshold, count, selected: threshold === selected };
  });
}
