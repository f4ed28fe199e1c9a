// The CMS module: content pages and components as JSON per language(-country), from cms/ or the same tree over HTTP.
// Spec: "Missing content logs and shows nothing, not a 500"; "Invalid CMS key is logged": every failure is logged and null.
import { pino } from 'pino';
import { DEFAULT_SELLER, getMarket, isCountryCode, isLanguageCode, type CountryCode, type LanguageCode, type Market, type Seller } from '~/markets';
import { withLanguagePrefix } from '~/routing/localized-path';
import { createBoundedCache } from '~/cache/bounded-cache.server';
import { cmsFilePath, contentLocales, type CmsKind } from './cms-paths';
import { CmsInvalidJsonError, MISSING, createFileReader, createHttpReader, type CmsReader, type ReadResult } from './cms-readers.server';
import { fillPlaceholders, placeholderValues, type PlaceholderValues } from './placeholders';
import { sanitizeContentHtml } from './sanitize.server';
import {
  CMS_COMPONENT_SCHEMAS, cmsPageSchema, isCmsName,
  type CmsBlock, type CmsComponentName, type CmsComponents, type CmsCondition, type CmsPage, type CmsPageFile,
} from './schema';

/** The pino methods the module uses; tests pass a recorder. */
export interface CmsLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type CmsConfig = (
  | { kind: 'files'; dir: string }
  | { kind: 'http'; baseUrl: string; fetch?: typeof fetch; timeoutMs?: number }
) & {
  logger?: CmsLogger;
  /** How long a file read (or found missing) is fresh; then it is served while one read refreshes it. */
  cacheTtlMs?: number;
  seller?: Seller;
};

// Content changes rarely and a page reads several files per request, so each is kept briefly; a CMS outage serves the
// last good copy for CMS_STALE_MS.
export const DEFAULT_CMS_CACHE_TTL_MS = 30_000;
const CMS_STALE_MS = 24 * 60 * 60_000;
/** Valid names × locales of the fallback chains: small files. */
const CMS_CACHE_BYTES = 16 * 1024 * 1024;

/** Language and country as the route has them; both are checked against the store codes. */
export interface CmsRequest {
  language: string;
  country: string;
}

export interface CmsSource {
  getPage(slug: string, request: CmsRequest): Promise<CmsPage | null>;
  getComponent<Name extends CmsComponentName>(name: Name, request: CmsRequest): Promise<CmsComponents[Name] | null>;
  /** The `/cms` route: every content file, as relative paths ('components/promo-banners/de.json'). */
  listFiles(): Promise<string[]>;
  clearCache(): void;
}

const CONDITIONS: Readonly<Record<CmsCondition, (market: Market) => boolean>> = {
  checkoutEnabled: (market) => market.rules.checkoutEnabled,
  checkoutDisabled: (market) => !market.rules.checkoutEnabled,
  bankTransferEnabled: (market) => market.rules.checkoutEnabled && market.rules.bankTransferEnabled,
  bankTransferDisabled: (market) => !(market.rules.checkoutEnabled && market.rules.bankTransferEnabled),
};

export function conditionHolds(condition: CmsCondition | undefined, market: Market): boolean {
  return condition === undefined || CONDITIONS[condition](market);
}

/** Fills every string of a component, except link and image targets (the schema keeps those literal). */
function fillDeep(value: unknown, fill: (text: string) => string, key = ''): unknown {
  if (typeof value === 'string') return key === 'href' || key === 'url' ? value : fill(value);
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, fill));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, fillDeep(child, fill, name)]));
  }
  return value;
}

export function createCmsSource(config: CmsConfig): CmsSource {
  const logger: CmsLogger = config.logger ?? pino({ name: 'cms' });
  const reader: CmsReader = config.kind === 'files'
    ? createFileReader(config.dir)
    : createHttpReader({ baseUrl: config.baseUrl, fetch: config.fetch, timeoutMs: config.timeoutMs });
  const ttl = config.cacheTtlMs ?? DEFAULT_CMS_CACHE_TTL_MS;
  const policy = { ttlMs: ttl, swrMs: CMS_STALE_MS };
  const files = createBoundedCache<ReadResult>({ name: 'cms-files', maxBytes: CMS_CACHE_BYTES, policy });
  const listing = createBoundedCache<string[]>({ name: 'cms-listing', maxBytes: CMS_CACHE_BYTES, policy });
  const seller = config.seller ?? DEFAULT_SELLER;
    // Store data is fixed for the process, and building the values runs many Intl formatters.
  const valuesByLocale = new Map<string, PlaceholderValues>();
  const valuesFor = (market: Market, language: LanguageCode): PlaceholderValues => {
    const key = `${market.country}|${language}`;
    let values = valuesByLocale.get(key);
    if (!values) valuesByLocale.set(key, (values = placeholderValues(market, language, seller)));
    return values;
  };

  function checkRequest(kind: CmsKind, name: string, request: CmsRequest): { language: LanguageCode; country: CountryCode } | null {
    const { language, country } = request;
    if (isCmsName(name) && isLanguageCode(language) && isCountryCode(country)) return { language, country };
    // Values are cut so a hostile URL cannot flood the log.
    const cut = (value: unknown) => String(value).slice(0, 100);
    logger.warn({ kind, name: cut(name), language: cut(language), country: cut(country) }, 'Invalid CMS key');
    return null;
  }

  /** The first existing file of the fallback chain, or null (logged) when none exists or one is broken. */
  async function load(kind: CmsKind, name: string, language: LanguageCode, country: CountryCode) {
    const tried: string[] = [];
    for (const fileLocale of contentLocales(language, country)) {
      const file = cmsFilePath(kind, name, fileLocale);
      tried.push(file);
      let data: ReadResult;
      try {
        data = await files.get(file, () => reader.read(file), (error) =>
          logger.warn({ file, err: error }, 'CMS refresh failed, serving the cached copy'));
      } catch (error) {
        // A broken file is a content error; anything else is the CMS host or the disk.
        const message = error instanceof CmsInvalidJsonError ? 'Invalid CMS content' : 'CMS content could not be read';
        logger.error({ file, err: error, location: reader.location }, message);
        return null;
      }
      if (data !== MISSING) return { file, data };
    }
    logger.warn({ kind, name, language, country, tried }, 'CMS content missing');
    return null;
  }

  function placeholderFiller(file: string, values: PlaceholderValues, html: boolean) {
    return (text: string) => fillPlaceholders(text, values, {
      html,
      onUnknown: (placeholder) => logger.warn({ file, placeholder }, 'Unknown CMS placeholder'),
    });
  }

  function renderPage(slug: string, file: string, page: CmsPageFile, market: Market, language: LanguageCode): CmsPage {
    const values = valuesFor(market, language);
    const text = placeholderFiller(file, values, false);
    const html = placeholderFiller(file, values, true);
    const rewriteSitePath = (path: string) => withLanguagePrefix(path, language, market);
    const toHtml = (source: string) => sanitizeContentHtml(html(source), { rewriteSitePath });

    const blocks: CmsBlock[] = [];
    for (const block of page.blocks) {
      if (!conditionHolds(block.showIf, market)) continue;
      if (block.type === 'html') blocks.push({ type: 'html', html: toHtml(block.html) });
      else if (block.type === 'faq') {
        blocks.push({ type: 'faq', items: block.items.map((item) => ({ question: text(item.question), answer: toHtml(item.answer) })) });
      } else {
        blocks.push({ type: 'links', title: block.title && text(block.title), items: block.items.map((item) => ({ label: text(item.label), href: item.href })) });
      }
    }
    if (blocks.length === 0) logger.warn({ file, country: market.country }, 'CMS page has no block for this store');
    return { slug, title: text(page.title), metaDescription: text(page.metaDescription), blocks, source: file };
  }

  return {
    async getPage(slug, request) {
      const checked = checkRequest('pages', slug, request);
      if (!checked) return null;
      const found = await load('pages', slug, checked.language, checked.country);
      if (!found) return null;
      const parsed = cmsPageSchema.safeParse(found.data);
      if (!parsed.success) {
        logger.error({ file: found.file, issues: parsed.error.issues }, 'Invalid CMS content');
        return null;
      }
      return renderPage(slug, found.file, parsed.data, getMarket(checked.country), checked.language);
    },

    async getComponent(name, request) {
      const checked = checkRequest('components', name, request);
      if (!checked) return null;
      if (!Object.prototype.hasOwnProperty.call(CMS_COMPONENT_SCHEMAS, name)) {
        logger.warn({ kind: 'components', name }, 'Invalid CMS key');
        return null;
      }
      const found = await load('components', name, checked.language, checked.country);
      if (!found) return null;
      const parsed = CMS_COMPONENT_SCHEMAS[name].safeParse(found.data);
      if (!parsed.success) {
        logger.error({ file: found.file, issues: parsed.error.issues }, 'Invalid CMS content');
        return null;
      }
      const values = valuesFor(getMarket(checked.country), checked.language);
      return fillDeep(parsed.data, placeholderFiller(found.file, values, false)) as CmsComponents[typeof name];
    },

    async listFiles() {
      try {
        return await listing.get('', () => reader.list(), (error) =>
          logger.warn({ err: error }, 'CMS listing refresh failed, serving the cached copy'));
      } catch (error) {
        logger.error({ err: error, location: reader.location }, 'CMS listing could not be read');
        return [];
      }
    },

    clearCache() {
      files.clear();
      listing.clear();
    },
  };
}
