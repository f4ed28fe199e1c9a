import type { ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import { SEED_MARKER } from '../data/constants';
import type { WriterContext } from './context';
import { mapLimited } from './pool';
import { describeError, statusOf, withRetry } from './retry';

interface Versioned {
  readonly id: string;
  readonly version: number;
  readonly ancestors?: readonly unknown[];
}

/** The part of an SDK collection builder the reset uses. */
interface Collection {
  get(args: { queryArgs: { limit: number } }): { execute(): Promise<{ body: { results: Versioned[] } }> };
  withId(args: { ID: string }): {
    delete(args: { queryArgs: { version: number } }): { execute(): Promise<unknown> };
  };
}

type Api = ByProjectKeyRequestBuilder;

/** Reverse dependency order; carts, orders and payments go too, as they reference the old catalogue. */
const COLLECTIONS: readonly (readonly [string, (api: Api) => Collection])[] = [
  ['orders', (api) => api.orders()],
  ['carts', (api) => api.carts()],
  ['payments', (api) => api.payments()],
  ['shopping-lists', (api) => api.shoppingLists()],
  ['reviews', (api) => api.reviews()],
  ['discount-codes', (api) => api.discountCodes()],
  ['cart-discounts', (api) => api.cartDiscounts()],
  ['customers', (api) => api.customers()],
  ['inventory', (api) => api.inventory()],
  ['products', (api) => api.products()],
  ['product-discounts', (api) => api.productDiscounts()],
  ['product-types', (api) => api.productTypes()],
  ['categories', (api) => api.categories()],
  ['shipping-methods', (api) => api.shippingMethods()],
  ['stores', (api) => api.stores()],
  ['channels', (api) => api.channels()],
  ['zones', (api) => api.zones()],
  ['tax-categories', (api) => api.taxCategories()],
  ['customer-groups', (api) => api.customerGroups()],
  ['types', (api) => api.types()],
];

const PAGE = 500;

async function deleteOne(ctx: WriterContext, collection: Collection, name: string, resource: Versioned): Promise<boolean> {
  try {
    await withRetry(() => collection.withId({ ID: resource.id }).delete({ queryArgs: { version: resource.version } }).execute());
    return true;
  } catch (error) {
    const status = statusOf(error);
    // Deleting a category deletes its subtree, so a child may already be gone.
    if (status === 404) return false;
    // Some projects refuse to delete a published product: unpublish, then delete.
    if (name === 'products' && status === 400) {
      const unpublished = await withRetry(() => ctx.api.products().withId({ ID: resource.id })
        .post({ body: { version: resource.version, actions: [{ action: 'unpublish' }] } }).execute());
      await withRetry(() => collection.withId({ ID: resource.id }).delete({ queryArgs: { version: unpublished.body.version } }).execute());
      return true;
    }
    throw new Error(`Seed reset: deleting ${name} ${resource.id} failed: ${describeError(error)}`, { cause: error });
  }
}

async function deleteCollection(ctx: WriterContext, name: string, collection: Collection): Promise<number> {
  let deleted = 0;
  let stalled = 0;
  for (;;) {
    const page = (await withRetry(() => collection.get({ queryArgs: { limit: PAGE } }).execute())).body.results;
    if (page.length === 0) return deleted;
    // Deepest categories first, one level at a time: a child deleted after its parent fails to
    // resolve its ancestors on some backends (the mock answers 400).
    const levels = [...new Set(page.map((resource) => resource.ancestors?.length ?? 0))].sort((a, b) => b - a);
    let removed = 0;
    for (const level of levels) {
      const batch = page.filter((resource) => (resource.ancestors?.length ?? 0) === level);
      const results = await mapLimited(batch, ctx.limit, (resource) => deleteOne(ctx, collection, name, resource));
      removed += results.filter(Boolean).length;
    }
    // A round that deletes nothing (all 404: removed with a parent) is fine once, not forever.
    stalled = removed === 0 ? stalled + 1 : 0;
    if (stalled >= 3) throw new Error(`Seed reset: ${name} could not be deleted`);
    deleted += removed;
  }
}

/** Deletes the seed marker first (a half-done reset must not look seeded), then everything else. */
export async function resetAll(ctx: WriterContext): Promise<Record<string, number>> {
  try {
    await ctx.api.customObjects().withContainerAndKey(SEED_MARKER).delete().execute();
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
  }
  const counts: Record<string, number> = {};
  for (const [name, collectionOf] of COLLECTIONS) {
    counts[name] = await deleteCollection(ctx, name, collectionOf(ctx.api));
    if (counts[name] > 0) ctx.log(`seed reset: deleted ${counts[name]} ${name}`);
  }
  return counts;
}
