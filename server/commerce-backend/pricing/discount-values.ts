import type { CartDiscountValue, RoundingMode } from '@commercetools/platform-sdk';
import { mulDivRound } from './money.ts';
import type { UnitGroup } from './types.ts';

/** Works on unit groups rather than units, so a large quantity costs no more than one; 'no-amount' when the value has
 * no amount in the cart currency. */
export function applyDiscountValue(
  items: UnitGroup[][],
  value: CartDiscountValue,
  discountId: string,
  currency: string,
  rounding: RoundingMode,
): 'applied' | 'unsupported' | 'no-amount' {
  if (value.type === 'relative') {
    forEachGroup(items, (group) => mulDivRound(group.unit, value.permyriad, 10_000, rounding), discountId);
    return 'applied';
  }
  if (value.type === 'fixed') {
    const fixed = value.money.find((m) => m.currencyCode === currency);
    if (!fixed) return 'no-amount';
    forEachGroup(items, (group) => Math.max(0, group.unit - fixed.centAmount), discountId);
    return 'applied';
  }
  if (value.type === 'absolute') {
    const amount = value.money.find((m) => m.currencyCode === currency)?.centAmount;
    if (amount === undefined) return 'no-amount';
    const mode = value.applicationMode ?? 'ProportionateDistribution';
    if (mode === 'IndividualApplication') forEachGroup(items, () => amount, discountId);
    else distribute(items, amount, mode === 'EvenDistribution' ? () => 1 : (group) => group.unit, discountId);
    return 'applied';
  }
  return 'unsupported';
}

/** The discount on a single amount (the shipping price). */
export function discountSingleAmount(price: number, value: CartDiscountValue, currency: string, rounding: RoundingMode): number | undefined {
  if (value.type === 'relative') return Math.min(price, mulDivRound(price, value.permyriad, 10_000, rounding));
  if (value.type === 'absolute' || value.type === 'fixed') {
    const amount = value.money.find((m) => m.currencyCode === currency)?.centAmount;
    if (amount === undefined) return undefined;
    return value.type === 'absolute' ? Math.min(price, amount) : Math.max(0, price - amount);
  }
  return undefined;
}

function reduce(group: UnitGroup, perUnit: number, discountId: string): void {
  const amount = Math.min(group.unit, Math.max(0, perUnit));
  if (amount === 0) return;
  group.unit -= amount;
  group.included.push({ discountId, amount });
}

function forEachGroup(items: UnitGroup[][], perUnit: (group: UnitGroup) => number, discountId: string): void {
  for (const groups of items) for (const group of groups) reduce(group, perUnit(group), discountId);
}

/** Spreads a total over all units by weight, largest remainder first; a group whose units get different cents is split in two. */
function distribute(items: UnitGroup[][], total: number, weightOf: (group: UnitGroup) => number, discountId: string): void {
  const all = items.flat();
  const available = all.reduce((sum, g) => sum + g.unit * g.quantity, 0);
  const amount = BigInt(Math.min(total, available));
  const weightSum = BigInt(all.reduce((sum, g) => sum + weightOf(g) * g.quantity, 0));
  if (amount === 0n || weightSum === 0n) return;

  const shares = all.map((group, index) => {
    const exact = amount * BigInt(weightOf(group));
    return { group, index, base: exact / weightSum, remainder: exact % weightSum };
  });
  let leftover = amount - shares.reduce((sum, s) => sum + s.base * BigInt(s.group.quantity), 0n);
  const order = [...shares].sort((a, b) => (b.remainder === a.remainder ? a.index - b.index : b.remainder > a.remainder ? 1 : -1));
  const extraUnits = new Map<UnitGroup, number>();
  for (const share of order) {
    if (leftover <= 0n) break;
    const units = Number(leftover < BigInt(share.group.quantity) ? leftover : BigInt(share.group.quantity));
    extraUnits.set(share.group, units);
    leftover -= BigInt(units);
  }

  for (const groups of items) {
    const next: UnitGroup[] = [];
    for (const group of groups) {
      const base = Number(shares.find((s) => s.group === group)!.base);
      const extra = extraUnits.get(group) ?? 0;
      const everyUnitGetsExtra = extra > 0 && extra >= group.quantity;
      // Split: the units with the extra cent come after the others, as commercetools lists them.
      const split: UnitGroup | undefined = extra > 0 && !everyUnitGetsExtra ? { quantity: extra, unit: group.unit, included: [...group.included] } : undefined;
      if (split) group.quantity -= extra;
      reduce(group, everyUnitGetsExtra ? base + 1 : base, discountId);
      next.push(group);
      if (split) {
        reduce(split, base + 1, discountId);
        next.push(split);
      }
    }
    groups.splice(0, groups.length, ...next);
  }
}

/** Merges groups that ended up with the same unit price and the same discounts. */
export function mergeGroups(groups: UnitGroup[]): UnitGroup[] {
  const merged = new Map<string, UnitGroup>();
  for (const group of groups) {
    const signature = `${group.unit}|${group.included.map((d) => `${d.discountId}:${d.amount}`).join(',')}`;
    const existing = merged.get(signature);
    if (existing) existing.quantity += group.quantity;
    else merged.set(signature, { ...group, included: [...group.included] });
  }
  return [...merged.values()];
}
