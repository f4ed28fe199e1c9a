import type { CommerceStore } from './storage.ts';

/**
 * The product page's other queries, narrowed by index (issue 12, decision 055): the mock answers every query
 * by parsing all resources of the type and filtering them — a product's reviews read all ~5,000 reviews, its
 * stock every inventory entry. When the predicate starts with the forms the commerce layer sends, the
 * candidates come from an SQLite expression index on the stored JSON, and the mock's own query logic
 * (predicate, sorting, paging) runs over just those: the answer is the full scan's.
 */
const INDEXES = `
  CREATE INDEX IF NOT EXISTS embedded_idx_review_target ON resources (project_key, json_extract(data, '$.target.id')) WHERE type_id = 'review';
  CREATE INDEX IF NOT EXISTS embedded_idx_inventory_sku ON resources (project_key, json_extract(data, '$.sku')) WHERE type_id = 'inventory-entry';
`;
const REVIEWS_OF_PRODUCT = /^target\(id = :productId\)(?: and |$)/;
const STOCK_OF_SKUS = /^sku in :skus and supplyChannel(?: is not defined|\(id = :channel\))$/;

type Params = Record<string, unknown> & { where?: string | string[] };
type Storage = { query: (projectKey: string, typeId: string, params: Params) => Promise<unknown>; all: (projectKey: string, typeId: string) => Promise<unknown[]> };

const strings = (value: unknown): string[] => [value].flat().filter((item): item is string => typeof item === 'string');

export function installQueryIndexes(store: CommerceStore): void {
  store.db.exec(INDEXES);
  const reviewsOf = store.db.prepare("SELECT data FROM resources WHERE type_id = 'review' AND project_key = ? AND json_extract(data, '$.target.id') = ? ORDER BY id");
  // All SKUs in one statement, in the table's order (the full scan's), so an unsorted answer is the same.
  const stockOf = store.db.prepare(
    "SELECT data FROM resources WHERE type_id = 'inventory-entry' AND project_key = ? AND json_extract(data, '$.sku') IN (SELECT value FROM json_each(?)) ORDER BY id",
  );
  const rows = (statement: typeof reviewsOf, projectKey: string, value: string) =>
    (statement.all(projectKey, value) as { data: string }[]).map((row) => JSON.parse(row.data) as unknown);

  const storage = store.storage as unknown as Storage;
  const original = storage.query;
  storage.query = async function query(this: Storage, projectKey, typeId, params) {
    const where = strings(params?.where);
    let candidates: unknown[] | undefined;
    if (where.length === 1 && typeId === 'review' && REVIEWS_OF_PRODUCT.test(where[0])) {
      const [productId] = strings(params['var.productId']);
      if (productId) candidates = rows(reviewsOf, projectKey, productId);
    } else if (where.length === 1 && typeId === 'inventory-entry' && STOCK_OF_SKUS.test(where[0])) {
      candidates = rows(stockOf, projectKey, JSON.stringify([...new Set(strings(params['var.skus']))]));
    }
    if (!candidates) return original.call(this, projectKey, typeId, params);
    const narrowed = candidates;
    // The storage's own query over the candidates: `this` with only `all` swapped.
    const view = Object.create(this, { all: { value: async () => narrowed } }) as Storage;
    return original.call(view, projectKey, typeId, params);
  };
}
