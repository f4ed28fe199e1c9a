// Output shapes of the JSON-LD builders (json-ld.ts): the schema.org fields this shop emits, typed so a
// missing required field fails the build rather than the crawler's validation.
import type { CountryCode } from '~/markets';

export const SCHEMA_ORG = 'https://schema.org';
type Context = typeof SCHEMA_ORG;

export type Availability = 'InStock' | 'OutOfStock' | 'BackOrder';
export type ItemCondition = 'New' | 'Refurbished' | 'Used' | 'Damaged';

type OrganizationRef = { '@type': 'Organization'; name: string; url?: string };

export type OfferJsonLd = {
  '@type': 'Offer';
  url: string;
  /** Decimal string with the currency's digits ('129.90'): exact, unlike a float. */
  price: string;
  priceCurrency: string;
  availability: string;
  itemCondition: string;
  /** ISO date (YYYY-MM-DD). */
  priceValidUntil: string;
  seller: OrganizationRef;
};

export type AggregateRatingJsonLd = {
  '@type': 'AggregateRating';
  ratingValue: number;
  reviewCount: number;
  bestRating: number;
  worstRating: number;
};

export type ProductJsonLd = {
  '@context': Context;
  '@type': 'Product';
  name: string;
  sku: string;
  url: string;
  image: string[];
  description?: string;
  brand?: { '@type': 'Brand'; name: string };
  gtin?: string;
  category?: string;
  offers: OfferJsonLd;
  aggregateRating?: AggregateRatingJsonLd;
};

export type BreadcrumbListJsonLd = {
  '@context': Context;
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item?: string }[];
};

export type OrganizationJsonLd = {
  '@context': Context;
  '@type': 'Organization';
  name: string;
  legalName: string;
  vatID: string;
  address: { '@type': 'PostalAddress'; streetAddress: string; postalCode: string; addressLocality: string; addressCountry: CountryCode };
  url: string;
  logo: string;
  email: string;
  telephone: string;
  contactPoint: {
    '@type': 'ContactPoint';
    contactType: 'customer service';
    telephone: string;
    email: string;
    areaServed: CountryCode;
    availableLanguage: string[];
  }[];
};

export type WebSiteJsonLd = {
  '@context': Context;
  '@type': 'WebSite';
  name: string;
  url: string;
  inLanguage: string;
  potentialAction: {
    '@type': 'SearchAction';
    target: { '@type': 'EntryPoint'; urlTemplate: string };
    'query-input': string;
  };
};

export type JsonLd = ProductJsonLd | BreadcrumbListJsonLd | OrganizationJsonLd | WebSiteJsonLd;
