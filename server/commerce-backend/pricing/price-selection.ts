import type { Price, TypedMoney } from '@commercetools/platform-sdk';

export interface PriceSelector {
  currency: string;
  country?: string;
  customerGroupId?: string;
  channelId?: string;
  /** ISO timestamp the validity windows are checked against. */
  now: string;
}

/** commercetools' price selection: currency and validity filter; then the most specific scope wins (customer group >
 * channel > country), and within one scope a price with a validity window beats an open-ended one. */
const SCOPE_ORDER: Array<[group: boolean, channel: boolean, country: boolean]> = [
  [true, true, true],
  [true, true, false],
  [true, false, true],
  [true, false, false],
  [false, true, true],
  [false, true, false],
  [false, false, true],
  [false, false, false],
];

function isValidAt(price: Price, now: string): boolean {
  const at = Date.parse(now);
  if (price.validFrom && Date.parse(price.validFrom) > at) return false;
  if (price.validUntil && Date.parse(price.validUntil) <= at) return false;
  return true;
}

export function selectPrice(prices: readonly Price[] | undefined, selector: PriceSelector): Price | undefined {
  const candidates = (prices ?? []).filter((price) => price.value.currencyCode === selector.currency && isValidAt(price, selector.now));
  for (const [group, channel, country] of SCOPE_ORDER) {
    const inScope = candidates.filter((price) =>
      (group ? !!selector.customerGroupId && price.customerGroup?.id === selector.customerGroupId : !price.customerGroup) &&
      (channel ? !!selector.channelId && price.channel?.id === selector.channelId : !price.channel) &&
      (country ? !!selector.country && price.country === selector.country : !price.country),
    );
    const dated = inScope.find((price) => price.validFrom || price.validUntil);
    if (dated ?? inScope[0]) return dated ?? inScope[0];
  }
  return undefined;
}

/** Before cart discounts: the price tier for the quantity, else the product-discounted value (commercetools keeps
 * price.discounted current), else the base value. */
export function unitValueOf(price: Price, quantity: number): TypedMoney {
  const tier = [...(price.tiers ?? [])]
    .filter((t) => t.minimumQuantity <= quantity)
    .sort((a, b) => b.minimumQuantity - a.minimumQuantity)[0];
  if (tier) return tier.value;
  return price.discounted?.value ?? price.value;
}
