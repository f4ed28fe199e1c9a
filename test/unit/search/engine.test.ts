import { beforeAll, describe, expect, it } from 'vitest';
import { buildLocaleIndex, type LocaleIndex } from '~/search/embedded/locale-index.server';
import { normalizeSearch } from '~/search/normalize';
import type { SearchParams } from '~/search/types';
import { CZ, HU, records, SK, type ProductSpec } from './fixtures';

const EUR_CZK_HUF = (eur: number, sale?: number) => [
  { currency: 'EUR', country: 'SK', amount: eur, ...(sale ? { sale } : {}) },
  { currency: 'CZK', country: 'CZ', amount: Math.round(eur * 25), ...(sale ? { sale: Math.round(sale * 25) } : {}) },
  { currency: 'HUF', country: 'HU', amount: Math.round(eur * 400), ...(sale ? { sale: Math.round(sale * 400) } : {}) },
];

const SPECS: ProductSpec[] = [
  { sku: 'EX10000001', name: 'Vŕtačka Makita DDF 18', brand: 'Makita', categories: ['drills'], prices: EUR_CZK_HUF(129), tags: ['bestseller', 'topRated'], rating: { average: 4.8, count: 9 }, releaseDate: '2025-03-01' },
  { sku: 'EX10000002', name: 'Príklepová vŕtačka Bosch GSB', brand: 'Bosch', categories: ['drills'], prices: EUR_CZK_HUF(89, 69), tags: ['on-sale', 'campaign:pro-deals'], rating: { average: 4.1, count: 4 }, releaseDate: '2026-10-20' },
  { sku: 'EX10000003', name: 'Okružná píla Makita HS7', brand: 'Makita', categories: ['saws'], prices: EUR_CZK_HUF(199), tags: ['new'], releaseDate: '2026-10-25' },
  { sku: 'EX10000004', name: 'Chvostová píla Bosch PSA', brand: 'Bosch', categories: ['saws'], prices: EUR_CZK_HUF(59), rating: { average: 3.2, count: 3 }, releaseDate: '2024-05-01' },
  { sku: 'EX10000005', name: 'Kosačka Stihl RM 248', brand: 'Stihl', categories: ['garden'], prices: EUR_CZK_HUF(349), tags: ['on-sale'], rating: { average: 2.9, count: 2 }, releaseDate: '2023-04-01' },
  { sku: 'EX10000006', name: 'Akumulátorový skrutkovač Makita', brand: 'Makita', categories: ['cordless'], prices: EUR_CZK_HUF(49), releaseDate: '2022-01-01' },
  { sku: 'EX10000007', name: 'Uhlová brúska Metabo W 750', brand: 'Metabo', categories: ['power'], prices: EUR_CZK_HUF(75), releaseDate: '2021-01-01', ean: '4007430000007' },
];

let indexes: Record<'SK' | 'CZ' | 'HU', LocaleIndex>;

beforeAll(async () => {
  indexes = {
    SK: await buildLocaleIndex(records(SPECS, SK), 'sk', 'f1'),
    CZ: await buildLocaleIndex(records(SPECS, CZ), 'cs', 'f1'),
    HU: await buildLocaleIndex(records(SPECS, HU), 'hu', 'f1'),
  };
});

const run = (params: Omit<SearchParams, 'store'>, market: keyof typeof indexes = 'SK') =>
  indexes[market].search(normalizeSearch({ store: SK, ...params }));
const skus = (params: Omit<SearchParams, 'store'>, market: keyof typeof indexes = 'SK') => run(params, market).hits.map((hit) => hit.sku);

describe('full-text matching', () => {
  it('ignores diacritics in the query and the index', () => {
    expect(skus({ query: 'vrtacka' })).toEqual(expect.arrayContaining(['EX10000001', 'EX10000002']));
    expect(skus({ query: 'VŔTAČKA' })).toHaveLength(2);
    expect(skus({ query: 'kosacka' })).toEqual(['EX10000005']);
  });

  it('tolerates a typo and matches prefixes', () => {
    expect(skus({ query: 'vrtacla' })).toEqual(expect.arrayContaining(['EX10000001', 'EX10000002']));
    expect(skus({ query: 'skrutk' })).toEqual(['EX10000006']);
  });

  it('finds brands, SKUs, their digits and EANs, without fuzzing codes', () => {
    expect(new Set(skus({ query: 'metabo' }))).toEqual(new Set(['EX10000007']));
    expect(skus({ query: 'EX10000003' })).toEqual(['EX10000003']);
    expect(skus({ query: '10000004' })).toEqual(['EX10000004']);
    expect(skus({ query: '4007430000007' })).toEqual(['EX10000007']);
  });

  it('requires every word, falling back to any word when nothing has all', () => {
    expect(skus({ query: 'pila makita' })).toEqual(['EX10000003']);
    expect(skus({ query: 'pila zzzqqq' }).sort()).toEqual(['EX10000003', 'EX10000004']);
    expect(run({ query: 'qqqqqq' }).total).toBe(0);
  });

  it('ranks the name match above weaker matches', () => {
    expect(skus({ query: 'makita' })).toHaveLength(3);
    expect(skus({ query: 'vrtacka makita' })[0]).toBe('EX10000001');
  });
});

describe('filters and facets', () => {
  it('counts brands without the brand filter and combines brands with OR', () => {
    const result = run({ filters: { brands: ['Bosch', 'Stihl'] } });
    expect(result.hits.map((hit) => hit.sku).sort()).toEqual(['EX10000002', 'EX10000004', 'EX10000005']);
    expect(result.facets.brands).toEqual([
      { value: 'Makita', count: 3, selected: false },
      { value: 'Bosch', count: 2, selected: true },
      { value: 'Metabo', count: 1, selected: false },
      { value: 'Stihl', count: 1, selected: true },
    ]);
  });

  it('matches brand and category filters whatever their letter case (brand=tatrik is Tatrik)', () => {
    const result = run({ filters: { brands: ['bosch', 'STIHL'] } });
    expect(result.hits.map((hit) => hit.sku).sort()).toEqual(['EX10000002', 'EX10000004', 'EX10000005']);
    expect(result.applied.filters.brands).toEqual(['Bosch', 'Stihl']);
    expect(result.facets.brands.filter((brand) => brand.selected).map((brand) => brand.value)).toEqual(['Bosch', 'Stihl']);
    const lower = run({ filters: { categoryLevels: { lvl0: 'elektrické náradie' } } });
    expect(lower.total).toBe(run({ filters: { categoryLevels: { lvl0: 'Elektrické náradie' } } }).total);
    expect(lower.total).toBeGreaterThan(0);
  });

  it('combines tags with AND and counts them within the results', () => {
    const all = run({});
    expect(all.facets.tags).toEqual([
      { value: 'new', count: 1, selected: false },
      { value: 'bestseller', count: 1, selected: false },
      { value: 'on-sale', count: 2, selected: false },
      { value: 'topRated', count: 1, selected: false },
    ]);
    expect(skus({ filters: { tags: ['on-sale'] } }).sort()).toEqual(['EX10000002', 'EX10000005']);
    expect(skus({ filters: { tags: ['on-sale', 'bestseller'] } })).toEqual([]);
    expect(run({ filters: { tags: ['on-sale', 'bestseller'] } }).facets.tags).toEqual([
      { value: 'bestseller', count: 0, selected: true },
      { value: 'on-sale', count: 0, selected: true },
    ]);
  });

  it('filters a campaign by its tag', () => {
    expect(skus({ filters: { campaign: 'pro-deals' } })).toEqual(['EX10000002']);
    expect(skus({ filters: { campaign: 'winter-clearance' } })).toEqual([]);
  });

  it('filters by the price paid, in major units of CZK and HUF', () => {
    // EX10000002 is 89 EUR on sale for 69: 1725 CZK, 27 600 HUF.
    expect(skus({ filters: { priceMin: 1700, priceMax: 1800 } }, 'CZ')).toEqual(['EX10000002']);
    expect(skus({ filters: { priceMin: 27_600, priceMax: 27_600 } }, 'HU')).toEqual(['EX10000002']);
    expect(skus({ filters: { priceMax: 60 } }).sort()).toEqual(['EX10000004', 'EX10000006']);
    const czech = run({ filters: { priceMin: 3000 } }, 'CZ');
    expect(czech.hits.every((hit) => hit.price?.currencyCode === 'CZK' && hit.price.centAmount >= 300_000)).toBe(true);
    expect(czech.facets.price).toEqual({ min: 1225, max: 8725 });
    expect(czech.hits.find((hit) => hit.sku === 'EX10000001')?.priceBefore).toBeNull();
    expect(run({}, 'HU').hits.find((hit) => hit.sku === 'EX10000002')).toMatchObject({
      price: { centAmount: 2_760_000, currencyCode: 'HUF' },
      priceBefore: { centAmount: 3_560_000, currencyCode: 'HUF' },
    });
  });

  it('filters by rating and counts the thresholds without that filter', () => {
    const result = run({ filters: { ratingMin: 4 } });
    expect(result.hits.map((hit) => hit.sku).sort()).toEqual(['EX10000001', 'EX10000002']);
    expect(result.facets.ratings).toEqual([
      { threshold: 4.5, count: 1, selected: false },
      { threshold: 4, count: 2, selected: true },
      { threshold: 3, count: 3, selected: false },
      { threshold: 2, count: 4, selected: false },
      { threshold: 1, count: 4, selected: false },
    ]);
  });

  it('lists a category with its descendants', () => {
    expect(skus({ categoryId: 'power' }).sort()).toEqual(['EX10000001', 'EX10000002', 'EX10000003', 'EX10000004', 'EX10000006', 'EX10000007']);
    expect(skus({ categoryId: 'cordless' }).sort()).toEqual(['EX10000001', 'EX10000002', 'EX10000006']);
    expect(skus({ categoryId: 'drills', query: 'makita' })).toEqual(['EX10000001']);
    const inCategory = run({ categoryId: 'saws' });
    expect(inCategory.facets.brands.map((value) => value.value).sort()).toEqual(['Bosch', 'Makita']);
  });

  it('counts each category level under the levels above it', () => {
    const none = run({});
    expect(none.facets.categories.lvl0).toEqual([
      { value: 'Elektrické náradie', count: 6, selected: false },
      { value: 'Záhrada', count: 1, selected: false },
    ]);
    expect(none.facets.categories.lvl1).toEqual([]);

    const selected = run({ filters: { categoryLevels: { lvl1: 'Elektrické náradie > Akumulátorové' } } });
    expect(selected.total).toBe(3);
    expect(selected.applied.filters.categoryLevels).toEqual({ lvl0: 'Elektrické náradie', lvl1: 'Elektrické náradie > Akumulátorové' });
    // Siblings stay visible with their counts; the level below lists the children.
    expect(selected.facets.categories.lvl0.map((value) => [value.value, value.count, value.selected])).toEqual([
      ['Elektrické náradie', 6, true],
      ['Záhrada', 1, false],
    ]);
    expect(selected.facets.categories.lvl1.map((value) => [value.value, value.count, value.selected])).toEqual([
      ['Elektrické náradie > Akumulátorové', 3, true],
      ['Elektrické náradie > Píly', 2, false],
    ]);
    expect(selected.facets.categories.lvl2).toEqual([{ value: 'Elektrické náradie > Akumulátorové > Vŕtačky', count: 2, selected: false }]);
  });
});

describe('sorting and paging', () => {
  it('sorts by name in the store language, price paid and release date', () => {
    expect(run({ sort: 'nameAsc' }).hits.map((hit) => hit.name)).toEqual([
      'Akumulátorový skrutkovač Makita',
      'Chvostová píla Bosch PSA',
      'Kosačka Stihl RM 248',
      'Okružná píla Makita HS7',
      'Príklepová vŕtačka Bosch GSB',
      'Uhlová brúska Metabo W 750',
      'Vŕtačka Makita DDF 18',
    ]);
    expect(skus({ sort: 'nameDesc' })[0]).toBe('EX10000001');
    expect(skus({ sort: 'priceAsc' })).toEqual(['EX10000006', 'EX10000004', 'EX10000002', 'EX10000007', 'EX10000001', 'EX10000003', 'EX10000005']);
    expect(skus({ sort: 'priceDesc' })[0]).toBe('EX10000005');
    expect(skus({ sort: 'newest' }).slice(0, 3)).toEqual(['EX10000003', 'EX10000002', 'EX10000001']);
  });

  it('orders an empty query by popularity', () => {
    expect(skus({ sort: 'relevance' })[0]).toBe('EX10000001');
  });

  it('pages through the results', () => {
    const all = skus({ sort: 'priceAsc', pageSize: 48 });
    const first = run({ sort: 'priceAsc', pageSize: 12, page: 1 });
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 12, pageCount: 1 });
    expect(first.hits.map((hit) => hit.sku)).toEqual(all);
    const beyond = run({ sort: 'priceAsc', pageSize: 12, page: 2 });
    expect(beyond).toMatchObject({ total: 7, page: 2, pageCount: 1, hits: [] });
  });

  it('falls back to defaults for invalid paging', () => {
    expect(run({ page: 0, pageSize: 7 })).toMatchObject({ page: 1, pageSize: 24 });
    expect(run({ page: 1.5 }).page).toBe(1);
  });
});

describe('quick search', () => {
  it('returns at most the limit, with name, url, image and price', () => {
    const hits = indexes.SK.quickSearch('makita', 2);
    expect(hits).toHaveLength(2);
    expect(hits[0]).toEqual({
      sku: expect.any(String),
      name: expect.stringContaining('Makita'),
      url: expect.stringMatching(/^\/ex\d+-sk-\d+\/$/),
      image: expect.stringContaining('.svg'),
      price: expect.objectContaining({ currencyCode: 'EUR' }),
      priceBefore: null,
    });
    expect(indexes.SK.quickSearch('makita', 10)).toHaveLength(3);
  });
});

describe('compound words', () => {
  it('finds the tail of a German compound, not in Slovak', async () => {
    const specs: ProductSpec[] = [
      { sku: 'EX10000101', name: { de: 'Stichsäge Bosch PST', sk: 'Priamočiara píla' }, prices: [{ currency: 'EUR', amount: 80 }] },
      { sku: 'EX10000102', name: { de: 'Handkreissäge Makita HS', sk: 'Okružná píla' }, prices: [{ currency: 'EUR', amount: 90 }] },
      { sku: 'EX10000103', name: { de: 'Tischbohrmaschine Einhell', sk: 'Stolová vŕtačka' }, prices: [{ currency: 'EUR', amount: 99 }] },
      { sku: 'EX10000104', name: { de: 'Kehrmaschine Kärcher', sk: 'Zametací stroj' }, prices: [{ currency: 'EUR', amount: 99 }] },
      { sku: 'EX10000105', name: { de: 'Hobel Metabo', sk: 'Hoblík' }, description: 'Lieferung in 2 Tage', prices: [{ currency: 'EUR', amount: 99 }] },
    ];
    const german = await buildLocaleIndex(records(specs, { ...SK, language: 'de', locale: 'de-AT', country: 'AT', key: 'at' }), 'de', 'f');
    const find = (query: string) => german.search(normalizeSearch({ store: SK, query })).hits.map((hit) => hit.sku);
    expect(find('säge').sort()).toEqual(['EX10000101', 'EX10000102']);
    expect(find('saege').sort()).toEqual(['EX10000101', 'EX10000102']);
    expect(find('bohrmaschine')[0]).toBe('EX10000103');
    expect(find('kreissage makita')).toEqual(['EX10000102']);
    // Typos count only when nothing matches as typed: 'säge' is not 'Tage', 'Kehr-' is not 'Bohr-'.
    expect(find('bohrmaschine')).toEqual(['EX10000103']);
    expect(find('kreissäeg')).toEqual(['EX10000102']);
    expect(find('hobel')).toEqual(['EX10000105']);
    const slovak = await buildLocaleIndex(records(specs, SK), 'sk', 'f');
    expect(slovak.search(normalizeSearch({ store: SK, query: 'tacka' })).total).toBe(0);
  });
});
