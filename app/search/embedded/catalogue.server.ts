// What the embedded index is built from, read through the commerce layer's whole-catalogue listings:
// published product projections, stock, categories, and a fingerprint that changes with any of them.
import type { Category, ProductProjection } from '@commercetools/platform-sdk';
import { catalogueFingerprint as readFingerprint, listCategories, listProductProjections, listProductTypes, listSharedStock } from '~/commerce/catalogue-listing.server';
import type { CommerceClient } from '~/commerce/client.server';

/** Count and newest change of every resource the records come from. */
export function catalogueFingerprint(client: CommerceClient): Promise<string> {
  return readFingerprint(client, '/search/fingerprint');
}

/** Read without a price scope so one read serves every store (`selectPrice` picks each store's price). The product
 * type is not expanded: every language's labels would come along with each product. */
export function fetchProducts(client: CommerceClient): Promise<ProductProjection[]> {
  return listProductProjections(client, { endpoint: '/search/products' });
}

/** Product type keys by id: the key tells accessories from tools (record.ts). */
export async function fetchProductTypeKeys(client: CommerceClient): Promise<Map<string, string>> {
  const types = await listProductTypes(client, { endpoint: '/search/product-types' });
  return new Map(types.flatMap((type) => (type.key ? [[type.id, type.key] as const] : [])));
}

/** Channel-less stock per SKU (the shared stock of every store, as the commerce layer reads it). */
export async function fetchStock(client: CommerceClient): Promise<Map<string, boolean>> {
  const stock = new Map<string, boolean>();
  for (const entry of await listSharedStock(client, { endpoint: '/search/inventory' })) {
    stock.set(entry.sku, (stock.get(entry.sku) ?? false) || entry.availableQuantity > 0);
  }
  return stock;
}

export function fetchCategories(client: CommerceClient): Promise<Category[]> {
  return listCategories(client, { endpoint: '/search/categories' });
}
