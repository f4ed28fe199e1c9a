// Shared fixtures: markets come from the request host exactly as the server resolves them.
import { countryFromHost, getMarket, type CountryCode, type LanguageCode, type Market } from '~/markets';
import { resolveUrl, type UrlDecision, type UrlRuleOptions } from '~/routing/url-rules';

export function marketOf(country: CountryCode): Market {
  return getMarket(countryFromHost(`${country.toLowerCase()}.localhost:3000`));
}

/**
 * Resolves a path (with query) as requested on `{country}.localhost`. The URL is built by concatenation,
 * as the server must do: `new URL('//x', base)` would read '//x' as a host.
 */
export function resolveFor(country: CountryCode | Market, path: string, options?: UrlRuleOptions): UrlDecision {
  const market = typeof country === 'string' ? marketOf(country) : country;
  const host = typeof country === 'string' ? country.toLowerCase() : market.country.toLowerCase();
  return resolveUrl(new URL(`http://${host}.localhost:3000${path}`), market, options);
}

export const notFound: UrlDecision = { kind: 'not-found' };
export const passThrough: UrlDecision = { kind: 'pass-through' };

export function redirectTo(location: string, status: 301 | 302 | 308 = 308): UrlDecision {
  return { kind: 'redirect', location, status };
}

/** A page decision; pathname is the request's own (encoded) pathname. */
export function pageOf(path: string, language: LanguageCode, basename = '/'): UrlDecision {
  return { kind: 'page', language, basename, pathname: new URL(`http://x${path}`).pathname };
}

/** Most tests are about other rules: whether a page follows the shopper's language is tested on its own. */
export function withoutNegotiation(decision: UrlDecision): UrlDecision {
  if (decision.kind === 'page' || decision.kind === 'redirect') {
    const { negotiated: _negotiated, ...rest } = decision;
    return rest;
  }
  return decision;
}
