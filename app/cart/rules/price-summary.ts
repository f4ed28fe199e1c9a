// The figures of a cart or an order as every summary prints them (cart, checkout, thank-you page, mail, My
// account; decision 118). Pure: commercetools gives cart and order the same shape.
import type { Cart, LineItem, Order } from '@commercetools/platform-sdk';
import type { MoneyLike } from '~/commerce/money';
import { localized } from '~/commerce/localize';
import { displayFractionDigits } from '~/markets/money';
import { formatPercent } from '~/product/format';
import { isFreightLine, isGuaranteeLine, parentSkuOf, productUnitCents } from '../server/line-facts';

export type SummaryMoney = Required<MoneyLike>;

export interface SummaryLine {
  lineId: string;
  sku: string;
  name: string;
  quantity: number;
  /** The line at its price before cart discounts (codes, volume and loyalty discounts are lines of their own). */
  total: SummaryMoney;
  /** An extra guarantee shows under its product. */
  guarantee: boolean;
  /** The product a guarantee covers. */
  parentSku: string | null;
}

export interface SummaryDiscount {
  id: string;
  /** The cart discount's name in the store language; '' when unknown (the page says "Discount"). */
  name: string;
  amount: SummaryMoney;
}

/** lines + shipping + fee − discounts = total, exactly as printed: every amount is rounded to the digits its currency
 *  shows, with the rounding spread so that the printed figures still add up. */
export interface PriceSummary {
  lines: SummaryLine[];
  /** The lines' sum. */
  subtotal: SummaryMoney;
  /** Cart discounts on the merchandise, one line each; a shipping discount shows as the shipping's price. */
  discounts: SummaryDiscount[];
  discountTotal: SummaryMoney;
  /** What the shipping costs after its discounts (FREESHIP: free); `estimated` when the cart has no method yet. */
  shipping: { method: 'parcel' | 'freight'; price: SummaryMoney; free: boolean; estimated: boolean };
  cashOnDeliveryFee: { title: string; amount: SummaryMoney } | null;
  total: SummaryMoney;
  /** The VAT the total includes, per rate (not a summand), its rate as the locale writes it; 0 % portions are left out. */
  taxes: { percent: number; percentText: string; amount: SummaryMoney }[];
  /** NET (reverse charge): every amount is net and labelled so. */
  net: boolean;
}

export type SummarySource = Pick<Cart | Order, 'lineItems' | 'customLineItems' | 'shippingInfo' | 'taxedPrice' | 'totalPrice' | 'taxMode'>;

export interface SummaryOptions {
  language: string;
  /** The page's (or mail's) locale: percentages are formatted on the server, the pages' chunks stay lean. */
  locale: string;
  /** Cart discount names by id (store language). */
  discountNames?: ReadonlyMap<string, string>;
  /** The slug of the cash-on-delivery fee's custom line and its title in the store language. */
  fee: { slug: string; title: string };
  /** Shipping for a cart without a shipping method yet (the cart page estimates it from the store's rules). */
  shippingEstimateCents?: number;
}

/** The exact discount per cart discount on the merchandise lines, in minor units. */
function discountAmounts(lines: readonly LineItem[]): Map<string, number> {
  const amounts = new Map<string, number>();
  for (const line of lines) {
    for (const group of line.discountedPricePerQuantity) {
      for (const included of group.discountedPrice.includedDiscounts) {
        amounts.set(included.discount.id, (amounts.get(included.discount.id) ?? 0) + included.discountedAmount.centAmount * group.quantity);
      }
    }
  }
  return amounts;
}

/** Half away from zero, as Intl.NumberFormat rounds what it prints. */
function roundToUnit(cents: number, unit: number): number {
  // `+ 0` turns a negative zero into zero (a rounded-away fillér must not print as "−0").
  return Math.sign(cents) * Math.round(Math.abs(cents) / unit) * unit + 0;
}

/** Each summand moves at most one unit, those closest to the other side first (largest remainder), so they add up to
 *  their rounded sum. */
export function roundSummands(summands: readonly number[], unit: number): number[] {
  const rounded = summands.map((value) => roundToUnit(value, unit));
  if (unit === 1) return rounded;
  let missing = roundToUnit(summands.reduce((sum, value) => sum + value, 0), unit) - rounded.reduce((sum, value) => sum + value, 0);
  const byRemainder = summands.map((value, index) => ({ index, remainder: value - rounded[index] }));
  while (missing !== 0) {
    const up = missing > 0;
    // The summand rounded furthest away from where the total needs it moves one unit towards it.
    const next = byRemainder.reduce((best, candidate) => ((up ? candidate.remainder > best.remainder : candidate.remainder < best.remainder) ? candidate : best));
    const step = up ? unit : -unit;
    rounded[next.index] += step;
    next.remainder -= step;
    missing -= step;
  }
  return rounded;
}

export function priceSummary(source: SummarySource, options: SummaryOptions): PriceSummary {
  const currency = source.totalPrice.currencyCode;
  const digits = source.totalPrice.fractionDigits ?? 2;
  const unit = 10 ** (digits - displayFractionDigits(currency, digits));
  const money = (centAmount: number): SummaryMoney => ({ centAmount, currencyCode: currency, fractionDigits: digits });

  const lineCents = source.lineItems.map((line) => productUnitCents(line) * line.quantity);
  const afterDiscounts = source.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  const discountTotal = lineCents.reduce((sum, cents) => sum + cents, 0) - afterDiscounts;
  const named = [...discountAmounts(source.lineItems)].filter(([, amount]) => amount > 0);
  // Whatever the named discounts do not explain (none should be left) still shows, so the figures add up.
  const unexplained = discountTotal - named.reduce((sum, [, amount]) => sum + amount, 0);
  if (unexplained !== 0) named.push(['', unexplained]);

  const shippingInfo = source.shippingInfo;
  const estimated = !shippingInfo && options.shippingEstimateCents !== undefined;
  const shippingCents = shippingInfo ? (shippingInfo.discountedPrice?.value ?? shippingInfo.price).centAmount : (options.shippingEstimateCents ?? 0);
  const feeLine = source.customLineItems.find((line) => line.slug === options.fee.slug);
  const feeCents = feeLine?.totalPrice.centAmount ?? 0;
  const totalCents = (source.taxedPrice?.totalGross ?? source.totalPrice).centAmount + (estimated ? shippingCents : 0);

  // One rounding for every printed summand, balanced against the printed total.
  const summands = [...lineCents, shippingCents, feeCents, ...named.map(([, amount]) => -amount)];
  const shown = roundSummands(summands, unit);
  const shownLines = shown.slice(0, lineCents.length);
  const shownShipping = shown[lineCents.length];
  const shownFee = shown[lineCents.length + 1];
  const shownDiscounts = shown.slice(lineCents.length + 2).map((value) => -value);
  const shownTotal = roundToUnit(totalCents, unit);

  return {
    lines: source.lineItems.map((line, index) => ({
      lineId: line.id,
      sku: line.variant.sku ?? '',
      name: localized(line.name, options.language) ?? line.variant.sku ?? '',
      quantity: line.quantity,
      total: money(shownLines[index]),
      guarantee: isGuaranteeLine(line),
      parentSku: isGuaranteeLine(line) ? (parentSkuOf(line) ?? null) : null,
    })),
    subtotal: money(shownLines.reduce((sum, cents) => sum + cents, 0)),
    discounts: named.map(([id], index) => ({ id, name: options.discountNames?.get(id) ?? '', amount: money(shownDiscounts[index]) })),
    discountTotal: money(shownDiscounts.reduce((sum, cents) => sum + cents, 0)),
    shipping: { method: source.lineItems.some(isFreightLine) ? 'freight' : 'parcel', price: money(shownShipping), free: shownShipping === 0, estimated },
    cashOnDeliveryFee: feeLine ? { title: options.fee.title, amount: money(shownFee) } : null,
    total: money(shownTotal),
    taxes: (source.taxedPrice?.taxPortions ?? []).filter((portion) => portion.rate > 0).map((portion) => {
      const percent = Math.round(portion.rate * 10000) / 100;
      return { percent, percentText: formatPercent(percent, options.locale), amount: money(roundToUnit(portion.amount.centAmount, unit)) };
    }),
    net: source.taxMode === 'External',
  };
}

/** The discount ids a summary names: the cart discounts on its lines. */
export function summaryDiscountIds(source: Pick<SummarySource, 'lineItems'>): string[] {
  return [...discountAmounts(source.lineItems).keys()];
}
