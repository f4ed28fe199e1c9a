// Issue 23 item 7, decision 090: a refund or chargeback moves the order's payment state, and all of it back
// cancels the order so it no longer ships.
import { describe, expect, it } from 'vitest';
import { hasSucceeded, matchesPayment, moneyWentBack, statesAfterAuthorisation, statesAfterMoneyBack } from '~/checkout/rules/money-back';

const money = (type: 'Authorization' | 'Charge' | 'Refund' | 'Chargeback', centAmount: number, state: 'Success' | 'Failure' | 'Pending' = 'Success') => ({
  type, state, amount: { type: 'centPrecision' as const, currencyCode: 'EUR', centAmount, fractionDigits: 2 },
});
const open = { orderState: 'Open' as const, totalCentAmount: 12_399 };

describe('the order after money went back', () => {
  it('a full refund: the refund is owed and paid back, the order cancelled', () => {
    expect(statesAfterMoneyBack(open, [money('Authorization', 12_399), money('Refund', 12_399)])).toEqual({ paymentState: 'CreditOwed', orderState: 'Cancelled' });
  });

  it('a partial refund: the payment state moves, the rest of the order still ships', () => {
    expect(statesAfterMoneyBack(open, [money('Authorization', 12_399), money('Charge', 12_399), money('Refund', 2_000)])).toEqual({ paymentState: 'CreditOwed' });
  });

  it('a chargeback: the price is owed to the shop again, and the order does not ship', () => {
    expect(statesAfterMoneyBack(open, [money('Authorization', 12_399), money('Chargeback', 12_399)])).toEqual({ paymentState: 'BalanceDue', orderState: 'Cancelled' });
  });

  it('a delivered order stays Complete', () => {
    expect(statesAfterMoneyBack({ ...open, orderState: 'Complete' }, [money('Authorization', 12_399), money('Refund', 12_399)])).toEqual({ paymentState: 'CreditOwed' });
  });

  it('a failed or pending refund moves nothing', () => {
    expect(statesAfterMoneyBack(open, [money('Authorization', 12_399), money('Refund', 12_399, 'Failure'), money('Refund', 100, 'Pending')])).toBeNull();
  });

  it('without a recorded authorisation the order total is what was taken', () => {
    expect(statesAfterMoneyBack(open, [money('Refund', 12_399)])).toEqual({ paymentState: 'CreditOwed', orderState: 'Cancelled' });
    expect(statesAfterMoneyBack(open, [money('Refund', 12_398)])).toEqual({ paymentState: 'CreditOwed' });
  });
});

describe('the order after an authorisation', () => {
  it('is paid when no money went back', () => {
    expect(statesAfterAuthorisation(open, [money('Authorization', 12_399)])).toEqual({ paymentState: 'Paid' });
  });

  it('stays refunded and cancelled when the refund was recorded first (notifications come in any order)', () => {
    const refundedFirst = [money('Refund', 12_399), money('Authorization', 12_399)];
    expect(statesAfterAuthorisation({ ...open, orderState: 'Cancelled' }, refundedFirst)).toEqual({ paymentState: 'CreditOwed', orderState: 'Cancelled' });
    expect(statesAfterAuthorisation(open, [money('Chargeback', 12_399), money('Authorization', 12_399)])).toEqual({ paymentState: 'BalanceDue', orderState: 'Cancelled' });
  });
});

describe('payment events in any order (decision 122)', () => {
  it('money went back once a refund or chargeback succeeded, not before', () => {
    expect(moneyWentBack([money('Authorization', 12_399)])).toBe(false);
    expect(moneyWentBack([money('Refund', 12_399, 'Pending'), money('Chargeback', 12_399, 'Failure')])).toBe(false);
    expect(moneyWentBack([money('Refund', 12_399)])).toBe(true);
    expect(moneyWentBack([money('Chargeback', 100), money('Authorization', 12_399)])).toBe(true);
  });

  it('a success is an authorisation or capture that succeeded', () => {
    expect(hasSucceeded([money('Authorization', 12_399, 'Failure')])).toBe(false);
    expect(hasSucceeded([money('Authorization', 12_399, 'Failure'), money('Charge', 12_399)])).toBe(true);
  });

  it('an authorisation must be for the amount planned in its currency; money back in that currency and no more', () => {
    const planned = { centAmount: 12_399, currencyCode: 'EUR' };
    expect(matchesPayment('authorisation', { value: 12_399, currency: 'EUR' }, planned)).toBe(true);
    expect(matchesPayment('authorisation', { value: 1, currency: 'EUR' }, planned)).toBe(false);
    expect(matchesPayment('authorisation', { value: 12_399, currency: 'CZK' }, planned)).toBe(false);
    expect(matchesPayment('money-back', { value: 2_000, currency: 'EUR' }, planned)).toBe(true);
    expect(matchesPayment('money-back', { value: 12_400, currency: 'EUR' }, planned)).toBe(false);
    expect(matchesPayment('money-back', { value: 2_000, currency: 'HUF' }, planned)).toBe(false);
  });
});
