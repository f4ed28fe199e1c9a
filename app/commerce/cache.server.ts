// In-process TTL caches for slow-changing data (category tree, stores,
// shipping methods, discounts). Failures are never cached; concurrent misses
// for one key share a single backend call.

export const DEFAULT_CACHE_TTL_MS = 60_000;

type Entry<T> = { value: T; expiresAt: number } | { pending: Promise<T> };

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly ttlMs: number = DEFAULT_CACHE_TTL_MS) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && 'pending' in entry) return entry.pending;
    if (entry && Date.now() < entry.expiresAt) return entry.value;

    const pending = load().then(
      (value) => {
        this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
        return value;
      },
      (error: unknown) => {
        this.entries.delete(key);
        throw error;
      },
    );
    this.entries.set(key, { pending });
    return pending;
  }

  clear(): void {
    this.entries.clear();
  }
}

const registry: TtlCache<unknown>[] = [];

/** A cache that clearCommerceCaches() empties (tests, catalogue reloads). */
export function createCache<T>(ttlMs: number = DEFAULT_CACHE_TTL_MS): TtlCache<T> {
  const cache = new TtlCache<T>(ttlMs);
  registry.push(cache as TtlCache<unknown>);
  return cache;
}

export function clearCommerceCaches(): void {
  for (const cache of registry) cache.clear();
}
