// The one way the shop keeps values in its memory: @epic-web/cachified over lru-cache, bounded by bytes, fresh for
// a TTL, then stale while one background call refreshes it, and one call for concurrent misses. Intl formatters,
// a closed set of keys, are memoised by `intl-formatters.ts` beside it.
import { cachified, createCacheEntry, totalTtl, type Cache, type CacheEntry, type CreateReporter } from '@epic-web/cachified';
import { LRUCache } from 'lru-cache';

/** How long an entry is fresh, and how long after that it is still served while one call refreshes it. */
export type CachePolicy = { ttlMs: number; swrMs: number };

/** `maxEntryBytes`: a larger value is not kept at all (the next read asks again). */
export type CacheBound = { maxBytes: number; maxEntryBytes?: number; sizeOf?: (value: unknown, key: string) => number };

/** The memory a value takes, roughly: a buffer's bytes, else its JSON as JavaScript keeps strings, plus its key. */
export function approximateBytes(value: unknown, key: string): number {
  const body = Buffer.isBuffer(value) ? value.length : typeof value === 'string' ? 2 * value.length : 2 * (JSON.stringify(value) ?? '').length;
  return body + 2 * key.length + 64;
}

const sizeCalculation =
  (sizeOf: CacheBound['sizeOf'] = approximateBytes) =>
  (value: unknown, key: string) =>
    Math.max(1, Math.ceil(sizeOf(value, key)));

/** Expiry is cachified's business (fresh, then stale-while-revalidate); the LRU only bounds memory and drops an
 * entry once even its stale time is over. */
export function lruStore(name: string, bound: CacheBound, now?: () => number): { store: Cache; lru: LRUCache<string, CacheEntry> } {
  const sizeOf = sizeCalculation(bound.sizeOf);
  const lru = new LRUCache<string, CacheEntry>({
    maxSize: bound.maxBytes,
    maxEntrySize: bound.maxEntryBytes ?? bound.maxBytes,
    sizeCalculation: (entry, key) => sizeOf(entry.value, key),
    ttlAutopurge: false,
    ...(now ? { perf: { now } } : {}),
  });
  const store: Cache = {
    name,
    get: (key) => lru.get(key),
    set: (key, entry) => {
      const total = totalTtl(entry.metadata);
      lru.set(key, entry, { ttl: Number.isFinite(total) && total > 0 ? total : undefined, start: entry.metadata.createdTime });
    },
    delete: (key) => lru.delete(key),
  };
  return { store, lru };
}

/** A plain LRU of records bounded by bytes, each kept for `ttlMs`, for records written and looked up rather than
 * read through a loader. A record above `maxEntryBytes` is not kept. */
export function boundedRecords<V extends NonNullable<unknown>>(options: {
  maxBytes: number;
  maxEntryBytes?: number;
  ttlMs?: number;
  sizeOf?: (value: V, key: string) => number;
  now?: () => number;
}): LRUCache<string, V> {
  return new LRUCache<string, V>({
    maxSize: options.maxBytes,
    maxEntrySize: options.maxEntryBytes ?? options.maxBytes,
    sizeCalculation: sizeCalculation(options.sizeOf as CacheBound['sizeOf']),
    ttl: options.ttlMs,
    ttlAutopurge: false,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
}

/** One cachified read through a store: fresh, stale while refreshing, or one shared call. */
export function cachedRead<T>(
  store: Cache,
  read: { key: string; policy: CachePolicy; getFreshValue: (background: boolean) => Promise<T> },
  reporter?: CreateReporter<T>,
): Promise<T> {
  return cachified<T>(
    {
      key: read.key,
      cache: store,
      ttl: read.policy.ttlMs,
      staleWhileRevalidate: read.policy.swrMs,
      getFreshValue: ({ background }) => read.getFreshValue(background),
    },
    reporter,
  );
}

export interface BoundedCache<T> {
  /** A failed load is not kept (the next read asks again); a failed background refresh keeps the stale value until
   * its stale time is over, and `onRefreshError` hears of it. */
  get(key: string, load: () => Promise<T>, onRefreshError?: (error: unknown) => void): Promise<T>;
  /** Forgets one value: the next read loads it. A load already under way is still shared, and keeps its value. */
  delete(key: string): void;
  /** Keeps a value this process read or wrote itself, fresh from now (a load under way may still replace it). */
  set(key: string, value: T): void;
  clear(): void;
  readonly size: number;
}

export function createBoundedCache<T>(options: { name: string; policy: CachePolicy } & CacheBound): BoundedCache<T> {
  const { store, lru } = lruStore(options.name, options);
  return {
    get: (key, load, onRefreshError) =>
      cachedRead<T>(store, { key, policy: options.policy, getFreshValue: load }, () => (event) => {
        if (event.name === 'refreshValueError') onRefreshError?.(event.error);
      }),
    delete: (key) => void lru.delete(key),
    set: (key, value) => void store.set(key, createCacheEntry(value, { ttl: options.policy.ttlMs, swr: options.policy.swrMs })),
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
  };
}
