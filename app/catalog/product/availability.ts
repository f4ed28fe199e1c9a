// Stock and availability text of a product page (spec §9 "Buy in" month, "Low-stock boundaries (high / low)"). The
// boundaries are money in the store currency, so they are compared with the stock's value at the price the shopper pays.
import { moneyAmount, type MoneyLike } from '~/commerce/money';
import { dateTimeFormat } from '~/cache/intl-formatters';

export type StockStatus = 'out-of-stock' | 'low' | 'in-stock' | 'plenty';

export interface StockBoundaries {
  /** Major units of the store currency. */
  readonly high: { readonly amount: number };
  readonly low: { readonly amount: number };
}

export interface Availability {
  readonly status: StockStatus;
  readonly quantity: number;
}

/** No inventory entry counts as none in stock: nothing can be sold from it. Without a price the value is unknown, so
 *  any positive quantity reads as plainly in stock. */
export function availabilityOf(quantity: number | null | undefined, unitPrice: MoneyLike | null, boundaries: StockBoundaries): Availability {
  const pieces = typeof quantity === 'number' && Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
  if (pieces === 0) return { status: 'out-of-stock', quantity: 0 };
  if (!unitPrice) return { status: 'in-stock', quantity: pieces };
  const value = pieces * moneyAmount(unitPrice);
  if (value < boundaries.low.amount) return { status: 'low', quantity: pieces };
  if (value >= boundaries.high.amount) return { status: 'plenty', quantity: pieces };
  return { status: 'in-stock', quantity: pieces };
}

/** The first day (UTC) of the month three months after `date`: 31 January gives April, never May. */
export function monthThreeMonthsAfter(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 3, 1));
}

/** "Buy in" month as the shopper reads it: month and year in the page's locale ('April 2027', 'duben 2027'). */
export function buyInMonthLabel(date: Date, locale: string): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(monthThreeMonthsAfter(date));
}

/** schema.org availability of the Offer. */
export function offerAvailability(status: StockStatus): 'InStock' | 'OutOfStock' {
  return status === 'out-of-stock' ? 'OutOfStock' : 'InStock';
}
