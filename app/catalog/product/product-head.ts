// The product page's head: title, description, canonical, hreflang for every store language where the product is
// enabled, robots, JSON-LD Product and BreadcrumbList. Built by the loader, where request, store domains and
// translations are at hand, so no builder code ships to the browser.
import type { MetaDescriptor } from '@remix-run/node';
import type { MoneyLike } from '~/commerce/money';
import { pageHead, type HreflangAlternate, type RobotsDirective } from '~/seo/head';
import { breadcrumbListJsonLd, productJsonLd, type JsonLd } from '~/seo/json-ld';

export interface ProductHeadInput {
  readonly title: string;
  readonly siteName: string;
  readonly description: string;
  readonly locale: string;
  readonly canonical: string;
  readonly robots: RobotsDirective;
  readonly alternates: readonly HreflangAlternate[];
  /** Store origin: the seller's site. */
  readonly origin: string;
  readonly product: {
    readonly name: string;
    readonly sku: string;
    readonly description: string;
    readonly images: readonly string[];
    readonly brand: string | null;
    readonly ean: string | null;
    readonly category: string | null;
    readonly price: MoneyLike | null;
    /** Null when the stock was not known in time: the Offer would have to guess, so it is left out. */
    readonly availability: 'InStock' | 'OutOfStock' | null;
    readonly priceValidUntil: string | null;
    readonly rating: { readonly average: number; readonly count: number } | null;
  };
  /** Home first, the product last (without URL: it is this page). */
  readonly breadcrumb: readonly { name: string; url?: string }[];
  readonly now: Date;
}

export function productHead(input: ProductHeadInput): MetaDescriptor[] {
  const { product } = input;
  const jsonLd: JsonLd[] = [];
  if (product.price && product.availability) {
    jsonLd.push(
      productJsonLd({
        url: input.canonical,
        name: product.name,
        sku: product.sku,
        description: product.description,
        images: product.images,
        brand: product.brand ?? undefined,
        gtin: product.ean ?? undefined,
        category: product.category ?? undefined,
        price: product.price,
        availability: product.availability,
        priceValidUntil: product.priceValidUntil ?? undefined,
        now: input.now,
        seller: { name: input.siteName, url: `${input.origin}/` },
        rating: product.rating ?? undefined,
      }),
    );
  }
  jsonLd.push(breadcrumbListJsonLd(input.breadcrumb));
  return pageHead({
    title: input.title,
    siteName: input.siteName,
    description: input.description,
    canonical: input.canonical,
    alternates: input.alternates,
    robots: input.robots,
    locale: input.locale,
    jsonLd,
  });
}
