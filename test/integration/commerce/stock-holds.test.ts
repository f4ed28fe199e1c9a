// Stock that can be bought (issue 36 item 13, decision 126): what pages, the cart and the checkout steps show
// is the inventory minus the units other checkouts hold (decision 045), not the inventory alone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearCommerceCaches } from '~/commerce/catalogue-cache.server';
import { holdStock, releaseStock, sellableStock, STOCK_HOLD_MS, stockForCart } from '~/commerce/stock-reservation.server';
import { stockShortages } from '~/checkout/server/stock-shortage.server';
import { seedFixture, SKU } from './fixtures';
import type { MockBackend } from './harness';
import { clientFor, contextFor, startMock } from './harness';

let backend: MockBackend;
beforeAll(async () => {
  backend = await startMock();
  await seedFixture(clientFor(backend.url).apiRoot);
});
afterAll(() => backend.close());
afterEach(() => clearCommerceCaches());

const cartOf = (id: string, quantity: number) => ({ id, lineItems: [{ quantity, variant: { sku: SKU.drill } }] }) as never;

describe('stock that can be bought', () => {
  it('leaves out the units other checkouts hold, for pages and for another shopper\'s cart', async () => {
    // The drill has 5 in stock; the first shopper clicks "Order and Pay" for 4.
    const ctx = contextFor(clientFor(backend.url, { catalogueInvalidation: 'announced' }));
    expect(await sellableStock(ctx, [SKU.drill])).toEqual([{ sku: SKU.drill, availableQuantity: 5 }]);
    expect(await holdStock(ctx, cartOf('cart-a', 4))).toEqual({ ok: true });
    ctx.client.catalogueCache.changed(['stock-holds']);
    // A page everybody shares: 1 left.
    expect(await sellableStock(ctx, [SKU.drill])).toEqual([{ sku: SKU.drill, availableQuantity: 1 }]);
    // The second shopper's cart of 2: 5 in stock, 1 for them, because of the hold.
    expect((await stockForCart(ctx, cartOf('cart-b', 2))).get(SKU.drill)).toEqual({ inStock: 5, available: 1 });
    // The holder's own cart still has its 4 (and the 1 besides).
    expect((await stockForCart(ctx, cartOf('cart-a', 4))).get(SKU.drill)).toEqual({ inStock: 5, available: 5 });
    await releaseStock(ctx, cartOf('cart-a', 4));
    ctx.client.catalogueCache.changed(['stock-holds']);
    expect(await sellableStock(ctx, [SKU.drill])).toEqual([{ sku: SKU.drill, availableQuantity: 5 }]);
  });

  it('tells the checkout steps which lines are short and whether holds are the reason', async () => {
    const ctx = contextFor(clientFor(backend.url, { catalogueInvalidation: 'announced' }));
    const storefront = { commerce: ctx, request: { language: 'en' } } as never;
    const checkoutCart = (id: string, quantity: number) => ({ id, lineItems: [{ quantity, name: { en: 'Drill' }, variant: { sku: SKU.drill } }] }) as never;
    expect(await stockShortages(storefront, checkoutCart('cart-e', 2))).toBeNull();
    expect(await holdStock(ctx, cartOf('cart-d', 4))).toEqual({ ok: true });
    ctx.client.catalogueCache.changed(['stock-holds']);
    // 5 in stock, 4 held by another checkout: 1 left for a cart of 2, and the holds are why.
    expect(await stockShortages(storefront, checkoutCart('cart-e', 2))).toEqual({
      lines: [{ name: 'Drill', wanted: 2, left: 1, held: true }],
      holdMinutes: Math.round(STOCK_HOLD_MS / 60_000),
    });
    // More than the stock itself: short, and not because of the holds.
    expect((await stockShortages(storefront, checkoutCart('cart-e', 7)))?.lines).toEqual([{ name: 'Drill', wanted: 7, left: 1, held: false }]);
    // The holder's own checkout is not short.
    expect(await stockShortages(storefront, checkoutCart('cart-d', 4))).toBeNull();
    await releaseStock(ctx, cartOf('cart-d', 4));
  });

  it('stops counting a hold once it lapsed, with no write to announce it', async () => {
    const ctx = contextFor(clientFor(backend.url, { catalogueInvalidation: 'announced' }));
    expect(await holdStock(ctx, cartOf('cart-c', 5))).toEqual({ ok: true });
    ctx.client.catalogueCache.changed(['stock-holds']);
    expect(await sellableStock(ctx, [SKU.drill])).toEqual([{ sku: SKU.drill, availableQuantity: 0 }]);
    expect(await sellableStock(ctx, [SKU.drill], { now: Date.now() + STOCK_HOLD_MS + 1000 })).toEqual([{ sku: SKU.drill, availableQuantity: 5 }]);
    await releaseStock(ctx, cartOf('cart-c', 5));
  });

  it('shows the inventory alone when the holds cannot be read, and logs it', async () => {
    const client = clientFor(backend.url);
    const ctx = contextFor(client);
    const original = client.apiRoot.customObjects.bind(client.apiRoot);
    client.apiRoot.customObjects = (() => {
      throw new Error('custom objects unavailable');
    }) as never;
    try {
      expect(await sellableStock(ctx, [SKU.drill])).toEqual([{ sku: SKU.drill, availableQuantity: 5 }]);
    } finally {
      client.apiRoot.customObjects = original;
    }
    expect((client.logger as unknown as { records: { msg?: string }[] }).records.map((record) => record.msg)).toContain('stock holds unavailable; stock shown without them');
  });
});
