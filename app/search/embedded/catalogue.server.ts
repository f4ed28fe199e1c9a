// Reads what the embedded index is built from, through the commerce client: published product
// projections in one store's price scope, stock, categories, and a cheap fingerprint that changes
// whenever any of them (or a review, which moves ratings) changes.
import type { Category, ProductProjection } from '@commercetools/platform-sdk';
import type { CommerceClient } from '~/commerce/client.server';
import { callCommerce, send } from '~/commerce/errors.server';

const PAGE_SIZE = 500; // commercetools' maximum page size

type Newest = { total?: number; results: { lastModifiedAt: string }[] };
const describe = (page: Newest) => `${page.total ?? '?'}@${page.results[0]?.lastModifiedAt ?? '-'}`;

/**
 * Count and newest change of each resource the records come from: one small request each. Product
 * projections are avoided here on purpose: the local backend computes review statistics for every
 * product on each projection query, while /products post-processes only the page it returns.
 */
export async function catalogueFingerprint(client: CommerceClient): Promise<string> {
  const newest = { limit: 1, sort: 'lastModifiedAt desc', withTotal: true };
  const api = client.apiRoot;
  const pages = await callCommerce('/search/fingerprint', () =>
    Promise.all([
      send(api.products().get({ queryArgs: newest })),
      send(api.inventory().get({ queryArgs: newest })),
      send(api.categories().get({ queryArgs: newest })),
      send(api.reviews().get({ queryArgs: newest })),
    ]),
  );
  return pages.map(describe).join('|');
}

/**
 * Every published product, read without a price scope so one read serves every store: the record builder
 * selects each store's price itself (`selectPrice`).
 */
export function fetchProducts(client: CommerceClient): Promise<ProductProjection[]> {
  return readAllProducts(client);
}

/** Paged by id rather than offset: commercetools caps offsets at 10 000 and id paging stays stable. */
async function readAllProducts(client: CommerceClient): Promise<ProductProjection[]> {
  const all: ProductProjection[] = [];
  for (let lastId: string | undefined; ; ) {
    const page = await callCommerce('/search/products', () =>
      send(
        client.apiRoot.productProjections().get({
          // staged=false is commercetools' default and left to it: the local mock reads the query
          // string 'false' as true and would answer staged data, unpublished products included.
          queryArgs: {
            sort: 'id asc',
            limit: PAGE_SIZE,
            withTotal: false,
            // The product type's key tells accessories from tools (record.ts).
            expand: ['productType'],
            ...(lastId ? { where: 'id > :lastId', 'var.lastId': lastId } : {}),
          },
        }),
      ),
    );
    all.push(...page.results);
    if (page.results.length < PAGE_SIZE) return all;
    lastId = page.results[page.results.length - 1].id;
  }
}

/** Channel-less stock per SKU (the shared stock of every store, as the commerce layer reads it). */
export async function fetchStock(client: CommerceClient): Promise<Map<string, boolean>> {
  const stock = new Map<string, boolean>();
  for (let lastId: string | undefined; ; ) {
    const page = await callCommerce('/search/inventory', () =>
      send(
        client.apiRoot.inventory().get({
          queryArgs: {
            where: lastId ? 'supplyChannel is not defined and id > :lastId' : 'supplyChannel is not defined',
            ...(lastId ? { 'var.lastId': lastId } : {}),
            sort: 'id asc',
            limit: PAGE_SIZE,
            withTotal: false,
          },
        }),
      ),
    );
    for (const entry of page.results) stock.set(entry.sku, (stock.get(entry.sku) ?? false) || entry.availableQuantity > 0);
    if (page.results.length < PAGE_SIZE) return stock;
    lastId = page.results[page.results.length - 1].id;
  }
}

export async function fetchCategories(client: CommerceClient): Promise<Category[]> {
  const all: Category[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await callCommerce('/search/categories', () =>
      send(client.apiRoot.categories().get({ queryArgs: { limit: PAGE_SIZE, offset, sort: 'id asc', withTotal: false } })),
    );
    all.push(...page.results);
    if (page.results.length < PAGE_SIZE) return all;
  }
}
