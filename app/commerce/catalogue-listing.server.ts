// Whole-catalogue reads for the shop's own indexes (the embedded search index, the sitemaps), with a cheap fingerprint
// that changes whenever any of them (or a review, which moves ratings) changes. Per-page reads are catalog.server.ts.
import type { Category, InventoryEntry, ProductProjection, ProductType } from '@commercetools/platform-sdk';
import type { CommerceClient } from './client.server';
import { callCommerce, send } from './errors.server';

/** commercetools' largest page. */
export const LISTING_PAGE_SIZE = 500;

/** Which call an error names, and how many records a page holds (tests use small pages). */
export type ListingOptions = { endpoint: string; pageSize?: number };

type Page<T> = { results: T[] };

/** Reads a whole collection in id order by keyset (`id > last`): commercetools refuses deep offsets, and id paging stays stable while the catalogue changes. */
async function readAll<T extends { id: string }>(
  fetchPage: (keyset: Record<string, string | number | boolean>) => Promise<Page<T>>,
  pageSize: number,
  where?: string,
): Promise<T[]> {
  const all: T[] = [];
  for (let afterId: string | undefined; ; ) {
    const conditions = [where, afterId ? 'id > :afterId' : undefined].filter(Boolean).join(' and ');
    const { results } = await fetchPage({
      limit: pageSize,
      sort: 'id asc',
      withTotal: false,
      ...(conditions ? { where: conditions } : {}),
      ...(afterId ? { 'var.afterId': afterId } : {}),
    });
    all.push(...results);
    if (results.length < pageSize) return all;
    afterId = results[results.length - 1].id;
  }
}

type Newest = { total?: number; results: { lastModifiedAt: string }[] };
const describe = (page: Newest) => `${page.total ?? '?'}@${page.results[0]?.lastModifiedAt ?? '-'}`;

/**
 * Count and newest change of each resource an index is built from. Not from product projections: the local backend
 * computes review statistics for every product on each projection query.
 */
export async function catalogueFingerprint(client: CommerceClient, endpoint: string): Promise<string> {
  const newest = { limit: 1, sort: 'lastModifiedAt desc', withTotal: true };
  const api = client.apiRoot;
  const pages = await callCommerce(endpoint, () =>
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
 * Every product projection without a price scope, so one read serves every store. `staged: false` is left out: the
 * mock reads the string 'false' as true and answers staged data, so callers filter on `published`.
 */
export function listProductProjections(
  client: CommerceClient,
  options: ListingOptions & { staged?: false; expand?: string[] },
): Promise<ProductProjection[]> {
  const { endpoint, pageSize = LISTING_PAGE_SIZE, staged, expand } = options;
  return readAll(
    (keyset) =>
      callCommerce(endpoint, () =>
        send(
          client.apiRoot.productProjections().get({
            queryArgs: { ...(staged === false ? { staged } : {}), ...(expand ? { expand } : {}), ...keyset },
          }),
        ),
      ),
    pageSize,
  );
}

/** Every category, in id order. */
export function listCategories(client: CommerceClient, options: ListingOptions): Promise<Category[]> {
  const { endpoint, pageSize = LISTING_PAGE_SIZE } = options;
  return readAll((keyset) => callCommerce(endpoint, () => send(client.apiRoot.categories().get({ queryArgs: keyset }))), pageSize);
}

/** Every product type, in id order (a few: they tell tools from accessories). */
export function listProductTypes(client: CommerceClient, options: ListingOptions): Promise<ProductType[]> {
  const { endpoint, pageSize = LISTING_PAGE_SIZE } = options;
  return readAll((keyset) => callCommerce(endpoint, () => send(client.apiRoot.productTypes().get({ queryArgs: keyset }))), pageSize);
}

/** Every channel-less inventory entry (the stock every store shares, as the commerce layer reads it). */
export function listSharedStock(client: CommerceClient, options: ListingOptions): Promise<InventoryEntry[]> {
  const { endpoint, pageSize = LISTING_PAGE_SIZE } = options;
  return readAll(
    (keyset) => callCommerce(endpoint, () => send(client.apiRoot.inventory().get({ queryArgs: keyset }))),
    pageSize,
    'supplyChannel is not defined',
  );
}
