// Spec §7 "image check" (decision 031), remembered in a bounded cache (decision 098).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImageCheck } from '~/lib/image-check.server';
import { DEFAULT_IMAGE_URL } from '~/lib/images';

afterEach(() => {
  vi.useRealTimers();
});

/** A remote image host answering `status`, or failing to answer; counts the HEAD requests. */
function host(answer: () => number | Error) {
  const heads: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    heads.push(String(url));
    const result = answer();
    if (result instanceof Error) throw result;
    return new Response(null, { status: result });
  }) as unknown as typeof globalThis.fetch;
  return { heads, check: createImageCheck({ hasLocal: () => false, fetch, ttlMs: 60_000 }) };
}

describe('image check', () => {
  it('keeps an image that answers 200 and replaces one that does not, asking once for concurrent pages', async () => {
    let status = 200;
    const { heads, check } = host(() => status);
    const url = 'https://images.example/drill.jpg';
    expect(await Promise.all([check(url), check(url), check(url)])).toEqual([url, url, url]);
    expect(heads).toHaveLength(1);
    status = 404;
    expect(await check('https://images.example/gone.jpg')).toBe(DEFAULT_IMAGE_URL);
  });

  it('remembers the answer for its TTL, then serves it while one check refreshes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let status = 200;
    const { heads, check } = host(() => status);
    const url = 'https://images.example/saw.jpg';
    expect(await check(url)).toBe(url);
    status = 404;
    vi.setSystemTime(Date.now() + 59_999);
    expect(await check(url)).toBe(url);
    expect(heads).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2);
    expect(await check(url)).toBe(url);
    await vi.waitFor(async () => expect(await check(url)).toBe(DEFAULT_IMAGE_URL));
    expect(heads).toHaveLength(2);
  });

  it('keeps an image whose host does not answer, and asks again next time', async () => {
    const { heads, check } = host(() => new Error('timeout'));
    const url = 'https://images.example/slow.jpg';
    expect(await check(url)).toBe(url);
    expect(await check(url)).toBe(url);
    expect(heads).toHaveLength(2);
  });
});
