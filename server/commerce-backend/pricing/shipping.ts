import type {
  Address,
  CartDiscount,
  CartValueTier,
  RoundingMode,
  ShippingInfo,
  ShippingMethod,
  ShippingRate,
  Zone,
} from '@commercetools/platform-sdk';
import { discountSingleAmount } from './discount-values.ts';
import { money } from './money.ts';
import { compileCartPredicate } from './predicate-eval.ts';
import type { CartFacts } from './predicate-eval.ts';
import type { PricingWarning } from './types.ts';

export interface ShippingInput {
  shippingInfo: ShippingInfo;
  shippingAddress: Address | undefined;
  method: ShippingMethod | undefined;
  zones: readonly Zone[];
  /** Sum of the (custom) line item totals after cart discounts: what freeAbove and tiers compare with. */
  itemsTotal: number;
  currency: string;
  facts: CartFacts;
  shippingDiscounts: readonly CartDiscount[];
  rounding: RoundingMode;
}

function zoneRateFor(method: ShippingMethod, zones: readonly Zone[], address: Address | undefined) {
  if (!address?.country) return undefined;
  const zoneIds = new Set(
    zones
      .filter((zone) => zone.locations.some((loc) => loc.country === address.country && (!loc.state || loc.state === address.state)))
      .map((zone) => zone.id),
  );
  return method.zoneRates.find((zoneRate) => zoneIds.has(zoneRate.zone.id));
}

/** Picks the CartValue tier for the items total and marks it; other tier types keep the base price. */
function rateWithTiers(rate: ShippingRate, itemsTotal: number, warnings: PricingWarning[], subject: string): { rate: ShippingRate; price: number } {
  const cartValueTiers = rate.tiers.filter((tier): tier is CartValueTier => tier.type === 'CartValue');
  if (cartValueTiers.length !== rate.tiers.length) {
    warnings.push({ kind: 'unsupported-tier', subject, message: 'Only CartValue shipping rate tiers are supported; using the base price' });
  }
  const best = cartValueTiers
    .filter((tier) => tier.minimumCentAmount <= itemsTotal)
    .sort((a, b) => b.minimumCentAmount - a.minimumCentAmount)[0];
  return {
    rate: { ...rate, isMatching: true, tiers: rate.tiers.map((tier) => ({ ...tier, isMatching: tier === best }) as typeof tier) },
    price: best?.price.centAmount ?? rate.price.centAmount,
  };
}

/** On every cart change, as commercetools: freeAbove is judged against the discounted items total, and a method that
 * no longer fits keeps its last rate, marked DoesNotMatchCart. Taxes are the caller's. */
export function priceShipping(input: ShippingInput, warnings: PricingWarning[]): ShippingInfo {
  const { shippingInfo, method, currency } = input;
  const subject = `shipping-method ${method?.key ?? shippingInfo.shippingMethodName}`;
  let state: ShippingInfo['shippingMethodState'] = 'MatchesCart';
  let baseRate = shippingInfo.shippingRate;

  if (method) {
    const rate = zoneRateFor(method, input.zones, input.shippingAddress)?.shippingRates.find((r) => r.price.currencyCode === currency);
    if (rate) baseRate = rate;
    else state = 'DoesNotMatchCart';
    if (method.predicate) {
      try {
        if (!compileCartPredicate(method.predicate)(input.facts)) state = 'DoesNotMatchCart';
      } catch (error) {
        warnings.push({ kind: 'unsupported-predicate', subject, message: (error as Error).message });
      }
    }
  }

  const { rate, price: tierPrice } = rateWithTiers(baseRate, input.itemsTotal, warnings, subject);
  const free = !!rate.freeAbove && rate.freeAbove.currencyCode === currency && input.itemsTotal >= rate.freeAbove.centAmount;
  const price = free ? 0 : tierPrice;

  let discounted = price;
  const includedDiscounts: NonNullable<ShippingInfo['discountedPrice']>['includedDiscounts'] = [];
  for (const discount of input.shippingDiscounts) {
    const amount = discountSingleAmount(discounted, discount.value, currency, input.rounding);
    if (!amount) continue;
    discounted -= amount;
    includedDiscounts.push({ discount: { typeId: 'cart-discount', id: discount.id }, discountedAmount: money(amount, currency) });
  }

  return {
    ...shippingInfo,
    shippingMethodName: method?.name ?? shippingInfo.shippingMethodName,
    price: money(price, currency),
    shippingRate: rate,
    discountedPrice: includedDiscounts.length > 0 ? { value: money(discounted, currency), includedDiscounts } : undefined,
    shippingMethodState: state,
  };
}
