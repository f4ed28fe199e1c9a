// Cart recommendations (spec §3 cartRecommendationId, §7 "for cart recommendation product sku, categoryLvl2,
// categoryLvl3, productTitle") through the recommendations module: locally the accessories and related products
// the catalogue gives the cart's products, none of what the cart holds already.
import type { Cart } from '@commercetools/platform-sdk';
import type { AppLoadContext } from '@remix-run/node';
import { categoryPath, getCategoryTree } from '~/commerce/category.server';
import { localized } from '~/commerce/localize';
import { referenceIds } from '~/product/product-attributes';
import { mainCategory } from '~/product/main-category';
import { productsByIdsOrSkus } from '~/commerce/product-relations.server';
import { productCard, variantAttributes, type StoreView } from '~/product/product-view';
import { RELATED_PRODUCTS_LIMIT } from '~/markets';
import { recommend, type CardList } from '~/recommendations/recommendations.server';
import type { ProductCardData } from '~/product/card';

export const CART_PATH = '/checkout/cart';

export function cartRecommendations(context: AppLoadContext, cart: Cart): Promise<CardList> {
  const { storefront } = context;
  const { commerce: ctx, request: { market, language, locale }, shop: { environment } } = storefront;
  const view: StoreView = { market, language, locale, environment };
  const inCart = [...new Set(cart.lineItems.map((line) => line.variant.sku).filter((sku): sku is string => Boolean(sku)))];
  const first = cart.lineItems[0];
  return recommend(context, {
    section: 'cartRecommendationId',
    name: 'cart recommendations',
    path: CART_PATH,
    view,
    request: async () => {
      // A cart line names its product, not the product's categories.
      const [tree, products] = await Promise.all([getCategoryTree(ctx), first ? productsByIdsOrSkus(ctx, [first.productId], []) : []]);
      const categoryIds = products[0]?.categories.map((reference) => reference.id) ?? [];
      const category = mainCategory(tree, categoryIds);
      const levels = category ? categoryPath(tree, category).map((node) => node.name) : [];
      return { productSku: first?.variant.sku, categoryLvl2: levels[1], categoryLvl3: levels[2], productTitle: first ? localized(first.name, language) : undefined };
    },
    local: async () => {
      if (inCart.length === 0) return null;
      const products = await productsByIdsOrSkus(ctx, [], inCart);
      const ids = products.flatMap((product) => {
        const values = variantAttributes(product);
        return [...referenceIds(values, 'relatedAccessories'), ...referenceIds(values, 'referencedResourceSet')];
      });
      if (ids.length === 0) return null;
      const related = await productsByIdsOrSkus(ctx, ids, []);
      const byId = new Map(related.map((product) => [product.id, product]));
      const cards = [...new Set(ids)].map((id) => byId.get(id)).map((product) => (product ? productCard(product, view) : null));
      return cards.filter((card): card is ProductCardData => Boolean(card) && !inCart.includes(card!.sku)).slice(0, RELATED_PRODUCTS_LIMIT);
    },
    exclude: inCart,
    limit: RELATED_PRODUCTS_LIMIT,
  });
}
