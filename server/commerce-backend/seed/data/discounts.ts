import { EXTRA_GUARANTEE_SKUS, MARKETS, VOLUME_DISCOUNT_TIERS } from '~/markets';
import type { CartDiscountDraft, DiscountCodeDraft, Money, ProductDiscountDraft } from '@commercetools/platform-sdk';
import { VOLUME_DISCOUNT_GROUPS } from './catalog/kinds';
import { SALE_PRODUCT_DISCOUNT_KEY, TYPE_KEYS } from './constants';
import { LOYALTY_TIERS } from './customers';
import { CAMPAIGN_TITLES, DISCOUNT_TEXTS } from './i18n/commerce-texts';
import { mapL10n, type L10n } from './i18n/languages';
import { eurRate } from './money';
import { keyRef } from './refs';
import { CAMPAIGNS } from './stores';

const WINTER = CAMPAIGNS[1];

/** The external product discount every seeded sale price points at (prices carry their own "discounted"). */
export function buildProductDiscounts(): ProductDiscountDraft[] {
  return [{
    key: SALE_PRODUCT_DISCOUNT_KEY,
    name: { en: 'Seeded sale prices' },
    value: { type: 'external' },
    predicate: '1 = 0',
    sortOrder: '0.9',
    isActive: true,
  }];
}

/** Every product but the guarantees (charged as shown when added); predicates have no prefix match, so the guarantee
 * SKUs are listed. */
export const MERCHANDISE_TARGET_PREDICATE = `sku not in (${EXTRA_GUARANTEE_SKUS.map((sku) => `"${sku}"`).join(', ')})`;

/** A name with its percentage as each language writes it ("10 %" in German, "10%" in English). */
const withPercent = (name: L10n, percent: number): L10n =>
  mapL10n((language) => `${name[language]} ${new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100)}`);

const kindFields = (fields: Record<string, string | number>) => ({
  type: { typeId: 'type' as const, key: TYPE_KEYS.cartDiscount },
  fields,
});

/** Volume discounts per group: the count ranges do not overlap, so exactly one tier applies with default Stacking. */
function volumeDiscounts(): CartDiscountDraft[] {
  return VOLUME_DISCOUNT_GROUPS.flatMap((group, groupIndex) => VOLUME_DISCOUNT_TIERS.map((tier, tierIndex) => {
    const count = `lineItemCount(attributes.volumeDiscountGroup = "${group}")`;
    const next = VOLUME_DISCOUNT_TIERS[tierIndex + 1];
    return {
      key: `volume-${group}-${tier.minItems}`,
      name: withPercent(DISCOUNT_TEXTS.volume, tier.percent),
      value: { type: 'relative', permyriad: tier.percent * 100 },
      cartPredicate: next ? `${count} >= ${tier.minItems} and ${count} < ${next.minItems}` : `${count} >= ${tier.minItems}`,
      target: { type: 'lineItems', predicate: `attributes.volumeDiscountGroup = "${group}"` },
      sortOrder: `0.3${groupIndex + 1}${tierIndex + 1}`,
      isActive: true,
      requiresDiscountCode: false,
      stackingMode: 'Stacking',
      custom: kindFields({ discountKind: 'volume', volumeDiscountGroup: group, minQuantity: tier.minItems }),
    };
  }));
}

/** Loyalty discounts: key = group key + upper-case country, for stores whose loyalty flag is on. */
function loyaltyDiscounts(): CartDiscountDraft[] {
  const tiers = LOYALTY_TIERS.filter((tier) => tier.percent > 0);
  return MARKETS.filter((market) => market.flags.loyaltyDiscount).flatMap((market, marketIndex) => tiers.map((tier, tierIndex) => ({
    key: `${tier.key}${market.country}`,
    name: withPercent(DISCOUNT_TEXTS.loyalty, tier.percent),
    value: { type: 'relative', permyriad: tier.percent * 100 },
    cartPredicate: `customerGroup.key = "${tier.key}" and country = "${market.country}"`,
    target: { type: 'lineItems', predicate: MERCHANDISE_TARGET_PREDICATE },
    stores: [{ typeId: 'store', key: market.storeKey }],
    sortOrder: `0.2${String(marketIndex + 1).padStart(2, '0')}${tierIndex + 1}`,
    isActive: true,
    requiresDiscountCode: false,
    stackingMode: 'Stacking',
    custom: kindFields({ discountKind: 'loyalty', customerGroupKey: tier.key, country: market.country }),
  })));
}

/** A EUR amount in every shop currency, rounded to a figure a promotion would print (20 € → 470 Kč). */
function everyCurrency(eur: number): Money[] {
  const byCurrency = new Map<string, Money>();
  for (const market of MARKETS) {
    const local = eur * eurRate(market);
    const rounded = local < 100 ? Math.round(local) : local < 1000 ? Math.round(local / 10) * 10 : Math.round(local / 100) * 100;
    byCurrency.set(market.currency, { currencyCode: market.currency, centAmount: rounded * 10 ** market.fractionDigits });
  }
  return [...byCurrency.values()].sort((a, b) => a.currencyCode.localeCompare(b.currencyCode));
}

/**
 * The demo codes' business rules, in commercetools' own means so a real project behaves the same:
 * merchandise codes StopAfterThisDiscount below volume and loyalty discounts (one counts per cart), the shipping
 * code above everything, and a minimum order value that is also the floor of what a code can take off.
 */
interface DemoCode {
  readonly code: (typeof DEMO_DISCOUNT_CODES)[number];
  readonly discountKey: string;
  /** Minimum order value in EUR; other currencies get the rounded local equivalent. */
  readonly minimumEur: number;
}

const DEMO_CODES: readonly DemoCode[] = [
  { code: 'WELCOME10', discountKey: 'code-welcome10', minimumEur: 30 },
  { code: 'SAVE20', discountKey: 'code-save20', minimumEur: 100 },
  { code: 'FREESHIP', discountKey: 'code-freeship', minimumEur: 25 },
  { code: 'WINTER2026', discountKey: 'code-winter2026', minimumEur: 50 },
];

/** Cart discounts behind the demo codes; all require their code. */
function codeDiscounts(): CartDiscountDraft[] {
  const base = { isActive: true, requiresDiscountCode: true, cartPredicate: '1 = 1' };
  const merchandise = { ...base, stackingMode: 'StopAfterThisDiscount' as const };
  return [
    { ...merchandise, key: 'code-welcome10', name: withPercent(DISCOUNT_TEXTS.welcome, 10), sortOrder: '0.13',
      value: { type: 'relative', permyriad: 1000 }, target: { type: 'lineItems', predicate: MERCHANDISE_TARGET_PREDICATE },
      custom: kindFields({ discountKind: 'code' }) },
    // Spread over the line items by value; a line-item target prices everywhere (a totalPrice target would not).
    { ...merchandise, key: 'code-save20', name: DISCOUNT_TEXTS.fixedAmount, sortOrder: '0.12',
      value: { type: 'absolute', money: everyCurrency(20), applicationMode: 'ProportionateDistribution' },
      target: { type: 'lineItems', predicate: MERCHANDISE_TARGET_PREDICATE }, custom: kindFields({ discountKind: 'code' }) },
    { ...base, stackingMode: 'Stacking', key: 'code-freeship', name: DISCOUNT_TEXTS.freeShipping, sortOrder: '0.95',
      value: { type: 'relative', permyriad: 10000 }, target: { type: 'shipping' }, custom: kindFields({ discountKind: 'code' }) },
    // Expired with the winter-clearance campaign: shows how an out-of-date code is refused.
    { ...merchandise, key: 'code-winter2026', name: withPercent(CAMPAIGN_TITLES.winterClearance, 15), sortOrder: '0.11',
      value: { type: 'relative', permyriad: 1500 }, target: { type: 'lineItems', predicate: MERCHANDISE_TARGET_PREDICATE },
      validFrom: WINTER.startDate, validUntil: WINTER.endDate, custom: kindFields({ discountKind: 'code' }) },
  ];
}

export function buildCartDiscounts(): CartDiscountDraft[] {
  return [...volumeDiscounts(), ...loyaltyDiscounts(), ...codeDiscounts()];
}

/** Demo codes: WELCOME10 (10 %), SAVE20 (20 € or its local equivalent off), FREESHIP, WINTER2026 (expired). */
export const DEMO_DISCOUNT_CODES = ['WELCOME10', 'SAVE20', 'FREESHIP', 'WINTER2026'] as const;

/**
 * Merchandise (never a guarantee or fee line) reaches the minimum, compared per currency, with commercetools'
 * own `lineItemTotal` so a real project checks the same.
 */
export function minimumOrderPredicate(minimum: readonly Money[]): string {
  return minimum.map((money) => `lineItemTotal(${MERCHANDISE_TARGET_PREDICATE}) >= "${(money.centAmount / 100).toFixed(2)} ${money.currencyCode}"`).join(' or ');
}

export function buildDiscountCodes(): DiscountCodeDraft[] {
  const names: Record<DemoCode['code'], L10n> = {
    WELCOME10: withPercent(DISCOUNT_TEXTS.welcome, 10),
    SAVE20: DISCOUNT_TEXTS.fixedAmount,
    FREESHIP: DISCOUNT_TEXTS.freeShipping,
    WINTER2026: withPercent(CAMPAIGN_TITLES.winterClearance, 15),
  };
  return DEMO_CODES.map(({ code, discountKey, minimumEur }) => {
    const minimum = everyCurrency(minimumEur);
    return {
      key: code,
      code,
      name: names[code],
      cartDiscounts: [keyRef('cart-discount', discountKey)],
      isActive: true,
      cartPredicate: minimumOrderPredicate(minimum),
      ...(code === 'WINTER2026' ? { validFrom: WINTER.startDate, validUntil: WINTER.endDate } : {}),
      custom: { type: { typeId: 'type' as const, key: TYPE_KEYS.discountCode }, fields: { minimumOrderValue: minimum } },
    };
  });
}
