import type { CurrencyCode } from './codes';

/** Minor-unit digits per currency as commercetools uses them (ISO 4217: HUF and CZK are still 2). */
export const CURRENCY_FRACTION_DIGITS: Readonly<Record<CurrencyCode, number>> = Object.freeze({
  EUR: 2, BGN: 2, CHF: 2, GBP: 2, CZK: 2, DKK: 2, HUF: 2, NOK: 2, PLN: 2, RON: 2, SEK: 2, USD: 2,
});

/** Amounts stay exact in minor units; only the display rounds. Hungarian shops print whole forints; CZK shows its
 * two, as discounts give haléře. */
export const CURRENCY_DISPLAY_FRACTION_DIGITS: Readonly<Record<CurrencyCode, number>> = Object.freeze({
  ...CURRENCY_FRACTION_DIGITS,
  HUF: 0,
});

/** Minor-unit digits of a currency: the table for the shop's, Intl's ISO 4217 data as a fallback for any other. */
export function fractionDigitsOf(currencyCode: string): number {
  const digits = (CURRENCY_FRACTION_DIGITS as Record<string, number | undefined>)[currencyCode];
  if (digits !== undefined) return digits;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Digits to show for an amount in `currencyCode`; an unknown currency shows what its money carries. */
export function displayFractionDigits(currencyCode: string, fractionDigits: number): number {
  const display = (CURRENCY_DISPLAY_FRACTION_DIGITS as Record<string, number | undefined>)[currencyCode];
  return display === undefined ? fractionDigits : Math.min(display, fractionDigits);
}

/** An amount in a market's currency: the commercetools money shape plus the major-unit value. */
export interface MarketMoney {
  readonly currencyCode: CurrencyCode;
  /** Minor units (cents); the exact, integer source of truth. */
  readonly centAmount: number;
  readonly fractionDigits: number;
  /** centAmount / 10^fractionDigits, for display and comparisons in major units. */
  readonly amount: number;
}

/** Builds money from a major-unit value as the spec prints it (999.99 → 99999 cents). */
export function moneyFromMajor(amount: number, currencyCode: CurrencyCode): MarketMoney {
  const fractionDigits = CURRENCY_FRACTION_DIGITS[currencyCode];
  // Rounding absorbs binary float noise such as 999.99 * 100 = 99998.99999999999.
  const centAmount = Math.round(amount * 10 ** fractionDigits);
  return Object.freeze({ currencyCode, centAmount, fractionDigits, amount: toMajorUnits(centAmount, fractionDigits) });
}

/** centAmount / 10^fractionDigits; division is correctly rounded, so 99999 / 100 === 999.99. */
export function toMajorUnits(centAmount: number, fractionDigits: number): number {
  return centAmount / 10 ** fractionDigits;
}
