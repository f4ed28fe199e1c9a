import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import type { CommerceStore } from './storage.ts';

/**
 * The mock answers every product-projection query by parsing and transforming the whole catalogue
 * (~0.9 s for one product with the seed's 614 products in 21 languages). The shop looks products up by SKU
 * all the time (product page, related products, cart). When a query's predicate is one of the SKU forms the
 * commerce layer sends, the candidates come from the SKU index and the mock's own query logic runs over just
 * those products — the predicate, publication state and price selection are still the mock's. Queries by
 * product id (relations) are narrowed the same way: their candidates are the ids themselves.
 */
const SKU_PREDICATES = new Set([
  'masterVariant(sku = :sku) or variants(sku = :sku)',
  'masterVariant(sku in :skus) or variants(sku in :skus)',
  'masterVariant(sku in :skus)',
]);
/** By id (relations), and by id or master SKU together (the product page's relations and variants). */
const ID_PREDICATES = new Set(['id in :ids', 'id in :ids or masterVariant(sku in :skus)']);
/**
 * The pages after the first of a whole-catalogue read in id order (catalogue-listing.server.ts): without this,
 * each page parsed the whole catalogue again to keep the products after the last id.
 */
const KEYSET_PREDICATE = 'id > :afterId';

type Params = Record<string, unknown> & { where?: string | string[] };
type Repository = Record<string, unknown> & { query: (context: { projectKey: string }, params?: Params) => Promise<unknown> };
type Storage = { all(projectKey: string, typeId: string): Promise<unknown[]>; get(projectKey: string, typeId: string, id: string): Promise<unknown> };

function valuesOf(params: Params, names: string[]): string[] {
  const values = names.flatMap((name) => [params[`var.${name}`]].flat()).filter((value): value is string => typeof value === 'string');
  return [...new Set(values)];
}

export function installProjectionLookup(mock: CommercetoolsMock, store: CommerceStore, projectKey: string): void {
  const repository = mock.project(projectKey).getRepository('product-projection') as unknown as Repository;
  const original = repository.query;
  if (typeof original !== 'function') throw new Error('product-projection repository has no query: the mock changed');
  const storage = store.storage as unknown as Storage;
  const productsAfter = store.db.prepare("SELECT data FROM resources WHERE project_key = ? AND type_id = 'product' AND id > ? ORDER BY id");

  /** The mock's own query (predicate, publication state, sorting, paging) over these products only. */
  function queryOver(repository: Repository, products: () => Promise<unknown[]>, context: { projectKey: string }, params: Params) {
    const narrowed: Storage = {
      all: (key, typeId) => (typeId === 'product' && key === projectKey ? products() : storage.all(key, typeId)),
      get: (key, typeId, id) => storage.get(key, typeId, id),
    };
    // `this` with only its storage swapped.
    return original.call(Object.create(repository, { _storage: { value: narrowed } }) as Repository, context, params);
  }

  repository.query = async function query(context, params = {}) {
    const where = Array.isArray(params.where) ? params.where : params.where ? [params.where] : [];
    const [afterId] = where.length === 1 && where[0] === KEYSET_PREDICATE ? valuesOf(params, ['afterId']) : [];
    if (context.projectKey === projectKey && afterId !== undefined) {
      const after = async () => (productsAfter.all(projectKey, afterId) as { data: string }[]).map((row) => JSON.parse(row.data) as unknown);
      return queryOver(this, after, context, params);
    }
    const indexed = where.length === 1 && (SKU_PREDICATES.has(where[0]) || ID_PREDICATES.has(where[0]));
    if (context.projectKey !== projectKey || !indexed) {
      return original.call(this, context, params);
    }
    const ids = new Set<string>(ID_PREDICATES.has(where[0]) ? valuesOf(params, ['ids']) : []);
    for (const sku of valuesOf(params, ['sku', 'skus'])) {
      const hit = store.findSku(projectKey, sku);
      if (hit) ids.add(hit.productId);
    }
    const found = async () => (await Promise.all([...ids].map((id) => storage.get(projectKey, 'product', id)))).filter(Boolean);
    return queryOver(this, found, context, params);
  };
}
