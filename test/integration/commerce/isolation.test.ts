// Issue 3 item 7: a second session cannot read or change the first one's cart,
// order, payment or addresses by passing (guessing) their ids.
import { randomUUID } from 'node:crypto';
import type { Cart, Order } from '@commercetools/platform-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, removeAddress, updateAddress } from '~/commerce/address.server';
import {
  addLineItem,
  applyDiscountCode,
  changeLineItemQuantity,
  deleteCart,
  getCart,
  removeLineItem,
  setCustomerEmail,
  setShippingAddress,
  updateCart,
} from '~/commerce/cart.server';
import type { CommerceContext } from '~/commerce/client.server';
import { signIn, signUp } from '~/commerce/customer.server';
import { isNotFoundInStore } from '~/commerce/errors.server';
import { createOrderFromCart, getOrder, getOrderByNumber, getOrders } from '~/commerce/order.server';
import { createPaymentForCart, getCartPayment, updatePayment } from '~/commerce/payment.server';
import { getShippingMethodsForCart } from '~/commerce/store.server';
import type { ShopperSession } from '~/commerce/types';
import { seedFixture, SHIPPING_ADDRESS, SKU } from './fixtures';
import type { MockBackend } from './harness';
import { clientFor, contextFor, SK, startMock } from './harness';

let backend: MockBackend;
let ctx: CommerceContext;
let victim: ShopperSession;
let victimCart: Cart;

const attacker = (extra: Partial<ShopperSession> = {}): ShopperSession => ({ anonymousId: randomUUID(), ...extra });
const rawCart = async (id: string) => (await ctx.client.apiRoot.carts().withId({ ID: id }).get().execute()).body;

beforeAll(async () => {
  backend = await startMock();
  ctx = contextFor(clientFor(backend.url), SK);
  await seedFixture(ctx.client.apiRoot);
  ({ cart: victimCart, session: victim } = await addLineItem(ctx, attacker(), { sku: SKU.drill, quantity: 2 }));
  victimCart = await setShippingAddress(ctx, victim, SHIPPING_ADDRESS);
});
afterAll(() => backend.close());

describe('cart isolation', () => {
  it('does not show another session its cart', async () => {
    expect(await getCart(ctx, attacker({ cartId: victimCart.id }))).toBeNull();
  });

  it('refuses every change to a foreign cart with the not-found-in-store answer and leaves it untouched', async () => {
    const intruder = attacker({ cartId: victimCart.id });
    const lineId = victimCart.lineItems[0].id;
    const attempts: Array<() => Promise<unknown>> = [
      () => changeLineItemQuantity(ctx, intruder, lineId, 5),
      () => removeLineItem(ctx, intruder, lineId),
      () => applyDiscountCode(ctx, intruder, 'WELCOME10'),
      () => setCustomerEmail(ctx, intruder, 'thief@example.com'),
      () => setShippingAddress(ctx, intruder, { ...SHIPPING_ADDRESS, city: 'Elsewhere' }),
      () => updateCart(ctx, intruder, [{ action: 'setCustomerEmail', email: 'thief@example.com' }]),
      () => getShippingMethodsForCart(ctx, intruder),
      () => createPaymentForCart(ctx, intruder, { paymentInterface: 'psp', method: 'scheme' }),
    ];
    for (const attempt of attempts) {
      const error = await attempt().then(() => null, (err: unknown) => err);
      expect(isNotFoundInStore(error)).toBe(true);
      // Same answer as for a cart that does not exist: nothing to tell them apart.
      expect(String(error)).not.toContain('customer');
    }
    const after = await rawCart(victimCart.id);
    expect(after.version).toBe(victimCart.version);
    expect(after.shippingAddress?.city).toBe('Bratislava');
  });

  it('starts a fresh cart instead of adding to a foreign one, and cannot delete it', async () => {
    const intruder = attacker({ cartId: victimCart.id });
    const { cart, session } = await addLineItem(ctx, intruder, { sku: SKU.saw, quantity: 1 });
    expect(cart.id).not.toBe(victimCart.id);
    expect(session.cartId).toBe(cart.id);
    expect(await deleteCart(ctx, intruder)).toEqual({ anonymousId: intruder.anonymousId });
    expect((await rawCart(victimCart.id)).lineItems).toHaveLength(1);
  });

  it('does not merge a foreign cart into an account at sign-in or sign-up', async () => {
    const intruder = attacker({ cartId: victimCart.id });
    const email = `intruder-${randomUUID()}@example.com`;
    const signedUp = await signUp(ctx, intruder, { email, password: 'secret123' });
    expect(signedUp.cart).toBeNull();
    const signedIn = await signIn(ctx, intruder, { email, password: 'secret123' });
    expect(signedIn.cart).toBeNull();
    expect(signedIn.session.cartId).toBeUndefined();
    const after = await rawCart(victimCart.id);
    expect(after.customerId).toBeUndefined();
    expect(after.anonymousId).toBe(victim.anonymousId);
  });

  it('keeps a customer cart private after logout, even with the same anonymous id', async () => {
    const { session } = await addLineItem(ctx, attacker(), { sku: SKU.drill, quantity: 1 });
    const account = await signUp(ctx, session, { email: `c-${randomUUID()}@example.com`, password: 'secret123' });
    const loggedOut = { anonymousId: account.session.anonymousId, cartId: account.session.cartId };
    expect(await getCart(ctx, account.session)).not.toBeNull();
    expect(await getCart(ctx, loggedOut)).toBeNull();
    // Another customer with the id in their session fares no better.
    expect(await getCart(ctx, { ...loggedOut, customerId: randomUUID() })).toBeNull();
  });
});

describe('order and payment isolation', () => {
  let order: Order;
  let paymentId: string;
  let owner: ShopperSession;

  beforeAll(async () => {
    let { session } = await addLineItem(ctx, attacker(), { sku: SKU.saw, quantity: 1 });
    await setShippingAddress(ctx, session, SHIPPING_ADDRESS);
    paymentId = (await createPaymentForCart(ctx, session, { paymentInterface: 'psp', method: 'scheme' })).payment.id;
    owner = session;
    ({ order, session } = await createOrderFromCart(ctx, session));
  });

  it('shows the order to the session that placed it only', async () => {
    expect((await getOrder(ctx, owner, order.id))?.id).toBe(order.id);
    expect(await getOrder(ctx, attacker(), order.id)).toBeNull();
    expect(await getOrder(ctx, attacker({ customerId: randomUUID() }), order.id)).toBeNull();
    expect(await getOrderByNumber(ctx, attacker(), order.orderNumber!)).toBeNull();
    expect(await getOrder(ctx, attacker(), '../carts')).toBeNull();
    expect(await getOrders(ctx, attacker())).toEqual([]);
  });

  it('does not hand out or change a payment through a foreign cart id', async () => {
    const intruder = attacker();
    expect(await getCartPayment(ctx, intruder, { cartId: owner.cartId, paymentId })).toBeNull();
    expect(await getCartPayment(ctx, { ...intruder, cartId: owner.cartId }, { paymentId })).toBeNull();
    const changed = await updatePayment(ctx, intruder, { cartId: owner.cartId, paymentId }, () => [
      { action: 'setStatusInterfaceText', interfaceText: 'hacked' },
    ]);
    expect(changed).toBeNull();
    expect((await getCartPayment(ctx, owner, { paymentId }))?.payment.paymentStatus.interfaceText).toBeUndefined();
  });
});

describe('address isolation', () => {
  it('cannot touch another customer’s address by id', async () => {
    const first = await signUp(ctx, attacker(), { email: `a-${randomUUID()}@example.com`, password: 'secret123' });
    const withAddress = await addAddress(ctx, first.session, 'shipping', SHIPPING_ADDRESS);
    const addressId = withAddress.addresses[0].id!;
    const second = await signUp(ctx, attacker(), { email: `b-${randomUUID()}@example.com`, password: 'secret123' });

    await expect(updateAddress(ctx, second.session, 'shipping', addressId, SHIPPING_ADDRESS)).rejects.toMatchObject({ reason: 'address-not-found' });
    await expect(removeAddress(ctx, second.session, 'shipping', addressId)).rejects.toMatchObject({ reason: 'address-not-found' });
    await expect(removeAddress(ctx, attacker(), 'shipping', addressId)).rejects.toMatchObject({ reason: 'not-authenticated' });
    const stored = await ctx.client.apiRoot.customers().withId({ ID: first.customer.id }).get().execute();
    expect(stored.body.addresses.map((address) => address.id)).toEqual([addressId]);
  });
});
