// Products (spec §7 /getProduct) with the store's price selection, inventory and the category tree. Reads in a store's
// price scope are shared by every shopper of it; a customer group's prices are personal and never cached.
import type { ProductProjection } from '@commercetools/platform-sdk';
import { isValidSku } from './cart-rules';
import type { CommerceContext } from './client.server';
import { callCommerce, send } from './errors.server';
import { isLocaleCode } from './identifiers';
import type { InventoryLevel } from './types';

export { buildCategoryTree, categoryPath, getCategoryTree } from './category.server';

// The local mock's query parser (qs) stops reading many repeated values as a list; the bound also keeps URLs short.
const SKUS_PER_REQUEST = 20;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

const SLUG = /^[\p{L}\p{N}_-]{1,256}$/u;

export type ProductQueryOptions = { customerGroupId?: string };

function projectionArgs(ctx: CommerceContext, options: ProductQueryOptions) {
  return {
    staged: false,
    priceCurrency: ctx.store.currency,
    priceCountry: ctx.store.country,
    ...(options.customerGroupId ? { priceCustomerGroup: options.customerGroupId } : {}),
  };
}

async function queryProducts(
  ctx: CommerceContext,
  where: string,
  variables: Record<string, string | string[]>,
  limit: number,
  options: ProductQueryOptions,
): Promise<ProductProjection[]> {
  const read = async () => {
    const page = await callCommerce('/getProduct', () =>
      send(
        ctx.client.apiRoot.productProjections().get({
          queryArgs: { where, limit, ...projectionArgs(ctx, options), ...prefixVariables(variables) },
        }),
      ),
    );
    return page.results;
  };
  if (options.customerGroupId) return read();
  return ctx.client.catalogueCache.get({
    name: 'product-projections',
    key: `${ctx.store.currency}|${ctx.store.country}|${where}|${JSON.stringify(variables)}|${limit}`,
    // Review statistics travel with each product (its rating summary).
    depends: ['products', 'reviews'],
    getFreshValue: read,
  });
}

// Values go in as predicate variables, never spliced into the predicate text.
function prefixVariables(variables: Record<string, string | string[]>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(variables).map(([name, value]) => [`var.${name}`, value]));
}

/** One product by SKU; null if there is none. Backend failures throw (error page, not a 404). */
export async function getProductBySku(
  ctx: CommerceContext,
  sku: string,
  options: ProductQueryOptions = {},
): Promise<ProductProjection | null> {
  if (!isValidSku(sku)) return null;
  const results = await queryProducts(ctx, 'masterVariant(sku = :sku) or variants(sku = :sku)', { sku }, 1, options);
  return results[0] ?? null;
}

/** One product by its slug in the store language; null if there is none. */
export async function getProductBySlug(
  ctx: CommerceContext,
  slug: string,
  options: ProductQueryOptions = {},
): Promise<ProductProjection | null> {
  const language = ctx.store.language;
  if (!SLUG.test(slug) || !isLocaleCode(language)) return null;
  const results = await queryProducts(ctx, `slug(${language} = :slug)`, { slug }, 1, options);
  return results[0] ?? null;
}

/** Several products by SKU for blocks: as spec §7 says, a failure is logged and gives null, so one block cannot break a page. */
export async function getProductsBySkus(
  ctx: CommerceContext,
  skus: readonly string[],
  options: ProductQueryOptions = {},
): Promise<ProductProjection[] | null> {
  const unique = [...new Set(skus.filter(isValidSku))];
  if (unique.length === 0) return [];
  const where = 'masterVariant(sku in :skus) or variants(sku in :skus)';
  return callCommerce(
    '/getProduct',
    async () => {
      const pages = await Promise.all(
        chunks(unique, SKUS_PER_REQUEST).map((part) => queryProducts(ctx, where, { skus: part }, part.length, options)),
      );
      return pages.flat();
    },
    (error) => ctx.client.logger.error({ err: error, skus: unique }, 'product fetch failed'),
  );
}

/** Stock per SKU (channel-less entries without a supply channel); SKUs without an entry are left out. */
export async function getInventory(
  ctx: CommerceContext,
  skus: readonly string[],
  /** `live`: past the cache, for the cart channel's poll, which exists to see changes. */
  options: { supplyChannelId?: string; live?: boolean } = {},
): Promise<InventoryLevel[]> {
  const unique = [...new Set(skus.filter(isValidSku))];
  if (unique.length === 0) return [];
  const channel = options.supplyChannelId
    ? { where: 'sku in :skus and supplyChannel(id = :channel)', 'var.channel': options.supplyChannelId }
    : { where: 'sku in :skus and supplyChannel is not defined' };
  const read = async (part: string[]) => {
    const page = await callCommerce('/getInventory', () =>
      send(ctx.client.apiRoot.inventory().get({ queryArgs: { ...channel, 'var.skus': part, limit: 500 } })),
    );
    return page.results.map((entry) => ({ sku: entry.sku, availableQuantity: entry.availableQuantity }));
  };
  const pages = await Promise.all(
    chunks(unique, SKUS_PER_REQUEST).map((part) =>
      options.live
        ? read(part)
        : ctx.client.catalogueCache.get({
            name: 'inventory',
            key: `${options.supplyChannelId ?? ''}|${part.join(',')}`,
            depends: ['inventory'],
            getFreshValue: () => read(part),
          }),
    ),
  );
  return pages.flat();
}
