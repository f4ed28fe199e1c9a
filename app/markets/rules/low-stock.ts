import type { CountryCode } from '../codes';

/** The exceptions are the EUR defaults converted to each local currency, so every boundary is a local-currency
 * amount. */
export interface LowStockBoundaryTable {
  readonly high: number;
  readonly low: number;
}

const boundaries = (high: number, low: number): LowStockBoundaryTable => Object.freeze({ high, low });

/** "Default 1000 / 250." */
export const DEFAULT_LOW_STOCK_BOUNDARIES: LowStockBoundaryTable = boundaries(1000, 250);

export const LOW_STOCK_BOUNDARY_EXCEPTIONS: Readonly<Partial<Record<CountryCode, LowStockBoundaryTable>>> = Object.freeze({
  GB: boundaries(870, 217.5),
  DK: boundaries(7450, 1862.5),
  SE: boundaries(11200, 2800),
  NO: boundaries(11700, 2925),
  CH: boundaries(980, 245),
  CZ: boundaries(23600, 5900),
  PL: boundaries(4550, 1137.5),
  HU: boundaries(375000, 93750),
  RO: boundaries(4940, 1235),
  BG: boundaries(1950, 487.5),
});

export function lowStockBoundariesFor(country: CountryCode): LowStockBoundaryTable {
  return LOW_STOCK_BOUNDARY_EXCEPTIONS[country] ?? DEFAULT_LOW_STOCK_BOUNDARIES;
}
