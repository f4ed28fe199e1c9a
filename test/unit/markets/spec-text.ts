/** Helpers that read the specification's printed lists, so tests can quote the spec word for word. */

/** 'IE, SI, LT, GR, BG and RO' → ['IE', 'SI', 'LT', 'GR', 'BG', 'RO']. */
export function specList(text: string): string[] {
  return text
    .split(/,\s*|\s+and\s+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** 'SK 2500, IT 999.99' → { SK: 2500, IT: 999.99 }. */
export function specAmounts(text: string): Record<string, number> {
  return Object.fromEntries(
    specList(text).map((entry) => {
      const [country, amount] = entry.split(/\s+/);
      return [country, Number(amount)];
    }),
  );
}

/** 'FR 59 / 6.95 / 39.95' → ['FR', [59, 6.95, 39.95]]. */
export function specTriple(entry: string): [string, number[]] {
  const [country, ...rest] = entry.trim().split(/\s+/);
  return [country, rest.join(' ').split('/').map((value) => Number(value.trim()))];
}
