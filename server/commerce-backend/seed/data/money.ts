import { DEFAULT_LOW_STOCK_BOUNDARIES, type Market } from '~/markets';
import type { Money } from '@commercetools/platform-sdk';

/** The spec's low-stock boundaries are one EUR amount converted to each currency, so their ratio is the shop's own
 * exchange rate, kept in one place (the markets module). */
export function eurRate(market: Market): number {
  return market.rules.lowStockBoundaries.high.amount / DEFAULT_LOW_STOCK_BOUNDARIES.high;
}

/** The endings shops use (12.99, 1 299), in major units; large local amounts lose their cents as real price lists
 * do. */
export function shelfPrice(amount: number): number {
  if (amount < 1) return 0.99;
  if (amount < 1000) return Math.max(0.99, Math.round(amount) - 0.01);
  if (amount < 10_000) return Math.round(amount / 10) * 10 - 1;
  return Math.round(amount / 100) * 100 - 10;
}

/** Money in a market's currency from a EUR shelf price, rounded to a local shelf price. */
export function localMoney(eur: number, market: Market): Money {
  const local = market.currency === 'EUR' || eur === 0 ? eur : shelfPrice(eur * eurRate(market));
  // Every shop currency uses its ISO default of minor digits, so plain Money is exact.
  return { currencyCode: market.currency, centAmount: Math.round(local * 10 ** market.fractionDigits) };
}

/** Money from an amount already in the market's currency (shipping fees, thresholds). */
export function exactMoney(amount: { centAmount: number; currencyCode: string }): Money {
  return { currencyCode: amount.currencyCode, centAmount: amount.centAmount };
}
