import { createRng } from '../prng';
import type { CatalogProduct } from './types';

const MAX_PARENTS = 12;
const MAX_ACCESSORIES = 6;
const SAMPLE_PARENTS = 8;

const specValue = (product: CatalogProduct, label: string) => product.specs.find((spec) => spec.label === label)?.value;

/** Tools an accessory fits: same brand platform for batteries and chargers, matching kind (and size) otherwise. */
function parentsOf(accessory: CatalogProduct, tools: readonly CatalogProduct[]): CatalogProduct[] {
  const { kind } = accessory;
  if (kind.platformAccessory) {
    return tools.filter((tool) => tool.brand.key === accessory.brand.key && tool.voltage !== undefined
      && (kind.leaf === 'chargers' || tool.voltage === accessory.voltage)).slice(0, MAX_PARENTS);
  }
  const candidates = tools.filter((tool) => kind.fits?.includes(tool.leaf)
    && (kind.fitBy === undefined || specValue(tool, kind.fitBy) === specValue(accessory, kind.fitBy)));
  if (kind.fitBy !== undefined) return candidates.slice(0, MAX_PARENTS);
  return createRng(`fits:${accessory.sku}`).sample(candidates, SAMPLE_PARENTS).sort((a, b) => a.sku.localeCompare(b.sku));
}

/**
 * Fills parentProductsForAccessory on accessories and the inverse relatedAccessories on tools
 * (both by SKU; the writer turns them into product references once ids exist).
 */
export function linkAccessories(products: readonly CatalogProduct[]): void {
  const tools = products.filter((product) => !product.kind.accessory);
  const bySku = new Map(products.map((product) => [product.sku, product]));
  for (const accessory of products.filter((product) => product.kind.accessory)) {
    const parents = parentsOf(accessory, tools);
    accessory.relations.parentProductsForAccessory.push(...parents.map((parent) => parent.sku));
    for (const parent of parents) bySku.get(parent.sku)?.relations.relatedAccessories.push(accessory.sku);
  }
  for (const tool of tools) {
    const accessories = tool.relations.relatedAccessories;
    // Keep a platform battery and charger first: they make the best set contents.
    accessories.sort((a, b) => rank(bySku.get(a)) - rank(bySku.get(b)) || a.localeCompare(b));
    accessories.splice(MAX_ACCESSORIES);
  }
}

const rank = (product: CatalogProduct | undefined): number =>
  product?.leaf === 'batteries' ? 0 : product?.leaf === 'chargers' ? 1 : 2;
