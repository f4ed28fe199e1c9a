import { getMarket, type CountryCode } from '~/markets';
import type { Attribute, PriceDraft, ProductDraft } from '@commercetools/platform-sdk';
import {
  energyFicheUrl, energyLabelUrl, epochDate, epochDateTime, manualUrl, PRODUCT_TYPE_KEYS, productImageUrl,
  SALE_PRODUCT_DISCOUNT_KEY, TAX_CATEGORY_KEY,
} from '../constants';
import { mapL10n } from '../i18n/languages';
import { localMoney, shelfPrice } from '../money';
import { keyRef } from '../refs';
import { CAMPAIGNS } from '../stores';
import {
  faq, highlightTexts, metaDescription, productDescription, productName, productSlug, shortDescription, techDetails,
} from './product-texts';
import type { CatalogProduct, Relations } from './types';

/** A product draft plus its relations by SKU (resolved to references once all products exist). */
export interface SeedProduct {
  readonly sku: string;
  readonly draft: ProductDraft;
  readonly relations: Relations;
}

/** Language-country tags ('fr-BE') of the markets a product is sold in. */
export function marketLocales(countries: readonly CountryCode[]): string[] {
  return countries.flatMap((country) => getMarket(country).locales);
}

/** One price per market, scoped by country so commercetools price selection picks it for a cart. */
export function marketPrices(countries: readonly CountryCode[], priceEur: number, salePriceEur?: number): PriceDraft[] {
  return countries.map((country) => {
    const market = getMarket(country);
    return {
      key: `price-${market.storeKey}`,
      country,
      value: localMoney(priceEur, market),
      discounted: salePriceEur === undefined ? undefined : {
        value: localMoney(salePriceEur, market),
        discount: keyRef('product-discount', SALE_PRODUCT_DISCOUNT_KEY),
      },
    };
  });
}

function attributes(product: CatalogProduct): Attribute[] {
  const [netLength, netWidth, netHeight] = product.netSize;
  const [grossLength, grossWidth, grossHeight] = product.grossSize;
  const values: Record<string, unknown> = {
    brand: product.brand.name,
    family: product.family,
    model: product.model,
    ean: product.ean,
    description: shortDescription(product),
    faq: faq(product),
    highlights: highlightTexts(product),
    techdetails: techDetails(product),
    tags: product.tags,
    manualUrl: manualUrl(product.sku),
    numberOf360Images: product.images360,
    releaseDate: epochDate(-product.releaseDaysAgo),
    energyClass: product.energyClass,
    energyLabel: product.energyClass ? energyLabelUrl(product.sku, product.energyClass) : undefined,
    energyFiche: product.energyClass ? energyFicheUrl(product.sku, product.energyClass) : undefined,
    recommendedRetailPrice: { currencyCode: 'EUR', centAmount: Math.round(shelfPrice(product.priceEur * 1.12) * 100) },
    dispatchCutoffTime: product.freight ? '11:00:00.000' : '14:00:00.000',
    saleEndsAt: product.salePriceEur === undefined ? undefined
      : product.inActiveCampaign ? CAMPAIGNS[0].endDate : epochDateTime(365),
    deliveryPackage: product.freight ? 'pallet' : 'parcel',
    isPackageTypeFreight: product.freight,
    grossHeight, grossLength, grossWidth, grossWeight: product.grossWeight,
    netHeight, netLength, netWidth, netWeight: product.netWeight,
    isBware: product.variantKind === 'bware',
    enabledOnMarket: marketLocales(product.markets),
    eligibleForSelling: product.eligibleForSelling,
    volumeDiscountGroup: product.kind.volumeDiscountGroup,
  };
  return Object.entries(values).filter(([, value]) => value !== undefined).map(([name, value]) => ({ name, value }));
}

export function toSeedProduct(product: CatalogProduct): SeedProduct {
  const name = productName(product);
  const label = `${product.brand.name} ${product.model}`;
  return {
    sku: product.sku,
    relations: product.relations,
    draft: {
      key: product.sku,
      productType: keyRef('product-type', product.kind.accessory ? PRODUCT_TYPE_KEYS.accessory : PRODUCT_TYPE_KEYS.standard),
      name,
      slug: productSlug(name, product.digits),
      description: productDescription(product),
      categories: product.categories.map((key) => keyRef('category', key)),
      metaTitle: name,
      metaDescription: metaDescription(name, product),
      metaKeywords: mapL10n(() => `${product.brand.name}, ${product.model}, ${product.sku}`),
      taxCategory: keyRef('tax-category', TAX_CATEGORY_KEY),
      publish: true,
      masterVariant: {
        sku: product.sku,
        key: product.sku,
        prices: marketPrices(product.markets, product.priceEur, product.salePriceEur),
        images: Array.from({ length: product.imageCount }, (_, index) => ({
          url: productImageUrl(product.sku, index + 1),
          dimensions: { w: 800, h: 800 },
          label,
        })),
        attributes: attributes(product),
      },
    },
  };
}
