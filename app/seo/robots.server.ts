// robots.txt, one per host: each country store is its own site, with its own Sitemap line and language prefixes.
import type { Market } from '~/markets';
import { withLanguagePrefix, type LanguageMarket } from '~/routing/localized-path';
import { CHECKOUT_ROUTE } from '~/routing/paths';
import { SUPPORT_PAGE } from '~/routing/support-links';
import { CRAWLABLE_FILTERS, CRAWLABLE_SEARCH_FILTERS, UNCRAWLED_LISTING_PARAMS } from './crawlable-links';
import { storeOrigin, type StoreDomains } from './origin';
import { SEARCH_PATH } from './page-paths';
import { SITEMAP_INDEX_PATH } from './sitemap-names';

/** Blocked only where crawling is useless or endless (per-shopper pages, search and listing parameters, the support
 * form's states, machine space); login and password forms stay crawlable so crawlers can read their noindex. */
const BLOCKED_FAMILIES: readonly string[] = [CHECKOUT_ROUTE, 'my-account'];

// `$` and `?` rules instead of a bare prefix: `Disallow: /checkout` would also block a category
// `/checkout-counters/` (first path segments are slugs unless they are routes).
function familyRules(path: string): string[] {
  return [`${path}$`, `${path}?`, `${path}/`];
}

type Rule = { allow: boolean; path: string };

function languageRules(market: LanguageMarket): Rule[] {
  return market.languages.flatMap((language) => {
    const search = withLanguagePrefix(SEARCH_PATH, language, market);
    return [
      ...BLOCKED_FAMILIES.flatMap((family) => familyRules(withLanguagePrefix(`/${family}`, language, market))).map((path) => ({ allow: false, path })),
      { allow: false, path: `${search}?` },
      // Longer than `/search?`, so they win (RFC 9309: the longest match); one more parameter is longer still.
      ...CRAWLABLE_SEARCH_FILTERS.flatMap((name) => [{ allow: true, path: `${search}?${name}=` }, { allow: false, path: `${search}?${name}=*&` }]),
      { allow: false, path: `${withLanguagePrefix(SUPPORT_PAGE, language, market)}?` },
    ];
  });
}

/** Any listing: a filter with another parameter before or after it, and parameters never worth a visit. */
const LISTING_RULES: readonly Rule[] = [
  ...CRAWLABLE_FILTERS.flatMap((name) => [{ allow: false, path: `/*?*${name}=*&` }, { allow: false, path: `/*?*&${name}=` }]),
  ...UNCRAWLED_LISTING_PARAMS.map((name) => ({ allow: false, path: `/*?*${name}=` })),
];

export function robotsTxt({ origin, market }: { origin: string; market: LanguageMarket }): string {
  const rules: Rule[] = [
    { allow: true, path: '/' },
    ...['/__', '/api$', '/api/'].map((path) => ({ allow: false, path })),
    ...languageRules(market),
    ...LISTING_RULES,
  ];
  return [
    'User-agent: *',
    ...rules.map((rule) => `${rule.allow ? 'Allow' : 'Disallow'}: ${rule.path}`),
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}

/** The `/robots.txt` answer for the request's store; cacheable, as it changes with deploys and configuration only. */
export function robotsTxtResponse(request: Request, options: { market: Market; storeDomains?: StoreDomains }): Response {
  const origin = storeOrigin(options.market.country, { requestUrl: request.url, storeDomains: options.storeDomains });
  return new Response(robotsTxt({ origin, market: options.market }), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
