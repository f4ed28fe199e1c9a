// Unprefixed paths of the pages crawlers see, per store and language; the language prefix is added later.
import { localeTag, type LanguageCode, type Market } from '~/markets';

/** Which native-routing flag of the market applies (spec: native /p and /c routing in some countries). */
export type RoutingEnvironment = 'local' | 'production';

/** Slugs of one page keyed by language code; a missing language means no page in that language. */
export type SlugByLanguage = Readonly<Partial<Record<string, string>>>;

export type PathResolver = (market: Market, language: LanguageCode) => string | null;

export const HOME_PATH = '/';
export const SEARCH_PATH = '/search';

/** Spec §2: "A brand filter link is the search route with a brand query parameter." */
export function brandListingPath(brand: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ brand })}`;
}

// Spec §2: "A path ending in an eight-digit product number after a name is a product page." A slug
// without that ending (e.g. the virtual guarantees' seven-digit slugs) has no page to link to.
const PRODUCT_SLUG = /\D\d{8}$/;

export function isProductPageSlug(slug: string): boolean {
  return PRODUCT_SLUG.test(slug);
}

/** One path segment, percent-encoded the way browsers send it (slugs may hold non-ASCII letters). */
function segment(slug: string): string {
  return encodeURIComponent(slug);
}

function nativeRouting(market: Market, environment: RoutingEnvironment): boolean {
  return market.rules.nativeRouting[environment];
}

/** `/{slug}/`, or `/p/{slug}/` where the market routes products natively. */
export function productPath(slug: string, market: Market, environment: RoutingEnvironment = 'local'): string {
  return `${nativeRouting(market, environment) ? '/p' : ''}/${segment(slug)}/`;
}

/** `/{slug}/`, or `/c/{slug}/` where the market routes categories natively. */
export function categoryPath(slug: string, market: Market, environment: RoutingEnvironment = 'local'): string {
  return `${nativeRouting(market, environment) ? '/c' : ''}/${segment(slug)}/`;
}

/** Content pages keep one slug in every language (`/privacy-data/`). */
export function contentPath(slug: string): string {
  return `/${segment(slug)}/`;
}

/** A page that exists at the same path in every store and language (home, content pages). */
export function samePathEverywhere(path: string): PathResolver {
  return () => path;
}

export interface LocalizedPage {
  readonly slugByLanguage: SlugByLanguage;
  /** Language-country tags ('fr-CH') where the page exists; absent means every store. */
  readonly locales?: readonly string[];
}

/** True when the page exists in that store and language: it has a slug there and is enabled there. */
export function existsIn(page: LocalizedPage, market: Market, language: LanguageCode): boolean {
  const slug = page.slugByLanguage[language];
  if (!slug) return false;
  return !page.locales || page.locales.includes(localeTag(language, market.country));
}

/** Resolver for a product or category page: its slug in each language, where it exists. */
export function localizedPagePaths(
  page: LocalizedPage,
  kind: 'product' | 'category',
  environment: RoutingEnvironment = 'local',
): PathResolver {
  return (market, language) => {
    if (!existsIn(page, market, language)) return null;
    const slug = page.slugByLanguage[language] as string;
    if (kind === 'product' && !isProductPageSlug(slug)) return null;
    return kind === 'product' ? productPath(slug, market, environment) : categoryPath(slug, market, environment);
  };
}
