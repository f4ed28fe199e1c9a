import { buildBaseProducts } from './base-products';
import { linkAccessories } from './relations';
import type { CatalogProduct } from './types';
import { buildBwareProducts, buildSetProducts } from './variants';

/** Normal products, then B-stock and sets. Deterministic, as the local image service draws a product's pictures from
 * it by SKU. */
export function buildCatalog(): CatalogProduct[] {
  const base = buildBaseProducts();
  linkAccessories(base);
  return [...base, ...buildBwareProducts(base), ...buildSetProducts(base)];
}
