// Money helpers safe for the browser bundle: amounts are centAmount / 10^fractionDigits.
import { numberFormat } from '~/cache/intl-formatters';
import { displayFractionDigits, fractionDigitsOf } from '~/markets/money';

export type MoneyLike = {
  centAmount: number;
  currencyCode: string;
  fractionDigits?: number;
};

export function moneyAmount(money: MoneyLike): number {
  const digits = money.fractionDigits ?? fractionDigitsOf(money.currencyCode);
  return money.centAmount / 10 ** digits;
}

/** The amount in the page's locale, with the digits shoppers of that currency expect (whole forints). */
export function formatMoney(money: MoneyLike, locale: string): string {
  const digits = money.fractionDigits ?? fractionDigitsOf(money.currencyCode);
  const shown = displayFractionDigits(money.currencyCode, digits);
  const formatter = numberFormat(locale, { style: 'currency', currency: money.currencyCode, minimumFractionDigits: shown, maximumFractionDigits: shown });
  return formatter.format(money.centAmount / 10 ** digits);
}

/** Spec §9: the tax percentage is the first tax portion's rate times 100. */
export function taxPercentage(taxed: { taxPortions?: { rate: number }[] } | undefined): number | null {
  const rate = taxed?.taxPortions?.[0]?.rate;
  return rate === undefined ? null : Math.round(rate * 10000) / 100;
}

/** Relative discounts are stored in permyriad (1/10000); spec §9 shows permyriad / 100 percent. */
export function permyriadToPercent(permyriad: number): number {
  return permyriad / 100;
}
