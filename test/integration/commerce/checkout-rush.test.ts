// Many shoppers pressing "Order and pay" at once against the embedded backend (its guards: unique order numbers,
// versioned custom objects, stock taken at order creation): every order gets a number no other order has, a number
// the backend reports taken is replaced, and stock holds on the same few products settle without an error, the
// last units going to exactly as many shoppers as there are units (decisions 150, 151).
import { randomUUID } from 'node:crypto';
import type { Cart } from '@commercetools/platform-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLineItem, setShippingAddress } from '~/commerce/cart.server';
import { createCommerceClient, type CommerceContext } from '~/commerce/client.server';
import { createOrderFromCart } from '~/commerce/order.server';
import { allocateOrderNumber } from '~/commerce/order-number.server';
import { holdStock, releaseStock, STOCK_RESERVATION_CONTAINER } from '~/commerce/stock-reservation.server';
import { placeOrder } from '~/checkout/server/place-order.server';
import type { Mailer } from '~/mail/mailer.server';
import { getMarket } from '~/markets';
import { startBackend, PROJECT, type Backend } from '../cart/harness';
import { DEFAULT_SELLER } from '~/markets/stores/seller';
import { seedCartFixture, SKU } from '../cart/fixture';
import { SHIPPING_ADDRESS } from './fixtures';
import { recordingLogger } from './harness';

let backend: Backend;
let ctx: CommerceContext;
const SK_STORE = { key: 'sk', country: 'SK', currency: 'EUR', language: 'sk', locale: 'sk-SK' } as const;
const mailed: string[] = [];
const mailer: Mailer = { send: async (to) => (mailed.push(to), { messageId: randomUUID() }), close() {} };

/**
 * A server instance: its own client (and so its own reserved numbers) on the same backend. Its queue waits as long
 * as a call may take, so a slow test machine makes the rush slower, not shed (shedding has its own tests).
 */
function instance(): CommerceContext {
  const client = createCommerceClient({
    projectKey: PROJECT, clientId: 'cart-it-client', clientSecret: 'cart-it-secret',
    apiUrl: 'http://embedded.invalid', authUrl: 'http://embedded.invalid', fetch: backend.backend.inProcessFetch, logger: recordingLogger(),
    timeoutMs: 30_000, maxQueue: 10_000, maxQueueWaitMs: 30_000,
  });
  return { client, store: SK_STORE };
}

beforeAll(async () => {
  backend = await startBackend();
  await seedCartFixture(backend.backend);
  ctx = instance();
}, 60_000);
afterAll(() => backend.close());

const cartOf = (sku: string, quantity = 1) => ({ id: randomUUID(), lineItems: [{ variant: { sku }, quantity }] }) as unknown as Pick<Cart, 'id' | 'lineItems'>;

async function heldUnits(sku: string): Promise<number> {
  const stored = await backend.backend.request<{ value: Record<string, { quantity: number }> }>('GET', `/custom-objects/${STOCK_RESERVATION_CONTAINER}/${sku}`);
  return Object.values(stored.value).reduce((sum, hold) => sum + hold.quantity, 0);
}

async function readyCart() {
  const anonymousId = randomUUID();
  const added = await addLineItem(ctx, { anonymousId }, { sku: SKU.battery, quantity: 1 });
  const cart = await setShippingAddress(ctx, added.session, SHIPPING_ADDRESS);
  return { cart, session: added.session };
}

describe('order numbers', () => {
  it('are never handed out twice, by one instance or several, each with the store\'s prefix and the day', async () => {
    const day = new Date('2026-11-29T12:00:00Z');
    // Three instances, each with orders arriving a millisecond apart and ten at once now and then.
    const numbers: string[] = [];
    await Promise.all([ctx, instance(), instance()].map(async ({ client }, offset) => {
      for (let index = 0; index < 1000; index += 10) {
        const prefix = (index / 10 + offset) % 5 === 0 ? '' : 'NS';
        numbers.push(...(await Promise.all(Array.from({ length: 10 }, () => allocateOrderNumber(client, prefix, day)))));
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    }));
    const digits = numbers.map((number) => number.replace(/^NS/, ''));
    expect(digits).toHaveLength(3000);
    expect(new Set(digits).size).toBe(3000);
    for (const number of numbers) expect(number).toMatch(/^(NS)?261129\d{6}$/);
    // Six random digits drew a taken number in 99 of 100 such runs. The next day starts its own sequence.
    expect(await allocateOrderNumber(ctx.client, 'NS', new Date('2026-11-30T00:00:01Z'))).toMatch(/^NS261130\d{6}$/);
  });

  it('replace a number the backend says is taken, and the order is placed under the new one', async () => {
    const first = await readyCart();
    const { order: existing } = await createOrderFromCart(ctx, first.session);
    const second = await readyCart();
    const renumbered: string[] = [];
    const deps = { ctx, session: second.session, mailer, market: getMarket('SK'), language: 'sk' as const, locale: 'sk-SK', seller: DEFAULT_SELLER };
    const placed = await placeOrder(deps, {
      cart: second.cart, orderNumber: existing.orderNumber!, paymentState: 'Pending', paymentMethod: 'bank-transfer',
      renumber: async (taken) => {
        renumbered.push(taken);
        return allocateOrderNumber(ctx.client, 'NS');
      },
    });
    expect(placed.kind).toBe('placed');
    expect(renumbered).toEqual([existing.orderNumber]);
    if (placed.kind !== 'placed') return;
    expect(placed.order.orderNumber).not.toBe(existing.orderNumber);
    expect(placed.order.cart?.id ?? second.cart.id).toBe(second.cart.id);
  });

  it('keep a number nobody may replace (a provider\'s reference): the attempt fails instead of ordering twice under it', async () => {
    const first = await readyCart();
    const { order: existing } = await createOrderFromCart(ctx, first.session);
    const second = await readyCart();
    const deps = { ctx, session: second.session, mailer, market: getMarket('SK'), language: 'sk' as const, locale: 'sk-SK', seller: DEFAULT_SELLER };
    const placed = await placeOrder(deps, { cart: second.cart, orderNumber: existing.orderNumber!, paymentState: 'Paid', paymentMethod: 'scheme' });
    expect(placed.kind).toBe('failed');
  });
});

describe('stock holds in a rush', () => {
  it('give every one of 30 shoppers buying the same product at once a hold while stock lasts', async () => {
    const carts = Array.from({ length: 30 }, () => cartOf(SKU.drill));
    const results = await Promise.all(carts.map((cart) => holdStock(ctx, cart)));
    expect(results.filter((result) => result.ok)).toHaveLength(30);
    expect(await heldUnits(SKU.drill)).toBe(30);
    await Promise.all(carts.map((cart) => releaseStock(ctx, cart)));
    expect(await heldUnits(SKU.drill)).toBe(0);
  });

  it('give the last 8 units to exactly 8 of 20 shoppers, and tell the other 12 what is left', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => holdStock(ctx, cartOf(SKU.light))));
    expect(results.filter((result) => result.ok)).toHaveLength(8);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(12);
    for (const result of refused) expect(result.shortages).toEqual([{ sku: SKU.light, available: 0, wanted: 1 }]);
    expect(await heldUnits(SKU.light)).toBe(8);
  });
});
