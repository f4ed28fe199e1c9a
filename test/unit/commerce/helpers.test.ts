// Pure helpers of the commerce layer that the UI imports too.
import { describe, expect, it } from 'vitest';
import { applyCodeSchema, updateQuantitySchema } from '~/cart/server/cart-forms.server';
import { checkLineQuantity } from '~/cart/rules/quantity';
import { MAX_QUANTITY_PER_PRODUCT } from '~/markets/constants';
import { isCompleteAddress, isValidQuantity, isValidSku, normalizeDiscountCode } from '~/commerce/cart-rules';
import {
  customerTierKey,
  loyaltyLevel,
  parseVolumeDiscountKey,
  volumeDiscountKey,
} from '~/commerce/discount-keys';
import { localized } from '~/commerce/localize';
import { formatMoney, moneyAmount, permyriadToPercent, taxPercentage } from '~/commerce/money';

const nbsp = (value: string) => value.replace(/\u00a0|\u202f/g, ' ');

describe('money', () => {
  it('divides cents by 10^fractionDigits and formats per locale', () => {
    expect(moneyAmount({ centAmount: 12990, currencyCode: 'EUR', fractionDigits: 2 })).toBe(129.9);
    expect(nbsp(formatMoney({ centAmount: 12990, currencyCode: 'EUR', fractionDigits: 2 }, 'sk-SK'))).toBe('129,90 €');
    expect(nbsp(formatMoney({ centAmount: 329000, currencyCode: 'CZK', fractionDigits: 2 }, 'cs-CZ'))).toBe('3 290,00 Kč');
    expect(nbsp(formatMoney({ centAmount: 195, currencyCode: 'GBP', fractionDigits: 2 }, 'en-GB'))).toBe('£1.95');
  });

  it('shows whole forints (decision 024) while the amount underneath stays exact', () => {
    expect(nbsp(formatMoney({ centAmount: 1539000, currencyCode: 'HUF', fractionDigits: 2 }, 'hu-HU'))).toBe('15 390 Ft');
    expect(nbsp(formatMoney({ centAmount: 1539050, currencyCode: 'HUF', fractionDigits: 2 }, 'hu-HU'))).toBe('15 391 Ft');
    expect(moneyAmount({ centAmount: 1539050, currencyCode: 'HUF', fractionDigits: 2 })).toBe(15390.5);
    expect(nbsp(formatMoney({ centAmount: 2209900, currencyCode: 'HUF', fractionDigits: 2 }, 'de-DE'))).toBe('22.099 HUF');
  });

  it('falls back to the currency’s usual decimals', () => {
    expect(moneyAmount({ centAmount: 1995, currencyCode: 'EUR' })).toBe(19.95);
    expect(moneyAmount({ centAmount: 500, currencyCode: 'JPY' })).toBe(500);
    // The shop's table, not Intl's display digits: a forint money is in fillér, as commercetools keeps it.
    expect(moneyAmount({ centAmount: 1539050, currencyCode: 'HUF' })).toBe(15390.5);
  });

  it('reads tax and discount percentages the way spec §9 says', () => {
    expect(taxPercentage({ taxPortions: [{ rate: 0.2 }, { rate: 0.1 }] })).toBe(20);
    expect(taxPercentage({ taxPortions: [{ rate: 0.055 }] })).toBe(5.5);
    expect(taxPercentage(undefined)).toBeNull();
    expect(permyriadToPercent(1500)).toBe(15);
  });
});

describe('localized', () => {
  const text = { sk: 'Vŕtačka', 'de-CH': 'Bohrer', fr: '' };
  it('picks the language, a regional variant, then fallbacks', () => {
    expect(localized(text, 'sk')).toBe('Vŕtačka');
    expect(localized(text, 'de')).toBe('Bohrer');
    expect(localized(text, 'fr', ['sk'])).toBe('Vŕtačka');
    expect(localized(text, 'hu')).toBeUndefined();
    expect(localized(undefined, 'sk')).toBeUndefined();
  });
});

describe('discount keys', () => {
  it('round-trips volume keys, groups with hyphens included', () => {
    expect(volumeDiscountKey('power-tools', 5)).toBe('volume-power-tools-5');
    expect(parseVolumeDiscountKey('volume-power-tools-5')).toEqual({ group: 'power-tools', minQuantity: 5 });
    expect(parseVolumeDiscountKey('loyalty-tier-1')).toBeNull();
    expect(parseVolumeDiscountKey(undefined)).toBeNull();
  });

  it('derives loyalty levels and tier keys', () => {
    expect(loyaltyLevel(undefined)).toBe(1);
    expect(loyaltyLevel('monetary-cohort-base-tier')).toBe(1);
    expect(loyaltyLevel('tier-1')).toBe(2);
    expect(loyaltyLevel('tier-4')).toBe(5);
    expect(customerTierKey(null)).toBe('not-logged-in');
    expect(customerTierKey({ groupKeys: [] })).toBe('monetary-cohort-base-tier');
    expect(customerTierKey({ groupKeys: ['monetary-cohort-base-tier', 'tier-2'] })).toBe('monetary-cohort-base-tier');
    expect(customerTierKey({ groupKeys: ['tier-3', 'tier-1'] })).toBe('tier-3');
  });
});

describe('cart rules', () => {
  it('accepts SKUs, quantities and discount codes only in their shapes', () => {
    expect(isValidSku('EX10000001')).toBe(true);
    expect(isValidSku('4100010')).toBe(true);
    expect(isValidSku('EX1" or 1=1')).toBe(false);
    expect(isValidSku(12)).toBe(false);
    expect(isValidQuantity(1, 1)).toBe(true);
    expect(isValidQuantity(1000, 1)).toBe(true);
    expect(isValidQuantity(0, 0)).toBe(true);
    for (const bad of [0, -1, 1001, 1e9, 2.5, Number.NaN, '3']) expect(isValidQuantity(bad, 1)).toBe(false);
    // Codes are upper case; what shoppers type is upper-cased (decision 023).
    expect(normalizeDiscountCode('  summer-24 ')).toBe('SUMMER-24');
    expect(normalizeDiscountCode('zľava10')).toBe('ZĽAVA10');
    expect(normalizeDiscountCode('ZĽAVA10')).toBe('ZĽAVA10');
    expect(normalizeDiscountCode('<b>x</b>')).toBeNull();
    expect(normalizeDiscountCode('x'.repeat(65))).toBeNull();
    expect(normalizeDiscountCode('')).toBeNull();
  });

  it('the cart form and the commerce call accept the same discount codes', () => {
    for (const code of ['welcome10', ' SAVE20 ', 'zľava-10_a', 'x'.repeat(64), 'x'.repeat(65), '<b>x</b>', 'a b', '10%']) {
      const form = applyCodeSchema.safeParse({ intent: 'apply-code', code }).success;
      expect(form, code).toBe(normalizeDiscountCode(code) !== null);
    }
  });

  it('a quantity the cart form accepts reaches the commerce call as one it accepts, above the maximum as the maximum', () => {
    for (const quantity of [0, 1, 999, 1000, 1001, 50_000]) {
      const form = updateQuantitySchema.safeParse({ intent: 'update-quantity', lineId: 'line-1', quantity });
      if (!form.success) throw new Error(`${quantity} refused`);
      // The line change caps what it sends (issue 36 item 6): here a line of 1 of a product without a stock entry.
      const check = checkLineQuantity(form.data.quantity, 1, null);
      const sent = check.ok ? form.data.quantity : check.allowed;
      expect(isValidQuantity(sent, 0), String(quantity)).toBe(true);
      expect(sent, String(quantity)).toBe(Math.min(quantity, MAX_QUANTITY_PER_PRODUCT));
    }
  });

  it('calls an address complete only with name, street, postcode, city and country', () => {
    const full = { firstName: 'A', lastName: 'B', streetName: 'C', postalCode: '811 01', city: 'D', country: 'SK' };
    expect(isCompleteAddress(full)).toBe(true);
    expect(isCompleteAddress({ country: 'SK' })).toBe(false);
    expect(isCompleteAddress({ ...full, city: '' })).toBe(false);
    expect(isCompleteAddress(undefined)).toBe(false);
  });
});
