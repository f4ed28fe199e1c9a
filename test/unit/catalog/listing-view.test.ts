import { describe, expect, it } from 'vitest';
import { getMarket } from '~/markets';
import { CATEGORY_LISTING_DEFAULTS, SEARCH_PAGE_DEFAULTS } from '~/search/constants';
import { parseSearchParams } from '~/search/params';
import type { SearchHit, SearchResult } from '~/search/types';
import {
  buildListingView, hiddenFields, priceBounds, toProductCard, toggleBrand, toggleCategory, toggleRating, toggleTag,
} from '~/catalog/listing/listing-view';
import { searchTitle } from '~/catalog/listing/search/search-page.server';

const state = (query: string, defaults = CATEGORY_LISTING_DEFAULTS) => parseSearchParams(new URLSearchParams(query), defaults);
const SK = getMarket('SK');

function hit(sku: string, overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    sku, productId: sku, name: `Vŕtačka ${sku}`, slug: `vrtacka-${sku}`, url: `/vrtacka-${sku}/`, image: `/__images/products/${sku}-1.svg`,
    brand: 'Tatrik', price: { centAmount: 12990, currencyCode: 'EUR', fractionDigits: 2 }, priceBefore: null, rating: 4.5, reviewCount: 3,
    tags: [], isOnStock: true, isAccessory: false, categories: { lvl0: [], lvl1: [], lvl2: [], lvl3: [], lvl4: [] }, categoryIds: [], ...overrides,
  };
}

function result(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    hits: [hit('EX10000001'), hit('EX10000002', { priceBefore: { centAmount: 15990, currencyCode: 'EUR', fractionDigits: 2 }, isOnStock: false })],
    total: 60, page: 3, pageSize: 12, pageCount: 5,
    facets: {
      brands: [{ value: 'Tatrik', count: 40, selected: true }, { value: 'Kraftwerk Pro', count: 20, selected: false }],
      tags: [{ value: 'new', count: 5, selected: false }],
      categories: {
        lvl0: [{ value: 'Náradie', count: 60, selected: true }],
        lvl1: [{ value: 'Náradie > Aku', count: 30, selected: false }],
        lvl2: [], lvl3: [], lvl4: [],
      },
      price: { min: 19.5, max: 1234.2 },
      ratings: [{ threshold: 4.5, count: 10, selected: false }, { threshold: 4, count: 0, selected: false }, { threshold: 1, count: 60, selected: false }],
    },
    applied: { query: '', filters: {}, sort: 'newest', page: 3, pageSize: 12 },
    ...overrides,
  };
}

describe('facet links', () => {
  it('toggles a brand on and off and starts again at page 1, keeping the sort', () => {
    const current = state('brand=Tatrik&sort=priceAsc&page=3');
    expect(toggleBrand(current, 'Kraftwerk Pro')).toMatchObject({ filters: { brands: ['Tatrik', 'Kraftwerk Pro'] }, sort: 'priceAsc', page: 1 });
    expect(toggleBrand(current, 'Tatrik').filters).toEqual({});
  });

  it('toggles tags and the rating threshold', () => {
    expect(toggleTag(state('tags=new'), 'on-sale').filters.tags).toEqual(['new', 'on-sale']);
    expect(toggleTag(state('tags=new'), 'new').filters).toEqual({});
    expect(toggleRating(state(''), 4.5).filters.ratingMin).toBe(4.5);
    expect(toggleRating(state('rating=4,5'), 4.5).filters).toEqual({});
  });

  it('selects a category path, and choosing it again goes back to its parent', () => {
    expect(toggleCategory(state(''), 'Náradie > Aku').filters.categoryLevels).toEqual({ lvl0: 'Náradie', lvl1: 'Náradie > Aku' });
    expect(toggleCategory(state('category=Náradie > Aku'), 'Náradie > Aku').filters.categoryLevels).toEqual({ lvl0: 'Náradie' });
    expect(toggleCategory(state('category=Náradie'), 'Náradie').filters).toEqual({});
  });

  it('repeats the rest of the state in a GET form, without the fields the form sets itself', () => {
    const current = state('query=aku&brand=Tatrik&tags=new&priceMin=10&sort=priceAsc&hitsPerPage=48&page=2', SEARCH_PAGE_DEFAULTS);
    expect(hiddenFields(current, SEARCH_PAGE_DEFAULTS, ['sort', 'hitsPerPage', 'page'])).toEqual([
      ['query', 'aku'], ['brand', 'Tatrik'], ['tags', 'new'], ['priceMin', '10'],
    ]);
    expect(hiddenFields(current, SEARCH_PAGE_DEFAULTS, ['priceMin', 'priceMax', 'page'])).toEqual([
      ['query', 'aku'], ['brand', 'Tatrik'], ['tags', 'new'], ['sort', 'priceAsc'], ['hitsPerPage', '48'],
    ]);
  });
});

describe('buildListingView', () => {
  const build = (query: string, overrides: Partial<SearchResult> = {}, categoryFacet = false) =>
    buildListingView({
      path: '/naradie/', state: state(query), defaults: CATEGORY_LISTING_DEFAULTS, result: result(overrides), market: SK,
      environment: 'local', locale: 'sk-SK', quickAdd: true, categoryFacet,
    });

  it('links pages canonically: page 1 is the bare path, the state is kept', () => {
    const view = build('brand=Tatrik&hitsPerPage=12&page=3');
    expect(view.pagination).toMatchObject({
      current: 3,
      first: { page: 1, href: '/naradie/?brand=Tatrik&hitsPerPage=12' },
      prev: { page: 2, href: '/naradie/?brand=Tatrik&hitsPerPage=12&page=2', rel: 'prev nofollow' },
      next: { page: 4, href: '/naradie/?brand=Tatrik&hitsPerPage=12&page=4', rel: 'next nofollow' },
      last: { page: 5, href: '/naradie/?brand=Tatrik&hitsPerPage=12&page=5' },
    });
    for (const link of view.pagination?.pages ?? []) expect(link.href).not.toMatch(/[?&]page=1(&|$)/);
  });

  it('builds facet links that toggle one value and drop the page', () => {
    const view = build('brand=Tatrik&page=3');
    expect(view.facets.brands).toEqual([
      { value: 'Tatrik', label: 'Tatrik', count: 40, selected: true, href: '/naradie/' },
      // A second brand is a combination: shoppers follow it, crawlers do not (decision 127).
      { value: 'Kraftwerk Pro', label: 'Kraftwerk Pro', count: 20, selected: false, href: '/naradie/?brand=Kraftwerk+Pro&brand=Tatrik', rel: 'nofollow' },
    ]);
    expect(view.facets.tags[0].href).toBe('/naradie/?brand=Tatrik&tags=new');
    expect(view.facets.tags[0].rel).toBe('nofollow');
    // Rating thresholds nobody reaches are left out.
    expect(view.facets.ratings.map((link) => [link.value, link.href])).toEqual([['4.5', '/naradie/?brand=Tatrik&rating=4.5'], ['1', '/naradie/?brand=Tatrik&rating=1']]);
    expect(view.clearFiltersHref).toBe('/naradie/');
    // Unfiltered, each brand alone is a page crawlers may follow; a filtered listing's further pages are not
    expect(build('').facets.brands.every((link) => link.rel === undefined)).toBe(true);
    // An unfiltered listing's pages are followed: prev and next say only what they are.
    expect(build('page=3').pagination).toMatchObject({ prev: { page: 2, rel: 'prev' }, next: { page: 4, rel: 'next' } });
    expect(build('page=3').pagination?.pages.every((link) => link.rel === undefined)).toBe(true);
    // (its first page is the brand's listing itself).
    expect(view.pagination?.pages.map((link) => [link.page, link.rel])).toEqual([[1, undefined], [2, 'nofollow'], [3, 'nofollow'], [4, 'nofollow'], [5, 'nofollow']]);
  });

  it('offers the category facet only where asked (search), labelled by the last name', () => {
    expect(build('').facets.categories).toEqual([]);
    expect(build('category=Náradie', {}, true).facets.categories).toMatchObject([
      { label: 'Náradie', depth: 0, selected: true, href: '/naradie/' },
      { label: 'Aku', depth: 1, href: '/naradie/?category=N%C3%A1radie+%3E+Aku' },
    ]);
  });

  it('maps hits to cards with the market\'s product path, quick add and formatted price bounds', () => {
    const view = build('');
    expect(view.cards[0]).toEqual({
      sku: 'EX10000001', name: 'Vŕtačka EX10000001', url: '/vrtacka-EX10000001/', image: { url: '/__images/products/EX10000001-1.svg', alt: '' },
      brand: 'Tatrik', price: { centAmount: 12990, currencyCode: 'EUR', fractionDigits: 2 },
    });
    expect(view.cards[1]).toMatchObject({ originalPrice: { centAmount: 15990 }, isOnStock: false });
    expect(view.quickAdd).toBe(true);
    // Intl puts no-break spaces between the digit groups and before the sign.
    expect(view.priceForm.bounds).toMatchObject({ min: 19, max: 1235 });
    expect(view.priceForm.bounds?.minText).toMatch(/^19\s€$/);
    expect(view.priceForm.bounds?.maxText).toMatch(/^1\s235\s€$/);
  });

  it('gives the error state when the search failed', () => {
    const view = buildListingView({
      path: '/naradie/', state: state('sort=priceAsc'), defaults: CATEGORY_LISTING_DEFAULTS, result: null, market: SK,
      environment: 'local', locale: 'sk-SK', quickAdd: false, categoryFacet: false,
    });
    expect(view).toMatchObject({ failed: true, total: 0, cards: [], pagination: null, sortForm: { sort: 'priceAsc', pageSize: 24, hidden: [] } });
  });

  it('follows native product routing where the market uses it', () => {
    const nativeMarket = { ...SK, rules: { ...SK.rules, nativeRouting: { local: true, production: true } } };
    expect(toProductCard(hit('EX10000003'), { market: nativeMarket, environment: 'production' }).url).toBe('/p/vrtacka-EX10000003/');
  });

  it('formats price bounds in the store currency', () => {
    expect(priceBounds(null, SK, 'sk-SK')).toBeNull();
    expect(priceBounds({ min: 1000.4, max: 99999.1 }, getMarket('HU'), 'hu-HU')).toMatchObject({ min: 1000, max: 100000 });
  });
});

describe('searchTitle', () => {
  const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);
  const search = (query: string) => parseSearchParams(new URLSearchParams(query), SEARCH_PAGE_DEFAULTS);

  it('names what is listed', () => {
    expect(searchTitle(search('query=aku'), null, t)).toBe('search.resultsFor:{"query":"aku"}');
    expect(searchTitle(search('new-arrivals=true'), null, t)).toBe('search.newArrivals');
    expect(searchTitle(search('sales=true'), null, t)).toBe('search.sales');
    expect(searchTitle(search('tags=topRated'), null, t)).toBe('tags.topRated');
    expect(searchTitle(search('brand=Tatrik'), null, t)).toBe('Tatrik');
    expect(searchTitle(search('brand=Tatrik&tags=new'), null, t)).toBe('search.title');
    expect(searchTitle(search(''), null, t)).toBe('search.title');
  });

  it('uses the running campaign\'s title', () => {
    expect(searchTitle(search('refinementList[tags][0]=campaign:pro-deals&query=x'), { name: 'pro-deals', title: 'Profi ponuky', image: null }, t)).toBe('Profi ponuky');
  });
});
