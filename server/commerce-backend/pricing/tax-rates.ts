import type { TaxRateDraft } from '@commercetools/platform-sdk';

/** Standard VAT rates per market as decimals, as in force in 2026; PT is the mainland rate. */
export const STANDARD_VAT_RATES = {
  AT: 0.2,
  BE: 0.21,
  BG: 0.2,
  CH: 0.081,
  CZ: 0.21,
  DE: 0.19,
  DK: 0.25,
  ES: 0.21,
  FI: 0.255,
  FR: 0.2,
  GB: 0.2,
  GR: 0.24,
  HR: 0.25,
  HU: 0.27,
  IE: 0.23,
  IT: 0.22,
  LT: 0.21,
  NL: 0.21,
  NO: 0.25,
  PL: 0.23,
  PT: 0.23,
  RO: 0.21,
  SE: 0.25,
  SK: 0.23,
  SI: 0.22,
} as const satisfies Record<string, number>;

export type MarketCountry = keyof typeof STANDARD_VAT_RATES;

export const MARKET_COUNTRIES = Object.keys(STANDARD_VAT_RATES) as MarketCountry[];

/** "20 %", "8.1 %", "25.5 %": a rate as people read it. */
export function formatRatePercent(rate: number): string {
  return `${Number((rate * 100).toFixed(2))} %`;
}

/**
 * Tax rate drafts for a "standard" tax category: one per market, included in price because the
 * shop's prices are gross prices (B2C in Europe).
 */
export function standardTaxRateDrafts(): TaxRateDraft[] {
  return MARKET_COUNTRIES.map((country) => ({
    key: `standard-${country.toLowerCase()}`,
    name: `${country} VAT ${formatRatePercent(STANDARD_VAT_RATES[country])}`,
    amount: STANDARD_VAT_RATES[country],
    includedInPrice: true,
    country,
  }));
}
