import { describe, expect, it } from 'vitest';
import { filledRelations, guaranteeOptionsForVariant, guaranteeUnitCents, type GuaranteeProduct } from '~/cart/rules/guarantee';
import { withAddedConfirmation, withoutAddedConfirmation } from '~/cart/rules/return-to';
import { freeShippingProgress } from '~/cart/rules/shipping-progress';
import { volumeHint } from '~/cart/rules/volume-hint';

describe('freeShippingProgress', () => {
  it('counts what is missing to the threshold (SK 59 €)', () => {
    expect(freeShippingProgress(4500, 5900)).toEqual({ reached: false, remainingCents: 1400, percent: 76 });
  });
  it('is reached at the threshold and above', () => {
    expect(freeShippingProgress(5900, 5900)).toEqual({ reached: true, remainingCents: 0, percent: 100 });
    expect(freeShippingProgress(2_209_900, 2_209_900)).toMatchObject({ reached: true });
  });
  it('starts at 0 % for an empty cart (HU 22099 Ft)', () => {
    expect(freeShippingProgress(0, 2_209_900)).toEqual({ reached: false, remainingCents: 2_209_900, percent: 0 });
  });
});

describe('volumeHint (3 → 5 %, 5 → 10 %, 10 → 15 %)', () => {
  const tiers = [
    { minQuantity: 10, percent: 15 },
    { minQuantity: 3, percent: 5 },
    { minQuantity: 5, percent: 10 },
  ];
  it('below the first tier: no discount yet, add the difference for 5 %', () => {
    expect(volumeHint(1, tiers)).toEqual({ currentPercent: null, next: { more: 2, percent: 5 } });
  });
  it('on a tier: that percent, and the next one', () => {
    expect(volumeHint(3, tiers)).toEqual({ currentPercent: 5, next: { more: 2, percent: 10 } });
    expect(volumeHint(7, tiers)).toEqual({ currentPercent: 10, next: { more: 3, percent: 15 } });
  });
  it('at the top: nothing more to reach', () => {
    expect(volumeHint(12, tiers)).toEqual({ currentPercent: 15, next: null });
  });
  it('without tiers: no hint', () => {
    expect(volumeHint(4, [])).toEqual({ currentPercent: null, next: null });
  });
});

describe('extra guarantees of a cart line (the product page rules, applied to line variants)', () => {
  const guarantee = (sku: string, priceRate: number, extra: Partial<GuaranteeProduct> = {}): GuaranteeProduct => ({
    sku, name: sku, priceRate, excludedSkus: [], excludedBrands: [], excludedRelations: ['parentProductsForAccessory'],
    enabledOnMarket: ['sk-SK', 'cs-CZ'], ...extra,
  });
  const all = [guarantee('4100010', 5), guarantee('4100040', 14, { excludedBrands: ['Budgetline'] }), guarantee('4100020', 8),
    guarantee('4100030', 11, { excludedSkus: ['EX10000099'], enabledOnMarket: ['cs-CZ'] })];
  const price = { centAmount: 28699, currencyCode: 'EUR', fractionDigits: 2 };
  const on = (locale: string) => ({ featureEnabled: true, locale });
  const tool = { sku: 'EX10000001', attributes: [{ name: 'brand', value: 'Norvik' }, { name: 'relatedAccessories', value: [{ typeId: 'product', id: 'a' }] }] };

  it('are sorted by the highest rate first and priced at their rate of the unit price', () => {
    const options = guaranteeOptionsForVariant(tool, price, all, on('cs-CZ'));
    expect(options.map((option) => option.priceRate)).toEqual([14, 11, 8, 5]);
    expect(options.find((option) => option.sku === '4100020')?.price.centAmount).toBe(2296); // 8 % of 286.99 € = 22.96 €
  });
  it('are offered only where enabledOnMarket holds the language-country', () => {
    expect(guaranteeOptionsForVariant(tool, price, all, on('sk-SK')).map((o) => o.sku)).toEqual(['4100040', '4100020', '4100010']);
  });
  it('are excluded by SKU, brand and a filled relation attribute (accessories)', () => {
    expect(guaranteeOptionsForVariant({ ...tool, sku: 'EX10000099' }, price, all, on('cs-CZ')).map((o) => o.sku)).not.toContain('4100030');
    expect(guaranteeOptionsForVariant({ sku: 'EX10000001', attributes: [{ name: 'brand', value: 'Budgetline' }] }, price, all, on('cs-CZ')).map((o) => o.sku)).not.toContain('4100040');
    const accessory = { sku: 'EX10000500', attributes: [{ name: 'parentProductsForAccessory', value: [{ typeId: 'product', id: 'p' }] }] };
    expect(guaranteeOptionsForVariant(accessory, price, all, on('cs-CZ'))).toEqual([]);
  });
  it('are never offered for a virtual product, without a price or with the toggle off', () => {
    expect(guaranteeOptionsForVariant({ sku: '4100010' }, price, all, on('cs-CZ'))).toEqual([]);
    expect(guaranteeOptionsForVariant(tool, null, all, on('cs-CZ'))).toEqual([]);
    expect(guaranteeOptionsForVariant(tool, price, all, { featureEnabled: false, locale: 'cs-CZ' })).toEqual([]);
  });
  it('cost their rate of the product unit price, in minor units', () => {
    expect(guaranteeUnitCents(28699, 8)).toBe(2296);
    expect(guaranteeUnitCents(329000, 14)).toBe(46060); // 4 606 Kč for a 32 900 Kč product
  });
  it('reads the relation attributes that hold values', () => {
    expect(filledRelations([
      { name: 'relatedAccessories', value: [{ typeId: 'product', id: 'a' }] },
      { name: 'parentProductsForAccessory', value: [] },
      { name: 'brand', value: 'Norvik' },
    ])).toEqual(['relatedAccessories']);
  });
});

describe('cart confirmation parameters', () => {
  it('adds and removes the confirmation parameters without touching the rest', () => {
    const back = withAddedConfirmation('/drills/?page=2&cartAdded=EX1', 'EX10000001', 3);
    expect(back).toBe('/drills/?page=2&cartAdded=EX10000001&cartAddedQuantity=3#added-EX10000001');
    expect(withoutAddedConfirmation(back)).toBe('/drills/?page=2');
  });
});
