// Spec §3 and §9: the country, language-and-country, store and currency cookies ("one year, path /, lax").
// They tell the shopper's browser (and scripts such as analytics) which store it is in; they never decide
// the store themselves: the host does (brief "Markets").
import { COOKIES, type CookieDefinition } from '~/markets';
import { readCookieHeader, serializeCookie } from './cookies';

export interface MarketCookieValues {
  country: string;
  /** BCP 47 tag of the page, 'fr-CH'. */
  locale: string;
  storeKey: string;
  currency: string;
}

/** Set-Cookie values for the market cookies the request does not carry with these values; none when all match. */
export function marketCookies(cookieHeader: string | null | undefined, values: MarketCookieValues): string[] {
  const wanted: [CookieDefinition, string][] = [
    [COOKIES.country, values.country],
    [COOKIES.languageCountry, values.locale],
    [COOKIES.store, values.storeKey],
    [COOKIES.currency, values.currency],
  ];
  return wanted
    .filter(([definition, value]) => readCookieHeader(cookieHeader, definition.name) !== value)
    .map(([definition, value]) => serializeCookie(definition, value));
}
