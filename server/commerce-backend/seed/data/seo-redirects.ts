import type { CategoryDraft, CustomObjectDraft } from '@commercetools/platform-sdk';
import { SEO_REDIRECT_CONTAINER, seoRedirectKey, seoSourcePath } from '~/commerce/seo-redirect-keys';
import type { CatalogProduct } from './catalog/types';
import { productName, productSlug } from './catalog/product-texts';
import { SEED_LANGUAGES } from './i18n/languages';

/** Products whose old shop URLs (`/products/{sku}`) are in the table. */
const MOVED_PRODUCTS = ['EX10000024', 'EX10000205', 'EX10000001'];
/** Brands whose old brand pages (`/brand/{key}`) now are brand listings. */
const MOVED_BRANDS = ['tatrik', 'norvik', 'kraftwerk-pro'];

const entry = (language: string, sourceUrl: string, targetURL: string, redirectionCode?: number): CustomObjectDraft => ({
  container: SEO_REDIRECT_CONTAINER,
  key: seoRedirectKey(language, sourceUrl),
  value: { sourceUrl: seoSourcePath(sourceUrl), targetURL, ...(redirectionCode ? { redirectionCode } : {}) },
});

/** The previous shop's URLs per store language, all permanent: its `/sale` page goes to the on-sale listing, so a
 * crawler moves the old URL's standing there. */
export function buildSeoRedirects(catalog: readonly CatalogProduct[], categories: readonly CategoryDraft[]): CustomObjectDraft[] {
  const products = MOVED_PRODUCTS.map((sku) => catalog.find((product) => product.sku === sku)).filter((product) => product !== undefined);
  const roots = categories.filter((category) => !category.parent && category.custom?.fields?.family === 'all-categories');
  return SEED_LANGUAGES.flatMap((language) => [
    ...products.map((product) => entry(language, `/products/${product.sku.toLowerCase()}`, `/${productSlug(productName(product), product.digits)[language]}/`)),
    ...roots.map((category) => entry(language, `/shop/${category.key}`, `/${category.slug[language]}/`)),
    ...MOVED_BRANDS.map((key) => {
      const name = catalog.find((product) => product.brand.key === key)?.brand.name ?? key;
      return entry(language, `/brand/${key}`, `/search?brand=${encodeURIComponent(name)}`);
    }),
    entry(language, '/sale', '/search?tags=on-sale'),
  ]);
}
