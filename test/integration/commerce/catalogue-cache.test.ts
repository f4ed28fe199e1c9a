// The catalogue cache against a backend (decision 055): shared catalogue reads are read once, personal ones
// (carts, a customer group's prices, a customer's reviews) every time, and no cached read can see a session.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLineItem, getCart } from '~/commerce/cart.server';
import { getCategoryTree, getInventory, getProductBySku } from '~/commerce/catalog.server';
import { getReviews } from '~/commerce/review.server';
import { getShippingMethods } from '~/commerce/store.server';
import type { Fixture } from './fixtures';
import { seedFixture, SKU } from './fixtures';
import type { MockBackend } from './harness';
import { clientFor, contextFor, countRequests, CZ, SK, startMock } from './harness';

let backend: MockBackend;
let fixture: Fixture;

beforeAll(async () => {
  backend = await startMock();
  fixture = await seedFixture(clientFor(backend.url).apiRoot);
});
afterAll(() => backend.close());

describe('catalogue reads through the cache', () => {
  it('reads a product, stock, the category tree, shipping methods and reviews once for every shopper', async () => {
    const client = clientFor(backend.url);
    const ctx = contextFor(client, SK);
    const start = backend.requests.length;
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([
        getProductBySku(ctx, SKU.drill),
        getProductBySku(ctx, SKU.drill),
        getInventory(ctx, [SKU.drill]),
        getCategoryTree(ctx),
        getShippingMethods(ctx),
        getReviews(ctx, fixture.productIds.drill),
      ]);
    }
    expect(countRequests(backend, '/product-projections', start)).toBe(1);
    expect(countRequests(backend, '/inventory', start)).toBe(1);
    expect(countRequests(backend, '/categories', start)).toBe(1);
    expect(countRequests(backend, '/shipping-methods', start)).toBe(1);
    expect(countRequests(backend, '/reviews', start)).toBe(1);
    // Another price scope is another entry: a Czech shopper never sees the Slovak price.
    const czech = await getProductBySku(contextFor(client, CZ), SKU.drill);
    expect(czech?.masterVariant.price?.value.currencyCode).toBe('CZK');
    expect(countRequests(backend, '/product-projections', start)).toBe(2);
  });

  it('reads again after an announced change of what an entry depends on', async () => {
    const client = clientFor(backend.url, { catalogueInvalidation: 'announced' });
    const ctx = contextFor(client, SK);
    const start = backend.requests.length;
    await getProductBySku(ctx, SKU.saw);
    await getCategoryTree(ctx);
    client.catalogueCache.changed(['products']);
    await getProductBySku(ctx, SKU.saw);
    await getCategoryTree(ctx);
    expect(countRequests(backend, '/product-projections', start)).toBe(2);
    expect(countRequests(backend, '/categories', start)).toBe(1);
  });
});

describe('personal data never enters a shared entry', () => {
  it('reads prices of a customer group on every call', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const start = backend.requests.length;
    const customerGroupId = randomUUID();
    await getProductBySku(ctx, SKU.grinder, { customerGroupId });
    await getProductBySku(ctx, SKU.grinder, { customerGroupId });
    expect(countRequests(backend, '/product-projections', start)).toBe(2);
  });

  it('reads carts on every call', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const { session } = await addLineItem(ctx, { anonymousId: randomUUID() }, { sku: SKU.drill, quantity: 1 });
    const start = backend.requests.length;
    await getCart(ctx, session);
    await getCart(ctx, session);
    expect(countRequests(backend, '/carts/', start)).toBe(2);
    // Another shopper with no cart finds none, whatever the first one read.
    expect(await getCart(ctx, { anonymousId: randomUUID() })).toBeNull();
  });

  it('has no cached read that takes a session, a cart, a customer or a customer group', () => {
    const appDir = path.resolve(__dirname, '../../../app');
    const files = (fs.readdirSync(appDir, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file));
    const reads = files.flatMap((file) => {
      const source = fs.readFileSync(path.join(appDir, file), 'utf8');
      return [...source.matchAll(/catalogueCache\s*\.get(?:<[^>]*>)?\(\{([\s\S]*?)\n\s*\}\)/g)].map((match) => ({ file, body: match[1] }));
    });
    expect(reads.length).toBeGreaterThan(10);
    for (const { file, body } of reads) {
      expect(`${file}: ${/\b(session|customerId|anonymousId|cartId|customerGroupId|shopper)\b/.exec(body)?.[0] ?? ''}`).toBe(`${file}: `);
    }
  });
});
