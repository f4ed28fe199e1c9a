// The listing URL format and its canonical writer. Pure: links come from toSearchQuery, loaders read with
// parseSearchParams, and every invalid value falls back to its default on its own (spec §5 Other).
import { z } from 'zod';
import { normaliseSearchTerm } from '~/lib/search-term';
import { FIRST_PAGE, LISTING_PAGE_SIZES, PRICE_RANGE, SORT_OPTIONS, TAG_FILTERS, type TagFilter } from '~/markets';
import {
  CATEGORY_SEPARATOR, MAX_BRAND_FILTERS, MAX_CATEGORY_DEPTH, MAX_FILTER_VALUE_LENGTH, MAX_PAGE, SEARCH_PAGE_DEFAULTS,
  type SearchDefaults,
} from './constants';
import { CATEGORY_LEVELS, type CategoryLevels, type SearchFilters, type SortOption } from './types';

export type ParsedSearchParams = {
  query: string;
  filters: SearchFilters;
  /** The campaign of `refinementList[tags][0]=campaign:{name}` (also in filters.campaign): shows its banner. */
  campaign: string | undefined;
  sort: SortOption;
  page: number;
  pageSize: number;
};

const CAMPAIGN_PREFIX = 'campaign:';
const CAMPAIGN_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,99}$/u;
const OFF_VALUES = new Set(['false', '0', 'off', 'no']);
// The InstantSearch routing names the original shop's links use, read next to the short names.
const REFINEMENT = /^refinementList\[(brand|tags)\]\[\d*\]$/;
const HIERARCHICAL_MENU = 'hierarchicalMenu[categories.lvl0]';

const text = z.string().transform((value) => value.trim());

/** The shared term rules (length cut, spaces) plus a final trim, so that a cut never ends in a space. */
export const cleanQuery = (raw: string | null | undefined): string => normaliseSearchTerm(raw).trim();

/** Decimal in the URL, with a dot or the decimal comma the spec writes ('4,5'). */
const decimal = text.pipe(z.string().regex(/^\d{1,7}(?:[.,]\d{1,2})?$/)).transform((value) => Number(value.replace(',', '.')));

const price = decimal.pipe(z.number().min(PRICE_RANGE.min).max(PRICE_RANGE.max)).optional().catch(undefined);

const flag = z
  .string()
  .nullable()
  .transform((value) => value !== null && !OFF_VALUES.has(value.trim().toLowerCase()))
  .catch(false);

const brands = z
  .array(text)
  .transform((values) => {
    const kept = values.filter((value) => value.length > 0 && value.length <= MAX_FILTER_VALUE_LENGTH);
    // Sorted so that equal filter sets give one canonical URL.
    return [...new Set(kept)].sort().slice(0, MAX_BRAND_FILTERS);
  })
  .catch([]);

const category = text
  .transform((value) => value.split(CATEGORY_SEPARATOR.trim()).map((name) => name.trim()))
  .pipe(z.array(z.string().min(1).max(MAX_FILTER_VALUE_LENGTH)).min(1).max(MAX_CATEGORY_DEPTH))
  .transform((names) => {
    const levels: CategoryLevels = {};
    names.forEach((_, depth) => (levels[CATEGORY_LEVELS[depth]] = names.slice(0, depth + 1).join(CATEGORY_SEPARATOR)));
    return levels;
  })
  .optional()
  .catch(undefined);

/** The schema of the raw values (see readRaw); built per page type because defaults differ. */
export function searchUrlSchema(defaults: SearchDefaults = SEARCH_PAGE_DEFAULTS) {
  return z.object({
    query: z.string().nullable().transform(cleanQuery).catch(''),
    page: text
      .pipe(z.string().regex(/^\d{1,6}$/))
      .transform(Number)
      .pipe(z.number().int().min(FIRST_PAGE).lt(MAX_PAGE))
      .catch(FIRST_PAGE),
    pageSize: text
      .pipe(z.string().regex(/^\d{1,3}$/))
      .transform(Number)
      .pipe(z.number().refine((size) => LISTING_PAGE_SIZES.includes(size)))
      .catch(defaults.pageSize),
    sort: z.enum(SORT_OPTIONS).catch(defaults.sort),
    brands,
    tags: z.array(text).catch([]),
    newArrivals: flag,
    sales: flag,
    priceMin: price,
    priceMax: price,
    ratingMin: decimal
      .pipe(z.number().min(0.5).max(5).refine((rating) => Number.isInteger(rating * 2)))
      .optional()
      .catch(undefined),
    category,
  });
}

type RawSearch = Record<keyof z.input<ReturnType<typeof searchUrlSchema>>, unknown>;

function readRaw(url: URLSearchParams): RawSearch {
  const refined: Record<'brand' | 'tags', string[]> = { brand: [], tags: [] };
  for (const [key, value] of url) {
    const match = REFINEMENT.exec(key);
    if (match) refined[match[1] as 'brand' | 'tags'].push(value);
  }
  return {
    query: url.get('query'),
    page: url.get('page'),
    pageSize: url.get('hitsPerPage'),
    sort: url.get('sort'),
    brands: [...url.getAll('brand'), ...refined.brand],
    tags: [...url.getAll('tags'), ...refined.tags],
    newArrivals: url.get('new-arrivals'),
    sales: url.get('sales'),
    priceMin: url.get('priceMin'),
    priceMax: url.get('priceMax'),
    ratingMin: url.get('rating'),
    category: url.get('category') ?? url.get(HIERARCHICAL_MENU),
  };
}

function tagsOf(values: readonly string[], newArrivals: boolean, sales: boolean): { tags: TagFilter[]; campaign?: string } {
  const wanted = new Set(values);
  if (newArrivals) wanted.add('new');
  if (sales) wanted.add('on-sale');
  const campaign = values
    .filter((value) => value.startsWith(CAMPAIGN_PREFIX))
    .map((value) => value.slice(CAMPAIGN_PREFIX.length).trim())
    .find((name) => CAMPAIGN_NAME.test(name));
  // Kept in the constants' order, so the canonical URL does not depend on the input order.
  return { tags: TAG_FILTERS.filter((tag) => wanted.has(tag)), campaign };
}

/** Reads a listing URL's parameters. Never throws: each invalid value becomes its default. */
export function parseSearchParams(url: URLSearchParams, defaults: SearchDefaults = SEARCH_PAGE_DEFAULTS): ParsedSearchParams {
  const raw = searchUrlSchema(defaults).parse(readRaw(url));
  const { tags, campaign } = tagsOf(raw.tags, raw.newArrivals, raw.sales);
  // The full range is the same as no bound; a reversed range is invalid, so both reset.
  let priceMin = raw.priceMin === PRICE_RANGE.min ? undefined : raw.priceMin;
  let priceMax = raw.priceMax === PRICE_RANGE.max ? undefined : raw.priceMax;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) priceMin = priceMax = undefined;

  const filters: SearchFilters = {};
  if (raw.brands.length > 0) filters.brands = raw.brands;
  if (tags.length > 0) filters.tags = tags;
  if (campaign) filters.campaign = campaign;
  if (priceMin !== undefined) filters.priceMin = priceMin;
  if (priceMax !== undefined) filters.priceMax = priceMax;
  if (raw.ratingMin !== undefined) filters.ratingMin = raw.ratingMin;
  if (raw.category) filters.categoryLevels = raw.category;
  return { query: raw.query, filters, campaign, sort: raw.sort, page: raw.page, pageSize: raw.pageSize };
}

/** The deepest selected level is the whole path; the shallower ones are its prefixes. */
export function deepestCategory(levels: CategoryLevels | undefined): string | undefined {
  if (!levels) return undefined;
  for (let depth = CATEGORY_LEVELS.length - 1; depth >= 0; depth -= 1) {
    const value = levels[CATEGORY_LEVELS[depth]];
    if (value) return value;
  }
  return undefined;
}

type SearchQueryInput = Partial<Omit<ParsedSearchParams, 'filters'>> & { filters?: SearchFilters };

/** Fixed parameter order, defaults left out, page only above 1, so one listing state has one URL; links for
 * facets, sorting and pages all come from here. */
export function toSearchQuery(params: SearchQueryInput, defaults: SearchDefaults = SEARCH_PAGE_DEFAULTS): string {
  const out = new URLSearchParams();
  const filters = params.filters ?? {};
  const query = cleanQuery(params.query);
  if (query) out.append('query', query);
  const path = deepestCategory(filters.categoryLevels);
  if (path) out.append('category', path);
  for (const brand of [...new Set(filters.brands ?? [])].sort()) out.append('brand', brand);
  for (const tag of TAG_FILTERS) if (filters.tags?.includes(tag)) out.append('tags', tag);
  const campaign = filters.campaign ?? params.campaign;
  if (campaign) out.append('refinementList[tags][0]', `${CAMPAIGN_PREFIX}${campaign}`);
  if (filters.priceMin !== undefined && filters.priceMin !== PRICE_RANGE.min) out.append('priceMin', String(filters.priceMin));
  if (filters.priceMax !== undefined && filters.priceMax !== PRICE_RANGE.max) out.append('priceMax', String(filters.priceMax));
  if (filters.ratingMin !== undefined) out.append('rating', String(filters.ratingMin));
  if (params.sort && params.sort !== defaults.sort) out.append('sort', params.sort);
  if (params.pageSize && params.pageSize !== defaults.pageSize) out.append('hitsPerPage', String(params.pageSize));
  if (params.page && params.page > FIRST_PAGE) out.append('page', String(params.page));
  return out.toString();
}

/** `path` plus the canonical query, with '?' only when there is one. */
export function searchHref(path: string, params: SearchQueryInput, defaults: SearchDefaults = SEARCH_PAGE_DEFAULTS): string {
  const query = toSearchQuery(params, defaults);
  return query ? `${path}?${query}` : path;
}
