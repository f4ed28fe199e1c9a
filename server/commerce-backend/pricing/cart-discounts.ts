import type { Cart, CartDiscount, DiscountCode, DiscountCodeState, RoundingMode } from '@commercetools/platform-sdk';
import { codeAvailability, withinValidity } from './discount-codes.ts';
import { applyDiscountValue } from './discount-values.ts';
import { compileCartPredicate, compileLineItemPredicate } from './predicate-eval.ts';
import type { CartFacts, LineItemFacts } from './predicate-eval.ts';
import type { PricingData, PricingWarning, UnitGroup } from './types.ts';

/** A line item as the discount run sees it; groups are undefined for externally totalled items. */
export interface DiscountableItem {
  facts: LineItemFacts;
  groups: UnitGroup[] | undefined;
}

export interface DiscountRunInput {
  cart: Cart;
  data: PricingData;
  facts: CartFacts;
  lineItems: DiscountableItem[];
  customLineItemGroups: Array<UnitGroup[] | undefined>;
  currency: string;
  rounding: RoundingMode;
}

export interface DiscountRun {
  /** Shipping-target discounts that matched, in application order; applied once shipping is priced. */
  shippingDiscounts: CartDiscount[];
  codeStates: Map<string, DiscountCodeState>;
  warnings: PricingWarning[];
}

function unsupported(warnings: PricingWarning[], kind: PricingWarning['kind'], subject: string, message: string): void {
  warnings.push({ kind, subject, message });
}

/** The state a code has before any discount is tried; undefined means "may apply". */
function codePreState(code: DiscountCode, input: DiscountRunInput, now: number, warnings: PricingWarning[]): DiscountCodeState | undefined {
  const { data, facts } = input;
  const unavailable = codeAvailability(code, data.cartDiscounts, data.codeApplications.get(code.id) ?? { total: 0, byCustomer: 0 }, now);
  if (unavailable) return unavailable;
  if (code.cartPredicate) {
    try {
      if (!compileCartPredicate(code.cartPredicate)(facts)) return 'DoesNotMatchCart';
    } catch (error) {
      unsupported(warnings, 'unsupported-predicate', `discount-code ${code.code}`, (error as Error).message);
      return 'DoesNotMatchCart';
    }
  }
  return undefined;
}

/** The unit groups a discount targets, 'shipping', or undefined when it does not match this cart. */
function targetOf(discount: CartDiscount, input: DiscountRunInput, warnings: PricingWarning[]): UnitGroup[][] | 'shipping' | undefined {
  const subject = `cart-discount ${discount.key ?? discount.id}`;
  const target = discount.target;
  if (!target) return undefined;
  if (target.type === 'shipping') return input.cart.shippingInfo ? 'shipping' : undefined;
  if (target.type === 'lineItems') {
    const test = compileLineItemPredicate(target.predicate);
    const groups = input.lineItems.filter((item) => item.groups && test(item.facts)).map((item) => item.groups!);
    return groups.length > 0 ? groups : undefined;
  }
  if (target.type === 'customLineItems' && ['true', 'false'].includes(target.predicate.trim())) {
    if (target.predicate.trim() === 'false') return undefined;
    const groups = input.customLineItemGroups.filter((g) => !!g);
    return groups.length > 0 ? groups : undefined;
  }
  unsupported(warnings, 'unsupported-target', subject, `Target ${target.type}${'predicate' in target ? ` (${target.predicate})` : ''} is not supported`);
  return undefined;
}

function sortOrderDesc(a: CartDiscount, b: CartDiscount): number {
  return Number(b.sortOrder) - Number(a.sortOrder);
}

/** Highest sortOrder first; as in commercetools, StopAfterThisDiscount ends the run only when the discount applied,
 * and a discount that needs a code runs only when a code on the cart activates it. */
export function runCartDiscounts(input: DiscountRunInput): DiscountRun {
  const { cart, data, facts } = input;
  const now = Date.parse(data.now);
  const warnings: PricingWarning[] = [];
  const codeStates = new Map<string, DiscountCodeState>();
  const activated = new Set<string>();
  const candidateCodes: DiscountCode[] = [];

  for (const info of cart.discountCodes ?? []) {
    const code = data.discountCodes.get(info.discountCode.id);
    if (!code) continue;
    const state = codePreState(code, input, now, warnings);
    codeStates.set(code.id, state ?? 'DoesNotMatchCart');
    if (state === undefined) {
      candidateCodes.push(code);
      code.cartDiscounts.forEach((ref) => activated.add(ref.id));
    }
  }

  const storeKey = cart.store?.key;
  const discounts = data.cartDiscounts
    .filter((d) => d.isActive && withinValidity(d, now))
    .filter((d) => !d.stores?.length || d.stores.some((s) => s.key === storeKey))
    .filter((d) => !d.requiresDiscountCode || activated.has(d.id))
    .sort(sortOrderDesc);

  const shippingDiscounts: CartDiscount[] = [];
  const applied = new Set<string>();
  const stoppedOut = new Set<string>();
  let stopped = false;

  for (const discount of discounts) {
    const subject = `cart-discount ${discount.key ?? discount.id}`;
    if (discount.value.type === 'giftLineItem') {
      unsupported(warnings, 'unsupported-value', subject, 'Gift line item discounts are not supported');
      continue;
    }
    let target: ReturnType<typeof targetOf>;
    try {
      if (!compileCartPredicate(discount.cartPredicate)(facts)) continue;
      target = targetOf(discount, input, warnings);
    } catch (error) {
      unsupported(warnings, 'unsupported-predicate', subject, (error as Error).message);
      continue;
    }
    if (!target) continue;
    if (stopped) {
      stoppedOut.add(discount.id);
      continue;
    }
    if (target === 'shipping') {
      shippingDiscounts.push(discount);
    } else if (applyDiscountValue(target, discount.value, discount.id, input.currency, input.rounding) !== 'applied') {
      continue;
    }
    applied.add(discount.id);
    if (discount.stackingMode === 'StopAfterThisDiscount') stopped = true;
  }

  for (const code of candidateCodes) {
    const ids = code.cartDiscounts.map((ref) => ref.id);
    codeStates.set(
      code.id,
      ids.some((id) => applied.has(id)) ? 'MatchesCart' : ids.some((id) => stoppedOut.has(id)) ? 'ApplicationStoppedByPreviousDiscount' : 'DoesNotMatchCart',
    );
  }
  return { shippingDiscounts, codeStates, warnings };
}
