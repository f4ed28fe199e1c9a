// The seed catalogue as the embedded engine indexes it, built in memory without a backend: the seed's
// drafts become projections (ids are the keys), the seed's review statistics and stock come along.
import type { Category, ProductDraft, ProductProjection } from '@commercetools/platform-sdk';
import { buildCategoryTree } from '~/commerce/category.server';
import type { StoreContext } from '~/commerce/types';
import { getMarket, type CountryCode } from '~/markets';
import { buildLocaleIndex, type LocaleIndex } from '~/search/embedded/locale-index.server';
import { toSearchRecord } from '~/search/record';
import type { SearchRecord } from '~/search/types';
import type { CatalogProduct } from '../../../../server/commerce-backend/seed/data/catalog/types';
import { buildSeedData, type SeedData } from '../../../../server/commerce-backend/seed/data';

const EPOCH = '2026-11-01T00:00:00.000Z';

let seed: SeedData | undefined;
export const seedData = (): SeedData => (seed ??= buildSeedData());

function toCategories(data: SeedData): Category[] {
  return data.categories.map((draft) => ({
    id: draft.key as string,
    key: draft.key,
    version: 1,
    createdAt: EPOCH,
    lastModifiedAt: EPOCH,
    name: draft.name,
    slug: draft.slug,
    orderHint: draft.orderHint ?? '0.5',
    ancestors: [],
    ...(draft.parent ? { parent: { typeId: 'category', id: draft.parent.key as string } } : {}),
  }) as Category);
}

function toProjection(draft: ProductDraft, stats: { count: number; average: number } | undefined): ProductProjection {
  const variant = draft.masterVariant ?? {};
  return {
    id: draft.key as string,
    key: draft.key,
    version: 1,
    createdAt: EPOCH,
    lastModifiedAt: EPOCH,
    productType: { typeId: 'product-type', id: draft.productType.key as string, obj: { key: draft.productType.key } },
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    categories: (draft.categories ?? []).map((ref) => ({ typeId: 'category', id: (ref as { key: string }).key })),
    published: true,
    masterVariant: {
      id: 1,
      sku: variant.sku,
      prices: (variant.prices ?? []).map((price, index) => ({
        id: `${draft.key}-${index}`,
        value: { type: 'centPrecision', fractionDigits: 2, ...price.value },
        ...(price.country ? { country: price.country } : {}),
        ...(price.discounted
          ? { discounted: { value: { type: 'centPrecision', fractionDigits: 2, ...price.discounted.value }, discount: { typeId: 'product-discount', id: 'sale' } } }
          : {}),
      })),
      images: variant.images ?? [],
      attributes: variant.attributes ?? [],
    },
    variants: [],
    ...(stats ? { reviewRatingStatistics: { averageRating: stats.average, count: stats.count, highestRating: 5, lowestRating: 1, ratingsDistribution: {} } } : {}),
  } as unknown as ProductProjection;
}

export type SeedIndex = { index: LocaleIndex; records: SearchRecord[]; store: StoreContext; catalog: ReadonlyMap<string, CatalogProduct> };

export function storeOf(country: CountryCode, language?: string): StoreContext {
  const market = getMarket(country);
  const lang = language ?? market.languages[0];
  const locale = market.locales.find((tag) => tag.startsWith(`${lang}-`)) ?? `${lang}-${country}`;
  return { key: market.storeKey, country, currency: market.currency, language: lang, locale };
}

const built = new Map<string, Promise<SeedIndex>>();

/** The index of one store language over the whole seed catalogue (cached per test file). */
export function seedIndex(store: StoreContext): Promise<SeedIndex> {
  const key = `${store.locale}|${store.currency}`;
  let entry = built.get(key);
  if (!entry) {
    entry = (async () => {
      const data = seedData();
      const reviewStats = new Map<string, { count: number; average: number }>();
      for (const review of data.reviews) {
        const sku = (review.target as { key: string }).key;
        const stat = reviewStats.get(sku) ?? { count: 0, average: 0 };
        stat.average = (stat.average * stat.count + (review.rating ?? 0)) / (stat.count + 1);
        stat.count += 1;
        reviewStats.set(sku, stat);
      }
      const stock = new Map(data.stock.map((level) => [level.sku, level.quantity > 0]));
      const context = { categories: buildCategoryTree(toCategories(data), store.language), isOnStock: (sku: string) => stock.get(sku), now: new Date(EPOCH) };
      const records = data.products.flatMap(({ draft }) => toSearchRecord(toProjection(draft, reviewStats.get(draft.key as string)), store, context) ?? []);
      const index = await buildLocaleIndex(records, store.language, 'seed');
      return { index, records, store, catalog: new Map(data.catalog.map((product) => [product.sku, product])) };
    })();
    built.set(key, entry);
  }
  return entry;
}
