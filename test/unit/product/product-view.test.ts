import type { CentPrecisionMoney, Price, ProductProjection } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { isEnabledHere, productCard, variantAttributes, variantPrice } from '~/product/product-view';
import { getMarket } from '~/markets';

const eur = (centAmount: number): CentPrecisionMoney => ({ type: 'centPrecision', centAmount, currencyCode: 'EUR', fractionDigits: 2 });

function projection(overrides: { discounted?: number; country?: string; enabledOnMarket?: string[]; slug?: Record<string, string> } = {}): ProductProjection {
  const price: Price = {
    id: 'price-1',
    value: eur(37599),
    ...(overrides.discounted ? { discounted: { value: eur(overrides.discounted), discount: { typeId: 'product-discount', id: 'd1' } } } : {}),
  };
  const product: ProductProjection = {
    id: 'p1',
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastModifiedAt: '2026-01-01T00:00:00.000Z',
    productType: { typeId: 'product-type', id: 't1' },
    name: { sk: 'Excentrická brúska Norvik ES 550', fr: 'Ponceuse excentrique Norvik ES 550' },
    slug: overrides.slug ?? { sk: 'excentricka-bruska-norvik-es-550-10000123', fr: 'ponceuse-excentrique-norvik-es-550-10000123' },
    categories: [],
    attributes: [],
    masterVariant: {
      id: 1,
      sku: 'EX10000123',
      images: [{ url: '/__images/products/EX10000123-1.svg', dimensions: { w: 800, h: 800 }, label: 'Norvik ES 550' }],
      attributes: [
        { name: 'brand', value: 'Norvik' },
        { name: 'enabledOnMarket', value: overrides.enabledOnMarket ?? ['sk-SK', 'fr-CH'] },
      ],
      price,
    },
    variants: [],
    reviewRatingStatistics: { averageRating: 4.2, highestRating: 5, lowestRating: 3, count: 7, ratingsDistribution: {} },
  };
  return product;
}

const SK = { market: getMarket('SK'), language: 'sk', locale: 'sk-SK', environment: 'local' as const };

describe('variantPrice', () => {
  it('is the selected price, or the sale price with the regular one as "before"', () => {
    expect(variantPrice(projection().masterVariant, 'EUR')).toEqual({ price: { centAmount: 37599, currencyCode: 'EUR', fractionDigits: 2 }, original: null });
    expect(variantPrice(projection({ discounted: 29999 }).masterVariant, 'EUR')).toEqual({
      price: { centAmount: 29999, currencyCode: 'EUR', fractionDigits: 2 },
      original: { centAmount: 37599, currencyCode: 'EUR', fractionDigits: 2 },
    });
  });

  it('has no price in another currency', () => {
    expect(variantPrice(projection().masterVariant, 'CZK').price).toBeNull();
  });
});

describe('productCard', () => {
  it('links to the product page in the store language, with image, brand, price and rating', () => {
    expect(productCard(projection({ discounted: 29999 }), SK)).toEqual({
      sku: 'EX10000123',
      name: 'Excentrická brúska Norvik ES 550',
      url: '/excentricka-bruska-norvik-es-550-10000123/',
      image: { url: '/__images/products/EX10000123-1.svg', alt: 'Norvik ES 550' },
      brand: 'Norvik',
      price: { centAmount: 29999, currencyCode: 'EUR', fractionDigits: 2 },
      originalPrice: { centAmount: 37599, currencyCode: 'EUR', fractionDigits: 2 },
      rating: 4.2,
      reviewCount: 7,
    });
  });

  it('is null where the product is not enabled, has no slug or no price', () => {
    expect(productCard(projection({ enabledOnMarket: ['cs-CZ'] }), SK)).toBeNull();
    expect(productCard(projection({ slug: { fr: 'ponceuse-10000123' } }), SK)).toBeNull();
    expect(productCard(projection(), { ...SK, market: getMarket('CZ') })).toBeNull();
  });

  it('reads enabledOnMarket as language-country tags', () => {
    const values = variantAttributes(projection());
    expect(isEnabledHere(values, 'fr-CH')).toBe(true);
    expect(isEnabledHere(values, 'de-CH')).toBe(false);
  });
});
