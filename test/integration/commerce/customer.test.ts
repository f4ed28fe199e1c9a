import { randomUUID } from 'node:crypto';
import type { CustomerSignin } from '@commercetools/platform-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, addressesOf, removeAddress, setDefaultAddress, updateAddress } from '~/commerce/address.server';
import { addLineItem, getCart } from '~/commerce/cart.server';
import { customerGroupKeys, getCustomer, isDuplicateEmail, isInvalidCredentials, signIn, signUp, updateCustomer } from '~/commerce/customer.server';
import { customerTierKey } from '~/commerce/discount-keys';
import type { ShopperSession } from '~/commerce/types';
import { seedFixture, SHIPPING_ADDRESS, SKU } from './fixtures';
import type { MockBackend } from './harness';
import { clientFor, contextFor, SK, startMock } from './harness';

let backend: MockBackend;
const email = () => `shopper-${randomUUID()}@example.com`;
const guest = (): ShopperSession => ({ anonymousId: randomUUID() });
const lines = (cart: { lineItems: { variant: { sku?: string }; quantity: number }[] } | null) =>
  cart?.lineItems.map((line) => [line.variant.sku, line.quantity]).sort();

beforeAll(async () => {
  backend = await startMock();
  await seedFixture(clientFor(backend.url).apiRoot);
});
afterAll(() => backend.close());

describe('sign up', () => {
  it('creates the customer in the store and hands the guest cart over', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const { cart: guestCart, session } = await addLineItem(ctx, guest(), { sku: SKU.drill, quantity: 2 });
    const address = email();
    const result = await signUp(ctx, session, { email: address, password: 'secret123', firstName: 'Jana', lastName: 'Nováková' });

    expect(result.customer).toMatchObject({ email: address, firstName: 'Jana', stores: [{ key: 'sk' }] });
    expect(result.cart?.id).toBe(guestCart.id);
    expect(result.cart).toMatchObject({ customerId: result.customer.id, customerEmail: address });
    expect(result.session).toEqual({ anonymousId: session.anonymousId, customerId: result.customer.id, cartId: guestCart.id });
    expect((await getCustomer(ctx, result.session))?.id).toBe(result.customer.id);
  });

  it('refuses a second account with the same e-mail', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const address = email();
    await signUp(ctx, guest(), { email: address, password: 'secret123' });
    const error = await signUp(ctx, guest(), { email: address, password: 'other123' }).catch((err: unknown) => err);
    expect(isDuplicateEmail(error)).toBe(true);
    expect(String(error)).toContain('An error occurred during request to /customerSignMeUp, ');
  });

  it('validates e-mail and password before calling the backend', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    await expect(signUp(ctx, guest(), { email: 'nope', password: 'x' })).rejects.toMatchObject({ reason: 'invalid-email' });
    await expect(signIn(ctx, guest(), { email: 'a@b.cz', password: '' })).rejects.toMatchObject({ reason: 'invalid-password' });
  });
});

describe('sign in on a backend without /login (the mock)', () => {
  it('merges the guest cart into the customer cart, keeping the larger quantity', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const address = email();
    // The customer left a cart with 1 drill and 1 saw in an earlier visit.
    let { session: customerSession } = await addLineItem(ctx, guest(), { sku: SKU.drill, quantity: 1 });
    ({ session: customerSession } = await addLineItem(ctx, customerSession, { sku: SKU.saw, quantity: 1 }));
    const account = await signUp(ctx, customerSession, { email: address, password: 'secret123' });
    const customerCartId = account.cart!.id;

    // As a guest on another device: 3 drills and a grinder.
    let { session } = await addLineItem(ctx, guest(), { sku: SKU.drill, quantity: 3 });
    ({ session } = await addLineItem(ctx, session, { sku: SKU.grinder, quantity: 1 }));
    const guestCartId = session.cartId!;

    const result = await signIn(ctx, session, { email: address, password: 'secret123' });
    expect(ctx.client.capabilities.nativeLogin).toBe(false);
    expect(result.customer.id).toBe(account.customer.id);
    expect(result.cart?.id).toBe(customerCartId);
    expect(lines(result.cart)).toEqual([[SKU.drill, 3], [SKU.saw, 1], [SKU.grinder, 1]].sort());
    expect(result.session).toEqual({ anonymousId: session.anonymousId, customerId: account.customer.id, cartId: customerCartId });
    // The guest cart is retired.
    expect(await getCart(ctx, { ...session, cartId: guestCartId })).toBeNull();
  });

  it('gives the guest cart to a customer who has none', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const address = email();
    await signUp(ctx, guest(), { email: address, password: 'secret123' });
    const { cart, session } = await addLineItem(ctx, guest(), { sku: SKU.saw, quantity: 2 });
    const result = await signIn(ctx, session, { email: address, password: 'secret123' });
    expect(result.cart?.id).toBe(cart.id);
    expect(result.cart?.customerId).toBe(result.customer.id);
  });

  it('returns the customer cart when the guest has none, and null when neither has one', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const address = email();
    const account = await signUp(ctx, guest(), { email: address, password: 'secret123' });
    const empty = await signIn(ctx, guest(), { email: address, password: 'secret123' });
    expect(empty.cart).toBeNull();
    expect(empty.session.cartId).toBeUndefined();

    await addLineItem(ctx, empty.session, { sku: SKU.drill, quantity: 1 });
    const again = await signIn(ctx, guest(), { email: address, password: 'secret123' });
    expect(again.cart?.customerId).toBe(account.customer.id);
  });

  it('rejects wrong credentials with the generic error', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const address = email();
    await signUp(ctx, guest(), { email: address, password: 'secret123' });
    const error = await signIn(ctx, guest(), { email: address, password: 'wrong' }).catch((err: unknown) => err);
    expect(isInvalidCredentials(error)).toBe(true);
    expect(String(error)).toContain('An error occurred during request to /customerSignMeIn, Customer account with the given credentials not found.');
  });
});

describe('sign in on a backend with /login (commercetools)', () => {
  it('sends the guest cart as anonymousCart and returns the answer', async () => {
    let received: CustomerSignin | undefined;
    const native = await startMock((mock) => {
      mock.app.post('/:projectKey/in-store/key=:storeKey/login', async (request, reply) => {
        received = request.body as CustomerSignin;
        const customer = { id: 'c-1', version: 1, email: received.email, stores: [{ typeId: 'store', key: 'sk' }], addresses: [] };
        const cart = { id: received.anonymousCart?.id ?? 'none', customerId: 'c-1', lineItems: [] };
        return reply.status(200).send({ customer, cart });
      });
    });
    try {
      await seedFixture(clientFor(native.url).apiRoot);
      const ctx = contextFor(clientFor(native.url), SK);
      const { cart, session } = await addLineItem(ctx, guest(), { sku: SKU.drill, quantity: 1 });
      const result = await signIn(ctx, session, { email: 'pro@example.com', password: 'secret123' });
      expect(received).toMatchObject({
        email: 'pro@example.com',
        anonymousCart: { typeId: 'cart', id: cart.id },
        anonymousCartSignInMode: 'MergeWithExistingCustomerCart',
      });
      expect(ctx.client.capabilities.nativeLogin).toBe(true);
      expect(result.session).toEqual({ anonymousId: session.anonymousId, customerId: 'c-1', cartId: cart.id });
    } finally {
      await native.close();
    }
  });
});

describe('profile and addresses', () => {
  it('updates the session customer and manages addresses of both kinds', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const { session } = await signUp(ctx, guest(), { email: email(), password: 'secret123' });

    let customer = await updateCustomer(ctx, session, () => [{ action: 'setFirstName', firstName: 'Eva' }]);
    expect(customer.firstName).toBe('Eva');

    customer = await addAddress(ctx, session, 'shipping', SHIPPING_ADDRESS, { makeDefault: true });
    const shippingId = customer.defaultShippingAddressId!;
    expect(addressesOf(customer, 'shipping').map((address) => address.city)).toEqual(['Bratislava']);
    customer = await addAddress(ctx, session, 'billing', { ...SHIPPING_ADDRESS, city: 'Košice' });
    const billingId = addressesOf(customer, 'billing')[0].id!;
    expect(customer.defaultBillingAddressId).toBeUndefined();

    customer = await setDefaultAddress(ctx, session, 'billing', billingId);
    expect(customer.defaultBillingAddressId).toBe(billingId);
    customer = await updateAddress(ctx, session, 'shipping', shippingId, { ...SHIPPING_ADDRESS, city: 'Nitra' });
    expect(customer.addresses.find((address) => address.id === shippingId)?.city).toBe('Nitra');
    customer = await removeAddress(ctx, session, 'shipping', shippingId);
    expect(customer.addresses.map((address) => address.id)).toEqual([billingId]);
  });

  it('reads the customer with the group keys that decide the loyalty tier', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    const { customer, session } = await signUp(ctx, guest(), { email: email(), password: 'secret123' });
    expect(customerTierKey({ groupKeys: customerGroupKeys(customer) })).toBe('monetary-cohort-base-tier');
    await ctx.client.apiRoot.customers().withId({ ID: customer.id }).post({
      body: { version: customer.version, actions: [{ action: 'setCustomerGroup', customerGroup: { typeId: 'customer-group', key: 'tier-1' } }] },
    }).execute();
    const loaded = await getCustomer(ctx, session);
    expect(customerGroupKeys(loaded!)).toEqual(['tier-1']);
    expect(customerTierKey({ groupKeys: customerGroupKeys(loaded!) })).toBe('tier-1');
  });

  it('needs a signed-in customer for addresses', async () => {
    const ctx = contextFor(clientFor(backend.url), SK);
    await expect(addAddress(ctx, guest(), 'billing', SHIPPING_ADDRESS)).rejects.toThrow('User is not authenticated');
    expect(await getCustomer(ctx, guest())).toBeNull();
  });
});
