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

/** Gross, in the local currency's major units. The spec gives no amounts, so these are seed values (decision 039)
 * that the operator changes here. */
export const COD_FEE: Readonly<Record<CountryCode, number>> = Object.freeze({
  AT: 2.9, BE: 2.9, BG: 5.9, CH: 4.9, CZ: 39, DE: 2.9, DK: 25, ES: 2.9, FI: 2.9, FR: 2.9, GB: 2.9, GR: 2.9, HR: 2.9,
  HU: 990, IE: 2.9, IT: 2.9, LT: 2.9, NL: 2.9, NO: 35, PL: 9.9, PT: 2.9, RO: 14.9, SE: 35, SK: 2.9, SI: 2.9,
});
