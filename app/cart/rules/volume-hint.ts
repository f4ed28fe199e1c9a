// The volume-discount hint of the cart (spec §9: 3 items 5 %, 5 items 10 %, 10 items 15 %, per group).

export type VolumeTier = { minQuantity: number; percent: number };

export type VolumeHint = {
  /** Percent of the tier the count has reached, null below the first tier. */
  currentPercent: number | null;
  /** The next tier: how many more items reach it and its percent; null at the top. */
  next: { more: number; percent: number } | null;
};

/** Tiers may come in any order (the backend sorts by sortOrder); the hint reads them by quantity. */
export function volumeHint(count: number, tiers: readonly VolumeTier[]): VolumeHint {
  const sorted = [...tiers].filter((tier) => tier.minQuantity > 0).sort((a, b) => a.minQuantity - b.minQuantity);
  let currentPercent: number | null = null;
  for (const tier of sorted) if (count >= tier.minQuantity) currentPercent = tier.percent;
  const upcoming = sorted.find((tier) => tier.minQuantity > count);
  return { currentPercent, next: upcoming ? { more: upcoming.minQuantity - count, percent: upcoming.percent } : null };
}
