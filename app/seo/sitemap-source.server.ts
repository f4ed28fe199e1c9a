// The sitemaps' data from the commerce layer: every published product and category with its slug per language.
// The lists are store-independent, so one catalogue read serves every store.
import type { Category, ProductProjection } from '@commercetools/platform-sdk';
import type { CommerceClient } from '~/commerce/client.server';
import { LISTING_PAGE_SIZE, listCategories, listProductProjections } from '~/commerce/catalogue-listing.server';
import { marketByStoreKey } from '~/markets';
import type { SlugByLanguage } from './page-paths';
import { SITEMAP_TTL_MS, createSitemaps, type SitemapOptions, type SitemapPage, type SitemapSource, type Sitemaps } from './sitemaps.server';

/** Content pages of spec §2 with a fixed slug, plus the partners page and help-centre FAQ linked from every footer. */
export const CONTENT_PAGE_SLUGS: readonly string[] = Object.freeze([
  'privacy-data', 'company-information', 'terms-and-conditions', 'payment', 'withdrawal-policy',
  'dispatch-information', 'battery-regulations', 'premium-guarantee', 'best-prices-guaranteed', 'our-history',
  'inspirations', 'product-recalls', 'discount-codes', 'merchant-information', 'help-centre', 'partners',
]);

export interface CommerceSitemapSourceOptions {
  readonly contentSlugs?: readonly string[];
  readonly pageSize?: number;
  readonly ttlMs?: number;
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
}

/** A product page as the sitemaps need it. `enabledOnMarket`, where set, limits the stores. */
export function productPage(product: ProductProjection): SitemapPage {
  const enabledOn = product.masterVariant.attributes?.find((attribute) => attribute.name === 'enabledOnMarket');
  const locales = stringList(enabledOn?.value);
  return {
    slugByLanguage: product.slug as SlugByLanguage,
    lastModifiedAt: product.lastModifiedAt,
    ...(locales ? { locales } : {}),
  };
}

/** A category page; its `hasProducts` store keys, where set, limit it to those stores' languages. */
export function categoryPage(category: Category): SitemapPage {
  const storeKeys = stringList(category.custom?.fields?.hasProducts);
  const locales = storeKeys?.flatMap((key) => marketByStoreKey(key)?.locales ?? []);
  return {
    slugByLanguage: category.slug as SlugByLanguage,
    lastModifiedAt: category.lastModifiedAt,
    ...(locales ? { locales } : {}),
  };
}

function productPages(products: readonly ProductProjection[]): SitemapPage[] {
  return products.filter((product) => product.published !== false).map(productPage);
}

async function fetchProductPages(client: CommerceClient, pageSize: number): Promise<SitemapPage[]> {
  // staged: false reads the current (published) data only; unpublished products are not there.
  return productPages(await listProductProjections(client, { endpoint: '/getProduct', pageSize, staged: false }));
}

/** The catalogue cache entry of the product pages (one for every store). */
function productPagesEntry(client: CommerceClient, pageSize: number, ttlMs: number, getFreshValue: () => Promise<SitemapPage[]>) {
  return client.catalogueCache.get({ name: 'sitemap-products', key: String(pageSize), depends: ['products'], policy: { ttlMs, swrMs: 0 }, getFreshValue });
}

/** The embedded search's whole read of the products gives the sitemaps their list too, so a crawler's first
 * sitemap after a restart waits for no read of its own; offered as the read starts, with that moment's versions. */
export function offerSitemapProducts(client: CommerceClient, products: Promise<readonly ProductProjection[]>): void {
  productPagesEntry(client, LISTING_PAGE_SIZE, SITEMAP_TTL_MS, async () => productPages(await products)).catch(() => undefined);
}

async function fetchCategoryPages(client: CommerceClient, pageSize: number): Promise<SitemapPage[]> {
  const categories = await listCategories(client, { endpoint: '/getCategory', pageSize });
  // Tree order (orderHint) so a sitemap reads like the navigation; id breaks ties for a stable file.
  return categories
    .sort((a, b) => a.orderHint.localeCompare(b.orderHint) || a.id.localeCompare(b.id))
    .map(categoryPage);
}

/** A SitemapSource reading the catalogue; each list is read at most once per `ttlMs` for all stores. */
export function commerceSitemapSource(client: CommerceClient, options: CommerceSitemapSourceOptions = {}): SitemapSource {
  const pageSize = options.pageSize ?? LISTING_PAGE_SIZE;
  // The catalogue cache: read again when the catalogue changes, at the latest after the sitemap TTL.
  const ttlMs = options.ttlMs ?? SITEMAP_TTL_MS;
  const policy = { ttlMs, swrMs: 0 };
  return {
    contentSlugs: options.contentSlugs ?? CONTENT_PAGE_SLUGS,
    categories: () => client.catalogueCache.get({ name: 'sitemap-categories', key: String(pageSize), depends: ['categories'], policy, getFreshValue: () => fetchCategoryPages(client, pageSize) }),
    products: () => productPagesEntry(client, pageSize, ttlMs, () => fetchProductPages(client, pageSize)),
  };
}

const services = new Map<string, Sitemaps>();

/** The process-wide sitemap service for a backend, for the resource routes to call. */
export function sitemapsFor(client: CommerceClient, options: CommerceSitemapSourceOptions & SitemapOptions = {}): Sitemaps {
  let service = services.get(client.cacheKey);
  if (!service) {
    service = createSitemaps(commerceSitemapSource(client, options), options);
    services.set(client.cacheKey, service);
  }
  return service;
}
