import type { Product } from '@commercetools/platform-sdk';
import type { DatabaseSync } from 'node:sqlite';

/** Kept in a side table as products are written: the mock resolves addLineItem({ sku }) by parsing every product,
 * the index reads one product by id. */

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

/** The index over one database connection; ShopStorage keeps it current as products are written. */
export class SkuIndex {
  private readonly removeProduct;
  private readonly insert;
  private readonly select;
  private readonly removeAll;

  constructor(db: DatabaseSync) {
    db.exec(SKU_INDEX_TABLE);
    const indexEmpty = db.prepare('SELECT 1 FROM embedded_sku_index LIMIT 1').get() === undefined;
    const hasProducts = db.prepare("SELECT 1 FROM resources WHERE type_id = 'product' LIMIT 1").get() !== undefined;
    if (indexEmpty && hasProducts) db.exec(REBUILD);
    this.removeProduct = db.prepare('DELETE FROM embedded_sku_index WHERE project_key = ? AND product_id = ?');
    this.insert = db.prepare('INSERT OR REPLACE INTO embedded_sku_index (project_key, sku, product_id, variant_id) VALUES (?, ?, ?, ?)');
    this.select = db.prepare('SELECT product_id, variant_id FROM embedded_sku_index WHERE project_key = ? AND sku = ?');
    this.removeAll = db.prepare('DELETE FROM embedded_sku_index');
  }

  /** Replaces the product's entries with the SKUs of its published variants. */
  index(projectKey: string, product: Product): void {
    this.removeProduct.run(projectKey, product.id);
    const current = product.masterData?.current;
    if (!current) return;
    for (const variant of [current.masterVariant, ...(current.variants ?? [])]) {
      if (variant?.sku) this.insert.run(projectKey, variant.sku, product.id, variant.id);
    }
  }

  remove(projectKey: string, productId: string): void {
    this.removeProduct.run(projectKey, productId);
  }

  clear(): void {
    this.removeAll.run();
  }

  readonly find: SkuLookup = (projectKey, sku) => {
    const row = this.select.get(projectKey, sku) as { product_id: string; variant_id: number } | undefined;
    return row && { productId: row.product_id, variantId: row.variant_id };
  };
}
