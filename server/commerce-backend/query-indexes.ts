import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

/** Query shapes read through an SQLite expression index instead of the mock's full scan (decision 138): the index
 * yields a superset in the scan's id order, and the mock's own query logic runs over it. */
const CART_DAYS = "json_extract(data, '$.deleteDaysAfterLastModification')";
const CART_MODIFIED = "json_extract(data, '$.lastModifiedAt')";

const INDEXES = `
  CREATE INDEX IF NOT EXISTS embedded_idx_review_target ON resources (project_key, json_extract(data, '$.target.id')) WHERE type_id = 'review';
  CREATE INDEX IF NOT EXISTS embedded_idx_review_customer ON resources (project_key, json_extract(data, '$.customer.id')) WHERE type_id = 'review';
  CREATE INDEX IF NOT EXISTS embedded_idx_review_uniqueness ON resources (project_key, json_extract(data, '$.uniquenessValue')) WHERE type_id = 'review';
  CREATE INDEX IF NOT EXISTS embedded_idx_inventory_sku ON resources (project_key, json_extract(data, '$.sku')) WHERE type_id = 'inventory-entry';
  CREATE INDEX IF NOT EXISTS embedded_idx_cart_customer ON resources (project_key, json_extract(data, '$.customerId'), json_extract(data, '$.cartState')) WHERE type_id = 'cart';
  CREATE INDEX IF NOT EXISTS embedded_idx_cart_expiry ON resources (project_key, ${CART_DAYS}, ${CART_MODIFIED}) WHERE type_id = 'cart';
  CREATE INDEX IF NOT EXISTS embedded_idx_order_customer ON resources (project_key, json_extract(data, '$.customerId')) WHERE type_id = 'order';
  CREATE INDEX IF NOT EXISTS embedded_idx_order_email ON resources (project_key, json_extract(data, '$.customerEmail')) WHERE type_id = 'order';
  CREATE INDEX IF NOT EXISTS embedded_idx_order_number ON resources (project_key, json_extract(data, '$.orderNumber')) WHERE type_id = 'order';
  CREATE INDEX IF NOT EXISTS embedded_idx_customer_email ON resources (project_key, json_extract(data, '$.lowercaseEmail')) WHERE type_id = 'customer';
  CREATE INDEX IF NOT EXISTS embedded_idx_discount_code ON resources (project_key, json_extract(data, '$.code')) WHERE type_id = 'discount-code';
  CREATE INDEX IF NOT EXISTS embedded_idx_cart_discount_active ON resources (project_key, json_extract(data, '$.isActive')) WHERE type_id = 'cart-discount';
`;

/** The backend's own reads (guards, password grant, cart sweep): their expressions are the indexes' own. */
export const INDEXED_READS = {
  discountCodeId: "SELECT id FROM resources WHERE project_key = ? AND type_id = 'discount-code' AND json_extract(data, '$.code') = ? LIMIT 1",
  orderNumberTaken: "SELECT 1 FROM resources WHERE project_key = ? AND type_id = 'order' AND json_extract(data, '$.orderNumber') = ? LIMIT 1",
  customerIdsByEmail: "SELECT id FROM resources WHERE project_key = ? AND type_id = 'customer' AND json_extract(data, '$.lowercaseEmail') = ?",
  /** Carts with these days of their own (`IS`: null for none) changed last before a time, a batch at a time. */
  expiredCarts: `SELECT id FROM resources WHERE type_id = 'cart' AND project_key = ? AND ${CART_DAYS} IS ? AND ${CART_MODIFIED} < ? LIMIT ?`,
  anyCartWithoutDays: `SELECT 1 FROM resources WHERE type_id = 'cart' AND project_key = ? AND ${CART_DAYS} IS NULL LIMIT 1`,
  smallestCartDaysAbove: `SELECT MIN(${CART_DAYS}) AS days FROM resources WHERE type_id = 'cart' AND project_key = ? AND ${CART_DAYS} > ?`,
} as const;

export type QueryParamsLike = Record<string, unknown> & { where?: string | string[] };

/** The rest of a conjunction without `or`: in `a and b or c` a match need not meet `a`, so `a`'s index would miss it. */
const WITHOUT_OR = '(?:(?! or ).)+';

/** A predicate literal the mock itself writes (`orderNumber="…"`): one without quotes or escapes inside. */
const LITERAL = '"([^"\\\\]{1,256})"';

/** One query shape: its predicate, the SQL that reads its candidates by index, and that SQL's values. */
export interface QueryShape {
  /** How the test and the decision record name it. */
  readonly name: string;
  /** The resource type, or undefined for shapes every type shares (by id, keyset pages). */
  readonly typeId?: string;
  readonly where: RegExp;
  /** After `WHERE type_id = '{type}' AND project_key = ? AND `, its `?` after the project's (`?1`). */
  readonly sql: string;
  /** The SQL's values; undefined when they are not plain strings (a repeated variable), so the mock's scan answers. */
  values(match: RegExpExecArray, params: QueryParamsLike): SQLInputValue[] | undefined;
}

const variable = (params: QueryParamsLike, name: string): string | undefined => {
  const value = params[`var.${name}`];
  return typeof value === 'string' ? value : undefined;
};
const present = (...values: Array<string | undefined>): string[] | undefined => (values.every((value) => value !== undefined) ? (values as string[]) : undefined);

export const QUERY_SHAPES: readonly QueryShape[] = [
  {
    name: "a customer's carts in a state (sign-in, sign-up: app/commerce/customer-cart.server.ts)",
    typeId: 'cart',
    where: /^customerId = :customerId and cartState = "(Active|Merged|Ordered|Frozen)"$/,
    sql: "json_extract(data, '$.customerId') = ? AND json_extract(data, '$.cartState') = ?",
    values: (match, params) => present(variable(params, 'customerId'), match[1]),
  },
  {
    name: "a customer's orders (My account, reviews: app/commerce/order.server.ts, review.server.ts)",
    typeId: 'order',
    where: /^customerId = :customerId$/,
    sql: "json_extract(data, '$.customerId') = ?",
    values: (_match, params) => present(variable(params, 'customerId')),
  },
  {
    name: 'orders placed with an e-mail (My orders stand-in: app/commerce/order.server.ts)',
    typeId: 'order',
    where: /^customerEmail = :email$/,
    sql: "json_extract(data, '$.customerEmail') = ?",
    values: (_match, params) => present(variable(params, 'email')),
  },
  {
    name: 'an order by its number (orders/order-number=…, the payment return: the mock asks `orderNumber="…"`)',
    typeId: 'order',
    where: new RegExp(`^orderNumber\\s*=\\s*(?::orderNumber|${LITERAL})$`),
    sql: "json_extract(data, '$.orderNumber') = ?",
    values: (match, params) => present(match[1] ?? variable(params, 'orderNumber')),
  },
  {
    name: "a customer's reviews (My reviews: app/commerce/review.server.ts)",
    typeId: 'review',
    where: /^customer\(id = :customerId\)$/,
    sql: "json_extract(data, '$.customer.id') = ?",
    values: (_match, params) => present(variable(params, 'customerId')),
  },
  {
    name: "a customer's review of a product, or one with its uniqueness value (adding a review: app/commerce/review.server.ts)",
    typeId: 'review',
    where: /^uniquenessValue = :unique or \(customer\(id = :customerId\) and target\(id = :productId\)\)$/,
    // Each disjunct read apart and joined: SQLite scans the type for a plain OR. ?1 is the project.
    sql: `id IN (SELECT id FROM resources WHERE type_id = 'review' AND project_key = ?1 AND json_extract(data, '$.uniquenessValue') = ?2
      UNION SELECT id FROM resources WHERE type_id = 'review' AND project_key = ?1 AND json_extract(data, '$.customer.id') = ?3)`,
    values: (_match, params) => present(variable(params, 'unique'), variable(params, 'customerId')),
  },
  {
    name: "a product's reviews (product page: app/commerce/review.server.ts)",
    typeId: 'review',
    where: new RegExp(`^target\\(id = :productId\\)(?: and ${WITHOUT_OR})?$`),
    sql: "json_extract(data, '$.target.id') = ?",
    values: (_match, params) => present(variable(params, 'productId')),
  },
  {
    name: 'a customer by e-mail (sign-up, password reset: app/commerce/customer.server.ts; the mock on create)',
    typeId: 'customer',
    where: new RegExp(`^lowercaseEmail\\s*=\\s*(?::email|${LITERAL})$`),
    sql: "json_extract(data, '$.lowercaseEmail') = ?",
    values: (match, params) => present(match[1] ?? variable(params, 'email')),
  },
  {
    name: 'a discount code by its code (addDiscountCode: the mock asks `code="…"`)',
    typeId: 'discount-code',
    where: new RegExp(`^code\\s*=\\s*${LITERAL}$`),
    sql: "json_extract(data, '$.code') = ?",
    values: (match) => present(match[1]),
  },
  {
    name: 'active cart discounts (pricing in the shop: app/commerce/discount.server.ts)',
    typeId: 'cart-discount',
    where: /^isActive = true$/,
    sql: "json_extract(data, '$.isActive') = 1",
    values: () => [],
  },
  {
    name: 'stock of SKUs (product page, cart: app/commerce/catalog.server.ts, stock-reservation.server.ts)',
    typeId: 'inventory-entry',
    where: /^sku in :skus and supplyChannel(?: is not defined|\(id = :channel\))$/,
    sql: "json_extract(data, '$.sku') IN (SELECT value FROM json_each(?))",
    values: (_match, params) => {
      const skus = [params['var.skus']].flat();
      return skus.every((sku) => typeof sku === 'string') ? [JSON.stringify([...new Set(skus)])] : undefined;
    },
  },
  {
    name: 'stock of one SKU (order inventory: server/commerce-backend/order-inventory.ts)',
    typeId: 'inventory-entry',
    where: new RegExp(`^sku\\s*=\\s*${LITERAL}$`),
    sql: "json_extract(data, '$.sku') = ?",
    values: (match) => present(match[1]),
  },
  {
    name: 'a product by SKU (addLineItem and cart drafts by SKU: the mock asks for the current master variant or variants)',
    typeId: 'product',
    where: new RegExp(`^masterData\\(current\\(masterVariant\\(sku=${LITERAL}\\)\\)\\) or masterData\\(current\\(variants\\(sku="\\1"\\)\\)\\)$`),
    // The SKU index (sku-index.ts) holds the current variants' SKUs; ?1 is the project.
    sql: 'id IN (SELECT product_id FROM embedded_sku_index WHERE project_key = ?1 AND sku = ?2)',
    values: (match) => present(match[1]),
  },
  {
    name: 'one resource by id (the mock asks `id="…"`, e.g. a customer e-mail token)',
    where: new RegExp(`^id\\s*=\\s*${LITERAL}$`),
    sql: 'id = ?',
    values: (match) => present(match[1]),
  },
  {
    name: 'the next page of a whole-collection read in id order (`… and id > :afterId`: app/commerce/catalogue-listing.server.ts)',
    where: new RegExp(`^(?:${WITHOUT_OR} and )?id > :afterId$`),
    sql: 'id > ?',
    values: (_match, params) => present(variable(params, 'afterId')),
  },
];

/** Pages without predicate and sort this short are read in SQL. */
const FIRST_PAGE_MAX = 100;

const strings = (value: unknown): string[] => [value].flat().filter((item): item is string => typeof item === 'string');

export class QueryIndexes {
  private readonly statements = new Map<string, StatementSync>();
  private readonly firstRows;
  private readonly countOf;

  /** `db` must hold the mock's `resources` table (the storage creates it before this runs). */
  constructor(private readonly db: DatabaseSync) {
    db.exec(INDEXES);
    // The mock's `all` statement with a LIMIT: the same plan, so the same rows in the same order.
    this.firstRows = db.prepare('SELECT data FROM resources WHERE project_key = ? AND type_id = ? LIMIT ?');
    this.countOf = db.prepare('SELECT COUNT(*) AS n FROM resources WHERE project_key = ? AND type_id = ?');
  }

  /**
   * The SQL that reads a shape's candidates of a type (`?` for the project and the shape's values). The type is
   * written out: a partial index serves only a query whose own WHERE names its type.
   */
  static candidateSql(shape: QueryShape, typeId: string): string {
    // `+id`: sorting by the bare id lets the planner prefer the primary key's order over the shape's index, a scan.
    return `SELECT data FROM resources WHERE type_id = '${typeId.replaceAll("'", "''")}' AND project_key = ? AND ${shape.sql} ORDER BY +id`;
  }

  /** The shape a query has, or undefined when the mock's scan answers it. */
  static shapeOf(typeId: string, params: QueryParamsLike | undefined): { shape: QueryShape; values: SQLInputValue[] } | undefined {
    const where = strings(params?.where);
    if (where.length !== 1 || !params) return undefined;
    for (const shape of QUERY_SHAPES) {
      if (shape.typeId !== undefined && shape.typeId !== typeId) continue;
      const match = shape.where.exec(where[0]);
      if (!match) continue;
      const values = shape.values(match, params);
      return values ? { shape, values } : undefined;
    }
    return undefined;
  }

  /** A short page without predicate and sort: the mock would parse the whole type to slice it. Rows come in the mock's
   * order and the count is SQL's, so the answer is the full scan's. */
  firstPage(projectKey: string, typeId: string, params: QueryParamsLike | undefined): { candidates: unknown[]; total: number } | undefined {
    if (!params || strings(params.where).length > 0 || params.sort !== undefined) return undefined;
    const offset = Number(params.offset ?? 0);
    const limit = Number(params.limit ?? 20);
    if (!Number.isInteger(offset) || !Number.isInteger(limit) || offset < 0 || limit < 1 || offset + limit > FIRST_PAGE_MAX) return undefined;
    const total = Number((this.countOf.get(projectKey, typeId) as { n: number }).n);
    return { candidates: this.rows(this.firstRows, projectKey, typeId, offset + limit), total };
  }

  /** The resources a query can match, read by index; undefined when the query is not one of the indexed shapes. */
  candidates(projectKey: string, typeId: string, params: QueryParamsLike | undefined): unknown[] | undefined {
    const found = QueryIndexes.shapeOf(typeId, params);
    if (!found) return undefined;
    const key = `${found.shape.name}\n${typeId}`;
    let statement = this.statements.get(key);
    if (!statement) {
      statement = this.db.prepare(QueryIndexes.candidateSql(found.shape, typeId));
      this.statements.set(key, statement);
    }
    return this.rows(statement, projectKey, ...found.values);
  }

  private rows(statement: StatementSync, ...values: SQLInputValue[]): unknown[] {
    return (statement.all(...values) as { data: string }[]).map((row) => JSON.parse(row.data) as unknown);
  }
}
