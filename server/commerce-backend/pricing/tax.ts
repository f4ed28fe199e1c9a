import type {
  RoundingMode,
  TaxCalculationMode,
  TaxCategory,
  TaxedItemPrice,
  TaxedPrice,
  TaxPortion,
  TaxRate,
} from '@commercetools/platform-sdk';
import { money, mulDivRound, rateToPpm } from './money.ts';
import type { UnitGroup } from './types.ts';

/** A rate for the exact state wins over the country-wide rate, as in commercetools. */
export function findTaxRate(category: TaxCategory | undefined, country: string | undefined, state: string | undefined): TaxRate | undefined {
  if (!category || !country) return undefined;
  const forCountry = category.rates.filter((rate) => rate.country === country);
  return (state && forCountry.find((rate) => rate.state === state)) || forCountry.find((rate) => !rate.state);
}

/** Tax contained in (or added to) an amount, rounded with the cart's tax rounding mode. */
function taxOf(amount: number, rate: TaxRate, rounding: RoundingMode): number {
  const ppm = rateToPpm(rate.amount);
  return rate.includedInPrice
    ? mulDivRound(amount, ppm, 1_000_000 + ppm, rounding)
    : mulDivRound(amount, ppm, 1_000_000, rounding);
}

/** LineItemLevel (the default) rounds the tax of the item total once; UnitPriceLevel rounds each unit's tax and
 * multiplies by the quantity. */
export function taxedItemPrice(
  total: number,
  groups: UnitGroup[] | undefined,
  rate: TaxRate,
  currency: string,
  rounding: RoundingMode,
  calculation: TaxCalculationMode = 'LineItemLevel',
): TaxedItemPrice {
  const tax = calculation === 'UnitPriceLevel' && groups
    ? groups.reduce((sum, g) => sum + taxOf(g.unit, rate, rounding) * g.quantity, 0)
    : taxOf(total, rate, rounding);
  const net = rate.includedInPrice ? total - tax : total;
  const gross = rate.includedInPrice ? total : total + tax;
  return {
    totalNet: money(net, currency),
    totalGross: money(gross, currency),
    totalTax: money(tax, currency),
    taxPortions: [{ rate: rate.amount, name: rate.name, amount: money(tax, currency) }],
  };
}

/** Sums item taxes into the cart's taxed price; portions are grouped by rate and name. */
export function sumTaxedPrices(items: readonly TaxedItemPrice[], currency: string): TaxedPrice {
  const portions = new Map<string, { rate: number; name?: string; cents: number }>();
  let net = 0;
  let gross = 0;
  for (const item of items) {
    net += item.totalNet.centAmount;
    gross += item.totalGross.centAmount;
    for (const portion of item.taxPortions) {
      const key = `${portion.rate}\u0000${portion.name ?? ''}`;
      const entry = portions.get(key) ?? { rate: portion.rate, name: portion.name, cents: 0 };
      entry.cents += portion.amount.centAmount;
      portions.set(key, entry);
    }
  }
  const taxPortions: TaxPortion[] = [...portions.values()].map((p) => ({ rate: p.rate, name: p.name, amount: money(p.cents, currency) }));
  return {
    totalNet: money(net, currency),
    totalGross: money(gross, currency),
    totalTax: money(gross - net, currency),
    taxPortions,
  };
}
