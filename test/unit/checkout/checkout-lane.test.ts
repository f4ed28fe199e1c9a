// Which requests are the checkout's (decision 132): from "Proceed to checkout" on, in every language, documents and
// data requests alike; the catalogue, the cart page and its other forms are not.
import { describe, expect, it } from 'vitest';
import { inCheckoutLane } from '~/checkout/rules/checkout-lane';

describe('the checkout lane', () => {
  it.each([
    ['GET', '/checkout/addresses'],
    ['POST', '/checkout/addresses'],
    ['GET', '/de/checkout/payment'],
    ['POST', '/checkout/payment.data'],
    ['GET', '/checkout/thank-you'],
    ['GET', '/checkout/login'],
    ['GET', '/after-payment-redirect-back'],
    ['GET', '/fr/adyen-payment-error'],
  ])('%s %s is in it', (method, path) => expect(inCheckoutLane(method, path)).toBe(true));

  it.each([
    ['GET', '/'],
    ['GET', '/akumulatorovy-vrtaci-skrutkovac-10000024/'],
    ['GET', '/checkout/cart'],
    ['GET', '/search'],
    ['POST', '/login'],
    ['GET', '/checkout/paymentx'],
  ])('%s %s is not', (method, path) => expect(inCheckoutLane(method, path)).toBe(false));

  it('takes "Proceed to checkout" in, and leaves the cart\'s other forms out', () => {
    expect(inCheckoutLane('POST', '/checkout/cart', Buffer.from('intent=begin-checkout&cartId=c1'))).toBe(true);
    expect(inCheckoutLane('POST', '/it/checkout/cart.data', 'intent=begin-checkout')).toBe(true);
    expect(inCheckoutLane('POST', '/checkout/cart', Buffer.from('intent=add-to-cart&sku=EX10000024'))).toBe(false);
    expect(inCheckoutLane('POST', '/checkout/cart')).toBe(false);
  });
});
