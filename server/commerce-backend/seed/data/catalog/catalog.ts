import { buildBaseProducts } from './base-products';
import { linkAccessories } from './relations';
import type { CatalogProduct } from './types';
import { buildBwareProducts, buildSetProducts } from './variants';

/**
 * Every product of the catalogue model: the normal ones, then B-stock and sets. Deterministic; also what the
 * local image service draws a product's pictures from (its kind, brand and power, by SKU).
 */
export function buildCatalog(): CatalogProduct[] {
  const base = buildBaseProducts();
  linkAccessories(base);
  return [...base, ...buildBwareProducts(base), ...buildSetProducts(base)];
}
