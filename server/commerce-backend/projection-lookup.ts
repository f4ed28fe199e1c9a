import type { DatabaseSync } from 'node:sqlite';
import type { SkuLookup } from './sku-index.ts';

/** The mock parses the whole catalogue for every projection query; for the SKU forms the shop sends, the candidates
 * come from the SKU index, and the mock's own query logic (predicate, publication, price selection) runs over them. */
const SKU_PREDICATES = new Set([
  'masterVariant(sku = :sku) or variants(sku = :sku)',
  'masterVariant(sku in :skus) or variants(sku in :skus)',
  'masterVariant(sku in :skus)',
]);
/** By id (relations), and by id or master SKU together (the product page's relations and variants). */
const ID_PREDICATES = new Set(['id in :ids', 'id in :ids or masterVariant(sku in :skus)']);
/** Later pages of a whole-catalogue read in id order (catalogue-listing.server.ts), which would otherwise parse the
 * whole catalogue again for each page. */
const KEYSET_PREDICATE = 'id > :afterId';

type Params = Record<string, unknown> & { where?: string | string[] };
type Products = { get(projectKey: string, typeId: 'product', id: string): Promise<unknown> };

function valuesOf(params: Params, names: string[]): string[] {
  const values = names.flatMap((name) => [params[`var.${name}`]].flat()).filter((value): value is string => typeof value === 'string');
  return [...new Set(values)];
}

/** What ShopStorage answers the mock's product-projection query with (patched in `patches/`). */
export class ProjectionCandidates {
  private readonly productsAfter;

  constructor(db: DatabaseSync, private readonly storage: Products, private readonly findSku: SkuLookup) {
    this.productsAfter = db.prepare("SELECT data FROM resources WHERE project_key = ? AND type_id = 'product' AND id > ? ORDER BY id");
  }

  /** The products a projection query can match, or undefined when the mock reads the whole catalogue. */
  async of(projectKey: string, params: Params): Promise<unknown[] | undefined> {
    const where = Array.isArray(params.where) ? params.where : params.where ? [params.where] : [];
    if (where.length !== 1) return undefined;
    const [afterId] = where[0] === KEYSET_PREDICATE ? valuesOf(params, ['afterId']) : [];
    if (afterId !== undefined) return (this.productsAfter.all(projectKey, afterId) as { data: string }[]).map((row) => JSON.parse(row.data) as unknown);
    if (!SKU_PREDICATES.has(where[0]) && !ID_PREDICATES.has(where[0])) return undefined;
    const ids = new Set<string>(ID_PREDICATES.has(where[0]) ? valuesOf(params, ['ids']) : []);
    for (const sku of valuesOf(params, ['sku', 'skus'])) {
      const hit = this.findSku(projectKey, sku);
      if (hit) ids.add(hit.productId);
    }
    return (await Promise.all([...ids].map((id) => this.storage.get(projectKey, 'product', id)))).filter(Boolean);
  }
}
