// schema.org structured data (JSON-LD) for crawlers, pure builders. Every URL they emit is absolute, because
// structured data is read without the page's base URL.
import type { MoneyLike } from '~/commerce/money';
import { htmlToText } from '~/lib/markup.server';
import { fractionDigitsOf } from '~/markets/money';
import type { CountryCode, LanguageCode, Seller } from '~/markets';
import { withLanguagePrefix, type LanguageMarket } from '~/routing/localized-path';
import { HOME_PATH, SEARCH_PATH } from './page-paths';
import {
  SCHEMA_ORG, type AggregateRatingJsonLd, type Availability, type BreadcrumbListJsonLd, type ItemCondition, type OrganizationJsonLd,
  type ProductJsonLd, type WebSiteJsonLd, type JsonLd,
} from './json-ld-types';
import { internationalPhone } from './phone';

export type * from './json-ld-types';

const CONTEXT = SCHEMA_ORG;
export const SEARCH_TERM_PLACEHOLDER = '{search_term_string}';

export function availabilityUrl(availability: Availability): string {
  return `${CONTEXT}/${availability}`;
}

/** The amount as a decimal string with the currency's digits: 12990 EUR cents → '129.90'. */
export function priceText(price: MoneyLike): string {
  const digits = price.fractionDigits ?? fractionDigitsOf(price.currencyCode);
  return (price.centAmount / 10 ** digits).toFixed(digits);
}

function isoDate(value: Date | string): string {
  return (typeof value === 'string' ? new Date(value) : value).toISOString().slice(0, 10);
}

/** Crawlers want a future date; the end of next year keeps the markup stable for a year instead of changing daily. */
export function defaultPriceValidUntil(now: Date): string {
  return `${now.getUTCFullYear() + 1}-12-31`;
}

export interface ProductJsonLdInput {
  /** Absolute canonical URL of the product page; relative image URLs are resolved against it. */
  readonly url: string;
  readonly name: string;
  readonly sku: string;
  readonly description?: string;
  readonly images?: readonly string[];
  readonly brand?: string;
  /** EAN/GTIN digits. */
  readonly gtin?: string;
  readonly category?: string;
  /** The price the shopper sees, in the store currency (the discounted one when discounted). */
  readonly price: MoneyLike;
  readonly availability: Availability;
  readonly condition?: ItemCondition;
  /** The price's own end date when it has one (a dated sale price). */
  readonly priceValidUntil?: Date | string;
  readonly now: Date;
  readonly seller: { readonly name: string; readonly url?: string };
  /** Review statistics; left out of the markup unless there is at least one rating. */
  readonly rating?: { readonly average: number; readonly count: number };
}

/** AggregateRating only for real ratings: schema.org/Google reject zero counts and out-of-range values. */
export function aggregateRatingJsonLd(rating: { average: number; count: number } | undefined): AggregateRatingJsonLd | undefined {
  if (!rating || !Number.isInteger(rating.count) || rating.count < 1) return undefined;
  if (!Number.isFinite(rating.average) || rating.average < 1 || rating.average > 5) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(rating.average * 10) / 10,
    ratingCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

export function productJsonLd(input: ProductJsonLdInput): ProductJsonLd {
  // Descriptions may be stored as HTML.
  const description = input.description ? htmlToText(input.description) : '';
  const gtin = input.gtin?.trim();
  const rating = aggregateRatingJsonLd(input.rating);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    url: input.url,
    image: (input.images ?? []).map((image) => new URL(image, input.url).href),
    ...(description ? { description } : {}),
    ...(input.brand ? { brand: { '@type': 'Brand' as const, name: input.brand } } : {}),
    ...(gtin && /^\d{8,14}$/.test(gtin) ? { gtin } : {}),
    ...(input.category ? { category: input.category } : {}),
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: priceText(input.price),
      priceCurrency: input.price.currencyCode,
      availability: availabilityUrl(input.availability),
      itemCondition: `${CONTEXT}/${input.condition ?? 'New'}Condition`,
      priceValidUntil: input.priceValidUntil ? isoDate(input.priceValidUntil) : defaultPriceValidUntil(input.now),
      seller: { '@type': 'Organization', name: input.seller.name, ...(input.seller.url ? { url: input.seller.url } : {}) },
    },
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

/** Breadcrumb trail, root first. The current page may come without a URL (it is the page itself). */
export function breadcrumbListJsonLd(items: readonly { name: string; url?: string }[]): BreadcrumbListJsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}

export interface OrganizationJsonLdInput {
  readonly name: string;
  /** Origin of the store: the organization's site in this country. */
  readonly origin: string;
  /** Logo URL, absolute or root-relative. */
  readonly logo: string;
  readonly country: CountryCode;
  /** Store phone in national format; emitted with the country calling code. */
  readonly phone: string;
  readonly email: string;
  /** BCP 47 tags of the store languages. */
  readonly locales: readonly string[];
  /** The company behind the brand: legal name, VAT ID and seat, as on the legal pages. */
  readonly seller: Seller;
}

export function organizationJsonLd(input: OrganizationJsonLdInput): OrganizationJsonLd {
  const telephone = internationalPhone(input.country, input.phone);
  const url = `${input.origin}/`;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: input.name,
    legalName: input.seller.legalName,
    vatID: input.seller.vatId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.seller.street,
      postalCode: input.seller.postalCode,
      addressLocality: input.seller.city,
      addressCountry: input.seller.country,
    },
    url,
    logo: new URL(input.logo, url).href,
    email: input.email,
    telephone,
    contactPoint: [{
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone,
      email: input.email,
      areaServed: input.country,
      availableLanguage: [...input.locales],
    }],
  };
}

export interface WebSiteJsonLdInput {
  readonly name: string;
  readonly origin: string;
  readonly language: LanguageCode;
  readonly market: LanguageMarket;
  readonly locale: string;
}

/** The store's site in one language with its search: `/search?query=…` under the language prefix. */
export function webSiteJsonLd({ name, origin, language, market, locale }: WebSiteJsonLdInput): WebSiteJsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url: `${origin}${withLanguagePrefix(HOME_PATH, language, market)}`,
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${withLanguagePrefix(SEARCH_PATH, language, market)}?query=${SEARCH_TERM_PLACEHOLDER}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** `</script>` in a product name would end the script, so `<`, `>`, `&` and the JS line separators are escaped as
 * JSON \u sequences, as Remix's `script:ld+json` meta does. */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
