// robots.txt, one per host: each country store is its own site, so its Sitemap line and its language
// prefixes differ. The lead's resource route `/robots.txt` returns robotsTxtResponse().
import type { Market } from '~/markets';
import { withLanguagePrefix, type LanguageMarket } from '~/routing/localized-path';
import { CHECKOUT_ROUTE } from '~/routing/paths';
import { storeOrigin, type StoreDomains } from './origin';
import { SEARCH_PATH } from './page-paths';
import { SITEMAP_INDEX_PATH } from './sitemap-names';

/**
 * Crawling is blocked only where it is useless or endless: per-shopper families (checkout, account:
 * they redirect anonymous visitors anyway), search with parameters (every term and facet combination
 * is another URL, all noindex; products are reached through categories and the sitemaps), and machine
 * space (`/__` local services, `/api`). Login and the password forms stay crawlable so crawlers can
 * read their noindex; a blocked URL that is linked from every page can still be indexed bare.
 */
const BLOCKED_FAMILIES: readonly string[] = [CHECKOUT_ROUTE, 'my-account'];

// `$` and `?` rules instead of a bare prefix: `Disallow: /checkout` would also block a category
// `/checkout-counters/` (first path segments are slugs unless they are routes).
function familyRules(path: string): string[] {
  return [`${path}$`, `${path}?`, `${path}/`];
}

function languageRules(market: LanguageMarket): string[] {
  return market.languages.flatMap((language) => [
    ...BLOCKED_FAMILIES.flatMap((family) => familyRules(withLanguagePrefix(`/${family}`, language, market))),
    `${withLanguagePrefix(SEARCH_PATH, language, market)}?`,
  ]);
}

export function robotsTxt({ origin, market }: { origin: string; market: LanguageMarket }): string {
  const disallow = ['/__', '/api$', '/api/', ...languageRules(market)];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}

/**
 * The `/robots.txt` answer for the store of the request (`market` from the load context, which took it
 * from the host). Plain text, cacheable for an hour: it changes with deploys and configuration only.
 */
export function robotsTxtResponse(request: Request, options: { market: Market; storeDomains?: StoreDomains }): Response {
  const origin = storeOrigin(options.market.country, { requestUrl: request.url, storeDomains: options.storeDomains });
  return new Response(robotsTxt({ origin, market: options.market }), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
