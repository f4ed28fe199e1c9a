import { describe, expect, it } from 'vitest';
import {
  UnsupportedPredicateError,
  compileCartPredicate,
  compileLineItemPredicate,
} from '../../../server/commerce-backend/pricing/predicate-eval.ts';
import type { CartFacts, LineItemFacts } from '../../../server/commerce-backend/pricing/predicate-eval.ts';
import { parsePredicate, PredicateSyntaxError } from '../../../server/commerce-backend/pricing/predicate-parser.ts';

const eur = (cents: number) => ({ cents, currency: 'EUR' });

function item(attributes: Record<string, unknown>, quantity = 1, extra: Partial<LineItemFacts> = {}): LineItemFacts {
  return { productId: 'p', sku: 'SKU-1', quantity, unitPrice: eur(1000), total: eur(1000 * quantity), categoryIds: ['cat-1'], attributes, custom: {}, ...extra };
}

function facts(lineItems: LineItemFacts[], extra: Partial<CartFacts> = {}): CartFacts {
  const total = lineItems.reduce((sum, i) => sum + i.total.cents, 0);
  return { currency: 'EUR', country: 'SK', total: eur(total), custom: {}, lineItems, ...extra };
}

describe('parsePredicate', () => {
  it('builds and/or/not trees with and binding tighter than or', () => {
    expect(parsePredicate('a = 1 or b = 2 and c = 3')).toMatchObject({ kind: 'or', right: { kind: 'and' } });
    expect(parsePredicate('not (a = 1)')).toMatchObject({ kind: 'not', expr: { kind: 'compare', op: '=' } });
    expect(parsePredicate('x <> "y"')).toMatchObject({ kind: 'compare', op: '!=' });
  });

  it('reads function calls, lists, strings with escapes and hyphenated attribute names', () => {
    expect(parsePredicate('lineItemCount(attributes.volume-group = "a\\"b") >= 3')).toMatchObject({
      kind: 'compare',
      left: { kind: 'call', name: 'lineItemCount', arg: { kind: 'compare', left: { path: ['attributes', 'volume-group'] }, right: { value: 'a"b' } } },
      right: { value: 3 },
    });
    expect(parsePredicate('sku not in ("a", "b")')).toMatchObject({ kind: 'in', negated: true, values: [{ value: 'a' }, { value: 'b' }] });
    expect(parsePredicate('categories.id contains any ("x", "y")')).toMatchObject({ kind: 'contains', mode: 'any' });
    expect(parsePredicate('custom.flag is not defined')).toMatchObject({ kind: 'is', test: 'defined', negated: true });
  });

  it('rejects malformed input', () => {
    for (const bad of ['a = ', '(a = 1', 'a = "open', 'a = 1 b', 'a ~ 1', 'and = 1']) {
      expect(() => parsePredicate(bad), bad).toThrow(PredicateSyntaxError);
    }
  });
});

describe('cart predicates', () => {
  const vdg = compileCartPredicate('lineItemCount(attributes.volumeDiscountGroup = "vdg-1") >= 3');

  it('counts quantities of matching line items for volume tiers', () => {
    expect(vdg(facts([item({ volumeDiscountGroup: 'vdg-1' }, 2)]))).toBe(false);
    expect(vdg(facts([item({ volumeDiscountGroup: 'vdg-1' }, 2), item({ volumeDiscountGroup: 'vdg-1' }, 1)]))).toBe(true);
    expect(vdg(facts([item({ volumeDiscountGroup: 'vdg-2' }, 5)]))).toBe(false);
  });

  it('compares money only within the same currency', () => {
    const over100 = compileCartPredicate('totalPrice >= "100.00 EUR"');
    expect(over100(facts([item({}, 10)]))).toBe(true); // 100.00
    expect(over100(facts([item({}, 9)]))).toBe(false);
    expect(over100({ ...facts([]), currency: 'CZK', total: { cents: 999999, currency: 'CZK' } })).toBe(false);
    expect(compileCartPredicate('lineItemTotal(true) > "5.00 EUR"')(facts([item({}, 1)]))).toBe(true);
  });

  it('matches customer groups by key and id, and the cart country', () => {
    const loyalty = compileCartPredicate('customer.customerGroup.key = "tier-2" and country = "SK"');
    const cart = facts([], { customerGroup: { id: 'g2', key: 'tier-2' } });
    expect(loyalty(cart)).toBe(true);
    expect(loyalty({ ...cart, country: 'CZ' })).toBe(false);
    expect(loyalty(facts([]))).toBe(false);
    expect(compileCartPredicate('customerGroup.id = "g2"')(cart)).toBe(true);
    expect(compileCartPredicate('shippingAddress.country in ("SK", "CZ")')(facts([], { shippingAddress: { country: 'CZ' } }))).toBe(true);
  });

  it('evaluates true, false, exists and forAll', () => {
    const cart = facts([item({ brand: 'a' }), item({ brand: 'b' })]);
    expect(compileCartPredicate('true')(cart)).toBe(true);
    expect(compileCartPredicate('1 = 1 and not(false)')(cart)).toBe(true);
    expect(compileCartPredicate('lineItemExists(attributes.brand = "b")')(cart)).toBe(true);
    expect(compileCartPredicate('forAllLineItems(attributes.brand = "b")')(cart)).toBe(false);
  });

  it('rejects fields and functions outside the supported subset instead of guessing', () => {
    for (const source of ['customLineItemCount(true) > 1', 'shippingInfo.shippingMethod.key = "parcel"', 'lineItemNetTotal(true) > "1.00 EUR"', 'foo = 1', 'lineItemCount() > 1']) {
      expect(() => compileCartPredicate(source), source).toThrow(UnsupportedPredicateError);
    }
    expect(() => compileCartPredicate('a = ')).toThrow(UnsupportedPredicateError);
  });
});

describe('line item predicates', () => {
  it('reads enum keys, localized values, sets, categories and money prices', () => {
    const li = item({ size: { key: 'xl', label: 'XL' }, title: { en: 'Drill' }, tags: ['new', 'sale'], bware: true });
    expect(compileLineItemPredicate('attributes.size = "xl"')(li)).toBe(true);
    expect(compileLineItemPredicate('attributes.size.label = "XL"')(li)).toBe(true);
    expect(compileLineItemPredicate('attributes.title.en = "Drill"')(li)).toBe(true);
    expect(compileLineItemPredicate('attributes.tags contains "sale"')(li)).toBe(true);
    expect(compileLineItemPredicate('attributes.tags contains all ("sale", "x")')(li)).toBe(false);
    expect(compileLineItemPredicate('attributes.bware = true')(li)).toBe(true);
    expect(compileLineItemPredicate('categories.id contains "cat-1"')(li)).toBe(true);
    expect(compileLineItemPredicate('price > "9.99 EUR" and price < "10.01 EUR"')(li)).toBe(true);
    expect(compileLineItemPredicate('attributes.missing != "x"')(li)).toBe(false);
    expect(compileLineItemPredicate('attributes.missing is not defined')(li)).toBe(true);
  });

  it('has no cart-level fields or functions', () => {
    expect(() => compileLineItemPredicate('totalPrice > "1.00 EUR" and country = "SK"')).toThrow(UnsupportedPredicateError);
    expect(() => compileLineItemPredicate('lineItemCount(true) > 1')).toThrow(UnsupportedPredicateError);
  });
});
