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

export type QueryParamsLike = Record<string, unknown> & { where?: string | string[] };

const strings = (value: unknown): string[] => [value].flat().filter((item): item is string => typeof item === 'string');

export class QueryIndexes {
  private readonly reviewsOf;
  private readonly stockOf;

  /** `db` must hold the mock's `resources` table (the storage creates it before this runs). */
  constructor(db: DatabaseSync) {
    db.exec(INDEXES);
    this.reviewsOf = db.prepare("SELECT data FROM resources WHERE type_id = 'review' AND project_key = ? AND json_extract(data, '$.target.id') = ? ORDER BY id");
    // All SKUs in one statement, in the table's order (the full scan's), so an unsorted answer is the same.
    this.stockOf = db.prepare(
      "SELECT data FROM resources WHERE type_id = 'inventory-entry' AND project_key = ? AND json_extract(data, '$.sku') IN (SELECT value FROM json_each(?)) ORDER BY id",
    );
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

  private rows(statement: ReturnType<DatabaseSync['prepare']>, projectKey: string, value: string): unknown[] {
    return (statement.all(projectKey, value) as { data: string }[]).map((row) => JSON.parse(row.data) as unknown);
  }
}
