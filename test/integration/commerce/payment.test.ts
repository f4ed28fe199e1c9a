import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLineItem } from '~/commerce/cart.server';
import type { CommerceContext } from '~/commerce/client.server';
import { cartAmount, createPaymentForCart, getCartPayment, paymentMatchesCart, updatePayment } from '~/commerce/payment.server';
import { seedFixture, SKU } from './fixtures';
import type { MockBackend } from './harness';
import { clientFor, contextFor, SK, startMock } from './harness';

let backend: MockBackend;
let ctx: CommerceContext;

beforeAll(async () => {
  backend = await startMock();
  ctx = contextFor(clientFor(backend.url), SK);
  await seedFixture(ctx.client.apiRoot);
});
afterAll(() => backend.close());

describe('payments', () => {
  it('creates a payment for the cart amount and attaches it to the cart', async () => {
    const { session } = await addLineItem(ctx, { anonymousId: randomUUID() }, { sku: SKU.drill, quantity: 2 });
    const { payment, cart } = await createPaymentForCart(ctx, session, { paymentInterface: 'adyen', method: 'scheme' });
    expect(payment.amountPlanned).toMatchObject({ currencyCode: 'EUR', centAmount: cartAmount(cart).centAmount });
    expect(payment.paymentMethodInfo).toMatchObject({ paymentInterface: 'adyen', method: 'scheme' });
    expect(cart.paymentInfo?.payments.map((reference) => reference.id)).toEqual([payment.id]);
    // The bare mock reports cart totals with fractionDigits 0 (the backend's pricing step fixes
    // that), which the spec's check rightly calls a malformed price.
    expect(paymentMatchesCart(cart, payment)).toBe(false);
    const priced = { ...cart, totalPrice: { ...cart.totalPrice, fractionDigits: 2 } };
    expect(paymentMatchesCart(priced, payment)).toBe(true);
    expect(paymentMatchesCart(priced, { ...payment, amountPlanned: { ...payment.amountPlanned, centAmount: 1 } })).toBe(false);
  });

  it('reads and updates a payment only through the owning cart, retrying a conflict once', async () => {
    const { session } = await addLineItem(ctx, { anonymousId: randomUUID() }, { sku: SKU.saw, quantity: 1 });
    const { payment } = await createPaymentForCart(ctx, session, { paymentInterface: 'adyen', method: 'scheme' });
    expect((await getCartPayment(ctx, session, { paymentId: payment.id }))?.payment.id).toBe(payment.id);
    expect(await getCartPayment(ctx, session, { paymentId: randomUUID() })).toBeNull();

    // Someone else touches the payment after our read: the update is rebuilt on the new version.
    let calls = 0;
    const updated = await updatePayment(ctx, session, { paymentId: payment.id }, (current) => {
      calls += 1;
      if (calls === 1) {
        void ctx.client.apiRoot.payments().withId({ ID: current.id }).post({
          body: { version: current.version, actions: [{ action: 'setStatusInterfaceCode', interfaceCode: 'AUTH' }] },
        }).execute();
      }
      return [{ action: 'addTransaction', transaction: { type: 'Authorization', amount: current.amountPlanned, state: 'Success' } }];
    });
    expect(updated?.transactions).toHaveLength(1);
    expect(updated?.paymentStatus.interfaceCode).toBe('AUTH');
    expect(calls).toBe(2);
  });
});
