import type { Product } from '@commercetools/platform-sdk';
import type { DatabaseSync } from 'node:sqlite';
import type { SQLiteStorage } from '@labdigital/commercetools-mock/sqlite';

/**
 * SKU → product/variant index for the published (current) product data, kept in a side table as
 * products are written. The mock resolves addLineItem({ sku }) by parsing every product in the
 * project (~100 ms per add with 650 products); with the index it reads one product by id.
 */

export const SKU_INDEX_TABLE = `
  CREATE TABLE IF NOT EXISTS embedded_sku_index (
    project_key TEXT NOT NULL,
    sku TEXT NOT NULL,
    product_id TEXT NOT NULL,
    variant_id INTEGER NOT NULL,
    PRIMARY KEY (project_key, sku)
  );
  CREATE INDEX IF NOT EXISTS idx_embedded_sku_product ON embedded_sku_index (project_key, product_id);
`;

export type SkuLookup = (projectKey: string, sku: string) => { productId: string; variantId: number } | undefined;

/** Fills the index from stored products, for stores written before the index existed. */
const REBUILD = `
  INSERT OR REPLACE INTO embedded_sku_index (project_key, sku, product_id, variant_id)
    SELECT project_key, json_extract(data, '$.masterData.current.masterVariant.sku'), id, json_extract(data, '$.masterData.current.masterVariant.id')
    FROM resources WHERE type_id = 'product' AND json_extract(data, '$.masterData.current.masterVariant.sku') IS NOT NULL;
  INSERT OR REPLACE INTO embedded_sku_index (project_key, sku, product_id, variant_id)
    SELECT r.project_key, json_extract(v.value, '$.sku'), r.id, json_extract(v.value, '$.id')
    FROM resources r, json_each(r.data, '$.masterData.current.variants') v
    WHERE r.type_id = 'product' AND json_extract(v.value, '$.sku') IS NOT NULL;
`;

export function installSkuIndex(storage: SQLiteStorage, db: DatabaseSync): SkuLookup {
  db.exec(SKU_INDEX_TABLE);
  const indexEmpty = db.prepare('SELECT 1 FROM embedded_sku_index LIMIT 1').get() === undefined;
  const hasProducts = db.prepare("SELECT 1 FROM resources WHERE type_id = 'product' LIMIT 1").get() !== undefined;
  if (indexEmpty && hasProducts) db.exec(REBUILD);

  const removeProduct = db.prepare('DELETE FROM embedded_sku_index WHERE project_key = ? AND product_id = ?');
  const insert = db.prepare('INSERT OR REPLACE INTO embedded_sku_index (project_key, sku, product_id, variant_id) VALUES (?, ?, ?, ?)');
  const select = db.prepare('SELECT product_id, variant_id FROM embedded_sku_index WHERE project_key = ? AND sku = ?');

  const index = (projectKey: string, product: Product) => {
    removeProduct.run(projectKey, product.id);
    const current = product.masterData?.current;
    if (!current) return;
    for (const variant of [current.masterVariant, ...(current.variants ?? [])]) {
      if (variant?.sku) insert.run(projectKey, variant.sku, product.id, variant.id);
    }
  };

  const add = storage.add.bind(storage);
  storage.add = (async (projectKey: string, typeId: string, obj: unknown, params?: { expand?: string[] }) => {
    const stored = await add(projectKey, typeId as Parameters<typeof add>[1], obj as Parameters<typeof add>[2], params);
    if (typeId === 'product') index(projectKey, obj as Product);
    return stored;
  }) as typeof storage.add;

  const remove = storage.delete.bind(storage);
  storage.delete = (async (projectKey: string, typeId: string, id: string, params: { expand?: string[] }) => {
    const deleted = await remove(projectKey, typeId as Parameters<typeof remove>[1], id, params);
    if (typeId === 'product') removeProduct.run(projectKey, id);
    return deleted;
  }) as typeof storage.delete;

  const clear = storage.clear.bind(storage);
  storage.clear = async () => {
    await clear();
    db.exec('DELETE FROM embedded_sku_index');
  };

  return (projectKey, sku) => {
    const row = select.get(projectKey, sku) as { product_id: string; variant_id: number } | undefined;
    return row && { productId: row.product_id, variantId: row.variant_id };
  };
}
