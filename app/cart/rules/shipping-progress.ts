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
