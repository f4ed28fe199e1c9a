// A search result and the URL's listing state as the links and forms a listing shows. Every href comes from
// searchHref, so one state gives one URL, every combination is a crawlable link and the page works without JavaScript.
import type { ProductCardData } from '~/product/card';
import { productPath, type RoutingEnvironment } from '~/seo/page-paths';
import type { Market } from '~/markets';
import { CATEGORY_SEPARATOR, type SearchDefaults } from '~/search/constants';
import { isCrawlableLink } from '~/seo/crawlable-links';
import { deepestCategory, searchHref, toSearchQuery, type ParsedSearchParams } from '~/search/params';
import { CATEGORY_LEVELS, type CategoryLevels, type SearchFilters, type SearchHit, type SearchResult, type TagFilter } from '~/search/types';
import { paginationWindow } from './pagination';
import { numberFormat } from '~/cache/intl-formatters';
import type { CategoryFacetLink, FacetLink, HiddenFields, ListingView, PageLink, PaginationView, PriceBounds } from './types';

export type ListingState = ParsedSearchParams;

/** The same listing with other filters; any change of what is listed starts again at page 1. */
function withFilters(state: ListingState, filters: SearchFilters): ListingState {
  return { ...state, filters, page: 1 };
}

function toggled<T>(list: readonly T[] | undefined, value: T): T[] | undefined {
  const current = list ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return next.length > 0 ? next : undefined;
}

function withoutUndefined(filters: SearchFilters): SearchFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as SearchFilters;
}

export function toggleBrand(state: ListingState, brand: string): ListingState {
  return withFilters(state, withoutUndefined({ ...state.filters, brands: toggled(state.filters.brands, brand) }));
}

export function toggleTag(state: ListingState, tag: TagFilter): ListingState {
  return withFilters(state, withoutUndefined({ ...state.filters, tags: toggled(state.filters.tags, tag) }));
}

/** The rating threshold, or none when the selected one is chosen again. */
export function toggleRating(state: ListingState, threshold: number): ListingState {
  const ratingMin = state.filters.ratingMin === threshold ? undefined : threshold;
  return withFilters(state, withoutUndefined({ ...state.filters, ratingMin }));
}

/** Levels of a category path 'A > B > C' (lvl0 'A', lvl1 'A > B', …). */
export function categoryLevelsOf(path: string): CategoryLevels {
  const names = path.split(CATEGORY_SEPARATOR);
  const levels: CategoryLevels = {};
  names.slice(0, CATEGORY_LEVELS.length).forEach((_, depth) => {
    levels[CATEGORY_LEVELS[depth]] = names.slice(0, depth + 1).join(CATEGORY_SEPARATOR);
  });
  return levels;
}

/** Selects a category path; choosing the selected one again goes back to its parent (or to none). */
export function toggleCategory(state: ListingState, path: string): ListingState {
  const selected = deepestCategory(state.filters.categoryLevels);
  const names = path.split(CATEGORY_SEPARATOR);
  const target = selected === path ? names.slice(0, -1).join(CATEGORY_SEPARATOR) : path;
  const categoryLevels = target ? categoryLevelsOf(target) : undefined;
  return withFilters(state, withoutUndefined({ ...state.filters, categoryLevels }));
}

/** Everything a shopper chose to narrow the listing (the query and the campaign are what is listed, not filters). */
export function hasFilters(filters: SearchFilters): boolean {
  return Boolean(
    filters.brands?.length || filters.tags?.length || filters.priceMin !== undefined || filters.priceMax !== undefined ||
      filters.ratingMin !== undefined || deepestCategory(filters.categoryLevels),
  );
}

export function clearFilters(state: ListingState): ListingState {
  return withFilters(state, state.filters.campaign ? { campaign: state.filters.campaign } : {});
}

/** Fields of the state as a GET form would send them, leaving out the ones the form asks for itself. */
export function hiddenFields(state: ListingState, defaults: SearchDefaults, omit: readonly string[]): HiddenFields {
  const fields: HiddenFields = [];
  for (const [name, value] of new URLSearchParams(toSearchQuery(state, defaults))) {
    if (!omit.includes(name)) fields.push([name, value]);
  }
  return fields;
}

/** A link crawlers should not follow says so (one filter at a time). */
function crawlable<Link extends { href: string }>(link: Link): Link & { rel?: 'nofollow' } {
  return isCrawlableLink(link.href) ? link : { ...link, rel: 'nofollow' };
}

export function paginationView(
  result: Pick<SearchResult, 'page' | 'pageCount'>,
  hrefOfPage: (page: number) => string,
): PaginationView | null {
  const window = paginationWindow(result.page, result.pageCount);
  if (!window) return null;
  // The whole rel is built here, so the browser's bundle only writes it.
  const pageLink = (page: number, rel?: 'prev' | 'next'): PageLink => {
    const href = hrefOfPage(page);
    const relations = [rel, isCrawlableLink(href) ? undefined : 'nofollow'].filter(Boolean).join(' ');
    return relations ? { page, href, rel: relations } : { page, href };
  };
  const link = (page: number | undefined, rel?: 'prev' | 'next'): PageLink | undefined => (page === undefined ? undefined : pageLink(page, rel));
  return {
    current: window.current,
    first: link(window.first),
    prev: link(window.prev, 'prev'),
    pages: window.pages.map((page) => pageLink(page)),
    next: link(window.next, 'next'),
    last: link(window.last),
    gapBefore: window.gapBefore,
    gapAfter: window.gapAfter,
  };
}

export type CardOptions = { market: Market; environment: RoutingEnvironment };

/** Only what the card renders travels, as the hydration data repeats it per card. The image is decorative (empty
 *  alt): the product name beside it names the link. */
export function toProductCard(hit: SearchHit, { market, environment }: CardOptions): ProductCardData {
  return {
    sku: hit.sku,
    name: hit.name,
    url: productPath(hit.slug, market, environment),
    image: hit.image ? { url: hit.image, alt: '' } : null,
    ...(hit.brand ? { brand: hit.brand } : {}),
    price: hit.price,
    ...(hit.priceBefore ? { originalPrice: hit.priceBefore } : {}),
    ...(hit.isOnStock ? {} : { isOnStock: false }),
  };
}

const wholeMoney = (locale: string, currency: string) => numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });

/** Whole currency units around the results' price range, as the shopper would type them. */
export function priceBounds(range: { min: number; max: number } | null, market: Pick<Market, 'currency'>, locale: string): PriceBounds | null {
  if (!range) return null;
  const money = wholeMoney(locale, market.currency);
  const min = Math.floor(range.min);
  const max = Math.ceil(range.max);
  return { min, max, minText: money.format(min), maxText: money.format(max) };
}

export type ListingViewInput = CardOptions & {
  locale: string;
  path: string;
  state: ListingState;
  defaults: SearchDefaults;
  /** null when the search failed. */
  result: SearchResult | null;
  quickAdd: boolean;
  /** Category pages link their subcategories instead of offering the category facet. */
  categoryFacet: boolean;
};

function categoryFacet(result: SearchResult, state: ListingState, href: (next: ListingState) => string): CategoryFacetLink[] {
  const links: CategoryFacetLink[] = [];
  CATEGORY_LEVELS.forEach((level, depth) => {
    for (const value of result.facets.categories[level] ?? []) {
      links.push(crawlable({
        value: value.value,
        label: value.value.split(CATEGORY_SEPARATOR).pop() ?? value.value,
        count: value.count,
        selected: value.selected,
        href: href(toggleCategory(state, value.value)),
        depth,
      }));
    }
  });
  return links;
}

export function buildListingView(input: ListingViewInput): ListingView {
  const { path, state, defaults, result } = input;
  const href = (next: ListingState) => searchHref(path, next, defaults);
  const filtered = hasFilters(state.filters);
  const base = {
    path,
    quickAdd: input.quickAdd,
    sortForm: { sort: state.sort, pageSize: state.pageSize, hidden: hiddenFields(state, defaults, ['sort', 'hitsPerPage', 'page']) },
    clearFiltersHref: filtered ? href(clearFilters(state)) : null,
  };
  const priceHidden = hiddenFields(state, defaults, ['priceMin', 'priceMax', 'page']);
  if (!result) {
    return {
      ...base,
      total: 0, page: state.page, pageCount: 0, pageSize: state.pageSize, cards: [],
      priceForm: { min: state.filters.priceMin, max: state.filters.priceMax, bounds: null, hidden: priceHidden },
      facets: { brands: [], tags: [], ratings: [], categories: [] },
      pagination: null,
      failed: true,
    };
  }
  const facet = (values: { value: string; count: number; selected: boolean }[], next: (value: string) => ListingState): FacetLink[] =>
    values.map((value) => crawlable({ value: value.value, label: value.value, count: value.count, selected: value.selected, href: href(next(value.value)) }));
  return {
    ...base,
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    pageSize: result.pageSize,
    cards: result.hits.map((hit) => toProductCard(hit, input)),
    priceForm: { min: state.filters.priceMin, max: state.filters.priceMax, bounds: priceBounds(result.facets.price, input.market, input.locale), hidden: priceHidden },
    facets: {
      brands: facet(result.facets.brands, (brand) => toggleBrand(state, brand)),
      tags: facet(result.facets.tags, (tag) => toggleTag(state, tag as TagFilter)),
      ratings: result.facets.ratings
        .filter((bucket) => bucket.count > 0 || bucket.selected)
        .map((bucket) => crawlable({
          value: String(bucket.threshold),
          label: String(bucket.threshold),
          count: bucket.count,
          selected: bucket.selected,
          href: href(toggleRating(state, bucket.threshold)),
        })),
      categories: input.categoryFacet ? categoryFacet(result, state, href) : [],
    },
    pagination: paginationView(result, (page) => href({ ...state, page })),
    failed: false,
  };
}
