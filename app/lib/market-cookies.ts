// Spec §3 and §9: the country, language-and-country, store and currency cookies ("one year, path /, lax"). They tell
// the browser (and analytics) which store it is in but never decide it (the host does), so a request carrying only
// these is a first visit: nothing says yet whether its browser runs script.
import { COOKIES, localeTag, type CookieDefinition, type LanguageCode, type Market } from '~/markets';
import { carriesOnlyCookies, readCookieHeader, serializeCookie } from './cookies';

export interface MarketCookieValues {
  country: string;
  /** BCP 47 tag of the page, 'fr-CH'. */
  locale: string;
  storeKey: string;
  currency: string;
}

/** Each market cookie with the value it has for a page. */
const MARKET_COOKIES: ReadonlyArray<readonly [CookieDefinition, keyof MarketCookieValues]> = [
  [COOKIES.country, 'country'],
  [COOKIES.languageCountry, 'locale'],
  [COOKIES.store, 'storeKey'],
  [COOKIES.currency, 'currency'],
];
export const MARKET_COOKIE_NAMES: ReadonlySet<string> = new Set(MARKET_COOKIES.map(([definition]) => definition.name));

/** The market cookies' values for a page of this store in this language. */
export function marketCookieValues(market: Market, language: LanguageCode): MarketCookieValues {
  return { country: market.country, locale: localeTag(language, market.country), storeKey: market.storeKey, currency: market.currency };
}

/** Set-Cookie values for the market cookies the request does not carry with these values; none when all match. */
export function marketCookies(cookieHeader: string | null | undefined, values: MarketCookieValues): string[] {
  return MARKET_COOKIES
    .filter(([definition, field]) => readCookieHeader(cookieHeader, definition.name) !== values[field])
    .map(([definition, field]) => serializeCookie(definition, values[field]));
}

/** No cookie at all, or only market cookies (whatever their values): nothing that belongs to a shopper. */
export function carriesOnlyMarketCookies(cookieHeader: string | null | undefined): boolean {
  return carriesOnlyCookies(cookieHeader, MARKET_COOKIE_NAMES);
}

/** A Set-Cookie value that writes one of the market cookies. */
export function isMarketCookieWrite(setCookie: string): boolean {
  return MARKET_COOKIE_NAMES.has(setCookie.slice(0, setCookie.indexOf('=')).trim());
}
