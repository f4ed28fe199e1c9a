// The catalogue cache (decision 055): anonymous, shared reads only (a test checks), served stale while one call
// revalidates. Keys carry the versions of the resources read, so an answer from before an announced change is never
// served as current; shared calls run outside the shopper's request, so one shopper leaving cancels nothing.
import { cachedRead, lruStore, type CachePolicy } from '~/cache/bounded-cache.server';
import { isBackendUnavailable } from './errors.server';
import { markBackendUnavailable, runOutsideRequestScope } from './request-scope.server';

/** What a cached read depends on; the backend's change announcements name the same resources. */
export const CATALOGUE_RESOURCES = [
  'products', 'categories', 'inventory', 'reviews', 'discounts', 'stores', 'shipping', 'customer-groups', 'seo', 'stock-holds',
] as const;
export type CatalogueResource = (typeof CATALOGUE_RESOURCES)[number];

export type { CachePolicy } from '~/cache/bounded-cache.server';

/** `announced`: the backend announces every change (embedded): entries live long, invalidation is exact.
 *  `ttl`: nothing is announced (a real project): short freshness, stale answers bridge the refresh. */
export type InvalidationMode = 'announced' | 'ttl';

type PolicyName = 'catalogue' | 'structure' | 'stock';

const MINUTE = 60_000;
const POLICIES: Record<InvalidationMode, Record<PolicyName, CachePolicy>> = {
  announced: {
    catalogue: { ttlMs: 30 * MINUTE, swrMs: 24 * 60 * MINUTE },
    structure: { ttlMs: 30 * MINUTE, swrMs: 24 * 60 * MINUTE },
    stock: { ttlMs: 5 * MINUTE, swrMs: 60 * MINUTE },
  },
  ttl: {
    // Products, relations, review pages: a price or text change shows soon.
    catalogue: { ttlMs: MINUTE, swrMs: 10 * MINUTE },
    // Categories, stores, shipping methods, discounts, customer groups: rarely changed, read on every page.
    structure: { ttlMs: 5 * MINUTE, swrMs: 60 * MINUTE },
    // Stock decides the buy box; the backend checks it again when a line is added.
    stock: { ttlMs: 10_000, swrMs: 50_000 },
  },
};

const POLICY_OF: Record<CatalogueResource, PolicyName> = {
  products: 'catalogue',
  reviews: 'catalogue',
  seo: 'catalogue',
  categories: 'structure',
  discounts: 'structure',
  stores: 'structure',
  shipping: 'structure',
  'customer-groups': 'structure',
  inventory: 'stock',
  'stock-holds': 'stock',
};

export const DEFAULT_CATALOGUE_CACHE_BYTES = 48 * 1024 * 1024;

export type CatalogueCacheOptions = {
  mode?: InvalidationMode;
  /** Upper bound of the entries' size (their JSON length). */
  maxBytes?: number;
  /** Clock, for tests. */
  now?: () => number;
};

export type CachedRead<T> = {
  /** Names the function (part of the key). */
  name: string;
  /** Everything the answer depends on besides the versions: store scope, language, ids. */
  key: string;
  depends: readonly CatalogueResource[];
  getFreshValue: () => Promise<T>;
  /** A stricter policy than the one of its resources (e.g. a short-lived answer). */
  policy?: CachePolicy;
};

export type CatalogueCacheStats = { hits: number; misses: number; staleServed: number; entries: number; bytes: number };

export interface CatalogueCache {
  readonly mode: InvalidationMode;
  get<T>(read: CachedRead<T>): Promise<T>;
  /** The backend changed these resources ('all': unknown which, e.g. it restarted on other data). */
  changed(resources: readonly CatalogueResource[] | 'all'): void;
  /** The current version of a resource (moves with every change). */
  version(resource: CatalogueResource): number;
  clear(): void;
  stats(): CatalogueCacheStats;
}

function policyFor(mode: InvalidationMode, depends: readonly CatalogueResource[]): CachePolicy {
  // The shortest of the resources' policies: the answer is as volatile as its most volatile source.
  return depends
    .map((resource) => POLICIES[mode][POLICY_OF[resource]])
    .reduce((shortest, policy) => (policy.ttlMs < shortest.ttlMs ? policy : shortest), POLICIES[mode].structure);
}

function sizeOf(value: unknown): number {
  try {
    return Math.max(64, (JSON.stringify(value) ?? '').length);
  } catch {
    return 64 * 1024;
  }
}

const created = new Set<CatalogueCache>();

/** Empties every catalogue cache of this process (tests that change the catalogue behind its back). */
export function clearCommerceCaches(): void {
  for (const cache of created) cache.clear();
}

export function createCatalogueCache(options: CatalogueCacheOptions = {}): CatalogueCache {
  const mode = options.mode ?? 'ttl';
  const now = options.now ?? Date.now;
  const versions = new Map<CatalogueResource, number>(CATALOGUE_RESOURCES.map((resource) => [resource, 0]));
  const counts = { hits: 0, misses: 0, staleServed: 0 };
  const { store, lru } = lruStore('catalogue', { maxBytes: options.maxBytes ?? DEFAULT_CATALOGUE_CACHE_BYTES, sizeOf }, now);

  const keyOf = (read: CachedRead<unknown>) =>
    `${read.name}|${read.depends.map((resource) => `${resource}@${versions.get(resource)}`).join(',')}|${read.key}`;

  const cache: CatalogueCache = {
    mode,
    async get<T>(read: CachedRead<T>): Promise<T> {
      const policy = read.policy ?? policyFor(mode, read.depends);
      let fetched = false;
      try {
        const value = await cachedRead<T>(store, {
          key: keyOf(read),
          policy,
          // Shared work runs outside the request that happened to start it (see the header).
          getFreshValue: (background) => {
            if (!background) fetched = true;
            return runOutsideRequestScope(read.getFreshValue);
          },
        }, () => (event) => {
          if (event.name === 'getCachedValueSuccess') counts.hits += 1;
          if (event.name === 'refreshValueStart') counts.staleServed += 1;
        });
        if (fetched) counts.misses += 1;
        return value;
      } catch (error) {
        // Each waiter of a shared call that failed for want of the backend marks its own request.
        if (isBackendUnavailable(error)) markBackendUnavailable(5);
        throw error;
      }
    },
    changed(resources) {
      for (const resource of resources === 'all' ? CATALOGUE_RESOURCES : resources) {
        versions.set(resource, (versions.get(resource) ?? 0) + 1);
      }
    },
    version: (resource) => versions.get(resource) ?? 0,
    clear: () => lru.clear(),
    stats: () => ({ ...counts, entries: lru.size, bytes: lru.calculatedSize }),
  };
  created.add(cache);
  return cache;
}
