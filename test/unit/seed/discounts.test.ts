import { MARKETS, VOLUME_DISCOUNT_TIERS } from '~/markets';
import { describe, expect, it } from 'vitest';
import { buildSeedData } from '../../../server/commerce-backend/seed/data/index';

const data = buildSeedData();

describe('seed discounts, tiers and customers', () => {
  it('has customer groups for every tier with cohort ranges', () => {
    expect(data.customerGroups.map((g) => g.key)).toEqual(['monetary-cohort-base-tier', 'tier-1', 'tier-2', 'tier-3', 'tier-4']);
    for (const group of data.customerGroups) expect(group.custom?.fields?.cohortRangeFrom).toBeTypeOf('number');
  });

  it('keys loyalty discounts as group key plus upper-case country, for loyalty stores only', () => {
    const loyalty = data.cartDiscounts.filter((d) => d.custom?.fields?.discountKind === 'loyalty');
    const loyaltyMarkets = MARKETS.filter((m) => m.flags.loyaltyDiscount);
    expect(loyalty).toHaveLength(loyaltyMarkets.length * 4);
    expect(loyalty.map((d) => d.key)).toContain('tier-1SK');
    expect(loyalty.map((d) => d.key)).not.toContain('tier-1IE');
    for (const discount of loyalty) {
      const [, group, country] = /^(tier-\d)([A-Z]{2})$/.exec(discount.key ?? '') ?? [];
      expect(discount.cartPredicate).toBe(`customerGroup.key = "${group}" and country = "${country}"`);
      expect(discount.value).toMatchObject({ type: 'relative' });
    }
  });

  it('gives every volume-discount group the 3/5/10 item tiers at 5/10/15 % with non-overlapping predicates', () => {
    const volume = data.cartDiscounts.filter((d) => d.custom?.fields?.discountKind === 'volume');
    const groups = new Set(volume.map((d) => d.custom?.fields?.volumeDiscountGroup));
    expect(groups.size).toBeGreaterThanOrEqual(3);
    for (const group of groups) {
      const tiers = volume.filter((d) => d.custom?.fields?.volumeDiscountGroup === group)
        .sort((a, b) => (a.sortOrder ?? '').localeCompare(b.sortOrder ?? ''));
      expect(tiers.map((t) => [t.custom?.fields?.minQuantity, t.value]))
        .toEqual(VOLUME_DISCOUNT_TIERS.map((t) => [t.minItems, { type: 'relative', permyriad: t.percent * 100 }]));
      expect(tiers[0].cartPredicate).toBe(`lineItemCount(attributes.volumeDiscountGroup = "${group}") >= 3 `
        + `and lineItemCount(attributes.volumeDiscountGroup = "${group}") < 5`);
      expect(tiers[2].cartPredicate).toBe(`lineItemCount(attributes.volumeDiscountGroup = "${group}") >= 10`);
      expect(tiers[0].target).toEqual({ type: 'lineItems', predicate: `attributes.volumeDiscountGroup = "${group}"` });
      // Products of the group exist, or the discount could never apply.
      expect(data.catalog.some((p) => p.kind.volumeDiscountGroup === group)).toBe(true);
    }
  });

  it('uses unique sort orders between 0 and 1, as commercetools requires', () => {
    const orders = data.cartDiscounts.map((d) => d.sortOrder);
    expect(new Set(orders).size).toBe(orders.length);
    for (const order of orders) expect(order).toMatch(/^0\.\d*[1-9]$/);
  });

  it('has the demo codes, each pointing at a code-only cart discount', () => {
    expect(data.discountCodes.map((c) => c.code)).toEqual(['WELCOME10', 'SAVE20', 'FREESHIP', 'WINTER2026']);
    for (const code of data.discountCodes) {
      const discount = data.cartDiscounts.find((d) => d.key === code.cartDiscounts[0].key);
      expect(discount?.requiresDiscountCode).toBe(true);
    }
    const save20 = data.cartDiscounts.find((d) => d.key === 'code-save20');
    const currencies = new Set(MARKETS.map((m) => m.currency));
    expect(save20?.value).toMatchObject({ type: 'absolute' });
    expect(new Set((save20?.value as { money: { currencyCode: string }[] }).money.map((m) => m.currencyCode))).toEqual(currencies);
  });

  it('has a demo customer per tier, with the documented password', () => {
    const tiers = data.customers.map((c) => c.groupKey);
    for (const group of data.customerGroups) expect(tiers).toContain(group.key);
    for (const { draft } of data.customers) {
      expect(draft.password).toMatch(/[A-Za-z]/);
      expect(draft.password).toMatch(/\d/);
      expect(draft.addresses?.length).toBe(1);
    }
  });
});
