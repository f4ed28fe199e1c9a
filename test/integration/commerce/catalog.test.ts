import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearCommerceCaches } from '~/commerce/catalogue-cache.server';
import {
  categoryPath,
  getCategoryTree,
  getInventory,
  getProductBySku,
  getProductBySlug,
  getProductsBySkus,
} from '~/commerce/catalog.server';
import { CommerceError } from '~/commerce/errors.server';
import type { Fixture } from './fixtures';
import { seedFixture, SKU } from './fixtures';
import type { MockBackend } from './harness';
import { clientFor, closedPortUrl, contextFor, countRequests, CZ, recordingLogger, SK, startMock } from './harness';

let backend: MockBackend;
let fixture: Fixture;

beforeAll(async () => {
  backend = await startMock();
  fixture = await seedFixture(clientFor(backend.url).apiRoot);
});
afterAll(() => backend.close());
afterEach(() => {
  vi.useRealTimers();
  clearCommerceCaches();
});

describe('products', () => {
  it('finds a product by SKU with the store price selected', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const product = await getProductBySku(ctx, SKU.drill);
    expect(product?.id).toBe(fixture.productIds.drill);
    expect(product?.masterVariant.price?.value).toMatchObject({ currencyCode: 'EUR', centAmount: 12990 });

    const czech = await getProductBySku(contextFor(clientFor(backend.url), CZ), SKU.drill);
    expect(czech?.masterVariant.price?.value).toMatchObject({ currencyCode: 'CZK', centAmount: 329000 });
  });

  it('returns null for unknown or malformed SKUs without asking for garbage', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    expect(await getProductBySku(ctx, SKU.unknown)).toBeNull();
    const before = backend.requests.length;
    expect(await getProductBySku(ctx, 'EX1" or 1=1')).toBeNull();
    expect(backend.requests.length).toBe(before);
  });

  it('finds a product by its slug in the store language only', async () => {
    expect((await getProductBySlug(contextFor(clientFor(backend.url), SK), 'pila-10000002'))?.id).toBe(fixture.productIds.saw);
    expect(await getProductBySlug(contextFor(clientFor(backend.url), CZ), 'pila-10000002')).toBeNull();
    expect((await getProductBySlug(contextFor(clientFor(backend.url), CZ), 'pila-cz-10000002'))?.id).toBe(fixture.productIds.saw);
  });

  it('loads several SKUs at once and skips the call for an empty list', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const products = await getProductsBySkus(ctx, [SKU.saw, SKU.drill, SKU.saw, SKU.unknown]);
    // 250 SKUs go out in 13 requests and still find the two products.
    const many = Array.from({ length: 248 }, (_, index) => `EX2${String(index).padStart(7, '0')}`);
    const start = backend.requests.length;
    expect((await getProductsBySkus(ctx, [...many, SKU.drill, SKU.saw]))?.length).toBe(2);
    expect(countRequests(backend, '/product-projections', start)).toBe(13);
    expect(products?.map((item) => item.masterVariant.sku).sort()).toEqual([SKU.drill, SKU.saw]);
    const before = backend.requests.length;
    expect(await getProductsBySkus(ctx, [])).toEqual([]);
    expect(backend.requests.length).toBe(before);
  });

  it('logs a failed list fetch and returns null; a failed single fetch throws the generic error', async () => {
    const logger = recordingLogger();
    const ctx = contextFor(clientFor(await closedPortUrl(), { authUrl: backend.url, logger, timeoutMs: 1000 }), SK);
    expect(await getProductsBySkus(ctx, [SKU.drill])).toBeNull();
    expect(logger.records.some((record) => record.level === 'error' && record.msg === 'product fetch failed')).toBe(true);
    await expect(getProductBySku(ctx, SKU.drill)).rejects.toThrow(
      /^An error occurred during request to \/getProduct, fetch failed: .*ECONNREFUSED/,
    );
    await expect(getProductBySku(ctx, SKU.drill)).rejects.toBeInstanceOf(CommerceError);
  });
});

describe('inventory', () => {
  it('reads available quantities and skips the call for no SKUs', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const levels = await getInventory(ctx, [SKU.drill, SKU.saw, SKU.grinder]);
    expect(levels.sort((a, b) => a.sku.localeCompare(b.sku))).toEqual([
      { sku: SKU.drill, availableQuantity: 5 },
      { sku: SKU.saw, availableQuantity: 0 },
    ]);
    const before = backend.requests.length;
    expect(await getInventory(ctx, [])).toEqual([]);
    expect(backend.requests.length).toBe(before);
  });
});

describe('category tree', () => {
  it('builds children from the flat list, ordered by orderHint and localized', async () => {
    const tree = await getCategoryTree(contextFor(clientFor(backend.url), SK));
    expect(tree.roots.map((node) => node.slug)).toEqual(['naradie']);
    const [tools] = tree.roots;
    expect(tools.children.map((node) => node.slug)).toEqual(['ply', 'vrtacky']);
    const cordless = tree.bySlug.get('akumulatorove');
    expect(cordless?.depth).toBe(2);
    expect(categoryPath(tree, cordless!).map((node) => node.name)).toEqual(['Náradie', 'Vŕtačky', 'Akumulátorové']);
    expect(tree.byId.get(fixture.categoryIds.drills)?.children[0].id).toBe(fixture.categoryIds.cordless);
  });

  it('is served from the cache within the TTL, then stale while one call reloads it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ctx = contextFor(clientFor(backend.url), SK);
    const start = backend.requests.length;
    await getCategoryTree(ctx);
    expect(countRequests(backend, '/categories', start)).toBe(1);

    vi.setSystemTime(Date.now() + 4 * 60_000);
    await getCategoryTree(ctx);
    expect(countRequests(backend, '/categories', start)).toBe(1);

    // Another language is another tree, built from the same read.
    const czech = await getCategoryTree(contextFor(ctx.client, CZ));
    expect(czech.roots[0].slug).toBe('naradi');
    expect(countRequests(backend, '/categories', start)).toBe(1);

    // Past the TTL (5 min without announcements): the stale tree at once, one call in the background.
    vi.setSystemTime(Date.now() + 61_000);
    expect((await getCategoryTree(ctx)).roots.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(countRequests(backend, '/categories', start)).toBe(2));
  });

  it('shares one backend call between concurrent misses', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const start = backend.requests.length;
    await Promise.all([getCategoryTree(ctx), getCategoryTree(ctx), getCategoryTree(ctx)]);
    expect(countRequests(backend, '/categories', start)).toBe(1);
  });
});
