import { EXTRA_GUARANTEE_SKUS, MARKETS } from '~/markets';
import { describe, expect, it } from 'vitest';
import { BUDGET_BRANDS } from '../../../server/commerce-backend/seed/data/catalog/brands';
import { buildSeedData } from '../../../server/commerce-backend/seed/data/index';

const data = buildSeedData();
const guarantees = data.products.filter((p) => p.draft.productType.key === 'extra-guarantee');
const attrs = (sku: string) => new Map(guarantees.find((g) => g.sku === sku)?.draft.masterVariant?.attributes?.map((a) => [a.name, a.value]));

describe('extra-guarantee products', () => {
  it('are the four spec SKUs with a relative price rate', () => {
    expect(guarantees.map((g) => g.sku)).toEqual([...EXTRA_GUARANTEE_SKUS]);
    const rates = EXTRA_GUARANTEE_SKUS.map((sku) => attrs(sku).get('priceRate') as number);
    expect(rates.every((rate) => rate > 0 && rate < 100)).toBe(true);
    expect(new Set(rates).size).toBe(4);
  });

  it('are enabled only where the store sells guarantees, and priced (at zero) there', () => {
    const selling = new Set(MARKETS.filter((m) => m.flags.extraGuaranteeSale).flatMap((m) => m.locales));
    for (const sku of EXTRA_GUARANTEE_SKUS) {
      const enabled = attrs(sku).get('enabledOnMarket') as string[];
      expect(enabled.length).toBeGreaterThan(0);
      expect(enabled.every((locale) => selling.has(locale))).toBe(true);
      const prices = guarantees.find((g) => g.sku === sku)?.draft.masterVariant?.prices ?? [];
      expect(prices.every((p) => p.value.centAmount === 0)).toBe(true);
    }
    expect((attrs('4100040').get('enabledOnMarket') as string[]).length).toBeLessThan(selling.size);
  });

  it('carry exclusions by SKU, brand and relation', () => {
    for (const sku of EXTRA_GUARANTEE_SKUS) expect(attrs(sku).get('excludedRelations')).toContain('parentProductsForAccessory');
    expect(attrs('4100040').get('excludedBrands')).toEqual(BUDGET_BRANDS);
    expect(BUDGET_BRANDS.length).toBeGreaterThan(0);
    const excluded = attrs('4100030').get('excludedSkus') as string[];
    expect(excluded.length).toBeGreaterThan(0);
    expect(excluded.every((sku) => data.catalog.find((p) => p.sku === sku)!.priceEur >= 3000)).toBe(true);
  });
});
