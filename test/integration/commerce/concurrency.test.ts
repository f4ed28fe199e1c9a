// A cart changed by another tab between our read and our write: the write is
// retried once on the server's current version, and only once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLineItem, changeLineItemQuantity, setShippingAddress } from '~/commerce/cart.server';
import type { CommerceClient } from '~/commerce/client.server';
import { CommerceError, isConcurrentModification } from '~/commerce/errors.server';
import { createOrderFromCart } from '~/commerce/order.server';
import { seedFixture, SHIPPING_ADDRESS, SKU } from './fixtures';
import type { MockBackend } from './harness';
import { clientFor, contextFor, SK, startMock } from './harness';

let backend: MockBackend;
let admin: CommerceClient;

beforeAll(async () => {
  backend = await startMock();
  admin = clientFor(backend.url);
  await seedFixture(admin.apiRoot);
});
afterAll(() => backend.close());

/** Bumps the cart's version behind our back before the next `times` matching POSTs go out. */
function interferingFetch(pathPart: string, times: number) {
  const state = { interfered: 0, posts: 0 };
  const spy: typeof fetch = async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST' && url.includes(pathPart)) {
      state.posts += 1;
      if (state.interfered < times) {
        state.interfered += 1;
        const cartId = /carts\/([^/?]+)/.exec(url)?.[1] ?? (JSON.parse(String(init.body)) as { cart: { id: string } }).cart.id;
        const cart = await admin.apiRoot.carts().withId({ ID: cartId }).get().execute();
        await admin.apiRoot.carts().withId({ ID: cartId }).post({
          body: { version: cart.body.version, actions: [{ action: 'setCustomerEmail', email: `tab${state.interfered}@example.com` }] },
        }).execute();
      }
    }
    return fetch(input, init);
  };
  return { spy, state };
}

describe('concurrent modification', () => {
  it('retries a cart change once with the current version and keeps both changes', async () => {
    const setup = contextFor(clientFor(backend.url), SK);
    const { cart, session } = await addLineItem(setup, { anonymousId: randomUUID() }, { sku: SKU.drill, quantity: 1 });
    const { spy, state } = interferingFetch('/carts/', 1);
    const ctx = contextFor(clientFor(backend.url, { fetch: spy }), SK);

    const updated = await changeLineItemQuantity(ctx, session, cart.lineItems[0].id, 4);
    expect(state.posts).toBe(2);
    expect(updated.lineItems[0].quantity).toBe(4);
    expect(updated.customerEmail).toBe('tab1@example.com'); // the other tab's change survived
    expect(updated.version).toBeGreaterThan(cart.version + 1);
  });

  it('gives up after one retry and reports the conflict', async () => {
    const setup = contextFor(clientFor(backend.url), SK);
    const { session } = await addLineItem(setup, { anonymousId: randomUUID() }, { sku: SKU.drill, quantity: 1 });
    const { spy, state } = interferingFetch('/carts/', 2);
    const ctx = contextFor(clientFor(backend.url, { fetch: spy }), SK);

    const error = await setShippingAddress(ctx, session, SHIPPING_ADDRESS).catch((err: unknown) => err);
    expect(state.posts).toBe(2);
    expect(error).toBeInstanceOf(CommerceError);
    expect(isConcurrentModification(error)).toBe(true);
    expect(String(error)).toMatch(/^CommerceError: An error occurred during request to \/updateCart, Object .* has a different version/);
  });

  it('runs concurrent changes of one cart one after another in this process', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const { session } = await addLineItem(ctx, { anonymousId: randomUUID() }, { sku: SKU.drill, quantity: 1 });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => addLineItem(ctx, session, { sku: SKU.drill, quantity: 1 })),
    );
    expect(results.map((result) => result.status)).toEqual(Array(6).fill('fulfilled'));
    const cart = await admin.apiRoot.carts().withId({ ID: session.cartId! }).get().execute();
    expect(cart.body.lineItems[0].quantity).toBe(7);
  });

  it('fills one cart when the first add is submitted twice at once', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const session = { anonymousId: randomUUID() }; // no cart yet in either request
    const [first, second] = await Promise.all([
      addLineItem(ctx, session, { sku: SKU.saw, quantity: 1 }),
      addLineItem(ctx, session, { sku: SKU.saw, quantity: 1 }),
    ]);
    expect(second.cart.id).toBe(first.cart.id);
    expect(second.cart.lineItems[0].quantity).toBe(2);
  });

  it('retries order creation once with the version the server reports', async () => {
    const setup = contextFor(clientFor(backend.url), SK);
    let { session } = await addLineItem(setup, { anonymousId: randomUUID() }, { sku: SKU.saw, quantity: 2 });
    await setShippingAddress(setup, session, SHIPPING_ADDRESS);
    // The mock skips version checks on order creation, so it answers 409 itself the first time.
    let orderPosts = 0;
    const spy: typeof fetch = async (input, init) => {
      if (init?.method === 'POST' && String(input).endsWith('/orders')) {
        orderPosts += 1;
        const body = JSON.parse(String(init.body)) as { version: number };
        if (orderPosts === 1) {
          const message = `Object has a different version than expected. Expected: ${body.version} - Actual: ${body.version + 3}.`;
          return Response.json(
            { statusCode: 409, message, errors: [{ code: 'ConcurrentModification', message, currentVersion: body.version + 3 }] },
            { status: 409 },
          );
        }
        expect(body.version).toBe(versionBefore + 3);
      }
      return fetch(input, init);
    };
    const cartBefore = await setup.client.apiRoot.carts().withId({ ID: session.cartId! }).get().execute();
    const versionBefore = cartBefore.body.version;
    const result = await createOrderFromCart(contextFor(clientFor(backend.url, { fetch: spy }), SK), session);
    expect(orderPosts).toBe(2);
    expect(result.order.lineItems[0].quantity).toBe(2);
    session = result.session;
    expect(session.cartId).toBeUndefined();
  });
});
