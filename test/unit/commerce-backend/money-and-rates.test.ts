import { describe, expect, it } from 'vitest';
import { applyDiscountValue } from '../../../server/commerce-backend/pricing/discount-values.ts';
import { divRound, fractionDigitsOf, money, parseMoneyString } from '../../../server/commerce-backend/pricing/money.ts';
import { selectPrice } from '../../../server/commerce-backend/pricing/price-selection.ts';
import { MARKET_COUNTRIES, STANDARD_VAT_RATES, standardTaxRateDrafts } from '../../../server/commerce-backend/pricing/tax-rates.ts';
import type { UnitGroup } from '../../../server/commerce-backend/pricing/types.ts';
import { NOW, price } from './pricing-fixtures.ts';

describe('rounding and money', () => {
  it('rounds half-even, half-up and half-down exactly', () => {
    expect(divRound(5n, 2n)).toBe(2n);
    expect(divRound(7n, 2n)).toBe(4n);
    expect(divRound(-5n, 2n)).toBe(-2n);
    expect(divRound(5n, 2n, 'HalfUp')).toBe(3n);
    expect(divRound(5n, 2n, 'HalfDown')).toBe(2n);
    expect(divRound(10n, 3n)).toBe(3n);
    expect(divRound(11n, 3n)).toBe(4n);
  });

  it('uses ISO fraction digits (HUF and CZK have two, JPY none)', () => {
    expect(['EUR', 'CZK', 'HUF', 'GBP', 'CHF'].map(fractionDigitsOf)).toEqual([2, 2, 2, 2, 2]);
    expect(fractionDigitsOf('JPY')).toBe(0);
    expect(money(195, 'EUR')).toEqual({ type: 'centPrecision', centAmount: 195, currencyCode: 'EUR', fractionDigits: 2 });
  });

  it('parses predicate money strings', () => {
    expect(parseMoneyString('100.00 EUR')?.centAmount).toBe(10000);
    expect(parseMoneyString('2500 CZK')?.centAmount).toBe(250000);
    expect(parseMoneyString('0.5 GBP')?.centAmount).toBe(50);
    expect(parseMoneyString('1.999 EUR')).toBeUndefined();
    expect(parseMoneyString('100 euro')).toBeUndefined();
  });
});

describe('VAT table', () => {
  it('has the 2026 standard rate of each of the 25 markets', () => {
    expect(MARKET_COUNTRIES).toHaveLength(25);
    expect(STANDARD_VAT_RATES).toMatchObject({ SK: 0.23, CZ: 0.21, HU: 0.27, GB: 0.2, DE: 0.19, CH: 0.081, FI: 0.255, RO: 0.21, DK: 0.25 });
    for (const rate of Object.values(STANDARD_VAT_RATES)) expect(rate).toBeGreaterThan(0.05);
  });

  it('builds included-in-price tax rate drafts with readable names', () => {
    const drafts = standardTaxRateDrafts();
    expect(drafts).toHaveLength(25);
    expect(drafts.find((d) => d.country === 'FI')).toEqual({ key: 'standard-fi', name: 'FI VAT 25.5 %', amount: 0.255, includedInPrice: true, country: 'FI' });
  });
});

describe('price selection', () => {
  const group = { typeId: 'customer-group' as const, id: 'g' };
  const channel = { typeId: 'channel' as const, id: 'ch' };
  const prices = [
    price(100, 'EUR'),
    price(90, 'EUR', { country: 'SK' }),
    price(80, 'EUR', { channel }),
    price(70, 'EUR', { customerGroup: group }),
    price(60, 'EUR', { customerGroup: group, channel, country: 'SK' }),
    price(2500, 'CZK'),
  ];
  const pick = (sel: Partial<Parameters<typeof selectPrice>[1]>) => selectPrice(prices, { currency: 'EUR', now: NOW, ...sel })?.value.centAmount;

  it('prefers customer group, then channel, then country, and needs the currency', () => {
    expect(pick({})).toBe(100);
    expect(pick({ country: 'SK' })).toBe(90);
    expect(pick({ country: 'SK', channelId: 'ch' })).toBe(80);
    expect(pick({ country: 'CZ', customerGroupId: 'g', channelId: 'ch' })).toBe(70);
    expect(pick({ country: 'SK', customerGroupId: 'g', channelId: 'ch' })).toBe(60);
    expect(selectPrice(prices, { currency: 'HUF', now: NOW })).toBeUndefined();
  });

  it('ignores expired prices and prefers a dated price over an open one', () => {
    const dated = [price(100, 'EUR'), price(50, 'EUR', { validFrom: '2026-01-01T00:00:00Z', validUntil: '2026-12-31T00:00:00Z' }), price(10, 'EUR', { validUntil: '2026-01-01T00:00:00Z' })];
    expect(selectPrice(dated, { currency: 'EUR', now: NOW })?.value.centAmount).toBe(50);
    expect(selectPrice(dated, { currency: 'EUR', now: '2027-01-01T00:00:00Z' })?.value.centAmount).toBe(100);
  });
});

describe('discount values', () => {
  const groups = (...units: Array<[number, number]>): UnitGroup[][] => units.map(([quantity, unit]) => [{ quantity, unit, included: [] }]);
  const eur = (centAmount: number) => [{ type: 'centPrecision' as const, centAmount, currencyCode: 'EUR', fractionDigits: 2 }];

  it('caps an absolute discount at what the items cost', () => {
    const items = groups([1, 300], [2, 100]);
    applyDiscountValue(items, { type: 'absolute', money: eur(10_000) }, 'd', 'EUR', 'HalfEven');
    expect(items.flat().every((g) => g.unit === 0)).toBe(true);
  });

  it('spreads an even distribution by units and applies individual amounts per unit', () => {
    const even = groups([1, 1000], [1, 100]);
    applyDiscountValue(even, { type: 'absolute', money: eur(50), applicationMode: 'EvenDistribution' }, 'd', 'EUR', 'HalfEven');
    expect(even.flat().map((g) => g.unit)).toEqual([975, 75]);
    const each = groups([3, 1000]);
    applyDiscountValue(each, { type: 'absolute', money: eur(50), applicationMode: 'IndividualApplication' }, 'd', 'EUR', 'HalfEven');
    expect(each[0]).toEqual([{ quantity: 3, unit: 950, included: [{ discountId: 'd', amount: 50 }] }]);
  });

  it('sets a fixed price only where it is lower, and needs the cart currency', () => {
    const items = groups([1, 1000], [1, 400]);
    expect(applyDiscountValue(items, { type: 'fixed', money: eur(500) }, 'd', 'EUR', 'HalfEven')).toBe('applied');
    expect(items.flat().map((g) => g.unit)).toEqual([500, 400]);
    expect(applyDiscountValue(items, { type: 'fixed', money: eur(500) }, 'd', 'CZK', 'HalfEven')).toBe('no-amount');
  });
});
