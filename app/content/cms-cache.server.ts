// In-process cache of CMS files. Content changes rarely and a page reads up to three files per request
// (language-country, spec fallback, language), so each file is kept for a short TTL, "not found"
// included: without that, every page view would ask the CMS host again for overrides that do not exist.

export const DEFAULT_CMS_CACHE_TTL_MS = 30_000;

type Entry<T> = { value: T; expiresAt: number; pending?: Promise<T> };

export class CmsCache<T> {
  private readonly entries = new Map<string, Entry<T> | { pending: Promise<T> }>();

  constructor(
    private readonly ttlMs: number = DEFAULT_CMS_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The cached value, or the loader's. Concurrent misses share one load. When a refresh fails and an
   * expired value exists, the expired value is served (onStale is told why) and kept for another TTL,
   * so a CMS outage shows slightly old content instead of none; with no value the error propagates
   * and nothing is cached.
   */
  get(key: string, load: () => Promise<T>, onStale?: (error: unknown) => void): Promise<T> {
    const entry = this.entries.get(key);
    if (entry?.pending) return entry.pending;
    if (entry && 'expiresAt' in entry && this.now() < entry.expiresAt) return Promise.resolve(entry.value);
    const stale = entry && 'expiresAt' in entry ? entry : undefined;

    const pending = load().then(
      (value) => {
        this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
        return value;
      },
      (error: unknown) => {
        if (!stale) {
          this.entries.delete(key);
          throw error;
        }
        onStale?.(error);
        this.entries.set(key, { value: stale.value, expiresAt: this.now() + this.ttlMs });
        return stale.value;
      },
    );
    this.entries.set(key, stale ? { ...stale, pending } : { pending });
    return pending;
  }

  clear(): void {
    this.entries.clear();
  }
}
