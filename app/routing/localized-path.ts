// Language prefixes of paths: the store's default language has none, every other store language is served under
// `/{language}` (a Remix basename).
import type { LanguageCode, Market } from '~/markets';

export type LanguageMarket = Pick<Market, 'languages' | 'defaultLanguage'>;

/** True when the language is served under its own prefix in this store. */
export function isPrefixedLanguage(language: string, market: LanguageMarket): language is LanguageCode {
  return language !== market.defaultLanguage && (market.languages as readonly string[]).includes(language);
}

/** '/' for the default language, '/fr' otherwise; a language the store does not offer falls back to '/'. */
export function languageBasename(language: LanguageCode, market: LanguageMarket): string {
  return isPrefixedLanguage(language, market) ? `/${language}` : '/';
}

/** Language switch target. The bare prefix ('/fr', no slash) is the canonical home of a language. */
export function localizedHomePath(language: LanguageCode, market: LanguageMarket): string {
  return languageBasename(language, market);
}

/** '/drills/' → '/fr/drills/'; '/' → '/fr' (bare prefix is canonical); default language unchanged. */
export function withLanguagePrefix(path: string, language: LanguageCode, market: LanguageMarket): string {
  const unprefixed = path.startsWith('/') ? path : `/${path}`;
  if (!isPrefixedLanguage(language, market)) return unprefixed;
  return unprefixed === '/' ? `/${language}` : `/${language}${unprefixed}`;
}

/** '/fr/drills/' → fr, '/drills/'; '/fr' → fr, '/'. Only prefixes this store serves count; anything else belongs to
 * the default language. */
export function stripLanguagePrefix(
  pathname: string,
  market: LanguageMarket,
): { language: LanguageCode; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match && isPrefixedLanguage(match[1], market)) {
    return { language: match[1], path: match[2] ?? '/' };
  }
  return { language: market.defaultLanguage, path: pathname === '' ? '/' : pathname };
}
