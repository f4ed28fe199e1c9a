import type { Cart, Order, Payment } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { runPaymentReturn, type OrderAttempt, type PaymentReturnServices } from '~/checkout/server/payment-return-flow';
import { PaymentProviderError } from '~/payments/errors';
import type { PaymentReturnOutcome } from '~/payments/payment-return.server';
import { outcomeOf } from '~/payments/result-codes';
import type { ResultCode } from '~/payments/checkout-api';

/**
 * Every branch of the payment return (spec §4 steps 1–5, §8 error table), with the services faked: what the
 * shopper is sent to, whether an order is placed, a payment reversed, stock released.
 */
const CART_ID = 'cart-1';
const PAYMENT_ID = 'payment-1';
const ORDER_NUMBER = 'NS1000001';
const ORDER = { id: 'order-1', orderNumber: ORDER_NUMBER } as Order;

function cartOf(state: Cart['cartState'] = 'Active'): Cart {
  return { id: CART_ID, cartState: state, version: 3 } as Cart;
}

function paymentOf(orderNumber: string | null = ORDER_NUMBER): Payment {
  return {
    id: PAYMENT_ID,
    paymentMethodInfo: { method: 'scheme' },
    custom: { type: { typeId: 'type', id: 't' }, fields: orderNumber ? { allocatedOrderNumber: orderNumber } : {} },
    transactions: [],
  } as unknown as Payment;
}

function outcome(resultCode: ResultCode, pspReference = 'PSP-1'): PaymentReturnOutcome {
  return { resultCode, kind: outcomeOf(resultCode), pspReference, response: { resultCode } as never };
}

interface Fake {
  services: PaymentReturnServices;
  calls: { placed: number; reversed: string[]; released: number; recorded: number; submitted: number };
}

function fake(options: {
  cart?: Cart | null;
  payment?: Payment;
  amountsMatch?: boolean;
  submit?: () => Promise<PaymentReturnOutcome>;
  place?: () => OrderAttempt;
  existingOrder?: Order | null;
  /** The cart as found on a second look (after a 422). */
  cartAfter?: Cart;
  /** What a browser without the session learns of the payment. */
  elsewhere?: 'placed' | 'unfinished' | null;
} = {}): Fake {
  const calls = { placed: 0, reversed: [] as string[], released: 0, recorded: 0, submitted: 0 };
  let looks = 0;
  const services: PaymentReturnServices = {
    async findCartPayment(ids) {
      looks += 1;
      if (ids.cartId !== CART_ID || ids.paymentId !== PAYMENT_ID) return null;
      const cart = looks > 1 && options.cartAfter ? options.cartAfter : options.cart === undefined ? cartOf() : options.cart;
      return cart ? { cart, payment: options.payment ?? paymentOf() } : null;
    },
    outcomeWithoutSession: async () => options.elsewhere ?? null,
    amountsMatch: () => options.amountsMatch ?? true,
    async submitDetails() {
      calls.submitted += 1;
      return options.submit ? options.submit() : outcome('Authorised');
    },
    async recordDetails() {
      calls.recorded += 1;
    },
    async findOrder(orderNumber) {
      return orderNumber === ORDER_NUMBER ? (options.existingOrder === undefined ? ORDER : options.existingOrder) : null;
    },
    async placeOrder() {
      calls.placed += 1;
      return options.place ? options.place() : { kind: 'placed', order: ORDER };
    },
    async reverse(pspReference) {
      calls.reversed.push(pspReference);
    },
    async releaseStock() {
      calls.released += 1;
    },
    log: () => undefined,
  };
  return { services, calls };
}

const query = (values: Record<string, string> = {}) =>
  new URLSearchParams({ cartId: CART_ID, paymentId: PAYMENT_ID, redirectResult: 'result-1', ...values });

describe('payment return flow', () => {
  it('places the order of an authorised payment and leads to its thank-you page', async () => {
    const { services, calls } = fake();
    const result = await runPaymentReturn(services, query());
    expect(result).toMatchObject({ kind: 'order', location: '/checkout/thank-you?order=order-1', placedNow: true });
    expect(calls).toMatchObject({ placed: 1, reversed: [], released: 0, recorded: 1 });
  });

  it('places a pending payment (a method settled later) as an order too', async () => {
    let state: string | undefined;
    const { services } = fake({ submit: async () => outcome('Pending') });
    services.placeOrder = async (_cart, _payment, _number, paymentState) => {
      state = paymentState;
      return { kind: 'placed', order: ORDER };
    };
    expect((await runPaymentReturn(services, query())).kind).toBe('order');
    expect(state).toBe('Pending');
  });

  it('without a cart id answers unknown', async () => {
    const { services, calls } = fake();
    const result = await runPaymentReturn(services, new URLSearchParams({ paymentId: PAYMENT_ID }));
    expect(result).toMatchObject({ kind: 'error', code: 'unknown', location: '/adyen-payment-error?error=unknown' });
    expect(calls.submitted).toBe(0);
  });

  it.each([
    ['a malformed cart id', { cartId: '../etc' }],
    ['a missing payment id', { paymentId: '' }],
    ['a foreign cart', { cartId: 'someone-elses-cart' }],
    ['a foreign payment', { paymentId: 'someone-elses-payment' }],
  ])('%s answers unknown without asking the provider', async (_name, values) => {
    const { services, calls } = fake();
    expect(await runPaymentReturn(services, query(values))).toMatchObject({ kind: 'error', code: 'unknown' });
    expect(calls).toMatchObject({ submitted: 0, placed: 0 });
  });

  it.each(['placed', 'unfinished'] as const)('a link opened without the session, its order %s: the page saying so, nothing else done (issue 23 item 8)', async (elsewhere) => {
    const { services, calls } = fake({ cart: null, elsewhere });
    expect(await runPaymentReturn(services, query())).toEqual({ kind: 'elsewhere', location: `/checkout/thank-you?cartId=${CART_ID}&paymentId=${PAYMENT_ID}` });
    expect(calls).toMatchObject({ submitted: 0, placed: 0, reversed: [], released: 0 });
  });

  it('a payment without an allocated order number answers unknown', async () => {
    const { services, calls } = fake({ payment: paymentOf(null) });
    expect(await runPaymentReturn(services, query())).toMatchObject({ kind: 'error', code: 'unknown' });
    expect(calls.submitted).toBe(0);
  });

  it('an already ordered cart (a replayed return, the notification came first) leads to that order, placing nothing', async () => {
    const { services, calls } = fake({ cart: cartOf('Ordered') });
    expect(await runPaymentReturn(services, query())).toMatchObject({ kind: 'order', location: '/checkout/thank-you?order=order-1', placedNow: false });
    expect(calls).toMatchObject({ submitted: 0, placed: 0, reversed: [] });
  });

  it('an ordered cart whose order cannot be found, or a frozen cart, answers unknown', async () => {
    expect(await runPaymentReturn(fake({ cart: cartOf('Ordered'), existingOrder: null }).services, query())).toMatchObject({ code: 'unknown' });
    expect(await runPaymentReturn(fake({ cart: cartOf('Frozen') }).services, query())).toMatchObject({ code: 'unknown' });
  });

  it('step 1: a cart total that differs from the payment is malformed-price, and an authorisation of it is reversed', async () => {
    const { services, calls } = fake({ amountsMatch: false });
    expect(await runPaymentReturn(services, query())).toMatchObject({ kind: 'error', code: 'malformed-price', location: '/adyen-payment-error?error=malformed-price' });
    expect(calls).toMatchObject({ placed: 0, reversed: ['PSP-1'], released: 1 });
  });

  it('step 1: a malformed price whose payment was refused reverses nothing', async () => {
    const { services, calls } = fake({ amountsMatch: false, submit: async () => outcome('Refused') });
    expect(await runPaymentReturn(services, query())).toMatchObject({ code: 'malformed-price' });
    expect(calls.reversed).toEqual([]);
  });

  it('step 3: a 422 from the provider is unprocessable-entity', async () => {
    const { services, calls } = fake({ submit: async () => Promise.reject(new PaymentProviderError('rejected', 'used', { status: 422, errorCode: '14_002' })) });
    expect(await runPaymentReturn(services, query())).toMatchObject({ kind: 'error', code: 'unprocessable-entity' });
    expect(calls).toMatchObject({ placed: 0, recorded: 1 });
  });

  it('step 3: a 422 for a cart ordered meanwhile (the authentication-redirect case) leads to that order', async () => {
    const { services, calls } = fake({
      submit: async () => Promise.reject(new PaymentProviderError('rejected', 'used', { status: 422 })),
      cartAfter: cartOf('Ordered'),
    });
    expect(await runPaymentReturn(services, query())).toMatchObject({ kind: 'order', placedNow: false });
    expect(calls.placed).toBe(0);
  });

  it('a provider that cannot be reached answers unknown, placing and reversing nothing', async () => {
    const { services, calls } = fake({ submit: async () => Promise.reject(new PaymentProviderError('unavailable', 'timeout')) });
    expect(await runPaymentReturn(services, query())).toMatchObject({ code: 'unknown' });
    expect(calls).toMatchObject({ placed: 0, reversed: [] });
  });

  it('step 3: a cancelled payment is cancelled-transaction and releases the stock', async () => {
    const { services, calls } = fake({ submit: async () => outcome('Cancelled') });
    expect(await runPaymentReturn(services, query())).toMatchObject({ code: 'cancelled-transaction' });
    expect(calls).toMatchObject({ placed: 0, released: 1 });
  });

  it.each([
    ['Refused', undefined, 'declined'],
    ['Error', undefined, 'technical'],
    ['Refused', { refusalReason: 'Acquirer Error', refusalReasonCode: '4' }, 'technical'],
    ['Refused', { refusalReason: 'Expired Card', refusalReasonCode: '6' }, 'card-details'],
    ['Refused', { refusalReason: 'CVC Declined' }, 'card-details'],
    ['Refused', { refusalReason: '3D Not Authenticated', refusalReasonCode: '11' }, 'authentication'],
    ['Refused', { refusalReason: 'Not enough balance', refusalReasonCode: '12' }, 'declined'],
  ] as const)('step 3: a %s payment (%j) is payment-error saying %s, and releases the stock (issue 38 item 12)', async (code, refusal, reason) => {
    const { services, calls } = fake({ submit: async () => ({ ...outcome(code), ...refusal }) });
    expect(await runPaymentReturn(services, query())).toMatchObject({ code: 'payment-error', location: `/adyen-payment-error?error=payment-error&reason=${reason}` });
    expect(calls).toMatchObject({ placed: 0, released: 1, reversed: [] });
  });

  it('a payment refunded before its order existed places none and says so; nothing is reversed (decision 122)', async () => {
    const { services, calls } = fake({ place: () => ({ kind: 'money-back' }) });
    expect(await runPaymentReturn(services, query())).toMatchObject({ kind: 'error', code: 'cancelled-transaction', location: '/adyen-payment-error?error=cancelled-transaction&reason=refunded' });
    expect(calls).toMatchObject({ placed: 1, reversed: [], released: 1 });
  });

  it('a declined PayPal payment restarts the payment on the payment step, which says so (spec §8)', async () => {
    const { services, calls } = fake({ payment: { ...paymentOf(), paymentMethodInfo: { method: 'paypal' } } as Payment, submit: async () => outcome('Refused') });
    expect(await runPaymentReturn(services, query())).toMatchObject({ kind: 'error', code: 'payment-error', location: '/checkout/payment?error=paypal' });
    expect(calls).toMatchObject({ placed: 0, released: 1 });
  });

  it('a further action asked after the return answers unknown', async () => {
    const { services, calls } = fake({ submit: async () => outcome('ChallengeShopper') });
    expect(await runPaymentReturn(services, query())).toMatchObject({ code: 'unknown' });
    expect(calls.placed).toBe(0);
  });

  it.each(['failed', 'out-of-stock'] as const)('step 4: order creation %s reverses the payment and is creating-order-failed', async (kind) => {
    const { services, calls } = fake({ place: () => ({ kind }) as OrderAttempt });
    expect(await runPaymentReturn(services, query())).toMatchObject({ kind: 'error', code: 'creating-order-failed', location: '/adyen-payment-error?error=creating-order-failed' });
    expect(calls).toMatchObject({ placed: 1, reversed: ['PSP-1'], released: 1 });
  });

  it('reads the hosted card page\'s session result as well as a redirect result', async () => {
    let seen: unknown;
    const { services } = fake();
    services.submitDetails = async (params) => {
      seen = params;
      return outcome('Authorised');
    };
    const sessionQuery = new URLSearchParams({ cartId: CART_ID, paymentId: PAYMENT_ID, sessionId: 'CS1', sessionResult: 'abc' });
    expect((await runPaymentReturn(services, sessionQuery)).kind).toBe('order');
    expect(seen).toEqual({ redirectResult: null, sessionId: 'CS1', sessionResult: 'abc' });
  });
});
