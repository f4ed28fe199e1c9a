import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addLineItem,
  applyDiscountCode,
  changeLineItemQuantity,
  deleteCart,
  getCart,
  recalculateCart,
  removeDiscountCode,
  removeLineItem,
  setBillingAddress,
  setCustomerEmail,
  setShippingAddress,
  setShippingMethod,
} from '~/commerce/cart.server';
import { CommerceError, CommerceInputError, isNotFoundInStore } from '~/commerce/errors.server';
import type { ShopperSession } from '~/commerce/types';
import type { Fixture } from './fixtures';
import { seedFixture, SHIPPING_ADDRESS, SKU } from './fixtures';
import type { MockBackend } from './harness';
import { clientFor, contextFor, CZ, SK, startMock } from './harness';

let backend: MockBackend;
let fixture: Fixture;
const newSession = (): ShopperSession => ({ anonymousId: randomUUID() });

beforeAll(async () => {
  backend = await startMock();
  fixture = await seedFixture(clientFor(backend.url).apiRoot);
});
afterAll(() => backend.close());

describe('cart lifecycle', () => {
  it('has no cart until the first add, then creates one in the store currency and country', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const session = newSession();
    expect(await getCart(ctx, session)).toBeNull();

    const { cart, session: next } = await addLineItem(ctx, session, { sku: SKU.drill, quantity: 2 });
    expect(next).toEqual({ ...session, cartId: cart.id });
    expect(cart).toMatchObject({ anonymousId: session.anonymousId, country: 'SK', store: { key: 'sk' } });
    expect(cart.totalPrice.currencyCode).toBe('EUR');
    expect(cart.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([[SKU.drill, 2]]);
    expect((await getCart(ctx, next))?.id).toBe(cart.id);
  });

  it('raises the quantity when the SKU is already in the cart, keeping one line', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    let { session } = await addLineItem(ctx, newSession(), { sku: SKU.drill, quantity: 1 });
    ({ session } = await addLineItem(ctx, session, { sku: SKU.saw, quantity: 1 }));
    const { cart } = await addLineItem(ctx, session, { sku: SKU.drill, quantity: 3 });
    expect(cart.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([
      [SKU.drill, 4],
      [SKU.saw, 1],
    ]);
  });

  it('keeps lines with different custom fields apart (an extra guarantee per parent SKU)', async () => {
    // The mock merges same-variant lines whatever their custom fields (commercetools does
    // not), so this checks the actions sent rather than the resulting lines.
    const sent: string[] = [];
    const spy: typeof fetch = async (input, init) => {
      if (init?.method === 'POST' && typeof init.body === 'string' && String(input).includes('/carts/')) {
        sent.push(...(JSON.parse(init.body) as { actions: { action: string }[] }).actions.map((item) => item.action));
      }
      return fetch(input, init);
    };
    const ctx = contextFor(clientFor(backend.url, { fetch: spy }), SK);
    await clientFor(backend.url).apiRoot.types().post({ body: {
      key: 'line-parent', name: { sk: 'parent' }, resourceTypeIds: ['line-item'],
      fieldDefinitions: [{ name: 'parentSku', label: { sk: 'parent' }, required: false, type: { name: 'String' }, inputHint: 'SingleLine' }],
    } }).execute();
    const guarantee = { typeKey: 'line-parent', fields: { parentSku: SKU.drill } };
    let { session } = await addLineItem(ctx, newSession(), { sku: SKU.grinder, quantity: 1 });
    ({ session } = await addLineItem(ctx, session, { sku: SKU.grinder, quantity: 1, custom: guarantee }));
    // The first line came with the new cart; the second, with other custom fields, is a line of its own.
    expect(sent).toEqual(['addLineItem']);
    ({ session } = await addLineItem(ctx, session, { sku: SKU.grinder, quantity: 1 }));
    expect(sent.at(-1)).toBe('changeLineItemQuantity');
  });

  it('refuses bad quantities and SKUs before calling the backend', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const session = newSession();
    for (const quantity of [-1, 0, 1001, 1e9, Number.NaN, 1.5]) {
      await expect(addLineItem(ctx, session, { sku: SKU.drill, quantity })).rejects.toBeInstanceOf(CommerceInputError);
    }
    await expect(addLineItem(ctx, session, { sku: '<script>', quantity: 1 })).rejects.toMatchObject({ reason: 'invalid-sku' });
    expect(await getCart(ctx, session)).toBeNull();
  });

  it('caps one product at 1000 in the cart and leaves the cart unchanged', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const { session } = await addLineItem(ctx, newSession(), { sku: SKU.drill, quantity: 999 });
    await expect(addLineItem(ctx, session, { sku: SKU.drill, quantity: 2 })).rejects.toMatchObject({
      reason: 'max-quantity',
      message: 'You have reached the maximum quantity',
    });
    expect((await getCart(ctx, session))?.lineItems[0].quantity).toBe(999);
  });

  it('reports an unknown SKU with the generic error format', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const { session } = await addLineItem(ctx, newSession(), { sku: SKU.drill, quantity: 1 });
    await expect(addLineItem(ctx, session, { sku: SKU.unknown, quantity: 1 })).rejects.toThrow(
      `An error occurred during request to /addToCart, A product containing a variant with SKU '${SKU.unknown}' not found.`,
    );
  });

  it('changes quantities, removes at 0 and refuses forged line ids', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    let { cart, session } = await addLineItem(ctx, newSession(), { sku: SKU.drill, quantity: 1 });
    ({ cart, session } = await addLineItem(ctx, session, { sku: SKU.saw, quantity: 1 }));
    const [drillLine, sawLine] = cart.lineItems;

    cart = await changeLineItemQuantity(ctx, session, drillLine.id, 7);
    expect(cart.lineItems.find((line) => line.id === drillLine.id)?.quantity).toBe(7);
    cart = await changeLineItemQuantity(ctx, session, drillLine.id, 0);
    expect(cart.lineItems.map((line) => line.id)).toEqual([sawLine.id]);

    await expect(changeLineItemQuantity(ctx, session, randomUUID(), 2)).rejects.toMatchObject({ reason: 'line-item-not-found' });
    await expect(changeLineItemQuantity(ctx, session, sawLine.id, 1001)).rejects.toMatchObject({ reason: 'invalid-quantity' });

    cart = await removeLineItem(ctx, session, sawLine.id);
    expect(cart.lineItems).toEqual([]);
  });

  it('applies a discount code and removes it only when it is on the cart', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const { session } = await addLineItem(ctx, newSession(), { sku: SKU.drill, quantity: 1 });
    let cart = await applyDiscountCode(ctx, session, '  WELCOME10 ');
    expect(cart.discountCodes.map((info) => info.discountCode.id)).toEqual([fixture.discountCodeId]);

    cart = await removeDiscountCode(ctx, session, fixture.discountCodeId);
    expect(cart.discountCodes).toEqual([]);
    const version = cart.version;
    cart = await removeDiscountCode(ctx, session, fixture.discountCodeId);
    expect(cart.version).toBe(version); // nothing sent

    await expect(applyDiscountCode(ctx, session, '<b>x</b>')).rejects.toMatchObject({ reason: 'invalid-discount-code' });
    await expect(applyDiscountCode(ctx, session, 'A'.repeat(10_000))).rejects.toMatchObject({ reason: 'invalid-discount-code' });
    await expect(applyDiscountCode(ctx, session, 'NOPE')).rejects.toBeInstanceOf(CommerceError);
  });

  it('sets shipping method, addresses, e-mail and recalculates', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const { session } = await addLineItem(ctx, newSession(), { sku: SKU.drill, quantity: 1 });
    let cart = await setShippingAddress(ctx, session, SHIPPING_ADDRESS);
    expect(cart.shippingAddress).toMatchObject({ city: 'Bratislava', country: 'SK' });
    cart = await setShippingMethod(ctx, session, 'freight');
    expect(cart.shippingInfo?.shippingMethodName).toBe('Freight');
    cart = await setBillingAddress(ctx, session, { ...SHIPPING_ADDRESS, company: 'Firma s.r.o.' });
    expect(cart.billingAddress?.company).toBe('Firma s.r.o.');
    cart = await setCustomerEmail(ctx, session, 'jana@example.com');
    expect(cart.customerEmail).toBe('jana@example.com');
    expect((await recalculateCart(ctx, session)).id).toBe(cart.id);

    await expect(setShippingAddress(ctx, session, { ...SHIPPING_ADDRESS, country: 'CZ' })).rejects.toMatchObject({ reason: 'country-mismatch' });
  });

  it('treats a cart from another store as not found in this store', async () => {
    const { session } = await addLineItem(contextFor(clientFor(backend.url), SK), newSession(), { sku: SKU.drill, quantity: 1 });
    const czech = contextFor(clientFor(backend.url), CZ);
    expect(await getCart(czech, session)).toBeNull();
    const error = await changeLineItemQuantity(czech, session, randomUUID(), 1).catch((err: unknown) => err);
    expect(isNotFoundInStore(error)).toBe(true);
    expect(String(error)).toContain("An error occurred during request to /updateCartQuantity, The cart with ID");

    // Adding in the other store starts a cart there instead.
    const { cart, session: next } = await addLineItem(czech, session, { sku: SKU.drill, quantity: 1 });
    expect(cart.id).not.toBe(session.cartId);
    expect(cart.totalPrice.currencyCode).toBe('CZK');
    expect(next.cartId).toBe(cart.id);
  });

  it('deletes the cart and forgets it', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const { session } = await addLineItem(ctx, newSession(), { sku: SKU.drill, quantity: 1 });
    const next = await deleteCart(ctx, session);
    expect(next.cartId).toBeUndefined();
    expect(await getCart(ctx, session)).toBeNull();
    expect(await deleteCart(ctx, session)).toEqual(next);
  });
});

describe('no cart without a line (issue 8: unbounded carts)', () => {
  /** Carts of one anonymous shopper, straight from the backend. */
  const cartsOf = async (anonymousId: string) =>
    (await clientFor(backend.url).apiRoot.carts().get({ queryArgs: { where: `anonymousId = "${anonymousId}"` } }).execute()).body.results;

  it('leaves no cart behind when the first add fails (unknown SKU)', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const session = newSession();
    const error = await addLineItem(ctx, session, { sku: SKU.unknown, quantity: 1 }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(CommerceError);
    expect(String(error)).toContain('An error occurred during request to /addToCart, ');
    expect(await cartsOf(session.anonymousId)).toEqual([]);
  });

  it('leaves no cart behind when the backend fails the first add', async () => {
    const failing: typeof fetch = (input, init) =>
      init?.method === 'POST' && /\/carts$/.test(String(input)) ? Promise.resolve(new Response('{"message":"boom"}', { status: 500 })) : fetch(input, init);
    const ctx = contextFor(clientFor(backend.url, { fetch: failing }), SK);
    const session = newSession();
    await expect(addLineItem(ctx, session, { sku: SKU.drill, quantity: 1 })).rejects.toBeInstanceOf(CommerceError);
    expect(await cartsOf(session.anonymousId)).toEqual([]);
  });

  it('creates the cart and its first line in one call, with 7 days of expiry for anonymous carts and 90 for customers (decision 093)', async () => {
    const drafts: Array<Record<string, unknown>> = [];
    const spy: typeof fetch = (input, init) => {
      if (init?.method === 'POST' && /\/carts$/.test(String(input)) && typeof init.body === 'string') drafts.push(JSON.parse(init.body));
      return fetch(input, init);
    };
    const ctx = contextFor(clientFor(backend.url, { fetch: spy }), SK);
    const { cart } = await addLineItem(ctx, newSession(), { sku: SKU.drill, quantity: 2 });
    expect(cart.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([[SKU.drill, 2]]);
    const customer = await clientFor(backend.url).apiRoot.customers().post({ body: { email: `${randomUUID()}@example.com`, password: 'x-Secret-1' } }).execute();
    await addLineItem(ctx, { ...newSession(), customerId: customer.body.customer.id }, { sku: SKU.saw, quantity: 1 });
    expect(drafts).toHaveLength(2);
    expect(drafts[0]).toMatchObject({ deleteDaysAfterLastModification: 7, lineItems: [{ sku: SKU.drill, quantity: 2 }] });
    expect(drafts[1]).toMatchObject({ deleteDaysAfterLastModification: 90, lineItems: [{ sku: SKU.saw, quantity: 1 }] });
  });

  it('still fills one cart when the first add is submitted twice at once', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const session = newSession();
    const [first, second] = await Promise.all([
      addLineItem(ctx, session, { sku: SKU.drill, quantity: 1 }),
      addLineItem(ctx, session, { sku: SKU.drill, quantity: 1 }),
    ]);
    expect(second.cart.id).toBe(first.cart.id);
    expect(await cartsOf(session.anonymousId)).toHaveLength(1);
    expect((await getCart(ctx, second.session))?.lineItems.map((line) => line.quantity)).toEqual([2]);
  });
});
