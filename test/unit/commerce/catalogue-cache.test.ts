// The catalogue cache (decision 055): coalescing, stale-while-revalidate, invalidation by announced
// changes, failures, the size bound, and shared calls outside the shopper's request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCommerceCaches, createCatalogueCache, type CachedRead } from '~/commerce/catalogue-cache.server';
import { CommerceUnavailableError } from '~/commerce/errors.server';
import { currentRequestScope, runInRequestScope, type RequestSignals } from '~/commerce/request-scope.server';

afterEach(() => vi.useRealTimers());

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** A read whose backend call takes `ms` and answers the number of calls so far. */
function counted(name = 'product', ms = 5): CachedRead<number> & { calls: () => number } {
  let calls = 0;
  return {
    name,
    key: 'EUR|SK|EX10000001',
    depends: ['products'],
    getFreshValue: async () => {
      calls += 1;
      const answer = calls;
      await tick(ms);
      return answer;
    },
    calls: () => calls,
  };
}

describe('catalogue cache', () => {
  it('makes one backend call for many concurrent misses of one entry', async () => {
    const cache = createCatalogueCache({ mode: 'announced' });
    const read = counted();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get(read)));
    expect(answers).toEqual(Array(20).fill(1));
    expect(read.calls()).toBe(1);
    expect(await cache.get(read)).toBe(1);
    expect(read.calls()).toBe(1);
    expect(cache.stats()).toMatchObject({ misses: 1, entries: 1 });
  });

  it('keys entries by everything they depend on', async () => {
    const cache = createCatalogueCache();
    const read = counted();
    await cache.get(read);
    await cache.get({ ...read, key: 'CZK|CZ|EX10000001' });
    expect(read.calls()).toBe(2);
  });

  it('serves a stale entry at once while one call revalidates it, then the fresh one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createCatalogueCache({ mode: 'ttl' });
    const read = { ...counted(), policy: { ttlMs: 1000, swrMs: 10_000 } };
    expect(await cache.get(read)).toBe(1);
    vi.setSystemTime(Date.now() + 1500);
    // Stale: answered from the cache without waiting; concurrent stale readers start one refresh.
    expect(await Promise.all([cache.get(read), cache.get(read), cache.get(read)])).toEqual([1, 1, 1]);
    await tick(20);
    expect(read.calls()).toBe(2);
    expect(await cache.get(read)).toBe(2);
    // Past the stale window too: the shopper waits for a fresh answer.
    vi.setSystemTime(Date.now() + 20_000);
    expect(await cache.get(read)).toBe(3);
  });

  it('keeps serving the stale entry when its refresh fails, and never caches a failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createCatalogueCache({ mode: 'ttl' });
    let fail = false;
    let calls = 0;
    const read: CachedRead<string> = {
      name: 'categories', key: '', depends: ['categories'], policy: { ttlMs: 1000, swrMs: 60_000 },
      getFreshValue: async () => {
        calls += 1;
        if (fail) throw new Error('backend down');
        return `tree ${calls}`;
      },
    };
    expect(await cache.get(read)).toBe('tree 1');
    fail = true;
    vi.setSystemTime(Date.now() + 2000);
    expect(await cache.get(read)).toBe('tree 1');
    await tick();
    expect(await cache.get(read)).toBe('tree 1');

    const empty = createCatalogueCache();
    await expect(empty.get(read)).rejects.toThrow('backend down');
    fail = false;
    expect(await empty.get(read)).toMatch(/^tree \d+$/);
  });

  it('reads again what depends on a changed resource, and nothing else', async () => {
    const cache = createCatalogueCache({ mode: 'announced' });
    const product = counted('product');
    const tree: CachedRead<number> & { calls: () => number } = { ...counted('tree'), depends: ['categories'] };
    await cache.get(product);
    await cache.get(tree);
    cache.changed(['products']);
    expect(await cache.get(product)).toBe(2);
    expect(await cache.get(tree)).toBe(1);
    cache.changed('all');
    expect(await cache.get(tree)).toBe(2);
    expect(cache.version('products')).toBe(2);
  });

  it('never serves an answer read before a change as current, even when it arrives after it', async () => {
    const cache = createCatalogueCache({ mode: 'announced' });
    const read = counted('product', 30);
    const before = cache.get(read);
    await tick(5);
    cache.changed(['products']); // announced while the first call is still under way
    const after = cache.get(read);
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(await cache.get(read)).toBe(2);
  });

  it('stays within its size bound, dropping the least recently used entries', async () => {
    const cache = createCatalogueCache({ maxBytes: 10_000 });
    const big = 'x'.repeat(3000);
    for (let index = 0; index < 10; index += 1) {
      await cache.get({ name: 'product', key: String(index), depends: ['products'], getFreshValue: async () => big });
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
    expect(cache.stats().entries).toBe(3);
  });

  it('runs the shared call outside the shopper request: one shopper leaving cancels nothing', async () => {
    const cache = createCatalogueCache();
    const seen: (RequestSignals | undefined)[] = [];
    const read: CachedRead<string> = {
      name: 'product', key: 'k', depends: ['products'],
      getFreshValue: async () => {
        seen.push(currentRequestScope());
        await tick(20);
        return 'product';
      },
    };
    const leaving = new AbortController();
    const first = runInRequestScope({ signal: leaving.signal }, () => cache.get(read));
    const second = runInRequestScope({ signal: new AbortController().signal }, () => cache.get(read));
    leaving.abort();
    expect(await Promise.all([first, second])).toEqual(['product', 'product']);
    expect(seen).toEqual([undefined]);
  });

  it('marks every waiting request unavailable when the shared call finds the backend unavailable', async () => {
    const cache = createCatalogueCache();
    const read: CachedRead<string> = {
      name: 'product', key: 'k', depends: ['products'],
      getFreshValue: async () => {
        await tick();
        throw new CommerceUnavailableError('/getProduct', 'overloaded', {});
      },
    };
    const scopes: RequestSignals[] = [{ signal: new AbortController().signal }, { signal: new AbortController().signal }];
    const results = await Promise.allSettled(scopes.map((scope) => runInRequestScope(scope, () => cache.get(read))));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(scopes.map((scope) => scope.backendUnavailable?.retryAfterSeconds)).toEqual([5, 5]);
  });

  it('is emptied by clearCommerceCaches', async () => {
    const cache = createCatalogueCache();
    const read = counted();
    await cache.get(read);
    clearCommerceCaches();
    expect(await cache.get(read)).toBe(2);
  });
});
