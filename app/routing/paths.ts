// Path constants shared by the URL rules, the route table and the tests (spec §2). Route paths are written
// without the leading slash and without a language prefix, as the route table names them.

/** Longer pathnames are answered with the 404 page before any decoding. */
export const MAX_PATH_LENGTH = 2000;

/** `/home` (and `/{language}/home`) redirects to the home path. */
export const HOME_ALIAS = 'home';

export const SEARCH_ROUTE = 'search';
export const SEARCH_QUERY_PARAM = 'query';
export const CHECKOUT_ROUTE = 'checkout';

/** Old `/category/{slug}/` URLs redirect (301) to `/{slug}/`. */
export const OLD_CATEGORY_PREFIX = 'category';

/** Native product and category prefixes; pages only where the market's native routing is on. */
export const NATIVE_PREFIXES: readonly string[] = Object.freeze(['p', 'c']);

/** Exact match after the language prefix; camel-case entries are compared case-sensitively. */
export const NO_TRAILING_SLASH_ROUTES: readonly string[] = Object.freeze([
  'search',
  'login',
  'log-out',
  'reset-password',
  'after-payment-redirect-back',
  'adyen-payment-error',
  'exConsents/confirm',
  'manageSubscriptions',
  'set-language',
  // Form pages: support, newsletter, back in stock, tracking consent.
  'contact',
  'newsletter',
  'back-in-stock',
  'cookie-settings',
]);

/** Route families served without a trailing slash: the route itself and every path below it. */
export const NO_TRAILING_SLASH_FAMILIES: readonly string[] = Object.freeze([
  'checkout',
  'my-account',
  'password-reset',
  // The sign-up form, its "check your e-mail" page and the confirmation link's page.
  'create-account',
  'cms',
]);

/** Pages at the same path in every language, so an unprefixed request follows the shopper's language straight to
 * `/{language}/…`; slug pages are the catch-all's, and system endpoints never redirect by language. */
export const SAME_PATH_IN_EVERY_LANGUAGE: readonly string[] = Object.freeze([
  'search',
  'login',
  'create-account',
  'password-reset',
  'my-account',
  'checkout',
  'contact',
  'newsletter',
  'back-in-stock',
  'cookie-settings',
]);

/** System paths the spec spells in camel case; never lower-cased. */
export const CAMEL_CASE_ROUTES: readonly string[] = Object.freeze(['exConsents/confirm', 'manageSubscriptions']);

/** Reserved raw pathname prefixes (spec: "/." and "/__"): dot files and the embedded local services. */
export const RESERVED_PATH_PREFIXES: readonly string[] = Object.freeze(['/.', '/__']);

/** Spec: prefixes /api, /font; families hidden, build, api, fonts; plus Vite's `assets`. Whole segments, so a
 * category such as `/fontana-tools/` stays a slug. */
export const RESERVED_SEGMENTS: readonly string[] = Object.freeze(['api', 'font', 'fonts', 'hidden', 'build', 'assets']);

/** Files that Remix resource routes serve (per host), so they are pages rather than static files. */
export const PAGE_FILE_PATTERNS: readonly RegExp[] = Object.freeze([
  /^\/robots\.txt$/,
  /^\/sw\.js$/,
  /^\/sitemap\.xml$/,
  /^\/sitemaps\/[a-z0-9-]+\.xml$/,
]);

/** A last segment ending in `.ext` (extension starts with a letter, so `/drill-1.5/` stays a slug). */
export const FILE_EXTENSION = /\.[a-z][a-z0-9]{0,9}$/i;
