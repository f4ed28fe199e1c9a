// The streamed product blocks of a product page (rules in recommendation-rules.ts). Category and brand neighbours come
// from the in-memory search index, so a product page adds no catalogue scans to the backend; each block is its own
// bounded promise, so a slow source delays or empties one block, never the page.
import type { AppLoadContext } from '@remix-run/node';
import type { ProductProjection } from '@commercetools/platform-sdk';
import type { ProductCardData } from '~/product/card';
import { searchServiceOf } from '~/catalog/listing/services.server';
import { moneyAmount } from '~/commerce/money';
import { LAST_SEEN_MAX } from '~/markets';
import type { SearchHit } from '~/search/types';
import { productPath } from '~/seo/page-paths';
import { bounded } from '~/lib/deferred';
import { referenceIds } from '~/product/product-attributes';
import { NO_CARDS, type CardList } from './product-data';
import { productsByIdsOrSkus } from '~/commerce/product-relations.server';
import { recommend } from '~/recommendations/recommendations.server';
import { withCurrentStock } from '~/product/current-stock.server';
import { productCard, variantAttributes, type StoreView } from '~/product/product-view';
import {
  COMPLEMENTARY_PRODUCTS_LIMIT, RELATED_PRODUCTS_LIMIT, SIMILAR_PRODUCTS_LIMIT, selectAlternatives, selectComplementary, selectSimilar, variantSkus,
  type Candidate, type Subject,
} from './recommendation-rules';

/** Enough neighbours to pick the similar and the alternative products from (a listing page size). */
const CANDIDATES = 24;

export interface Recommendations {
  accessories: Promise<CardList>;
  related: Promise<CardList>;
  similar: Promise<CardList>;
  alternatives: Promise<CardList>;
  complementary: Promise<CardList>;
}

interface Neighbour {
  candidate: Candidate;
  card: ProductCardData;
}

function neighbour(hit: SearchHit, view: StoreView): Neighbour {
  return {
    candidate: {
      sku: hit.sku,
      brand: hit.brand,
      price: hit.price ? moneyAmount(hit.price) : null,
      categoryIds: hit.categoryIds,
      rating: hit.rating,
      inStock: hit.isOnStock,
      isAccessory: hit.isAccessory,
    },
    card: {
      sku: hit.sku,
      name: hit.name,
      url: productPath(hit.slug, view.market, view.environment),
      image: hit.image ? { url: hit.image, alt: hit.name } : null,
      brand: hit.brand ?? undefined,
      price: hit.price,
      originalPrice: hit.priceBefore,
      rating: hit.rating,
      reviewCount: hit.reviewCount,
      isOnStock: hit.isOnStock,
    },
  };
}

function cardsOf(picked: readonly Candidate[], neighbours: readonly Neighbour[]): ProductCardData[] {
  const bySku = new Map(neighbours.map((item) => [item.candidate.sku, item.card]));
  return picked.map((candidate) => bySku.get(candidate.sku)).filter((card): card is ProductCardData => Boolean(card));
}

function cards(products: readonly (ProductProjection | undefined)[], view: StoreView, limit = RELATED_PRODUCTS_LIMIT): ProductCardData[] {
  const list = products.map((product) => (product ? productCard(product, view) : null)).filter((card): card is ProductCardData => Boolean(card));
  return [...new Map(list.map((card) => [card.sku, card])).values()].slice(0, limit);
}

export function loadRecommendations(
  context: AppLoadContext,
  product: ProductProjection,
  subject: Subject,
  view: StoreView,
  options: { complementary: boolean; categoryId: string | null; path: string },
): Recommendations {
  const ctx = context.storefront.commerce;
  const log = (block: string) => (error: unknown) => ctx.client.logger.error({ err: error, sku: subject.sku, block }, 'product block failed');
  const values = variantAttributes(product);
  const accessoryIds = referenceIds(values, 'relatedAccessories');
  const referencedIds = referenceIds(values, 'referencedResourceSet');
  const variants = variantSkus(subject.sku);
  const excluded = new Set([subject.sku, ...variants]);

  const relations = productsByIdsOrSkus(ctx, [...accessoryIds, ...referencedIds], variants);
  const byId = relations.then((found) => new Map(found.map((item) => [item.id, item])));
  const accessories = byId.then((found) => withCurrentStock(ctx, cards(accessoryIds.map((id) => found.get(id)), view)));
  const related = byId.then((found) => withCurrentStock(ctx, cards([
    ...referencedIds.map((id) => found.get(id)),
    ...[...found.values()].filter((item) => variants.includes(item.masterVariant.sku ?? '')),
  ], view)));

  const search = searchServiceOf(context);
  const inCategory = options.categoryId
    ? search.search({ store: ctx.store, categoryId: options.categoryId, sort: 'relevance', pageSize: CANDIDATES })
        .then((result) => result.hits.map((hit) => neighbour(hit, view)))
    : Promise.resolve<Neighbour[]>([]);
  // Similar products come through the recommendations module: the engine's where one is configured, else these.
  const similar = recommend(context, {
    section: 'similarProductsId',
    name: 'similar products',
    path: options.path,
    view,
    request: () => ({ sourceSku: subject.sku }),
    local: () => inCategory.then((found) => cardsOf(selectSimilar(subject, found.map((item) => item.candidate), excluded), found)),
    exclude: [...excluded],
    limit: SIMILAR_PRODUCTS_LIMIT,
  });
  const alternatives = Promise.all([similar, inCategory]).then(([picked, found]) => {
    const shown = new Set([...excluded, ...(picked ?? []).map((card) => card.sku)]);
    return cardsOf(selectAlternatives(subject, found.map((item) => item.candidate), shown), found);
  });
  // An accessory goes with the tools it fits; a tool with more of its brand's system (not what the
  // accessories row already shows).
  const parentIds = referenceIds(values, 'parentProductsForAccessory');
  const complementary = !options.complementary
    ? Promise.resolve(null)
    : parentIds.length > 0
      ? productsByIdsOrSkus(ctx, parentIds, []).then((found) => withCurrentStock(ctx, cards(found, view, COMPLEMENTARY_PRODUCTS_LIMIT)))
      : subject.brand
        ? search.search({ store: ctx.store, filters: { brands: [subject.brand] }, sort: 'relevance', pageSize: CANDIDATES }).then((result) => {
            const found = result.hits.map((hit) => neighbour(hit, view));
            const shown = new Set([...excluded, ...result.hits.filter((hit) => accessoryIds.includes(hit.productId)).map((hit) => hit.sku)]);
            return cardsOf(selectComplementary(subject, found.map((item) => item.candidate), shown), found);
          })
        : Promise.resolve(null);

  return {
    accessories: bounded(accessories, undefined, log('accessories')),
    related: bounded(related, undefined, log('related')),
    similar,
    alternatives: bounded(alternatives, undefined, log('alternatives')),
    complementary: bounded(complementary, undefined, log('complementary')),
  };
}

/** The last-seen row: the products of the cookie's SKUs, in its order, those offered here (or the engine's). */
export function loadLastSeen(context: AppLoadContext, skus: readonly string[], view: StoreView, path: string): Promise<CardList> {
  const ctx = context.storefront.commerce;
  if (skus.length === 0 && !context.storefront.services.recommendations) return NO_CARDS;
  return recommend(context, {
    section: 'lastSeenId',
    name: 'last seen',
    path,
    view,
    request: () => ({}),
    local: async () => {
      if (skus.length === 0) return null;
      const products = await productsByIdsOrSkus(ctx, [], skus);
      const bySku = new Map(products.map((item) => [item.masterVariant.sku, item]));
      return cards(skus.map((sku) => bySku.get(sku)), view, LAST_SEEN_MAX);
    },
    limit: LAST_SEEN_MAX,
  });
}
