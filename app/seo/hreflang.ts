// Hreflang alternates: one per country and language in which a page exists, plus x-default. Shared by
// the page head (<link rel="alternate">) and the sitemaps (<xhtml:link>), so both always agree.
import { DEFAULT_COUNTRY, MARKETS, getMarket, localeTag, type Market } from '~/markets';
import { withLanguagePrefix } from '~/routing/localized-path';
import type { OriginOf } from './origin';
import type { PathResolver } from './page-paths';

export const X_DEFAULT = 'x-default';

export interface HreflangAlternate {
  /** 'fr-CH', or 'x-default'. Spelled as React's prop so it drops into a link descriptor. */
  readonly hrefLang: string;
  readonly href: string;
}

/**
 * Every country and language of the page, in market order, each on its country's origin with that
 * language's prefix and the page's path in that language. x-default is the default country's default
 * language (SK, sk), the page a shopper without a matching language should land on; it is left out
 * when the page does not exist there. Countries without an origin (not reachable) are skipped.
 */
export function hreflangAlternates(resolvePath: PathResolver, origins: OriginOf): HreflangAlternate[] {
  const alternates: HreflangAlternate[] = [];
  for (const market of MARKETS) {
    const origin = origins(market.country);
    if (!origin) continue;
    for (const language of market.languages) {
      const path = resolvePath(market, language);
      if (path === null) continue;
      alternates.push({ hrefLang: localeTag(language, market.country), href: `${origin}${withLanguagePrefix(path, language, market)}` });
    }
  }
  const fallback = getMarket(DEFAULT_COUNTRY);
  const defaultTag = localeTag(fallback.defaultLanguage, fallback.country);
  const xDefault = alternates.find((alternate) => alternate.hrefLang === defaultTag);
  if (xDefault) alternates.push({ hrefLang: X_DEFAULT, href: xDefault.href });
  return alternates;
}

/**
 * The alternates of a listing's page n > 1 (issue 38 item 5): page n of the same listing in the
 * store's other languages, itself included, with x-default on the store's default language. Other countries list
 * other products (prices, stock, `enabledOnMarket`), so their page n shows other products and may not exist at
 * all; the languages of one store list the same products in the same order. A store of one language gets its own
 * URL and x-default: each page names itself.
 */
export function paginatedAlternates(resolvePath: PathResolver, origins: OriginOf, market: Market, page: number): HreflangAlternate[] {
  const origin = origins(market.country);
  if (!origin) return [];
  const alternates: HreflangAlternate[] = [];
  for (const language of market.languages) {
    const path = resolvePath(market, language);
    if (path !== null) alternates.push({ hrefLang: localeTag(language, market.country), href: `${origin}${withLanguagePrefix(path, language, market)}?page=${page}` });
  }
  const xDefault = alternates.find((alternate) => alternate.hrefLang === localeTag(market.defaultLanguage, market.country)) ?? alternates[0];
  if (xDefault) alternates.push({ hrefLang: X_DEFAULT, href: xDefault.href });
  return alternates;
}
