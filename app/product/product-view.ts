// A product projection seen from one store and language: is it offered here, what does it cost, what
// does its card show. Pure (types only from the SDK), used by the page loader and the recommendations.
import type { ProductProjection, ProductVariant } from '@commercetools/platform-sdk';
import type { ProductCardData } from '~/product/card';
import type { MoneyLike } from '~/commerce/money';
import { localized } from '~/commerce/localize';
import type { Market } from '~/markets';
import { productPath, type RoutingEnvironment } from '~/seo/page-paths';
import { attributeValues, textAttribute, textSetAttribute, type AttributeValues } from './product-attributes';

export interface StoreView {
  readonly market: Market;
  readonly language: string;
  /** 'sk-SK': enabledOnMarket holds these tags. */
  readonly locale: string;
  readonly environment: RoutingEnvironment;
}

export function variantAttributes(product: ProductProjection): AttributeValues {
  return attributeValues(product.masterVariant.attributes);
}

/** Sold in this store's language-country; a product without the attribute is sold everywhere. */
export function isEnabledHere(values: AttributeValues, locale: string): boolean {
  if (!values.has('enabledOnMarket')) return true;
  return textSetAttribute(values, 'enabledOnMarket').includes(locale);
}

function money(value: { centAmount: number; currencyCode: string; fractionDigits?: number }): MoneyLike {
  return { centAmount: value.centAmount, currencyCode: value.currencyCode, fractionDigits: value.fractionDigits };
}

/** The store country's and currency's price, tax as the store's tax category says: what the shopper pays, and the
 * regular price when a discount applies. */
export function variantPrice(variant: ProductVariant, currency: string): { price: MoneyLike | null; original: MoneyLike | null } {
  const selected = variant.price;
  if (!selected || selected.value.currencyCode !== currency) return { price: null, original: null };
  const discounted = selected.discounted?.value;
  if (discounted && discounted.centAmount < selected.value.centAmount) {
    return { price: money(discounted), original: money(selected.value) };
  }
  return { price: money(selected.value), original: null };
}

/** The product's card in this store and language, or null when it has no page or price here. */
export function productCard(product: ProductProjection, view: StoreView): ProductCardData | null {
  const variant = product.masterVariant;
  const values = variantAttributes(product);
  const name = localized(product.name, view.language);
  const slug = localized(product.slug, view.language);
  if (!variant.sku || !name || !slug || !isEnabledHere(values, view.locale)) return null;
  const { price, original } = variantPrice(variant, view.market.currency);
  if (!price) return null;
  const image = variant.images?.[0];
  const statistics = product.reviewRatingStatistics;
  return {
    sku: variant.sku,
    name,
    url: productPath(slug, view.market, view.environment),
    image: image ? { url: image.url, alt: image.label ?? name } : null,
    brand: textAttribute(values, 'brand') ?? undefined,
    price,
    originalPrice: original,
    rating: statistics && statistics.count > 0 ? statistics.averageRating : null,
    reviewCount: statistics?.count ?? 0,
  };
}
