import { describe, expect, it } from 'vitest';
import { approximateBytes, boundedRecords, createBoundedCache } from '~/cache/bounded-cache.server';
import { dateTimeFormat, displayNames, numberFormat, pluralRules } from '~/cache/intl-formatters';

describe('the cache home', () => {
  it('keeps values up to its bytes, least recently used out first, and never one above the entry limit', async () => {
    const cache = createBoundedCache<string>({ name: 'test', policy: { ttlMs: 60_000, swrMs: 0 }, maxBytes: 1000, maxEntryBytes: 500, sizeOf: (value) => (value as string).length });
    const loads: string[] = [];
    const read = (key: string, size: number) => cache.get(key, async () => (loads.push(key), 'x'.repeat(size)));
    await read('a', 400);
    await read('b', 400);
    await read('a', 400); // a is now the most recent
    await read('c', 400); // 1,200 bytes: b goes
    expect(cache.size).toBe(2);
    await read('a', 400);
    await read('b', 400);
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
    await read('big', 600);
    await read('big', 600);
    expect(loads.filter((key) => key === 'big')).toHaveLength(2);
  });

  it('makes one call for any number of concurrent reads of a missing value', async () => {
    const cache = createBoundedCache<number>({ name: 'test', policy: { ttlMs: 60_000, swrMs: 0 }, maxBytes: 10_000 });
    let calls = 0;
    let release!: (value: number) => void;
    const load = () => {
      calls += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const reads = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    await new Promise((resolve) => setImmediate(resolve));
    release(42);
    expect(await reads).toEqual([42, 42, 42]);
    expect(calls).toBe(1);
  });

  it('keeps a value set by its owner fresh for the TTL: the next read takes it without loading', async () => {
    const cache = createBoundedCache<number>({ name: 'test', policy: { ttlMs: 60_000, swrMs: 0 }, maxBytes: 10_000 });
    let loads = 0;
    const load = async () => ((loads += 1), 1);
    expect(await cache.get('k', load)).toBe(1);
    cache.set('k', 2);
    expect(await cache.get('k', load)).toBe(2);
    expect(loads).toBe(1);
  });

  it('bounds written records by their approximate bytes and forgets them after their time', () => {
    let now = 5000;
    const records = boundedRecords<string>({ maxBytes: 3 * approximateBytes('x'.repeat(100), 'k1'), ttlMs: 1000, now: () => now });
    for (const key of ['k1', 'k2', 'k3', 'k4']) records.set(key, 'x'.repeat(100));
    expect([...records.keys()].sort()).toEqual(['k2', 'k3', 'k4']);
    now = 6001;
    expect(records.get('k4')).toBeUndefined();
  });

  it('builds each Intl object once per locale and options', () => {
    expect(numberFormat('sk-SK', { style: 'percent' })).toBe(numberFormat('sk-SK', { style: 'percent' }));
    expect(numberFormat('sk-SK', { style: 'percent' })).not.toBe(numberFormat('en-GB', { style: 'percent' }));
    expect(dateTimeFormat('de-AT', { dateStyle: 'medium' })).toBe(dateTimeFormat('de-AT', { dateStyle: 'medium' }));
    expect(displayNames('sk', 'region').of('AT')).toBe('Rakúsko');
    expect(pluralRules('cs').select(3)).toBe('few');
  });
});
