// Complementary products for the sidebar that opens after an add to cart (spec §2 "Cart opening", §9
// limit 4): the accessories the catalogue relates to the product (relatedAccessories), priced for this store.
import type { ProductProjection } from '@commercetools/platform-sdk';
import type { CatalogProductCard } from '../panels';
import { productsByIdsOrSkus } from '~/commerce/product-relations.server';
import { withCurrentStock } from '~/product/current-stock.server';
import { markDegraded } from '~/commerce/request-scope.server';
import { localized } from '~/commerce/localize';
import type { StorefrontContext } from '~/context';
import { COMPLEMENTARY_PRODUCTS_LIMIT } from '~/markets/constants';
import { isProductPageSlug, productPath } from '~/seo/page-paths';

/** What the complementary products use of the request: the commerce client, the market and its language. */
type ComplementaryDeps = Pick<StorefrontContext, 'commerce' | 'request' | 'shop'>;

type Reference = { typeId?: string; id?: string };

function relatedIds(product: ProductProjection): string[] {
  const value = product.masterVariant.attributes?.find((attribute) => attribute.name === 'relatedAccessories')?.value;
  return Array.isArray(value) ? value.flatMap((ref: Reference) => (ref?.typeId === 'product' && typeof ref.id === 'string' ? [ref.id] : [])) : [];
}

function toCard(storefront: ComplementaryDeps, product: ProductProjection): CatalogProductCard | null {
  const variant = product.masterVariant;
  const price = variant.price;
  const slug = localized(product.slug, storefront.request.language);
  const name = localized(product.name, storefront.request.language);
  if (!variant.sku || !price || !slug || !name || !isProductPageSlug(slug)) return null;
  const image = variant.images?.[0];
  return {
    sku: variant.sku,
    name,
    url: productPath(slug, storefront.request.market, storefront.shop.environment),
    image: image ? { url: image.url, alt: name } : null,
    price: price.discounted?.value ?? price.value,
    originalPrice: price.discounted ? price.value : null,
  };
}

/** Up to four accessories of `product`; an empty list when there are none or they cannot be read. */
export async function complementaryProducts(storefront: ComplementaryDeps, product: ProductProjection): Promise<CatalogProductCard[]> {
  const ids = relatedIds(product).slice(0, COMPLEMENTARY_PRODUCTS_LIMIT * 2);
  if (ids.length === 0) return [];
  const { commerce } = storefront;
  // Priced for this store and shared by its shoppers (the commerce layer caches relation reads).
  const products = await productsByIdsOrSkus(commerce, ids, []).catch((error: unknown) => {
    commerce.client.logger.warn({ err: error, sku: product.masterVariant.sku }, 'complementary products unavailable');
    markDegraded();
    return [];
  });
  const byId = new Map(products.map((result) => [result.id, result]));
  const cards = ids.flatMap((id) => {
    const found = byId.get(id);
    return found ? (toCard(storefront, found) ?? []) : [];
  });
  // Only what can be added (what the product page would sell): a sold-out accessory is no suggestion.
  const soldOut = new Set((await withCurrentStock(commerce, cards)).filter((card) => card.isOnStock === false).map((card) => card.sku));
  return cards.filter((card) => !soldOut.has(card.sku)).slice(0, COMPLEMENTARY_PRODUCTS_LIMIT);
}
