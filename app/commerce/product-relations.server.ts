// Product reads by id and SKU together (relations, variants, last seen), with the same price selection and error
// text as catalog.server.ts. Values go in as predicate variables, never spliced into the predicate text.
import type { ProductProjection } from '@commercetools/platform-sdk';
import type { CommerceContext } from './client.server';
import { isValidSku } from './cart-rules';
import { callCommerce, send } from './errors.server';
import { isResourceId } from './identifiers';

// As in catalog.server.ts: the local mock reads only so many repeated query values as a list.
const VALUES_PER_REQUEST = 20;

/** Shared by every shopper of the price scope: read once per catalogue change (catalogue-cache.server.ts). */
function query(ctx: CommerceContext, where: string, variables: Record<string, string | string[]>, limit: number): Promise<ProductProjection[]> {
  return ctx.client.catalogueCache.get({
    name: 'product-relations',
    key: `${ctx.store.currency}|${ctx.store.country}|${where}|${JSON.stringify(variables)}|${limit}`,
    depends: ['products', 'reviews'],
    getFreshValue: async () => {
      const page = await callCommerce('/getProduct', () =>
        send(
          ctx.client.apiRoot.productProjections().get({
            queryArgs: {
              where,
              limit,
              staged: false,
              priceCurrency: ctx.store.currency,
              priceCountry: ctx.store.country,
              ...Object.fromEntries(Object.entries(variables).map(([name, value]) => [`var.${name}`, value])),
            },
          }),
        ),
      );
      return page.results;
    },
  });
}

/**
 * Products by id and/or master-variant SKU (relations, variants, last seen) in one call: the local
 * backend reads the whole catalogue for every query, so one predicate beats two requests.
 */
export async function productsByIdsOrSkus(ctx: CommerceContext, ids: readonly string[], skus: readonly string[]): Promise<ProductProjection[]> {
  const idList = [...new Set(ids.filter(isResourceId))].slice(0, VALUES_PER_REQUEST);
  const skuList = [...new Set(skus.filter(isValidSku))].slice(0, VALUES_PER_REQUEST);
  if (idList.length === 0 && skuList.length === 0) return [];
  const predicates = [...(idList.length > 0 ? ['id in :ids'] : []), ...(skuList.length > 0 ? ['masterVariant(sku in :skus)'] : [])];
  const variables = { ...(idList.length > 0 ? { ids: idList } : {}), ...(skuList.length > 0 ? { skus: skuList } : {}) };
  return query(ctx, predicates.join(' or '), variables, idList.length + skuList.length);
}
