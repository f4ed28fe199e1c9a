// One in-process index per store locale, built on the first search and rebuilt in the background when the
// catalogue fingerprint changes; the old index answers meanwhile and stays when a rebuild fails. The costly
// full-text part waits for the first text query or a warm-up.
import type { Category, ProductProjection } from '@commercetools/platform-sdk';
import { buildCategoryTree } from '~/commerce/category.server';
import type { CommerceClient, CommerceLogger } from '~/commerce/client.server';
import type { StoreContext } from '~/commerce/types';
import { SEARCH_TERM_MIN_LENGTH } from '~/lib/search-term';
import { SearchError, toSearchError } from '../errors';
import { clampQuickLimit, normalizeSearch } from '../normalize';
import { cleanQuery } from '../params';
import { toSearchRecord } from '../record';
import type { SearchService } from '../types';
import { catalogueFingerprint, fetchCategories, fetchProducts, fetchProductTypeKeys, fetchStock } from './catalogue.server';
import { buildLocaleIndex, type LocaleIndex } from './locale-index.server';

export const DEFAULT_CHECK_INTERVAL_MS = 30_000;
export const DEFAULT_INDEX_IDLE_MS = 30 * 60_000;

export type EmbeddedSearchOptions = {
  commerce: CommerceClient;
  /** Least time between two catalogue change checks. */
  checkIntervalMs?: number;
  /** An index no search has used for this long is let go (0 keeps every index); the next search rebuilds it. */
  idleMs?: number;
  /** Clock, for tests. */
  now?: () => number;
  logger?: CommerceLogger;
  /** Told of every whole read of the product projections as it starts, so other lists can share it (the sitemaps'). */
  onProductsRead?: (products: Promise<ProductProjection[]>) => void;
};

export type EmbeddedSearchService = SearchService & {
  readonly kind: 'embedded';
  /** Resolves when no check or build is running (tests; a warm-up at start). */
  settled(): Promise<void>;
  /** The index currently serving a store, if any (for diagnostics and measurements). */
  currentIndex(store: StoreContext): LocaleIndex | undefined;
  /** One store after the other so no shopper waits for a first build; the full-text parts follow in the
   * background. Failures are logged and a later search tries again. */
  warm(stores: readonly StoreContext[]): Promise<void>;
};

type Entry = { store: StoreContext; index?: LocaleIndex; building?: Promise<LocaleIndex>; retryAt: number; usedAt: number };

const localeKey = (store: StoreContext) => `${store.locale}|${store.country}|${store.currency}`;
const scopeKey = (store: StoreContext) => `${store.country}|${store.currency}`;
const ignore = () => undefined;

const RELEASE_PRODUCTS_MS = 30_000;

export function createEmbeddedSearch(options: EmbeddedSearchOptions): EmbeddedSearchService {
  const client = options.commerce;
  const interval = options.checkIntervalMs ?? DEFAULT_CHECK_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? client.logger;
  const entries = new Map<string, Entry>();
  const idleMs = options.idleMs ?? DEFAULT_INDEX_IDLE_MS;
  if (idleMs > 0) {
    const sweep = setInterval(() => {
      for (const [key, entry] of entries) if (!entry.building && now() - entry.usedAt > idleMs) entries.delete(key);
    }, Math.min(idleMs, 60_000));
    sweep.unref?.();
  }

  let fingerprint: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let queued = 0;

  // Product projections are read once per catalogue state for every store (prices are selected per store while
  // building) and let go once no build has used them for a while, so warming many store languages scans once.
  let shared:
    | { fingerprint: string; stock: Promise<Map<string, boolean>>; categories: Promise<Category[]>; productTypes: Promise<Map<string, string>> }
    | undefined;
  let products: { key: string; promise: Promise<ProductProjection[]>; users: number; release?: NodeJS.Timeout } | undefined;

  function sharedData(current: string) {
    if (shared?.fingerprint !== current) {
      const next = { fingerprint: current, stock: fetchStock(client), categories: fetchCategories(client), productTypes: fetchProductTypeKeys(client) };
      const forget = () => void (shared === next && (shared = undefined));
      next.stock.catch(forget);
      next.categories.catch(forget);
      next.productTypes.catch(forget);
      shared = next;
    }
    return shared;
  }

  async function withProducts<T>(store: StoreContext, current: string, consume: (projections: ProductProjection[]) => Promise<T>): Promise<T> {
    const key = current;
    if (products?.key !== key) {
      if (products?.release) clearTimeout(products.release);
      products = { key, promise: fetchProducts(client), users: 0 };
      options.onProductsRead?.(products.promise);
      products.promise.catch(() => {
        if (products?.key === key) products = undefined;
      });
    }
    const held = products;
    held.users += 1;
    if (held.release) clearTimeout(held.release);
    try {
      return await consume(await held.promise);
    } finally {
      held.users -= 1;
      if (held.users === 0) {
        held.release = setTimeout(() => {
          if (products === held && held.users === 0) products = undefined;
        }, RELEASE_PRODUCTS_MS);
        held.release.unref?.();
      }
    }
  }

  /** `text`: with its full-text part (a warm-up, or the rebuild of an index whose text was in use). */
  async function build(store: StoreContext, current: string, text: boolean): Promise<LocaleIndex> {
    const started = performance.now();
    const data = sharedData(current);
    let fetchMs = 0;
    let read = 0;
    const records = await withProducts(store, current, async (projections) => {
      const [stock, categories, productTypes] = await Promise.all([data.stock, data.categories, data.productTypes]);
      fetchMs = performance.now() - started;
      read = projections.length;
      const context = {
        categories: buildCategoryTree(categories, store.language),
        isOnStock: (sku: string) => stock.get(sku),
        productTypeKey: (id: string) => productTypes.get(id),
      };
      return projections.flatMap((product) => toSearchRecord(product, store, context) ?? []);
    });
    const index = await buildLocaleIndex(records, store.language, current, { text });
    logger.info(
      { locale: store.locale, currency: store.currency, products: read, records: index.size, text, fetchMs: Math.round(fetchMs), indexMs: Math.round(index.buildMs) },
      'search index built',
    );
    return index;
  }

  function startBuild(entry: Entry, text = entry.index?.hasText ?? false): Promise<LocaleIndex> {
    const current = fingerprint as string;
    const building = build(entry.store, current, text)
      .then(
        (index) => {
          entry.index = index;
          entry.retryAt = 0;
          return index;
        },
        (error: unknown) => {
          // Not before the next interval, so a backend that is down is not asked on every search.
          entry.retryAt = now() + interval;
          logger.error({ err: error, locale: entry.store.locale }, 'search index build failed');
          throw toSearchError('/search', error);
        },
      )
      .finally(() => {
        if (entry.building === building) entry.building = undefined;
      });
    entry.building = building;
    return building;
  }

  /** Entries by price scope: the languages of one country are built together. */
  function byScope<T extends { store: StoreContext }>(items: readonly T[]): T[][] {
    const groups = new Map<string, T[]>();
    for (const item of items) groups.set(scopeKey(item.store), [...(groups.get(scopeKey(item.store)) ?? []), item]);
    return [...groups.values()];
  }

  /** Rebuilds every existing index of an older state, one country after the other. */
  function refreshAll() {
    const stale = [...entries.values()].filter((entry) => entry.index && entry.index.fingerprint !== fingerprint);
    for (const group of byScope(stale)) {
      queued += 1;
      queue = queue
        .then(() =>
          Promise.allSettled(
            group.map((entry) => entry.building ?? (entry.index?.fingerprint !== fingerprint ? startBuild(entry) : undefined)),
          ),
        )
        .finally(() => (queued -= 1));
    }
  }

  function check(): Promise<void> {
    checkedAt = now();
    checking = catalogueFingerprint(client)
      .then(
        (next) => {
          if (next === fingerprint) return;
          if (fingerprint !== undefined) logger.info({ from: fingerprint, to: next }, 'catalogue changed; rebuilding search indexes');
          fingerprint = next;
          refreshAll();
        },
        (error: unknown) => logger.warn({ err: error }, 'catalogue change check failed'),
      )
      .finally(() => (checking = undefined));
    return checking;
  }

  /** The full-text part of an index, built on the first text query of its language. */
  async function textOf(index: LocaleIndex): Promise<void> {
    if (index.hasText) return;
    const started = performance.now();
    await index.buildText().catch((error: unknown) => {
      throw toSearchError('/search', error);
    });
    logger.info({ language: index.language, textMs: Math.round(performance.now() - started) }, 'search text index built');
  }

  const texts = new Set<Promise<void>>();
  function textInBackground(index: LocaleIndex) {
    const text = textOf(index)
      .catch((error: unknown) => logger.warn({ err: error, language: index.language }, 'search text index failed; the first query tries again'))
      .finally(() => texts.delete(text));
    texts.add(text);
  }

  async function indexFor(store: StoreContext): Promise<LocaleIndex> {
    const key = localeKey(store);
    let entry = entries.get(key);
    if (!entry) {
      entry = { store, retryAt: 0, usedAt: now() };
      entries.set(key, entry);
    }
    entry.usedAt = now();
    if (entry.index) {
      if (!checking && now() - checkedAt >= interval) void check();
      if (entry.index.fingerprint !== fingerprint && !entry.building && now() >= entry.retryAt) startBuild(entry).catch(ignore);
      return entry.index;
    }
    if (entry.building) return entry.building;
    if (fingerprint === undefined || now() - checkedAt >= interval) await (checking ?? check());
    if (fingerprint === undefined) throw new SearchError('/search', 'the catalogue could not be read');
    return entry.building ?? startBuild(entry);
  }

  return {
    kind: 'embedded',
    async search(params) {
      const applied = normalizeSearch(params);
      const index = await indexFor(params.store);
      if (applied.query) await textOf(index);
      return index.search(applied);
    },
    async quickSearch({ store, query, limit }) {
      const term = cleanQuery(query);
      if (term.length < SEARCH_TERM_MIN_LENGTH) return [];
      const index = await indexFor(store);
      await textOf(index);
      return index.quickSearch(term, clampQuickLimit(limit));
    },
    async settled() {
      for (;;) {
        const building = [...entries.values()].flatMap((entry) => (entry.building ? [entry.building] : []));
        if (!checking && building.length === 0 && queued === 0 && texts.size === 0) return;
        await Promise.allSettled([checking, queue, ...building, ...texts]);
      }
    },
    currentIndex: (store) => entries.get(localeKey(store))?.index,
    async warm(stores) {
      for (const group of byScope(stores.map((store) => ({ store })))) {
        const indexes = await Promise.allSettled(group.map(({ store }) => indexFor(store)));
        for (const result of indexes) if (result.status === 'fulfilled') textInBackground(result.value);
      }
    },
  };
}
