import { boundedRecords } from '~/cache/bounded-cache.server';
import { parseMoneyString } from './money.ts';
import { parsePredicate } from './predicate-parser.ts';
import type { Expr, Operand } from './predicate-parser.ts';

/** Compiles parsed predicates against a fixed set of fields; anything else throws, so the discount is skipped, not misapplied. */

export type PMoney = { cents: number; currency: string };

/** What a line-item predicate can see (values before cart discounts). */
export interface LineItemFacts {
  sku?: string;
  productId: string;
  productKey?: string;
  productTypeId?: string;
  quantity: number;
  unitPrice: PMoney;
  total: PMoney;
  categoryIds: string[];
  attributes: Record<string, unknown>;
  custom: Record<string, unknown>;
}

/** What a cart predicate can see. `total` is the line items' total before cart discounts. */
export interface CartFacts {
  currency: string;
  country?: string;
  total: PMoney;
  customer?: { id: string; key?: string; email?: string };
  customerGroup?: { id: string; key?: string };
  shippingAddress?: Record<string, unknown>;
  billingAddress?: Record<string, unknown>;
  custom: Record<string, unknown>;
  lineItems: LineItemFacts[];
}

export class UnsupportedPredicateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedPredicateError';
  }
}

type Value = unknown;
type Getter<F> = (facts: F) => Value;
type Test<F> = (facts: F) => boolean;
type Scope = 'cart' | 'lineItem';

const isMoney = (v: Value): v is PMoney =>
  typeof v === 'object' && v !== null && typeof (v as PMoney).cents === 'number' && typeof (v as PMoney).currency === 'string';

/** Stored money ({centAmount, currencyCode}) inside attributes and custom fields becomes PMoney. */
export function normalizeValue(raw: unknown): Value {
  if (Array.isArray(raw)) return raw.map(normalizeValue);
  if (typeof raw === 'object' && raw !== null && 'centAmount' in raw && 'currencyCode' in raw) {
    const m = raw as { centAmount: number; currencyCode: string };
    return { cents: m.centAmount, currency: m.currencyCode };
  }
  return raw;
}

function asMoney(v: Value): PMoney | undefined {
  if (isMoney(v)) return v;
  if (typeof v !== 'string') return undefined;
  const parsed = parseMoneyString(v);
  return parsed && { cents: parsed.centAmount, currency: parsed.currencyCode };
}

function equals(a: Value, b: Value): boolean {
  if (a === undefined || a === null || b === undefined || b === null) return false;
  if (isMoney(a) || isMoney(b)) {
    const ma = asMoney(a);
    const mb = asMoney(b);
    return !!ma && !!mb && ma.currency === mb.currency && ma.cents === mb.cents;
  }
  // Enum attribute values compare by key, as in `attributes.size = "xl"`.
  if (typeof a === 'object' && !Array.isArray(a) && typeof b === 'string') return (a as { key?: unknown }).key === b;
  if (typeof b === 'object' && !Array.isArray(b) && typeof a === 'string') return (b as { key?: unknown }).key === a;
  return a === b;
}

function compareOrder(a: Value, b: Value): number | undefined {
  if (isMoney(a) || isMoney(b)) {
    const ma = asMoney(a);
    const mb = asMoney(b);
    // Different currencies never match, like commercetools' money comparisons.
    if (!ma || !mb || ma.currency !== mb.currency) return undefined;
    return ma.cents - mb.cents;
  }
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
}

function pick(value: unknown, key: string): Value {
  if (typeof value !== 'object' || value === null) return undefined;
  return normalizeValue((value as Record<string, unknown>)[key]);
}

function cartPath(path: string[]): Getter<CartFacts> | undefined {
  const [head, second, third, ...rest] = path;
  if (rest.length > 0) return undefined;
  if (path.length === 1) {
    if (head === 'totalPrice') return (f) => f.total;
    if (head === 'currency') return (f) => f.currency;
    if (head === 'country') return (f) => f.country;
    return undefined;
  }
  if (head === 'customer' && path.length === 2 && ['id', 'key', 'email'].includes(second)) return (f) => pick(f.customer, second);
  if ((head === 'customer' && second === 'customerGroup' && (third === 'id' || third === 'key')) ||
      (head === 'customerGroup' && path.length === 2 && (second === 'id' || second === 'key'))) {
    const field = third ?? second;
    return (f) => pick(f.customerGroup, field);
  }
  if ((head === 'shippingAddress' || head === 'billingAddress') && path.length === 2) return (f) => pick(f[head], second);
  if (head === 'custom' && path.length === 2) return (f) => pick(f.custom, second);
  return undefined;
}

function lineItemPath(path: string[]): Getter<LineItemFacts> | undefined {
  const [head, second, third] = path;
  const key = path.join('.');
  const simple: Record<string, Getter<LineItemFacts>> = {
    sku: (i) => i.sku,
    quantity: (i) => i.quantity,
    price: (i) => i.unitPrice,
    totalPrice: (i) => i.total,
    'product.id': (i) => i.productId,
    'product.key': (i) => i.productKey,
    'productType.id': (i) => i.productTypeId,
    'categories.id': (i) => i.categoryIds,
  };
  if (simple[key]) return simple[key];
  if (head === 'custom' && path.length === 2) return (i) => pick(i.custom, second);
  if (head === 'attributes' && path.length === 2) return (i) => pick(i.attributes, second);
  // attributes.<name>.key / .label / .<locale> for enum and localized attributes.
  if (head === 'attributes' && path.length === 3) return (i) => pick(pick(i.attributes, second), third);
  return undefined;
}

const LINE_ITEM_FUNCTIONS = ['lineItemCount', 'lineItemTotal', 'lineItemExists', 'forAllLineItems'];

function compileOperand(operand: Operand, scope: Scope): Getter<never> {
  if (operand.kind === 'literal') {
    const value = operand.value;
    return () => value;
  }
  if (operand.kind === 'path') {
    const getter = scope === 'cart' ? cartPath(operand.path) : lineItemPath(operand.path);
    if (!getter) throw new UnsupportedPredicateError(`Unsupported ${scope === 'cart' ? 'cart' : 'line item'} field '${operand.path.join('.')}'`);
    return getter as Getter<never>;
  }
  if (scope !== 'cart' || !LINE_ITEM_FUNCTIONS.includes(operand.name)) {
    throw new UnsupportedPredicateError(`Unsupported function '${operand.name}'`);
  }
  if (!operand.arg) throw new UnsupportedPredicateError(`${operand.name} needs a line item predicate`);
  const test = compileExpr(operand.arg, 'lineItem') as Test<LineItemFacts>;
  const name = operand.name;
  const getter: Getter<CartFacts> = (f) => {
    const matching = f.lineItems.filter(test);
    if (name === 'lineItemExists') return matching.length > 0;
    if (name === 'forAllLineItems') return matching.length === f.lineItems.length;
    if (name === 'lineItemCount') return matching.reduce((sum, item) => sum + item.quantity, 0);
    return { cents: matching.reduce((sum, item) => sum + item.total.cents, 0), currency: f.currency };
  };
  return getter as Getter<never>;
}

function compileExpr(expr: Expr, scope: Scope): Test<never> {
  switch (expr.kind) {
    case 'and': {
      const left = compileExpr(expr.left, scope);
      const right = compileExpr(expr.right, scope);
      return (f) => left(f) && right(f);
    }
    case 'or': {
      const left = compileExpr(expr.left, scope);
      const right = compileExpr(expr.right, scope);
      return (f) => left(f) || right(f);
    }
    case 'not': {
      const inner = compileExpr(expr.expr, scope);
      return (f) => !inner(f);
    }
    case 'value': {
      const get = compileOperand(expr.operand, scope);
      return (f) => get(f) === true;
    }
    case 'compare': {
      const left = compileOperand(expr.left, scope);
      const right = compileOperand(expr.right, scope);
      const op = expr.op;
      return (f) => {
        const a = left(f);
        const b = right(f);
        if (op === '=') return equals(a, b);
        if (op === '!=') return a !== undefined && a !== null && !equals(a, b);
        const order = compareOrder(a, b);
        if (order === undefined) return false;
        return op === '<' ? order < 0 : op === '<=' ? order <= 0 : op === '>' ? order > 0 : order >= 0;
      };
    }
    case 'in': {
      const left = compileOperand(expr.left, scope);
      const values = expr.values.map((v) => compileOperand(v, scope));
      const negated = expr.negated;
      return (f) => {
        const a = left(f);
        if (a === undefined || a === null) return false;
        return values.some((v) => equals(a, v(f))) !== negated;
      };
    }
    case 'contains': {
      const left = compileOperand(expr.left, scope);
      const values = expr.values.map((v) => compileOperand(v, scope));
      const mode = expr.mode;
      return (f) => {
        const a = left(f);
        if (!Array.isArray(a)) return false;
        const has = (v: Getter<never>) => a.some((element) => equals(element, v(f)));
        return mode === 'all' ? values.every(has) : values.some(has);
      };
    }
    case 'is': {
      const get = compileOperand(expr.operand, scope);
      const { test, negated } = expr;
      return (f) => {
        const v = get(f);
        const result = test === 'defined'
          ? v !== undefined && v !== null
          : (Array.isArray(v) || typeof v === 'string') && v.length === 0;
        return result !== negated;
      };
    }
  }
}

// Compiled predicates of the project's discounts, each a closure over its parse.
const compiled = boundedRecords<Test<never> | UnsupportedPredicateError>({ maxBytes: 4 * 1024 * 1024, sizeOf: (_entry, key) => 2 * key.length + 1024 });

function compileCached<F>(source: string, scope: Scope): Test<F> {
  const cacheKey = `${scope}\u0000${source}`;
  let entry = compiled.get(cacheKey);
  if (!entry) {
    try {
      entry = compileExpr(parsePredicate(source), scope);
    } catch (error) {
      entry = new UnsupportedPredicateError((error as Error).message);
    }
    compiled.set(cacheKey, entry);
  }
  if (entry instanceof UnsupportedPredicateError) throw entry;
  return entry as Test<F>;
}

/** Throws UnsupportedPredicateError for syntax or fields outside the supported subset. */
export function compileCartPredicate(source: string): (facts: CartFacts) => boolean {
  return compileCached<CartFacts>(source, 'cart');
}

/** Throws UnsupportedPredicateError for syntax or fields outside the supported subset. */
export function compileLineItemPredicate(source: string): (facts: LineItemFacts) => boolean {
  return compileCached<LineItemFacts>(source, 'lineItem');
}
