import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearCommerceCaches } from '~/commerce/catalogue-cache.server';
import { addLineItem } from '~/commerce/cart.server';
import { getLoyaltyLevels, getPersonalizedDiscount, getVolumeDiscounts } from '~/commerce/discount.server';
import { getShippingMethods, getShippingMethodsForCart, getStore, getStores } from '~/commerce/store.server';
import { seedFixture, SKU } from './fixtures';
import type { MockBackend } from './harness';
import { clientFor, closedPortUrl, contextFor, countRequests, CZ, recordingLogger, SK, startMock } from './harness';

let backend: MockBackend;

beforeAll(async () => {
  backend = await startMock();
  await seedFixture(clientFor(backend.url).apiRoot);
});
afterAll(() => backend.close());
afterEach(() => {
  vi.useRealTimers();
  clearCommerceCaches();
});

describe('discounts', () => {
  it('lists the volume tiers of one group by sortOrder, for this store', async () => {
    const tiers = await getVolumeDiscounts(contextFor(clientFor(backend.url), SK), 'drills');
    expect(tiers.map(({ minQuantity, percent }) => [minQuantity, percent])).toEqual([
      [3, 5],
      [5, 10],
      [10, 15],
    ]);
    const czech = await getVolumeDiscounts(contextFor(clientFor(backend.url), CZ), 'drills');
    expect(czech.map((tier) => tier.minQuantity)).toEqual([3, 5, 10, 20]);
    expect(await getVolumeDiscounts(contextFor(clientFor(backend.url), SK), 'unknown')).toEqual([]);
  });

  it('describes loyalty levels from customer groups and their discounts', async () => {
    const levels = await getLoyaltyLevels(contextFor(clientFor(backend.url), SK));
    expect(levels.map(({ groupKey, level, permyriad }) => [groupKey, level, permyriad])).toEqual([
      ['monetary-cohort-base-tier', 1, null],
      ['tier-1', 2, 300],
      ['tier-2', 3, null],
    ]);
  });

  it('gives the personalised discount only when positive, and logs a failure without throwing', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    expect(await getPersonalizedDiscount(ctx, 'tier-1')).toBe(700);
    expect(await getPersonalizedDiscount(ctx, 'tier-2')).toBeNull();
    expect(await getPersonalizedDiscount(ctx, 'tier-9')).toBeNull();

    const logger = recordingLogger();
    const down = contextFor(clientFor(await closedPortUrl(), { logger, timeoutMs: 500 }), SK);
    expect(await getPersonalizedDiscount(down, 'tier-1')).toBeNull();
    expect(logger.records.filter((record) => record.level === 'error')).toHaveLength(1);
  });
});

describe('stores', () => {
  it('reads one store or all, null for an unknown key', async () => {
    const client = clientFor(backend.url);
    expect((await getStore(client, 'cz'))?.countries).toEqual([{ code: 'CZ' }]);
    expect(await getStore(client, 'xx')).toBeNull();
    expect((await getStores(client)).map((store) => store.key)).toEqual(['cz', 'sk']);
  });

  it('caches stores: a second call stays in-process until the entry expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = clientFor(backend.url);
    const start = backend.requests.length;
    await getStore(client, 'sk');
    await getStore(client, 'sk');
    expect(countRequests(backend, '/stores/key=sk', start)).toBe(1);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    await getStore(client, 'sk');
    await vi.waitFor(() => expect(countRequests(backend, '/stores/key=sk', start)).toBe(2));
  });
});

describe('shipping methods', () => {
  it('offers the methods that ship to the store country in its currency, default first', async () => {
    const methods = await getShippingMethods(contextFor(clientFor(backend.url), SK));
    expect(methods.map(({ key, name, isDefault }) => [key, name, isDefault])).toEqual([
      ['parcel', 'Balík', true],
      ['freight', 'Freight', false],
    ]);
    expect(methods[0].price).toMatchObject({ currencyCode: 'EUR', centAmount: 195 });
    expect(methods[0].freeAbove).toMatchObject({ currencyCode: 'EUR', centAmount: 5900 });

    const czech = await getShippingMethods(contextFor(clientFor(backend.url), CZ));
    expect(czech.map((method) => [method.key, method.price.currencyCode, method.price.centAmount])).toEqual([
      ['parcel', 'CZK', 4600],
      ['freight', 'CZK', 23500],
    ]);
  });

  it('caches per store and reloads after the TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ctx = contextFor(clientFor(backend.url), SK);
    const start = backend.requests.length;
    await getShippingMethods(ctx);
    await getShippingMethods(ctx);
    expect(countRequests(backend, '/shipping-methods', start)).toBe(1);
    await getShippingMethods(contextFor(ctx.client, CZ));
    expect(countRequests(backend, '/shipping-methods', start)).toBe(2);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    await getShippingMethods(ctx);
    await vi.waitFor(() => expect(countRequests(backend, '/shipping-methods', start)).toBe(3));
  });

  it('asks the backend which methods match the session cart', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const { session } = await addLineItem(ctx, { anonymousId: randomUUID() }, { sku: SKU.drill, quantity: 1 });
    const methods = await getShippingMethodsForCart(ctx, session);
    expect(methods.map((method) => method.key).sort()).toEqual(['freight', 'parcel']);
  });
});
