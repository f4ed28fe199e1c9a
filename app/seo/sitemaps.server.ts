// Sitemaps (sitemaps.org with xhtml:link hreflang alternates): an index per store, one sitemap per store language,
// each page with every country and language it exists in plus x-default. Later listing pages are left to pagination links.
import { createCatalogueCache } from '~/commerce/catalogue-cache.server';
import { MARKETS, isStoreLanguage, type LanguageCode, type Market } from '~/markets';
import { withLanguagePrefix } from '~/routing/localized-path';
import { hreflangAlternates } from './hreflang';
import { storeOrigin, storeOrigins, type OriginOf, type StoreDomains } from './origin';
import {
  HOME_PATH, contentPath, existsIn, localizedPagePaths, samePathEverywhere, type LocalizedPage, type PathResolver,
  type RoutingEnvironment,
} from './page-paths';
import { languageSitemapPath, parseSitemapName } from './sitemap-names';
import { SUPPORT_PAGE } from '~/routing/support-links';
import { escapeMarkup } from '~/lib/markup.server';
import { SITEMAP_NAMESPACE, XHTML_NAMESPACE, XML_DECLARATION } from './xml';

export const SITEMAP_TTL_MS = 10 * 60_000;
/** sitemaps.org limits per file: 50,000 URLs and 50 MiB uncompressed. */
export const MAX_URLS_PER_SITEMAP = 50_000;
export const MAX_BYTES_PER_SITEMAP = 50 * 1024 * 1024;

export interface SitemapContext {
  readonly market: Market;
  readonly language: LanguageCode;
}

export interface SitemapPage extends LocalizedPage {
  /** ISO date-time of the last change, for <lastmod>. */
  readonly lastModifiedAt?: string;
}

/** Where the pages come from; sitemap-source.server.ts builds one from the commerce layer. */
export interface SitemapSource {
  categories(ctx: SitemapContext): Promise<readonly SitemapPage[]>;
  products(ctx: SitemapContext): Promise<readonly SitemapPage[]>;
  /** Content pages, present in every store and language under the same slug. */
  readonly contentSlugs: readonly string[];
}

export interface SitemapStore {
  readonly market: Market;
  /** This store's origin (storeOrigin): the host of every <loc>. */
  readonly origin: string;
  /** Every country's origin (storeOrigins): the hosts of the alternates. */
  readonly origins: OriginOf;
  readonly environment?: RoutingEnvironment;
}

export interface SitemapOptions {
  readonly ttlMs?: number;
  readonly maxUrls?: number;
  readonly maxBytes?: number;
}

interface SitemapPart {
  readonly xml: string;
  readonly lastModifiedAt?: string;
}

interface UrlEntry {
  readonly xml: string;
  readonly lastModifiedAt?: string;
}

function lastmod(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function urlEntry(loc: string, resolver: PathResolver, store: SitemapStore, modified?: string): UrlEntry {
  const alternates = hreflangAlternates(resolver, store.origins)
    .map(({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeMarkup(hrefLang)}" href="${escapeMarkup(href)}"/>`)
    .join('');
  const lastModifiedAt = lastmod(modified);
  const lastmodXml = lastModifiedAt ? `<lastmod>${lastModifiedAt}</lastmod>` : '';
  return { xml: `<url><loc>${escapeMarkup(loc)}</loc>${lastmodXml}${alternates}</url>\n`, lastModifiedAt };
}

const URLSET_OPEN = `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n`;
const URLSET_CLOSE = '</urlset>\n';

function latest(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/** Splits the entries into files within both protocol limits; a language always has at least one file. */
function splitIntoParts(entries: readonly UrlEntry[], maxUrls: number, maxBytes: number): SitemapPart[] {
  const envelope = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  const parts: SitemapPart[] = [];
  let chunk: string[] = [];
  let bytes = envelope;
  let modified: string | undefined;
  const flush = () => {
    parts.push({ xml: `${URLSET_OPEN}${chunk.join('')}${URLSET_CLOSE}`, lastModifiedAt: modified });
    chunk = [];
    bytes = envelope;
    modified = undefined;
  };
  for (const entry of entries) {
    const size = Buffer.byteLength(entry.xml);
    if (chunk.length > 0 && (chunk.length >= maxUrls || bytes + size > maxBytes)) flush();
    chunk.push(entry.xml);
    bytes += size;
    modified = latest(modified, entry.lastModifiedAt);
  }
  if (chunk.length > 0 || parts.length === 0) flush();
  return parts;
}

/** Fingerprint of the hosts an answer was built for (locally the request's port is part of them). */
function originsKey(store: SitemapStore): string {
  return [store.origin, ...MARKETS.map((market) => store.origins(market.country) ?? '-')].join(' ');
}

export type Sitemaps = ReturnType<typeof createSitemaps>;

/** Sitemap generation with an in-process cache, one build shared by concurrent requests: crawlers fetch in bursts, and a build reads the whole catalogue. */
export function createSitemaps(source: SitemapSource, options: SitemapOptions = {}) {
  // Registered, so clearCommerceCaches() drops generated files with the data; the lists behind them follow
  // catalogue changes (sitemap-source.server.ts), a generated file its TTL.
  const cache = createCatalogueCache({ mode: 'ttl' });
  const policy = { ttlMs: options.ttlMs ?? SITEMAP_TTL_MS, swrMs: 0 };
  const maxUrls = options.maxUrls ?? MAX_URLS_PER_SITEMAP;
  const maxBytes = options.maxBytes ?? MAX_BYTES_PER_SITEMAP;

  async function buildEntries(store: SitemapStore, language: LanguageCode): Promise<UrlEntry[]> {
    const { market, origin } = store;
    const environment = store.environment ?? 'local';
    const ctx: SitemapContext = { market, language };
    const [categories, products] = await Promise.all([source.categories(ctx), source.products(ctx)]);
    const loc = (path: string) => `${origin}${withLanguagePrefix(path, language, market)}`;
    const entries: UrlEntry[] = [urlEntry(loc(HOME_PATH), samePathEverywhere(HOME_PATH), store)];
    const pages = (list: readonly SitemapPage[], kind: 'category' | 'product') => {
      for (const page of list) {
        if (!existsIn(page, market, language)) continue;
        const resolver = localizedPagePaths(page, kind, environment);
        const path = resolver(market, language);
        if (path !== null) entries.push(urlEntry(loc(path), resolver, store, page.lastModifiedAt));
      }
    };
    pages(categories, 'category');
    pages(products, 'product');
    for (const slug of source.contentSlugs) {
      entries.push(urlEntry(loc(contentPath(slug)), samePathEverywhere(contentPath(slug)), store));
    }
    // The support form's bare page is indexable (its steps are not): the same path everywhere.
    entries.push(urlEntry(loc(SUPPORT_PAGE), samePathEverywhere(SUPPORT_PAGE), store));
    return entries;
  }

  function parts(store: SitemapStore, language: LanguageCode): Promise<SitemapPart[]> {
    const key = [store.market.country, language, store.environment ?? 'local', originsKey(store)].join('|');
    return cache.get({ name: 'sitemap', key, depends: [], policy, getFreshValue: async () => splitIntoParts(await buildEntries(store, language), maxUrls, maxBytes) });
  }

  return {
    /** `/sitemap.xml`: one <sitemap> per store language (and per extra part of a long language). */
    async sitemapIndex(store: SitemapStore): Promise<string> {
      const lines: string[] = [];
      for (const language of store.market.languages) {
        (await parts(store, language)).forEach((part, index) => {
          const loc = `${store.origin}${languageSitemapPath(language, index + 1)}`;
          const modified = part.lastModifiedAt ? `<lastmod>${part.lastModifiedAt}</lastmod>` : '';
          lines.push(`<sitemap><loc>${escapeMarkup(loc)}</loc>${modified}</sitemap>\n`);
        });
      }
      return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${lines.join('')}</sitemapindex>\n`;
    },

    /** `/sitemaps/{language}[-{part}].xml`, or null when the store has no such language or part (404). */
    async languageSitemap(store: SitemapStore, language: string, part = 1): Promise<string | null> {
      if (!isStoreLanguage(store.market, language)) return null;
      return (await parts(store, language))[part - 1]?.xml ?? null;
    },

    clear(): void {
      cache.clear();
    },
  };
}

/** An XML answer; crawlers may keep it as long as the server does. */
export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': `public, max-age=${SITEMAP_TTL_MS / 1000}` },
  });
}

/** The store a sitemap request is for: `market` from the load context, origins from the request. */
export function sitemapStore(
  request: Request,
  options: { market: Market; storeDomains?: StoreDomains; environment?: RoutingEnvironment },
): SitemapStore {
  const originOptions = { requestUrl: request.url, storeDomains: options.storeDomains };
  return {
    market: options.market,
    origin: storeOrigin(options.market.country, originOptions),
    origins: storeOrigins(originOptions),
    environment: options.environment,
  };
}

/** `/sitemap.xml`. */
export async function sitemapIndexResponse(sitemaps: Sitemaps, store: SitemapStore): Promise<Response> {
  return xmlResponse(await sitemaps.sitemapIndex(store));
}

/** `/sitemaps/{file}`: the file name as the route captured it ('fr.xml', 'fr-2.xml'); 404 otherwise. */
export async function languageSitemapResponse(sitemaps: Sitemaps, store: SitemapStore, fileName: string): Promise<Response> {
  const name = parseSitemapName(fileName);
  const xml = name ? await sitemaps.languageSitemap(store, name.language, name.part) : null;
  if (xml === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return xmlResponse(xml);
}
