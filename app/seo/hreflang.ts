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

/** x-default is the default country's default language, where a shopper without a matching language should land;
 * it is left out when the page does not exist there. Countries without an origin are skipped. */
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

/** Only the store's own languages: other countries list other products, so their page n may differ or not exist,
 * while one store's languages list the same products in the same order. */
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
