// Free-shipping progress (spec §9 "Shipping": per-store free-shipping threshold).

export type FreeShippingProgress = {
  reached: boolean;
  /** Minor units still missing; 0 once reached. */
  remainingCents: number;
  /** 0–100, whole percent, for a progress bar. */
  percent: number;
};

/** The backend compares the discounted item total with the shipping rate's freeAbove, so callers pass the items after
 *  discounts. A threshold of 0 or less is reached. */
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

/** The same for the message and the charge: the cart's own rate compared as the backend compares it (a NET cart's
 *  rate carries the net threshold), else the store's threshold. Null when the rate has none (freight always costs). */
export function freeShippingBasis(cart: ShippingFacts, storeThresholdCents: number): { itemsCents: number; thresholdCents: number } | null {
  const sum = (lines: ShippingFacts['lineItems']) => lines.reduce((total, line) => total + line.totalPrice.centAmount, 0);
  if (!cart.shippingInfo) return { itemsCents: sum(cart.lineItems), thresholdCents: storeThresholdCents };
  const freeAbove = cart.shippingInfo.shippingRate.freeAbove;
  if (!freeAbove || freeAbove.currencyCode !== cart.totalPrice.currencyCode) return null;
  return { itemsCents: sum(cart.lineItems) + sum(cart.customLineItems), thresholdCents: freeAbove.centAmount };
}
