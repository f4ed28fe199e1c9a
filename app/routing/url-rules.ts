// Every URL rule of spec §2 in one pure function, so one redirect fixes case, prefix, slashes and page=1 at once.
// An unprefixed page of a multi-language store follows the shopper's language; slug pages leave that to their loader.
import { DEFAULT_REDIRECT_STATUS, LANGUAGE_COUNTRY_PREFIXES, SEO_REDIRECT_STATUS, STORE_LANGUAGES, isLanguageCode, type LanguageCode, type Market, type MarketRules } from '~/markets';
import { isPrefixedLanguage, languageBasename, localizedHomePath, type LanguageMarket } from './localized-path';
import {
  CAMEL_CASE_ROUTES, CHECKOUT_ROUTE, FILE_EXTENSION, HOME_ALIAS, MAX_PATH_LENGTH, NATIVE_PREFIXES,
  NO_TRAILING_SLASH_FAMILIES, NO_TRAILING_SLASH_ROUTES, OLD_CATEGORY_PREFIX, PAGE_FILE_PATTERNS,
  RESERVED_PATH_PREFIXES, RESERVED_SEGMENTS, SAME_PATH_IN_EVERY_LANGUAGE, SEARCH_QUERY_PARAM, SEARCH_ROUTE,
} from './paths';

export type UrlDecision =
  | {
      kind: 'redirect';
      location: string;
      status: 301 | 302 | 308;
      /** The redirect follows the shopper's language: it varies with the locale cookie and Accept-Language. */
      negotiated?: true;
    }
  | { kind: 'not-found' }
  | { kind: 'pass-through' }
  | {
      kind: 'page';
      language: LanguageCode;
      basename: string;
      pathname: string;
      /** An unprefixed page of a multi-language store: its answer varies with the shopper's language. */
      negotiated?: true;
      /** The shopper wants this page in another language; the page's loader redirects to its slug there. */
      wantedLanguage?: LanguageCode;
    };

/** What the rules read from a market; a Market from getMarket() fits. */
export interface UrlMarket extends LanguageMarket {
  readonly country: Market['country'];
  readonly rules: Pick<MarketRules, 'checkoutEnabled' | 'nativeRouting'>;
}

export interface UrlRuleOptions {
  /** Which of the market's native-routing flags applies (spec: native routing only in LT in production). */
  readonly environment?: 'local' | 'production';
  /** The language the shopper prefers, for page views of people (not crawlers, not POSTs). */
  readonly preferredLanguage?: LanguageCode;
}

const NOT_FOUND: UrlDecision = Object.freeze({ kind: 'not-found' });
const PASS_THROUGH: UrlDecision = Object.freeze({ kind: 'pass-through' });
// The spec's list plus every store's own language-country pair (`/sk-sk/`, `/sl-si/`), which the brief also redirects.
const LANGUAGE_COUNTRY_SET: ReadonlySet<string> = new Set([
  ...LANGUAGE_COUNTRY_PREFIXES,
  ...Object.entries(STORE_LANGUAGES).flatMap(([country, languages]) => languages.map((language) => `${language}-${country.toLowerCase()}`)),
]);
// Quotes (spec: routes may not contain them), backslashes and control characters incl. NUL.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const FORBIDDEN_CHARACTERS = /['"\\\u0000-\u001f\u007f]/;

export function resolveUrl(url: URL, market: UrlMarket, options: UrlRuleOptions = {}): UrlDecision {
  const raw = url.pathname;
  if (raw.length > MAX_PATH_LENGTH || !raw.startsWith('/')) return NOT_FOUND;
  const segments = decodeSegments(raw);
  if (segments === null) return NOT_FOUND;
  const parts = segments.filter((segment) => segment !== '');

  // Machine paths: no normalisation beyond collapsing repeated slashes.
  const collapsed = raw.replace(/\/{2,}/g, '/');
  const fileLike = !collapsed.endsWith('/') && FILE_EXTENSION.test(parts[parts.length - 1] ?? '');
  if (isReserved(collapsed) || (fileLike && !isPageFile(collapsed))) {
    return collapsed === raw ? PASS_THROUGH : redirect(collapsed + url.search, DEFAULT_REDIRECT_STATUS);
  }
  if (fileLike) {
    return collapsed === raw ? page(market.defaultLanguage, market, raw) : redirect(collapsed + url.search, DEFAULT_REDIRECT_STATUS);
  }

  const nativeRouting = market.rules.nativeRouting[options.environment ?? 'local'];
  const target = canonicalTarget(parts, market, nativeRouting);
  if (target.rest[0] === CHECKOUT_ROUTE && !market.rules.checkoutEnabled) {
    // Business guard, not a normalisation: temporary, and the checkout query means nothing on home.
    return redirect(localizedHomePath(target.language, market), 302);
  }
  const canonical = canonicalSegments(target, market);
  // `/de/api/x` in CH would normalise into machine space; no page lives there.
  if (isReserved(canonical.join('/'))) return NOT_FOUND;
  const search = canonicalSearch(url.search, target.searchTerm);
  if (sameSegments(segments, canonical) && search === url.search) {
    return followLanguage(page(target.language, market, raw), target, market, search, options.preferredLanguage);
  }
  return redirect(canonical.map(encodeSegment).join('/') + search, target.seoRedirect ? SEO_REDIRECT_STATUS : DEFAULT_REDIRECT_STATUS);
}

/** Pages at the same path in every language redirect; slug pages get the wanted language (their loader redirects);
 * anything else is the page as is. */
function followLanguage(decision: PageDecision, target: Target, market: UrlMarket, search: string, preferred: LanguageCode | undefined): UrlDecision {
  if (decision.basename !== '/' || market.languages.length < 2) return decision;
  const [first] = target.rest;
  // Fixed routes other than the pages of SAME_PATH_IN_EVERY_LANGUAGE are system endpoints: never redirected.
  const systemPath = first !== undefined && !SAME_PATH_IN_EVERY_LANGUAGE.includes(first) &&
    (NO_TRAILING_SLASH_ROUTES.includes(target.rest.join('/')) || NO_TRAILING_SLASH_FAMILIES.includes(first));
  if (systemPath) return decision;
  if (!preferred || !isPrefixedLanguage(preferred, market)) return { ...decision, negotiated: true };
  if (first === undefined) return { kind: 'redirect', location: `/${preferred}${search}`, status: 302, negotiated: true };
  if (SAME_PATH_IN_EVERY_LANGUAGE.includes(first)) {
    return { kind: 'redirect', location: `/${preferred}${decision.pathname}${search}`, status: 302, negotiated: true };
  }
  // A slug page: only the catalogue knows its slug in the wanted language (catch-all loader).
  return { ...decision, negotiated: true, wantedLanguage: preferred };
}

interface Target {
  language: LanguageCode;
  /** Decoded segments after the language prefix, already in canonical case. */
  rest: string[];
  /** Set when an old `/search/{term}` URL moves the term into the query. */
  searchTerm?: string;
  /** An old or native prefix was dropped: the SEO redirect code (301) applies. */
  seoRedirect: boolean;
}

function canonicalTarget(parts: readonly string[], market: UrlMarket, nativeRouting: boolean): Target {
  const prefixLanguage = languageOfPrefix((parts[0] ?? '').toLowerCase(), market);
  const language = prefixLanguage ?? market.defaultLanguage;
  const original = prefixLanguage === undefined ? parts : parts.slice(1);
  const lower = original.map((segment) => segment.toLowerCase());

  let start = 0;
  while (lower.length - start >= 2 && isOldPrefix(lower[start], nativeRouting)) start += 1;
  const seoRedirect = start > 0;

  if (lower[start] === SEARCH_ROUTE && lower.length - start >= 2) {
    // The term keeps its case: it becomes a query value, not a path.
    return { language, rest: [SEARCH_ROUTE], searchTerm: original.slice(start + 1).join('/'), seoRedirect: true };
  }
  const kept = original.slice(start);
  let rest = CAMEL_CASE_ROUTES.includes(kept.join('/')) ? kept : lower.slice(start);
  if (rest.length === 1 && rest[0] === HOME_ALIAS) rest = [];
  return { language, rest, seoRedirect };
}

/** Undefined when the segment is a slug. Prefixes that redirect to the unprefixed path (default language, languages
 * or tags the store does not offer) give the default. */
function languageOfPrefix(segment: string, market: UrlMarket): LanguageCode | undefined {
  if (isLanguageCode(segment)) return isPrefixedLanguage(segment, market) ? segment : market.defaultLanguage;
  if (!LANGUAGE_COUNTRY_SET.has(segment)) return undefined;
  const [language, country] = segment.split('-');
  const offered = country === market.country.toLowerCase() && isPrefixedLanguage(language, market);
  return offered ? language : market.defaultLanguage;
}

function isOldPrefix(segment: string, nativeRouting: boolean): boolean {
  return segment === OLD_CATEGORY_PREFIX || (!nativeRouting && NATIVE_PREFIXES.includes(segment));
}

/** The canonical path as decoded segments, in the shape of `pathname.split('/')`. */
function canonicalSegments(target: Target, market: UrlMarket): string[] {
  const prefix = isPrefixedLanguage(target.language, market) ? [target.language] : [];
  const { rest } = target;
  // Home is '/' or the bare prefix '/fr' (what Remix renders for <Link to="/"> under basename '/fr').
  if (rest.length === 0) return prefix.length > 0 ? ['', ...prefix] : ['', ''];
  const withoutSlash = NO_TRAILING_SLASH_ROUTES.includes(rest.join('/')) || NO_TRAILING_SLASH_FAMILIES.includes(rest[0]);
  return ['', ...prefix, ...rest, ...(withoutSlash ? [] : [''])];
}

/** The query without page=1 (other parameters untouched, in order), plus a moved search term first. */
function canonicalSearch(search: string, searchTerm: string | undefined): string {
  let pieces = search === '' ? [] : search.slice(1).split('&');
  pieces = pieces.filter((piece) => !isFirstPage(piece));
  if (searchTerm !== undefined) {
    pieces = [`${SEARCH_QUERY_PARAM}=${encodeURIComponent(searchTerm)}`, ...pieces.filter((piece) => queryKey(piece) !== SEARCH_QUERY_PARAM)];
  }
  return pieces.length > 0 ? `?${pieces.join('&')}` : '';
}

function isFirstPage(piece: string): boolean {
  const equals = piece.indexOf('=');
  return equals !== -1 && decodeQueryPart(piece.slice(0, equals)) === 'page' && decodeQueryPart(piece.slice(equals + 1)) === '1';
}

function queryKey(piece: string): string | undefined {
  const end = piece.indexOf('=');
  return decodeQueryPart(end === -1 ? piece : piece.slice(0, end));
}

function decodeQueryPart(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** `pathname.split('/')` decoded, or null for malformed encoding or forbidden characters. */
function decodeSegments(pathname: string): string[] | null {
  const segments: string[] = [];
  for (const segment of pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (FORBIDDEN_CHARACTERS.test(decoded)) return null;
    segments.push(decoded);
  }
  return segments;
}

/** Percent-encodes a decoded segment, keeping the sub-delimiters browsers leave as they are. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%(?:3A|40|24|26|2B|2C|3B|3D)/g, decodeURIComponent);
}

function sameSegments(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((segment, index) => segment === b[index]);
}

function isReserved(pathname: string): boolean {
  if (RESERVED_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return true;
  const first = pathname.split('/', 2)[1].toLowerCase();
  return RESERVED_SEGMENTS.includes(first);
}

function isPageFile(pathname: string): boolean {
  return PAGE_FILE_PATTERNS.some((pattern) => pattern.test(pathname));
}

type PageDecision = Extract<UrlDecision, { kind: 'page' }>;

function page(language: LanguageCode, market: UrlMarket, pathname: string): PageDecision {
  return { kind: 'page', language, basename: languageBasename(language, market), pathname };
}

function redirect(location: string, status: 301 | 302 | 308): UrlDecision {
  return { kind: 'redirect', location, status };
}
