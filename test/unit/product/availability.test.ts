import { describe, expect, it } from 'vitest';
import { availabilityOf, buyInMonthLabel, monthThreeMonthsAfter, offerAvailability } from '~/catalog/product/availability';
import { getMarket } from '~/markets';

const eur = (euros: number) => ({ centAmount: Math.round(euros * 100), currencyCode: 'EUR', fractionDigits: 2 });
const SK = getMarket('SK').rules.lowStockBoundaries; // 1000 / 250 EUR
const HU = getMarket('HU').rules.lowStockBoundaries; // 375000 / 93750 HUF

describe('availabilityOf (low-stock boundaries are money: the stock value is compared)', () => {
  it('is out of stock at zero, below zero and without an inventory entry', () => {
    expect(availabilityOf(0, eur(10), SK)).toEqual({ status: 'out-of-stock', quantity: 0 });
    expect(availabilityOf(-3, eur(10), SK).status).toBe('out-of-stock');
    expect(availabilityOf(null, eur(10), SK).status).toBe('out-of-stock');
  });

  it('is low below the low boundary, in stock between, plenty from the high boundary', () => {
    expect(availabilityOf(2, eur(100), SK)).toEqual({ status: 'low', quantity: 2 }); // 200 € < 250 €
    expect(availabilityOf(3, eur(100), SK).status).toBe('in-stock'); // 300 €
    expect(availabilityOf(9, eur(111.11), SK).status).toBe('in-stock'); // 999.99 €
    expect(availabilityOf(10, eur(100), SK).status).toBe('plenty'); // 1000 €
  });

  it('reads the boundaries in the store currency', () => {
    const huf = (forint: number) => ({ centAmount: forint * 100, currencyCode: 'HUF', fractionDigits: 2 });
    expect(availabilityOf(3, huf(30_000), HU).status).toBe('low'); // 90 000 Ft < 93 750 Ft
    expect(availabilityOf(4, huf(30_000), HU).status).toBe('in-stock');
    expect(availabilityOf(13, huf(30_000), HU).status).toBe('plenty'); // 390 000 Ft
  });

  it('says plainly in stock when the price is unknown', () => {
    expect(availabilityOf(1, null, SK).status).toBe('in-stock');
  });

  it('maps to the schema.org Offer availability', () => {
    expect(offerAvailability('out-of-stock')).toBe('OutOfStock');
    expect(offerAvailability('low')).toBe('InStock');
  });
});

describe('"Buy in" plus the month three months after a given date', () => {
  it('counts whole months and never overflows into the next one', () => {
    expect(monthThreeMonthsAfter(new Date('2027-01-31T12:00:00Z')).toISOString()).toBe('2027-04-01T00:00:00.000Z');
    expect(monthThreeMonthsAfter(new Date('2026-11-22T08:00:00Z')).toISOString()).toBe('2027-02-01T00:00:00.000Z');
  });

  it('names the month in the page language', () => {
    expect(buyInMonthLabel(new Date('2026-11-22T08:00:00Z'), 'en-GB')).toBe('February 2027');
    expect(buyInMonthLabel(new Date('2026-11-22T08:00:00Z'), 'cs-CZ')).toBe('únor 2027');
    expect(buyInMonthLabel(new Date('2026-11-22T08:00:00Z'), 'fr-CH')).toBe('février 2027');
  });
});
