// What the pictures are drawn from: the seed's brands (their colours) and which product kinds each category
// holds. The image service is the seed's companion (a local default); production images come from a CDN.
import { BRANDS } from '../commerce-backend/seed/data/catalog/brands';
import { buildCatalog } from '../commerce-backend/seed/data/catalog/catalog';
import { CATEGORY_NODES, type CategoryKey } from '../commerce-backend/seed/data/catalog/category-tree';
import { KINDS } from '../commerce-backend/seed/data/catalog/kinds';

const colours = new Map(BRANDS.map((brand) => [brand.key, brand.colour]));
/** A few brand colours for pictures that show several products. */
export const SAMPLE_COLOURS = ['#f2a900', '#0f5fa8', '#00877a', '#c1272d', '#2e7d32'];

export const brandColour = (key: string): string | undefined => colours.get(key);

const leavesOf = new Map<string, string[]>();
for (const node of CATEGORY_NODES) {
  if (node.level !== 3 || node.family !== 'all-categories') continue;
  for (let key: CategoryKey | undefined = node.key; key; key = CATEGORY_NODES.find((other) => other.key === key)?.parent) {
    leavesOf.set(key, [...(leavesOf.get(key) ?? []), node.key]);
  }
}
// Landing categories hold products of several kinds: construction and car workshop by the kinds' industry,
// the cordless landings by how the kinds are powered.
for (const kind of KINDS) {
  if (kind.industry) leavesOf.set(kind.industry, [...(leavesOf.get(kind.industry) ?? []), kind.leaf]);
  if (kind.power === 'cordless') leavesOf.set('brushless-tools', [...(leavesOf.get('brushless-tools') ?? []), kind.leaf]);
  if (kind.power === 'battery-capable') leavesOf.set('cordless-garden', [...(leavesOf.get('cordless-garden') ?? []), kind.leaf]);
}

/** The product kinds (leaf keys) a category shows, or undefined for an unknown category. */
export const categoryLeaves = (key: string): string[] | undefined => leavesOf.get(key);

/** What a product's pictures show: its kind (leaf), brand and whether it runs on a battery. */
export type ProductLook = { leaf: string; brand: string; battery: boolean };

let looks: Map<string, ProductLook> | undefined;

/** Undefined for a SKU the seed does not have; the catalogue model is built on the first product picture asked
 * for. */
export function productLook(sku: string): ProductLook | undefined {
  looks ??= new Map(buildCatalog().map((product) => [product.sku, { leaf: product.leaf, brand: product.brand.key, battery: product.voltage !== undefined }]));
  return looks.get(sku);
}
