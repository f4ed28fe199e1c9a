import { describe, expect, it } from 'vitest';
import { isGuaranteeSku } from '~/markets';
import {
  guaranteeOptions, guaranteePrice, isExcluded, type CoveredProduct, type GuaranteeProduct, type GuaranteeSituation,
} from '~/product/guarantees';

const guarantee = (sku: string, priceRate: number, overrides: Partial<GuaranteeProduct> = {}): GuaranteeProduct => ({
  sku,
  name: `Guarantee ${sku}`,
  priceRate,
  excludedSkus: [],
  excludedBrands: [],
  excludedRelations: ['parentProductsForAccessory'],
  enabledOnMarket: ['sk-SK', 'cs-CZ', 'fr-CH'],
  ...overrides,
});

// The seed's four: +1 year 5 %, +2 years 8 %, +3 years 11 % (no sets or B-stock), damage protection 14 % (AT CZ DE FR NL PL SK).
const GUARANTEES = [
  guarantee('4100010', 5),
  guarantee('4100020', 8),
  guarantee('4100030', 11, { excludedRelations: ['parentProductsForAccessory', 'referencedResourceSet'], excludedSkus: ['EX10000999'] }),
  guarantee('4100040', 14, { excludedBrands: ['Budgetline'], enabledOnMarket: ['sk-SK', 'cs-CZ'] }),
];

const drill: CoveredProduct = {
  sku: 'EX10000123',
  brand: 'Norvik',
  nonEmptyRelations: ['relatedAccessories'],
  price: { centAmount: 37599, currencyCode: 'EUR', fractionDigits: 2 },
};
const situation: GuaranteeSituation = { featureEnabled: true, onPaymentPage: false, locale: 'sk-SK' };

describe('guaranteeOptions', () => {
  it('offers every enabled guarantee, highest rate first, priced as a percent of the product price', () => {
    expect(guaranteeOptions(drill, GUARANTEES, situation)).toEqual([
      { sku: '4100040', name: 'Guarantee 4100040', priceRate: 14, price: { centAmount: 5264, currencyCode: 'EUR', fractionDigits: 2 } },
      { sku: '4100030', name: 'Guarantee 4100030', priceRate: 11, price: { centAmount: 4136, currencyCode: 'EUR', fractionDigits: 2 } },
      { sku: '4100020', name: 'Guarantee 4100020', priceRate: 8, price: { centAmount: 3008, currencyCode: 'EUR', fractionDigits: 2 } },
      { sku: '4100010', name: 'Guarantee 4100010', priceRate: 5, price: { centAmount: 1880, currencyCode: 'EUR', fractionDigits: 2 } },
    ]);
  });

  it('offers only guarantees whose enabledOnMarket holds the current language-country', () => {
    expect(guaranteeOptions(drill, GUARANTEES, { ...situation, locale: 'fr-CH' }).map((option) => option.sku)).toEqual(['4100030', '4100020', '4100010']);
    expect(guaranteeOptions(drill, GUARANTEES, { ...situation, locale: 'de-CH' })).toEqual([]);
  });

  it('offers nothing when the toggle is off, on the payment page, for a virtual product or without a price', () => {
    expect(guaranteeOptions(drill, GUARANTEES, { ...situation, featureEnabled: false })).toEqual([]);
    expect(guaranteeOptions(drill, GUARANTEES, { ...situation, onPaymentPage: true })).toEqual([]);
    expect(guaranteeOptions({ ...drill, sku: '4100020' }, GUARANTEES, situation)).toEqual([]);
    expect(guaranteeOptions({ ...drill, price: null }, GUARANTEES, situation)).toEqual([]);
  });

  it('leaves out guarantees that exclude the product by sku, brand or relation', () => {
    const accessory = { ...drill, nonEmptyRelations: ['parentProductsForAccessory'] };
    expect(guaranteeOptions(accessory, GUARANTEES, situation)).toEqual([]);
    const set = { ...drill, nonEmptyRelations: ['referencedResourceSet'] };
    expect(guaranteeOptions(set, GUARANTEES, situation).map((option) => option.sku)).toEqual(['4100040', '4100020', '4100010']);
    const budget = { ...drill, brand: 'BUDGETLINE' };
    expect(guaranteeOptions(budget, GUARANTEES, situation).map((option) => option.sku)).toEqual(['4100030', '4100020', '4100010']);
    const expensive = { ...drill, sku: 'EX10000999' };
    expect(guaranteeOptions(expensive, GUARANTEES, situation).map((option) => option.sku)).toEqual(['4100040', '4100020', '4100010']);
  });
});

describe('guarantee helpers', () => {
  it('knows virtual guarantee SKUs by their 41000 prefix', () => {
    expect(isGuaranteeSku('4100010')).toBe(true);
    expect(isGuaranteeSku('EX10000123')).toBe(false);
    expect(isGuaranteeSku(undefined)).toBe(false);
  });

  it('rounds the percent price to the minor unit', () => {
    expect(guaranteePrice({ centAmount: 999, currencyCode: 'CZK', fractionDigits: 2 }, 5)).toEqual({ centAmount: 50, currencyCode: 'CZK', fractionDigits: 2 });
    expect(guaranteePrice({ centAmount: 1_234_567, currencyCode: 'HUF', fractionDigits: 2 }, 11).centAmount).toBe(135_802);
  });

  it('excludes by relation only when the named relation is filled', () => {
    expect(isExcluded(GUARANTEES[0], { ...drill, nonEmptyRelations: [] })).toBe(false);
    expect(isExcluded(GUARANTEES[0], { ...drill, nonEmptyRelations: ['parentProductsForAccessory'] })).toBe(true);
  });
});
