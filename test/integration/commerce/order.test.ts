import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLineItem, changeLineItemQuantity, setShippingAddress } from '~/commerce/cart.server';
import type { CommerceContext } from '~/commerce/client.server';
import { signUp } from '~/commerce/customer.server';
import { CommerceInputError, isNotFoundInStore } from '~/commerce/errors.server';
import { createOrderFromCart, getOrder, getOrderByNumber, getOrders } from '~/commerce/order.server';
import { allocateOrderNumber } from '~/commerce/order-number.server';
import type { ShopperSession } from '~/commerce/types';
import { seedFixture, SHIPPING_ADDRESS, SKU } from './fixtures';
import type { MockBackend } from './harness';
import { clientFor, contextFor, CZ, SK, startMock } from './harness';

let backend: MockBackend;
let ctx: CommerceContext;
const guest = (): ShopperSession => ({ anonymousId: randomUUID() });

async function readyCart(session: ShopperSession, sku: string = SKU.drill) {
  const added = await addLineItem(ctx, session, { sku, quantity: 1 });
  await setShippingAddress(ctx, added.session, SHIPPING_ADDRESS);
  return added;
}

beforeAll(async () => {
  backend = await startMock();
  ctx = contextFor(clientFor(backend.url), SK);
  await seedFixture(ctx.client.apiRoot);
});
afterAll(() => backend.close());

describe('orders', () => {
  it('creates an order from the session cart and drops the cart from the session', async () => {
    const { cart, session } = await readyCart(guest());
    const { order, session: next } = await createOrderFromCart(ctx, session, { orderNumber: 'NS24010100001' });
    expect(order).toMatchObject({ orderNumber: 'NS24010100001', anonymousId: session.anonymousId, store: { key: 'sk' } });
    expect(order.cart?.id).toBe(cart.id);
    expect(next).toEqual({ anonymousId: session.anonymousId });
    expect((await getOrder(ctx, session, order.id))?.id).toBe(order.id);
    expect((await getOrderByNumber(ctx, session, 'NS24010100001'))?.id).toBe(order.id);
  });

  it('refuses an empty cart or one without a complete shipping address', async () => {
    const { cart, session } = await addLineItem(ctx, guest(), { sku: SKU.drill, quantity: 1 });
    await expect(createOrderFromCart(ctx, session)).rejects.toMatchObject({ reason: 'missing-shipping-address' });
    await setShippingAddress(ctx, session, SHIPPING_ADDRESS);
    await changeLineItemQuantity(ctx, session, cart.lineItems[0].id, 0);
    await expect(createOrderFromCart(ctx, session)).rejects.toBeInstanceOf(CommerceInputError);
    const none = await createOrderFromCart(ctx, guest()).catch((err: unknown) => err);
    expect(isNotFoundInStore(none)).toBe(true);
  });

  it('lists a customer’s own orders in this store, newest first', async () => {
    const first = await signUp(ctx, guest(), { email: `o-${randomUUID()}@example.com`, password: 'secret123' });
    let session = first.session;
    const ids: string[] = [];
    for (const sku of [SKU.drill, SKU.saw]) {
      const ready = await readyCart(session, sku);
      const created = await createOrderFromCart(ctx, ready.session);
      ids.push(created.order.id);
      session = created.session;
    }
    const other = await signUp(ctx, guest(), { email: `p-${randomUUID()}@example.com`, password: 'secret123' });
    const otherOrder = await createOrderFromCart(ctx, (await readyCart(other.session)).session);

    const orders = await getOrders(ctx, session);
    expect(orders.map((order) => order.id).sort()).toEqual([...ids].sort());
    expect(orders[0].createdAt >= orders[1].createdAt).toBe(true);
    expect(await getOrder(ctx, session, otherOrder.order.id)).toBeNull();
    expect(await getOrders(contextFor(ctx.client, CZ), session)).toEqual([]);
    expect(await getOrder(contextFor(ctx.client, CZ), session, ids[0])).toBeNull();
  });

  it('allocates order numbers with the store\'s prefix: NS, or none (CZ)', async () => {
    expect(await allocateOrderNumber(ctx.client, 'NS', new Date('2024-03-05T10:00:00Z'))).toMatch(/^NS240305\d{6}$/);
    expect(await allocateOrderNumber(ctx.client, '', new Date('2024-03-05T10:00:00Z'))).toMatch(/^240305\d{6}$/);
  });
});
