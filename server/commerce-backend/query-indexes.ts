import type { DatabaseSync } from 'node:sqlite';

/**
 * The product page's other queries, narrowed by index (issue 12, decision 055): the mock answers every query
 * by parsing all resources of the type and filtering them — a product's reviews read all ~5,000 reviews, its
 * stock every inventory entry. When the predicate starts with the forms the commerce layer sends, the
 * candidates come from an SQLite expression index on the stored JSON, and the mock's own query logic
 * (predicate, sorting, paging) runs over just those (ShopStorage.query): the answer is the full scan's.
 */
const INDEXES = `
  CREATE INDEX IF NOT EXISTS embedded_idx_review_target ON resources (project_key, json_extract(data, '$.target.id')) WHERE type_id = 'review';
  CREATE INDEX IF NOT EXISTS embedded_idx_inventory_sku ON resources (project_key, json_extract(data, '$.sku')) WHERE type_id = 'inventory-entry';
`;
const REVIEWS_OF_PRODUCT = /^target\(id = :productId\)(?: and |$)/;
const STOCK_OF_SKUS = /^sku in :skus and supplyChannel(?: is not defined|\(id = :channel\))$/;
/** Pages without predicate and sort this short are read in SQL (decision 107). */
const FIRST_PAGE_MAX = 100;

export type QueryParamsLike = Record<string, unknown> & { where?: string | string[] };

const strings = (value: unknown): string[] => [value].flat().filter((item): item is string => typeof item === 'string');

export class QueryIndexes {
  private readonly reviewsOf;
  private readonly stockOf;
  private readonly firstRows;
  private readonly countOf;

  /** `db` must hold the mock's `resources` table (the storage creates it before this runs). */
  constructor(db: DatabaseSync) {
    db.exec(INDEXES);
    this.reviewsOf = db.prepare("SELECT data FROM resources WHERE type_id = 'review' AND project_key = ? AND json_extract(data, '$.target.id') = ? ORDER BY id");
    // All SKUs in one statement, in the table's order (the full scan's), so an unsorted answer is the same.
    this.stockOf = db.prepare(
      "SELECT data FROM resources WHERE type_id = 'inventory-entry' AND project_key = ? AND json_extract(data, '$.sku') IN (SELECT value FROM json_each(?)) ORDER BY id",
    );
    // The mock's `all` statement with a LIMIT: the same plan, so the same rows in the same order.
    this.firstRows = db.prepare('SELECT data FROM resources WHERE project_key = ? AND type_id = ? LIMIT ?');
    this.countOf = db.prepare('SELECT COUNT(*) AS n FROM resources WHERE project_key = ? AND type_id = ?');
  }

  /**
   * A short page without predicate and sort, e.g. the storefront's catalogue fingerprint (`limit=1&withTotal`;
   * the mock's HTTP layer drops `sort`): the mock parses every resource of the type and slices the page, a whole
   * catalogue parse (~200 MB of garbage) per call. Here the page's rows come first in the mock's order, and the
   * count is SQL's, so the answer is the full scan's (decision 107).
   */
  firstPage(projectKey: string, typeId: string, params: QueryParamsLike | undefined): { candidates: unknown[]; total: number } | undefined {
    if (!params || strings(params.where).length > 0 || params.sort !== undefined) return undefined;
    const offset = Number(params.offset ?? 0);
    const limit = Number(params.limit ?? 20);
    if (!Number.isInteger(offset) || !Number.isInteger(limit) || offset < 0 || limit < 1 || offset + limit > FIRST_PAGE_MAX) return undefined;
    const total = Number((this.countOf.get(projectKey, typeId) as { n: number }).n);
    return { candidates: this.rows(this.firstRows, projectKey, typeId, offset + limit), total };
  }

  /** The resources a query can match, read by index; undefined when the query is not one of the indexed forms. */
  candidates(projectKey: string, typeId: string, params: QueryParamsLike | undefined): unknown[] | undefined {
    const where = strings(params?.where);
    if (where.length !== 1 || !params) return undefined;
    if (typeId === 'review' && REVIEWS_OF_PRODUCT.test(where[0])) {
      const [productId] = strings(params['var.productId']);
      return productId ? this.rows(this.reviewsOf, projectKey, productId) : undefined;
    }
    if (typeId === 'inventory-entry' && STOCK_OF_SKUS.test(where[0])) {
      return this.rows(this.stockOf, projectKey, JSON.stringify([...new Set(strings(params['var.skus']))]));
    }
    return undefined;
  }

  private rows(statement: ReturnType<DatabaseSync['prepare']>, ...values: (string | number)[]): unknown[] {
    return (statement.all(...values) as { data: string }[]).map((row) => JSON.parse(row.data) as unknown);
  }
}
