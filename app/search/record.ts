// The one record builder both adapters use: a product projection becomes one store language's SearchRecord, or null
// for a product the store must not list.
import type { Attribute, Price, ProductProjection, TypedMoney } from '@commercetools/platform-sdk';
import { localized } from '~/commerce/localize';
import type { CategoryTree, StoreContext } from '~/commerce/types';
import { fractionDigitsOf, isGuaranteeSku } from '~/markets';
import { CATEGORY_SEPARATOR } from './constants';
import { stripHtml } from './text';
import { CATEGORY_LEVELS, type CategoryLevel, type SearchMoney, type SearchRecord } from './types';

export type RecordContext = {
  /** The category tree localized for the store language. */
  categories: CategoryTree;
  /** Stock by SKU when the projection carries no `availability` (the local backend's projections do not). */
  isOnStock?: (sku: string) => boolean | undefined;
  /** For price selection when the projection was read without a price scope. Default: now. */
  now?: Date;
  /** A product type's key by id, when the projection carries the type unexpanded. */
  productTypeKey?: (id: string) => string | undefined;
};

const DESCRIPTION_LENGTH = 500;

function attribute(attributes: Attribute[] | undefined, name: string): unknown {
  return attributes?.find((item) => item.name === name)?.value;
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function toMoney(money: TypedMoney | { centAmount: number; currencyCode: string; fractionDigits?: number }): SearchMoney {
  return {
    centAmount: money.centAmount,
    currencyCode: money.currencyCode,
    fractionDigits: money.fractionDigits ?? fractionDigitsOf(money.currencyCode),
  };
}

const amountOf = (money: SearchMoney): number => money.centAmount / 10 ** money.fractionDigits;

/** What commercetools' price selection would pick for an anonymous shopper (store currency, no group or channel,
 * valid now, the store country first), for projections read without a price scope. */
export function selectPrice(prices: Price[] | undefined, store: StoreContext, now: Date): Price | undefined {
  const at = now.toISOString();
  const candidates = (prices ?? []).filter(
    (price) =>
      price.value.currencyCode === store.currency &&
      !price.customerGroup &&
      !price.channel &&
      (!price.validFrom || price.validFrom <= at) &&
      (!price.validUntil || price.validUntil > at),
  );
  return candidates.find((price) => price.country === store.country) ?? candidates.find((price) => !price.country);
}

function categoryFields(product: ProductProjection, tree: CategoryTree) {
  const levels = Object.fromEntries(CATEGORY_LEVELS.map((level) => [level, new Set<string>()])) as Record<CategoryLevel, Set<string>>;
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const ref of product.categories ?? []) {
    ids.add(ref.id);
    const node = tree.byId.get(ref.id);
    if (!node) continue;
    node.ancestorIds.forEach((id) => ids.add(id));
    const path = [...node.ancestorIds.map((id) => tree.byId.get(id)?.name ?? ''), node.name];
    path.forEach((name) => name && names.add(name));
    // A category not named in this language is not visible here: no facet value for its path.
    if (path.some((name) => !name)) continue;
    path.slice(0, CATEGORY_LEVELS.length).forEach((_, depth) => {
      levels[CATEGORY_LEVELS[depth]].add(path.slice(0, depth + 1).join(CATEGORY_SEPARATOR));
    });
  }
  const categories = Object.fromEntries(CATEGORY_LEVELS.map((level) => [level, [...levels[level]]])) as Record<CategoryLevel, string[]>;
  // The primary category (the first one, the leaf of the catalogue tree) names what the product is.
  const primary = product.categories?.[0] ? tree.byId.get(product.categories[0].id)?.name : undefined;
  return { categories, categoryIds: [...ids], categoryNames: [...names], productType: primary ?? '' };
}

/** Technical details are a localized JSON list of {label, value}; their values are what people type ('18 V'). */
function techValues(value: unknown, language: string): string[] {
  const text = typeof value === 'object' && value !== null ? localized(value as Record<string, string>, language) : undefined;
  if (!text) return [];
  try {
    const rows: unknown = JSON.parse(text);
    return Array.isArray(rows)
      ? rows.flatMap((row) => (typeof row === 'object' && row !== null && typeof (row as { value?: unknown }).value === 'string' ? [(row as { value: string }).value] : []))
      : [];
  } catch {
    return [];
  }
}

function attributeTexts(attributes: Attribute[] | undefined, language: string): string[] {
  const highlights = attribute(attributes, 'highlights');
  const texts = [
    textOf(attribute(attributes, 'model')),
    textOf(attribute(attributes, 'family')),
    ...(Array.isArray(highlights) ? highlights.map((item) => (typeof item === 'object' && item ? localized(item as Record<string, string>, language) : undefined)) : []),
    ...techValues(attribute(attributes, 'techdetails'), language),
  ];
  return [...new Set(texts.filter((text): text is string => Boolean(text)))];
}

const ACCESSORY_TYPE_KEY = 'accessory';

/** Told apart by the product type's key (expanded, or known by id) or by fitting other products. */
function isAccessory(product: ProductProjection, context: RecordContext): boolean {
  const type = product.productType as { id: string; obj?: { key?: string } };
  const key = type.obj?.key ?? context.productTypeKey?.(type.id);
  if (key) return key === ACCESSORY_TYPE_KEY;
  const parents = attribute(product.masterVariant.attributes, 'parentProductsForAccessory');
  return Array.isArray(parents) && parents.length > 0;
}

/** SKU, its digits alone (the product URL ends in them), EAN and model: what people paste. */
function codesOf(product: ProductProjection): string[] {
  const codes = new Set<string>();
  for (const variant of [product.masterVariant, ...(product.variants ?? [])]) {
    if (!variant.sku) continue;
    codes.add(variant.sku);
    const digits = /^[A-Za-z]+(\d{4,})$/.exec(variant.sku)?.[1];
    if (digits) codes.add(digits);
  }
  const attributes = product.masterVariant.attributes;
  for (const name of ['ean', 'model']) {
    const value = textOf(attribute(attributes, name));
    if (value) codes.add(value);
  }
  return [...codes];
}

function cut(text: string, length: number): string {
  if (text.length <= length) return text;
  const space = text.lastIndexOf(' ', length);
  return text.slice(0, space > length / 2 ? space : length);
}

/** Null when the store must not list it: unpublished, a virtual guarantee, not enabled on the store's market, or
 * without a name, slug or price in the store's language and currency. */
export function toSearchRecord(product: ProductProjection, store: StoreContext, context: RecordContext): SearchRecord | null {
  const variant = product.masterVariant;
  const sku = variant.sku;
  if (product.published === false) return null;
  if (!sku || isGuaranteeSku(sku)) return null;
  const attributes = variant.attributes;
  const markets = attribute(attributes, 'enabledOnMarket');
  if (Array.isArray(markets) && !listOf(markets).some((tag) => tag.toLowerCase() === store.locale.toLowerCase())) return null;

  const name = localized(product.name, store.language);
  const slug = localized(product.slug, store.language);
  if (!name || !slug) return null;

  const selected = variant.price ?? selectPrice(variant.prices, store, context.now ?? new Date());
  if (!selected || selected.value.currencyCode !== store.currency) return null;
  const regular = toMoney(selected.value);
  const discounted = selected.discounted?.value ? toMoney(selected.discounted.value) : undefined;
  const price = discounted && discounted.centAmount < regular.centAmount ? discounted : regular;

  const stats = product.reviewRatingStatistics;
  const reviewCount = stats?.count ?? 0;
  const rating = reviewCount > 0 && typeof stats?.averageRating === 'number' ? stats.averageRating : null;
  const tags = listOf(attribute(attributes, 'tags'));
  const released = Date.parse(textOf(attribute(attributes, 'releaseDate')) ?? product.createdAt);
  const availability = variant.availability;
  const onStock = availability?.availableQuantity !== undefined ? availability.availableQuantity > 0 : availability?.isOnStock;

  return {
    objectID: sku,
    sku,
    productId: product.id,
    name,
    isAccessory: isAccessory(product, context),
    attributes: attributeTexts(attributes, store.language),
    description: cut(stripHtml(localized(product.description, store.language) ?? ''), DESCRIPTION_LENGTH),
    slug,
    url: `/${slug}/`,
    image: variant.images?.[0]?.url ?? null,
    brand: textOf(attribute(attributes, 'brand')) ?? null,
    codes: codesOf(product),
    tags,
    price,
    priceBefore: price === regular ? null : regular,
    priceAmount: amountOf(price),
    rating,
    ratingBucket: rating === null ? 0 : Math.floor(rating * 2) / 2,
    reviewCount,
    isOnStock: onStock ?? context.isOnStock?.(sku) ?? false,
    ...categoryFields(product, context.categories),
    releasedAt: Number.isFinite(released) ? released : 0,
    // Bestsellers first, then by how much and how well the product is reviewed.
    popularity: (tags.includes('bestseller') ? 10_000 : 0) + Math.round((rating ?? 0) * Math.min(reviewCount, 100) * 10),
  };
}
