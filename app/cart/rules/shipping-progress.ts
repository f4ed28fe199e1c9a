// Free-shipping progress (spec §9 "Shipping": per-store free-shipping threshold).

export type FreeShippingProgress = {
  reached: boolean;
  /** Minor units still missing; 0 once reached. */
  remainingCents: number;
  /** 0–100, whole percent, for a progress bar. */
  percent: number;
};

/**
 * Progress of the item total towards the threshold. The backend compares the discounted item total with the
 * shipping rate's freeAbove, so callers pass the items after discounts. A threshold of 0 or less is reached.
 */
export function freeShippingProgress(itemsTotalCents: number, thresholdCents: number): FreeShippingProgress {
  if (thresholdCents <= 0 || itemsTotalCents >= thresholdCents) return { reached: true, remainingCents: 0, percent: 100 };
  const total = Math.max(0, itemsTotalCents);
  return { reached: false, remainingCents: thresholdCents - total, percent: Math.floor((total / thresholdCents) * 100) };
}

type ShippingFacts = {
  lineItems: readonly { totalPrice: { centAmount: number } }[];
  customLineItems: readonly { totalPrice: { centAmount: number } }[];
  shippingInfo?: { shippingRate: { freeAbove?: { centAmount: number; currencyCode: string } } };
  totalPrice: { currencyCode: string };
};

/**
 * What free shipping is measured on, the same for the message and the charge: the threshold of
 * the cart's own shipping rate, compared as the backend compares it, with the (custom) line items after cart
 * discounts. A NET cart's rate carries the threshold's net equivalent (checkout/net-prices.ts), so its message
 * names net amounts. Without a shipping method yet: the store's threshold against the line items. Null when
 * the cart's rate has no free threshold (freight always costs its fee).
 */
export function freeShippingBasis(cart: ShippingFacts, storeThresholdCents: number): { itemsCents: number; thresholdCents: number } | null {
  const sum = (lines: ShippingFacts['lineItems']) => lines.reduce((total, line) => total + line.totalPrice.centAmount, 0);
  if (!cart.shippingInfo) return { itemsCents: sum(cart.lineItems), thresholdCents: storeThresholdCents };
  const freeAbove = cart.shippingInfo.shippingRate.freeAbove;
  if (!freeAbove || freeAbove.currencyCode !== cart.totalPrice.currencyCode) return null;
  return { itemsCents: sum(cart.lineItems) + sum(cart.customLineItems), thresholdCents: freeAbove.centAmount };
}
