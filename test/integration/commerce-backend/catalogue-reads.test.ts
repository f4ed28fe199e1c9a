import fs from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmbeddedBackend, type EmbeddedBackend } from '../../../server/commerce-backend/backend.ts';
import { statisticsByProduct } from '../../../server/commerce-backend/review-statistics.ts';
import { openStorage, type CommerceStore } from '../../../server/commerce-backend/storage.ts';
import { tempDataDir } from './harness.ts';

const PROJECT = 'reads-project';
type Page = { count: number; results: { id: string; masterVariant: { sku: string; price?: { value: { centAmount: number } } }; reviewRatingStatistics?: { count: number; averageRating: number } }[] };

describe('catalogue reads of the embedded backend', () => {
  let dataDir: string;
  let store: CommerceStore;
  let backend: EmbeddedBackend;
  const productIds: string[] = [];

  beforeAll(async () => {
    dataDir = tempDataDir();
    store = openStorage(dataDir, { logger: pino({ level: 'silent' }) });
    backend = createEmbeddedBackend({ store, projectKey: PROJECT, client: { clientId: 'c', clientSecret: 's', scopes: [`manage_project:${PROJECT}`] }, logger: pino({ level: 'silent' }) });
    const type = await backend.request<{ id: string }>('POST', '/product-types', { name: 'tool', description: 'tool', key: 'tool' });
    for (const [index, sku] of ['EX10000001', 'EX10000002', 'EX10000003'].entries()) {
      const product = await backend.request<{ id: string; version: number }>('POST', '/products', {
        productType: { typeId: 'product-type', id: type.id },
        name: { en: `Drill ${index}` },
        slug: { en: `drill-${sku.slice(2)}` },
        masterVariant: { sku, prices: [{ value: { currencyCode: 'EUR', centAmount: 1000 * (index + 1) }, country: 'SK' }, { value: { currencyCode: 'CZK', centAmount: 25000 * (index + 1) }, country: 'CZ' }] },
        publish: true,
      });
      productIds.push(product.id);
    }
    for (const rating of [5, 4, 3]) {
      await backend.request('POST', '/reviews', { target: { typeId: 'product', id: productIds[0] }, rating, text: 'ok', authorName: 'A' });
    }
    await backend.request('POST', '/reviews', { target: { typeId: 'product', id: productIds[1] }, rating: 2, text: 'meh', authorName: 'B', locale: 'de' });
    for (const [index, sku] of ['EX10000001', 'EX10000002', 'EX10000003'].entries()) {
      await backend.request('POST', '/inventory', { sku, quantityOnStock: 10 * (index + 1) });
    }
  });

  afterAll(async () => {
    await backend.close();
    store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const bySku = (skus: string[], country: string, currency: string) => {
    const query = new URLSearchParams({ where: 'masterVariant(sku in :skus) or variants(sku in :skus)', priceCountry: country, priceCurrency: currency });
    for (const sku of skus) query.append('var.skus', sku);
    return backend.request<Page>('GET', `/product-projections?${query}`);
  };

  it('finds products by SKU through the index with the store price selected', async () => {
    const sk = await bySku(['EX10000002', 'EX10000003', 'EX19999999'], 'SK', 'EUR');
    expect(sk.results.map((product) => product.masterVariant.sku).sort()).toEqual(['EX10000002', 'EX10000003']);
    expect(sk.results.find((product) => product.masterVariant.sku === 'EX10000002')?.masterVariant.price?.value.centAmount).toBe(2000);
    const cz = await bySku(['EX10000002'], 'CZ', 'CZK');
    expect(cz.results[0].masterVariant.price?.value.centAmount).toBe(50000);
  });

  it('answers a SKU query exactly like the full scan does', async () => {
    const literal = await backend.request<Page>('GET', `/product-projections?${new URLSearchParams({ where: 'masterVariant(sku = "EX10000001")', priceCountry: 'SK', priceCurrency: 'EUR' })}`);
    const indexed = await bySku(['EX10000001'], 'SK', 'EUR');
    expect(indexed.results).toEqual(literal.results);
  });

  it('answers queries by id, and by id or master SKU, like the full scan does', async () => {
    const query = (where: string, variables: Record<string, string[]>) => {
      const params = new URLSearchParams({ where, priceCountry: 'SK', priceCurrency: 'EUR' });
      for (const [name, values] of Object.entries(variables)) for (const value of values) params.append(`var.${name}`, value);
      return backend.request<Page>('GET', `/product-projections?${params}`);
    };
    const skus = (page: Page) => page.results.map((product) => product.masterVariant.sku).sort();
    const byId = await query('id in :ids', { ids: [productIds[1], '00000000-0000-0000-0000-000000000000'] });
    expect(skus(byId)).toEqual(['EX10000002']);
    const either = await query('id in :ids or masterVariant(sku in :skus)', { ids: [productIds[0]], skus: ['EX10000003', 'EX19999999'] });
    expect(skus(either)).toEqual(['EX10000001', 'EX10000003']);
    // The same answer as a predicate the index does not know, which scans the catalogue.
    const scanned = await query('masterVariant(sku in :skus) or id in :ids', { ids: [productIds[0]], skus: ['EX10000003', 'EX19999999'] });
    const bySkuOrder = (page: Page) => [...page.results].sort((a, b) => a.masterVariant.sku.localeCompare(b.masterVariant.sku));
    expect(bySkuOrder(either)).toEqual(bySkuOrder(scanned));
  });

  it('answers a short page without predicate (the catalogue fingerprint) from SQL, with the full scan\'s answer', async () => {
    type Listing = { total?: number; count: number; results: { id: string; lastModifiedAt: string }[] };
    const page = (type: string, query: Record<string, string>) => backend.request<Listing>('GET', `/${type}?${new URLSearchParams(query)}`);
    const fullScan = vi.spyOn(store.storage, 'all');
    const fingerprint = await page('products', { limit: '1', sort: 'lastModifiedAt desc', withTotal: 'true' });
    const second = await page('inventory', { limit: '2', offset: '1', withTotal: 'true' });
    expect(fullScan).not.toHaveBeenCalled();
    fullScan.mockRestore();
    // Pages longer than the SQL path takes are the mock's full scan.
    const allProducts = await page('products', { limit: '500', withTotal: 'true' });
    expect(fingerprint).toMatchObject({ total: 3, count: 1 });
    expect(fingerprint.results).toEqual(allProducts.results.slice(0, 1));
    const allStock = await page('inventory', { limit: '500', withTotal: 'true' });
    expect(second).toMatchObject({ total: 3, count: 2 });
    expect(second.results).toEqual(allStock.results.slice(1, 3));
  });

  it('keeps review statistics current after a new review', async () => {
    expect((await bySku(['EX10000001'], 'SK', 'EUR')).results[0].reviewRatingStatistics).toMatchObject({ count: 3, averageRating: 4 });
    await backend.request('POST', '/reviews', { target: { typeId: 'product', id: productIds[0] }, rating: 1, text: 'bad', authorName: 'B' });
    expect((await bySku(['EX10000001'], 'SK', 'EUR')).results[0].reviewRatingStatistics).toMatchObject({ count: 4, averageRating: 3.25 });
  });
  it('reads a product\'s reviews and stock by index, with the full scan\'s answer', async () => {
    const reviews = (where: string, productId: string, locale?: string) => {
      const query = new URLSearchParams({ where, 'var.productId': productId, sort: 'createdAt desc', limit: '10', withTotal: 'true' });
      if (locale) query.set('var.locale0', locale);
      return backend.request<{ total: number; results: { id: string; rating: number }[] }>('GET', `/reviews?${query}`);
    };
    for (const productId of productIds) {
      const indexed = await reviews('target(id = :productId) and includedInStatistics = true', productId);
      // The same predicate with the value spelled out is not one the index knows: the mock scans.
      const scanned = await reviews(`target(id = "${productId}") and includedInStatistics = true`, productId);
      expect(indexed).toEqual(scanned);
    }
    // Three reviews from beforeAll and the one the statistics test above added.
    expect((await reviews('target(id = :productId) and includedInStatistics = true', productIds[0])).total).toBe(4);
    expect((await reviews('target(id = :productId) and includedInStatistics = true and locale in (:locale0)', productIds[1], 'de')).total).toBe(1);

    const stock = (where: string, skus: string[]) => {
      const query = new URLSearchParams({ where, limit: '500' });
      for (const sku of skus) query.append('var.skus', sku);
      return backend.request<{ results: { sku: string; availableQuantity: number }[] }>('GET', `/inventory?${query}`);
    };
    const skus = ['EX10000001', 'EX10000003', 'EX19999999'];
    const indexed = await stock('sku in :skus and supplyChannel is not defined', skus);
    expect(indexed.results.map((entry) => [entry.sku, entry.availableQuantity]).sort()).toEqual([['EX10000001', 10], ['EX10000003', 30]]);
    expect(indexed).toEqual(await stock('supplyChannel is not defined and sku in :skus', skus));
  });

  it('reads the catalogue page by page in id order, the pages after the first from the products after the last id', async () => {
    // An unpublished product is not in the published projections, whichever way the page is read.
    const type = await backend.request<{ results: { id: string }[] }>('GET', '/product-types?limit=1');
    await backend.request('POST', '/products', { productType: { typeId: 'product-type', id: type.results[0].id }, name: { en: 'Draft' }, slug: { en: 'draft-10000009' }, masterVariant: { sku: 'EX10000009' } });
    const whole = await backend.request<Page>('GET', '/product-projections?limit=500&sort=id%20asc&withTotal=false');
    expect(whole.results.map((product) => product.id)).toEqual([...productIds].sort());
    const paged: string[] = [];
    for (let afterId: string | undefined; ; ) {
      const query = new URLSearchParams({ limit: '1', sort: 'id asc', withTotal: 'false', ...(afterId ? { where: 'id > :afterId', 'var.afterId': afterId } : {}) });
      const page = await backend.request<Page>('GET', `/product-projections?${query}`);
      paged.push(...page.results.map((product) => product.id));
      if (page.results.length < 1) break;
      afterId = page.results[0].id;
    }
    expect(paged).toEqual(whole.results.map((product) => product.id));
  });
});

describe('review statistics in one pass', () => {
  it('groups ratings per product and skips reviews outside the statistics', () => {
    const review = (id: string, rating: number | undefined, included = true) =>
      ({ target: { typeId: 'product', id }, rating, includedInStatistics: included }) as never;
    const stats = statisticsByProduct([review('a', 5), review('a', 2), review('b', 4), review('b', 1, false), review('c', undefined)]);
    expect(stats.get('a')).toEqual({ averageRating: 3.5, highestRating: 5, lowestRating: 2, count: 2, ratingsDistribution: { '5': 1, '2': 1 } });
    expect(stats.get('b')?.count).toBe(1);
    expect(stats.has('c')).toBe(false);
  });
});
