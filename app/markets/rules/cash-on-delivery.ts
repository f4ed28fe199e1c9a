import type { CountryCode } from '../codes';

/** Cash-on-delivery maximum order value in the local currency's major units, in the spec's order. */
export const COD_MAX_ORDER_VALUE: Readonly<Record<CountryCode, number>> = Object.freeze({
  SK: 2500, IE: 1500, DE: 1500, PT: 1000, IT: 999.99, FR: 1000, HU: 499999, CZ: 60000, AT: 1500, NO: 1500,
  NL: 1500, CH: 3500, BE: 3000, DK: 20000, SE: 3000, ES: 1000, GB: 2500, FI: 1500, PL: 6000, RO: 10000,
  LT: 4500, SI: 4500, BG: 8900, GR: 499, HR: 4500,
});

/** "Item limit: 1 for SK, IT, HU, CZ, PL, HR; 0 for all others" (the meaning of 0 is not given by the spec). */
export const COD_ITEM_LIMIT_ONE_COUNTRIES: readonly CountryCode[] = Object.freeze(['SK', 'IT', 'HU', 'CZ', 'PL', 'HR'] as const);

/** "For freight, cash on delivery is allowed only in SK, HU, CZ, PL." */
export const FREIGHT_COD_COUNTRIES: readonly CountryCode[] = Object.freeze(['SK', 'HU', 'CZ', 'PL'] as const);

export function codItemLimit(country: CountryCode): number {
  return COD_ITEM_LIMIT_ONE_COUNTRIES.includes(country) ? 1 : 0;
}
