// Product projections and categories shaped like the seed's, built in memory for unit tests.
import type { Category, Price, ProductProjection } from '@commercetools/platform-sdk';
import { buildCategoryTree } from '~/commerce/category.server';
import type { CategoryTree, StoreContext } from '~/commerce/types';
import { toSearchRecord } from '~/search/record';
import type { SearchRecord } from '~/search/types';

export const SK: StoreContext = { key: 'sk', country: 'SK', currency: 'EUR', language: 'sk', locale: 'sk-SK' };
export const CZ: StoreContext = { key: 'cz', country: 'CZ', currency: 'CZK', language: 'cs', locale: 'cs-CZ' };
export const HU: StoreContext = { key: 'hu', country: 'HU', currency: 'HUF', language: 'hu', locale: 'hu-HU' };
export const CH_FR: StoreContext = { key: 'ch', country: 'CH', currency: 'CHF', language: 'fr', locale: 'fr-CH' };
export const CH_DE: StoreContext = { key: 'ch', country: 'CH', currency: 'CHF', language: 'de', locale: 'de-CH' };

export function category(id: string, name: string, parentId?: string, names: Record<string, string> = {}): Category {
  return {
    id,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastModifiedAt: '2026-01-01T00:00:00.000Z',
    name: { sk: name, cs: name, hu: name, en: name, ...names },
    slug: { sk: id, cs: id, hu: id, en: id },
    orderHint: '0.5',
    ancestors: [],
    ...(parentId ? { parent: { typeId: 'category', id: parentId } } : {}),
  } as Category;
}

/** Power tools > Cordless > Drills, Power tools > Saws, Garden. */
export const CATEGORIES: Category[] = [
  category('power', 'Elektrické náradie'),
  category('cordless', 'Akumulátorové', 'power'),
  category('drills', 'Vŕtačky', 'cordless'),
  category('saws', 'Píly', 'power'),
  category('garden', 'Záhrada'),
];

export const tree = (language = 'sk'): CategoryTree => buildCategoryTree(CATEGORIES, language);

export type ProductSpec = {
  sku: string;
  name: string | Record<string, string>;
  brand?: string;
  categories?: string[];
  /** Major units per currency, e.g. { EUR: 129.9, CZK: 3290 }; scoped to countries by `priceCountry`. */
  prices?: { currency: string; country?: string; amount: number; sale?: number }[];
  tags?: string[];
  rating?: { average: number; count: number };
  releaseDate?: string;
  markets?: string[];
  description?: string;
  ean?: string;
  onStock?: boolean;
};

const cents = (amount: number) => Math.round(amount * 100);

export function product(spec: ProductSpec): ProductProjection {
  const names = typeof spec.name === 'string' ? { sk: spec.name, cs: spec.name, hu: spec.name, en: spec.name } : spec.name;
  const digits = spec.sku.replace(/^\D+/, '');
  const prices: Price[] = (spec.prices ?? [{ currency: 'EUR', country: 'SK', amount: 100 }]).map((price, index) => ({
    id: `${spec.sku}-price-${index}`,
    value: { type: 'centPrecision', currencyCode: price.currency, centAmount: cents(price.amount), fractionDigits: 2 },
    ...(price.country ? { country: price.country } : {}),
    ...(price.sale !== undefined
      ? {
          discounted: {
            value: { type: 'centPrecision', currencyCode: price.currency, centAmount: cents(price.sale), fractionDigits: 2 },
            discount: { typeId: 'product-discount', id: 'sale' },
          },
        }
      : {}),
  }));
  const attributes = [
    { name: 'brand', value: spec.brand ?? 'Makita' },
    { name: 'tags', value: spec.tags ?? [] },
    { name: 'releaseDate', value: spec.releaseDate ?? '2025-01-01' },
    { name: 'model', value: `M ${digits.slice(-3)}` },
    ...(spec.ean ? [{ name: 'ean', value: spec.ean }] : []),
    ...(spec.markets ? [{ name: 'enabledOnMarket', value: spec.markets }] : []),
  ];
  return {
    id: `id-${spec.sku}`,
    version: 1,
    createdAt: '2024-01-01T00:00:00.000Z',
    lastModifiedAt: '2024-01-01T00:00:00.000Z',
    productType: { typeId: 'product-type', id: 'tool' },
    name: names,
    slug: Object.fromEntries(Object.keys(names).map((language) => [language, `${spec.sku.toLowerCase()}-${language}-${digits}`])),
    description: spec.description ? Object.fromEntries(Object.keys(names).map((language) => [language, spec.description as string])) : undefined,
    categories: (spec.categories ?? []).map((id) => ({ typeId: 'category', id })),
    masterVariant: {
      id: 1,
      sku: spec.sku,
      prices,
      images: [{ url: `/__images/products/${spec.sku}-1.svg`, dimensions: { w: 800, h: 800 } }],
      attributes,
      ...(spec.onStock === undefined ? {} : { availability: { isOnStock: spec.onStock, availableQuantity: spec.onStock ? 5 : 0 } }),
    },
    variants: [],
    ...(spec.rating
      ? {
          reviewRatingStatistics: {
            averageRating: spec.rating.average,
            count: spec.rating.count,
            highestRating: 5,
            lowestRating: 1,
            ratingsDistribution: {},
          },
        }
      : {}),
  } as unknown as ProductProjection;
}

/** Records as the embedded engine would index them for `store` (products it must not list left out). */
export function records(specs: ProductSpec[], store: StoreContext = SK): SearchRecord[] {
  const context = { categories: tree(store.language), now: new Date('2026-11-01T00:00:00Z') };
  return specs.flatMap((spec) => toSearchRecord(product(spec), store, context) ?? []);
}
