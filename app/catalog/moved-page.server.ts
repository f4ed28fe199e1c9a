// Old and non-canonical URLs in one hop (decision 128): the URL rules fix a path's form and the page then its content
// (a product's current slug, the SEO redirection table), two redirects in a row; so before the URL rules answer,
// this reads where their target leads and answers that place instead.
import type { CommerceContext } from '~/commerce/client.server';
import { getProductBySku } from '~/commerce/catalog.server';
import { localized } from '~/commerce/localize';
import { findSeoRedirect } from '~/commerce/seo-redirect.server';
import { SEO_REDIRECT_STATUS, type LanguageCode, type Market } from '~/markets';
import { parseProductPath } from '~/product/product-path';
import { isEnabledHere, variantAttributes } from '~/product/product-view';
import { withLanguagePrefix } from '~/routing/localized-path';
import { isProductPageSlug, productPath, type RoutingEnvironment } from '~/seo/page-paths';

export type MovedPage = { location: string; status: number };

type Place = { market: Market; language: LanguageCode; environment: RoutingEnvironment };

/** The product page a product path names, as the product page would redirect to it; null when it has none here. */
async function productPageOf(ctx: CommerceContext, place: Place, path: string): Promise<string | null> {
  const match = parseProductPath(path);
  if (!match) return null;
  const product = await getProductBySku(ctx, match.sku).catch(() => null);
  if (!product) return null;
  const slug = localized(product.slug, place.language);
  const values = variantAttributes(product);
  if (!localized(product.name, place.language) || !slug || !isProductPageSlug(slug) || !isEnabledHere(values, ctx.store.locale)) return null;
  return productPath(slug, place.market, place.environment);
}

/** A product page under its current slug, or the SEO redirection table's target. Null: the path is its own page, or
 *  nothing is known of it (the URL rules' answer stands, and the page answers for itself). */
export async function movedPageLocation(ctx: CommerceContext, place: Place, path: string, search: string): Promise<MovedPage | null> {
  const product = await productPageOf(ctx, place, path);
  if (product !== null) {
    return product === path ? null : { location: `${withLanguagePrefix(product, place.language, place.market)}${search}`, status: SEO_REDIRECT_STATUS };
  }
  const moved = await findSeoRedirect(ctx, path);
  if (!moved) return null;
  const prefixed = withLanguagePrefix(moved.location, place.language, place.market);
  return { location: prefixed, status: moved.status };
}
