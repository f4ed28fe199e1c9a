import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceClient } from '~/commerce/client.server';
import { fetchProducts, fetchProductTypeKeys } from '~/search/embedded/catalogue.server';
import { createEmbeddedSearch, type EmbeddedSearchService } from '~/search/embedded/service.server';
import { SearchError } from '~/search/errors';
import { createSearchService } from '~/search/service.server';
import type { SearchParams } from '~/search/types';
import { clientFor, closedPortUrl, countRequests, recordingLogger, startMock, type MockBackend } from '../commerce/harness';
import { productDraft, seedSearchFixture, STORES, type SearchFixture } from './fixtures';

let backend: MockBackend;
let client: CommerceClient;
let fixture: SearchFixture;
let search: EmbeddedSearchService;

beforeAll(async () => {
  backend = await startMock();
  client = clientFor(backend.url);
  fixture = await seedSearchFixture(client.apiRoot);
  search = createEmbeddedSearch({ commerce: client });
});
afterAll(() => backend.close());

const find = (params: Partial<SearchParams> & Pick<SearchParams, 'store'>) => search.search(params);
const skusOf = async (params: Partial<SearchParams> & Pick<SearchParams, 'store'>) => (await find(params)).hits.map((hit) => hit.sku).sort();

describe('building the index from the catalogue', () => {
  it('builds a locale index lazily on its first search and reuses it', async () => {
    const before = countRequests(backend, '/product-projections');
    expect(search.currentIndex(STORES.SK)).toBeUndefined();
    const first = await find({ store: STORES.SK, query: 'vrtacka' });
    expect(first.hits.map((hit) => hit.name)).toEqual(['Vŕtačka Makita DDF']);
    expect(countRequests(backend, '/product-projections', before)).toBe(1);
    await find({ store: STORES.SK, query: 'pila' });
    await search.quickSearch({ store: STORES.SK, query: 'makita', limit: 5 });
    expect(countRequests(backend, '/product-projections', before)).toBe(1);
    expect(search.currentIndex(STORES.SK)?.size).toBe(3);
  });

  it('answers listings and facets without a query from the records, and builds the full text on the first query', async () => {
    const lister = createEmbeddedSearch({ commerce: client });
    const listing = await lister.search({ store: STORES.CZ, pageSize: 12 });
    expect(listing.hits.map((hit) => hit.sku).sort()).toEqual(['EX10000001', 'EX10000002', 'EX10000003', 'EX10000004']);
    expect(listing.facets.brands.map((facet) => facet.value).sort()).toEqual(expect.arrayContaining(['Makita']));
    expect(lister.currentIndex(STORES.CZ)?.hasText).toBe(false);
    expect((await lister.search({ store: STORES.CZ, query: 'vrtacka' })).hits.map((hit) => hit.name).sort()).toEqual(['Vrtačka Makita DDF', 'Vrtačka jen pro Česko']);
    expect(lister.currentIndex(STORES.CZ)?.hasText).toBe(true);
  });

  it('builds the records of the stores it warms, then their full text in the background, and shows each whole read of the catalogue to others', async () => {
    const reads: Promise<unknown[]>[] = [];
    const warmed = createEmbeddedSearch({ commerce: client, onProductsRead: (products) => reads.push(products) });
    await warmed.warm([STORES.HU, STORES.SK]);
    expect(warmed.currentIndex(STORES.HU)?.size).toBe(3);
    await warmed.settled();
    expect(warmed.currentIndex(STORES.HU)?.hasText).toBe(true);
    expect(warmed.currentIndex(STORES.SK)?.hasText).toBe(true);
    expect(reads).toHaveLength(1);
    expect((await reads[0]).length).toBeGreaterThanOrEqual(4);
  });

  it('reads published projections once for every store (prices selected per store while building)', async () => {
    const since = backend.requests.length;
    await find({ store: STORES.HU });
    const request = backend.requests.slice(since).find((line) => line.includes('/product-projections')) ?? '';
    expect(request).not.toContain('priceCountry');
    expect(request).not.toContain('staged=true');
    expect(await skusOf({ store: STORES.SK, query: 'nepublikovana' })).toEqual([]);
  });

  it("knows each product's type key without expanding the type on every product (accessories are told apart by it)", async () => {
    const since = backend.requests.length;
    const [products, typeKeys] = await Promise.all([fetchProducts(client), fetchProductTypeKeys(client)]);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => typeKeys.get(product.productType.id) === 'tool')).toBe(true);
    expect(backend.requests.slice(since).filter((line) => line.includes('/product-projections')).every((line) => !line.includes('expand'))).toBe(true);
  });

  it('lists only products enabled on the market, never the guarantee products', async () => {
    expect(await skusOf({ store: STORES.SK })).toEqual(['EX10000001', 'EX10000002', 'EX10000003']);
    expect(await skusOf({ store: STORES.CZ })).toEqual(['EX10000001', 'EX10000002', 'EX10000003', 'EX10000004']);
    expect(await skusOf({ store: STORES.SK, query: 'zaruka' })).toEqual([]);
  });

  it('carries stock, ratings, tags and URLs into the hits', async () => {
    const { hits } = await find({ store: STORES.SK, sort: 'nameAsc' });
    const drill = hits.find((hit) => hit.sku === 'EX10000001');
    expect(drill).toMatchObject({
      productId: fixture.productIds.EX10000001,
      url: '/vrtacka-makita-ddf-10000001/',
      brand: 'Makita',
      isOnStock: true,
      rating: 4.66667,
      reviewCount: 3,
      tags: ['bestseller'],
      categories: { lvl0: ['Náradie'], lvl1: ['Náradie > Vŕtačky'], lvl2: ['Náradie > Vŕtačky > Akumulátorové'] },
    });
    expect(hits.find((hit) => hit.sku === 'EX10000002')?.isOnStock).toBe(false);
    expect(hits.find((hit) => hit.sku === 'EX10000003')?.isOnStock).toBe(false);
  });
});

describe('one index per locale', () => {
  it('answers a French query in Switzerland with French names and CHF prices', async () => {
    const result = await find({ store: STORES.CH_FR, query: 'perceuse' });
    expect(result.hits).toHaveLength(1);
    expect(result.hits[0]).toMatchObject({ name: 'Perceuse Makita DDF', price: { currencyCode: 'CHF', centAmount: 13990 } });
    expect(result.hits[0].url).toBe('/perceuse-makita-ddf-10000001/');
    expect(result.facets.categories.lvl0.map((value) => value.value)).toEqual(['Outils']);
  });

  it('keeps the German index of the same store separate', async () => {
    expect((await find({ store: STORES.CH_DE, query: 'perceuse' })).total).toBe(0);
    const german = await find({ store: STORES.CH_DE, query: 'saege' });
    expect(german.hits.map((hit) => hit.name)).toEqual(['Säge Bosch GKS']);
    expect((await find({ store: STORES.CH_DE, query: 'rasenmaher' })).hits.map((hit) => hit.name)).toEqual(['Rasenmäher Stihl']);
  });
});

describe('warming', () => {
  it('builds every store language from one catalogue read', async () => {
    const warm = createEmbeddedSearch({ commerce: client, logger: recordingLogger() });
    const since = backend.requests.length;
    await warm.warm([STORES.CH_DE, STORES.SK, STORES.CH_FR]);
    expect(countRequests(backend, '/product-projections', since)).toBe(1);
    expect(warm.currentIndex(STORES.CH_FR)?.size).toBe(3);
    expect(warm.currentIndex(STORES.CH_DE)?.size).toBe(3);
    await warm.search({ store: STORES.CH_FR, query: 'scie' });
    expect(countRequests(backend, '/product-projections', since)).toBe(1);
  });
});

describe('listing', () => {
  it('lists a category with all its descendants', async () => {
    expect(await skusOf({ store: STORES.SK, categoryId: fixture.categoryIds.tools })).toEqual(['EX10000001', 'EX10000002']);
    expect(await skusOf({ store: STORES.SK, categoryId: fixture.categoryIds.drills })).toEqual(['EX10000001']);
    expect(await skusOf({ store: STORES.CZ, categoryId: fixture.categoryIds.drills })).toEqual(['EX10000001', 'EX10000004']);
    expect(await skusOf({ store: STORES.SK, categoryId: fixture.categoryIds.garden })).toEqual(['EX10000003']);
  });

  it('filters and sorts by the price paid in CZK and HUF', async () => {
    // The saw is 2290 CZK on sale for 1990.
    const czech = await find({ store: STORES.CZ, filters: { priceMin: 1900, priceMax: 2000 } });
    expect(czech.hits.map((hit) => hit.sku)).toEqual(['EX10000002']);
    expect(czech.hits[0]).toMatchObject({
      price: { currencyCode: 'CZK', centAmount: 199000 },
      priceBefore: { currencyCode: 'CZK', centAmount: 229000 },
    });
    expect(czech.facets.price).toEqual({ min: 1490, max: 8790 });
    const hungarian = await find({ store: STORES.HU, sort: 'priceDesc' });
    expect(hungarian.hits.map((hit) => hit.price?.centAmount)).toEqual([13_999_000, 5_299_000, 2_999_000]);
    expect(await skusOf({ store: STORES.HU, filters: { priceMax: 30_000 } })).toEqual(['EX10000002']);
  });

  it('counts brand and tag facets', async () => {
    const result = await find({ store: STORES.SK, filters: { brands: ['Makita'] } });
    expect(result.total).toBe(1);
    expect(result.facets.brands.map((value) => [value.value, value.count, value.selected])).toEqual([
      ['Bosch', 1, false],
      ['Makita', 1, true],
      ['Stihl', 1, false],
    ]);
    expect(result.facets.tags).toEqual([{ value: 'bestseller', count: 1, selected: false }]);
    expect(result.facets.ratings[0]).toEqual({ threshold: 4.5, count: 1, selected: false });
  });

  it('limits quick search', async () => {
    const all = await search.quickSearch({ store: STORES.CZ, query: 'vrtacka', limit: 10 });
    expect(all.map((hit) => hit.name).sort()).toEqual(['Vrtačka Makita DDF', 'Vrtačka jen pro Česko']);
    expect(await search.quickSearch({ store: STORES.CZ, query: 'vrtacka', limit: 1 })).toHaveLength(1);
    expect(await search.quickSearch({ store: STORES.CZ, query: 'v', limit: 5 })).toEqual([]);
  });
});

describe('rebuilding when the catalogue changes', () => {
  it('keeps serving the old index while the new one builds, then swaps', async () => {
    let now = 1_000_000;
    const live = createEmbeddedSearch({ commerce: client, checkIntervalMs: 30_000, now: () => now });
    expect((await live.search({ store: STORES.SK, query: 'hoblik' })).total).toBe(0);
    const built = live.currentIndex(STORES.SK);

    // Nothing changed: a later check does not rebuild.
    now += 31_000;
    await live.search({ store: STORES.SK });
    await live.settled();
    expect(live.currentIndex(STORES.SK)).toBe(built);

    await client.apiRoot
      .products()
      .post({
        body: productDraft(
          {
            sku: 'EX10000006',
            names: { sk: 'Hoblík Makita', cs: 'Hoblík Makita', hu: 'Gyalu Makita', de: 'Hobel Makita', fr: 'Rabot Makita' },
            brand: 'Makita',
            categoryKeys: ['tools'],
            prices: { EUR: 99, CZK: 2490, HUF: 39990, CHF: 109 },
          },
          fixture.discountId,
        ),
      })
      .execute();

    // Within the interval nothing is checked.
    now += 10_000;
    expect((await live.search({ store: STORES.SK, query: 'hoblik' })).total).toBe(0);
    await live.settled();
    expect(live.currentIndex(STORES.SK)).toBe(built);

    // After it, the search that notices is still answered from the old index; the next one is not.
    now += 25_000;
    expect((await live.search({ store: STORES.SK, query: 'hoblik' })).total).toBe(0);
    await live.settled();
    expect(live.currentIndex(STORES.SK)).not.toBe(built);
    const after = await live.search({ store: STORES.SK, query: 'hoblik' });
    expect(after.hits.map((hit) => hit.name)).toEqual(['Hoblík Makita']);
  });

  it('keeps the old index when a rebuild fails, and retries after the interval', async () => {
    let now = 0;
    let down = false;
    const flaky = clientFor(backend.url, {
      maxRetries: 0,
      fetch: (input, init) => (down && String(input).includes('product-projections') ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init)),
    });
    const logger = recordingLogger();
    const live = createEmbeddedSearch({ commerce: flaky, checkIntervalMs: 1000, now: () => now, logger });
    const mower = async () => (await live.search({ store: STORES.SK, query: 'kosacka' })).hits[0];
    expect(await mower()).toMatchObject({ sku: 'EX10000003', isOnStock: false });
    const built = live.currentIndex(STORES.SK);

    down = true;
    await flaky.apiRoot.inventory().post({ body: { sku: 'EX10000003', quantityOnStock: 2 } }).execute();
    now += 2000;
    await mower();
    await live.settled();
    expect(logger.records.filter((record) => record.msg === 'search index build failed')).toHaveLength(1);
    expect(live.currentIndex(STORES.SK)).toBe(built);
    // Not retried on every search while the backend is failing.
    await mower();
    await live.settled();
    expect(logger.records.filter((record) => record.msg === 'search index build failed')).toHaveLength(1);
    expect(await mower()).toMatchObject({ isOnStock: false });

    down = false;
    now += 2000;
    await mower();
    await live.settled();
    expect(await mower()).toMatchObject({ sku: 'EX10000003', isOnStock: true });
  });
});

describe('failures', () => {
  it('reports an unreachable backend on the first search as a SearchError', async () => {
    const service = createSearchService({ kind: 'embedded', commerce: clientFor(await closedPortUrl(), { maxRetries: 0 }) });
    await expect(service.search({ store: STORES.SK, query: 'x' })).rejects.toBeInstanceOf(SearchError);
    await expect(service.quickSearch({ store: STORES.SK, query: 'xyz', limit: 5 })).rejects.toThrow(/An error occurred during request to/);
  });
});
