import type { Request, Response } from 'express';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createDocumentCache, STALE_WHILE_RENDERING_MS, type DocumentCache, type DocumentKey } from '../../../server/document-cache';
import { getMarket } from '~/markets';
import { detectRenderMode } from '../../../server/request-state';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function request(options: { method?: string; url?: string; headers?: Record<string, string> } = {}): Request {
  const headers = Object.fromEntries(Object.entries({ 'user-agent': BROWSER, ...options.headers }).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    method: options.method ?? 'GET',
    originalUrl: options.url ?? '/vrtacky/',
    headers,
    get: (name: string) => headers[name.toLowerCase()],
    acceptsEncodings: (encoding: string) => ((headers['accept-encoding'] ?? '').includes(encoding) ? encoding : false),
  } as unknown as Request;
}

/** A response as the shop's router leaves it before the page: the edge's host, the URL rules' language. */
function response(options: { host?: string; language?: string } = {}) {
  const sent = { status: 0, headers: [] as Array<[string, string]>, bytes: Buffer.alloc(0) as Buffer, body: '' };
  const res = {
    locals: {
      state: {
        cspNonce: 'n',
        shop: { host: options.host ?? 'sk.localhost', requestHost: options.host ?? 'sk.localhost', protocol: 'https' },
        page: { kind: 'page', market: getMarket('SK'), language: options.language ?? 'sk', basename: '/' },
      },
    },
    statusMessage: '',
    status(code: number) {
      sent.status = code;
      return res;
    },
    append(name: string, value: string) {
      sent.headers.push([name.toLowerCase(), value]);
      return res;
    },
    vary(value: string) {
      sent.headers.push(['vary', value]);
      return res;
    },
    set(name: string, value: string) {
      sent.headers.push([name.toLowerCase(), value]);
      return res;
    },
    end(body: Buffer) {
      sent.bytes = body;
      sent.body = body.toString('utf8');
      return res;
    },
  };
  return { res: res as unknown as Response, sent };
}

/** The key of a request, with the request's state as the edge and the URL rules leave it. */
function keyFor(cache: DocumentCache, req: Request, res: Response, viewKey: string, own?: boolean) {
  const { shop, page } = res.locals.state;
  Object.assign(shop!, { render: detectRenderMode(req) });
  Object.assign(page!, { url: req.originalUrl });
  return cache.keyFor(req, res, viewKey, own);
}

/** Renders a page into the cache as the Remix handler does after a miss. */
function render(cache: DocumentCache, key: DocumentKey, nonce: string, body: string) {
  const capture = cache.capture(key, 200, 'OK', nonce);
  capture.header('Content-Type', 'text/html; charset=utf-8');
  capture.header('Set-Cookie', 'country=SK; Path=/');
  capture.header('Set-Cookie', 'last_seen_sk-SK=SK-1; Path=/');
  capture.chunk(new TextEncoder().encode(body.slice(0, 20)));
  capture.chunk(new TextEncoder().encode(body.slice(20)));
  return capture;
}

const page = (nonce: string) => `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body>Vŕtačky<script nonce="${nonce}">b()</script></body></html>`;

function cacheWithClock(ttlMs = 10_000, maxBytes?: number) {
  let time = 1_000;
  const cache = createDocumentCache({ ttlMs, maxBytes, now: () => time });
  return { cache, advance: (ms: number) => (time += ms) };
}

/** A miss (which starts the render), then the render stored. */
function renderAfterMiss(cache: DocumentCache, key: DocumentKey, nonce = 'OLD+nonce/1==') {
  expect(cache.serve(key, request(), response().res, 'unused')).toBe(false);
  render(cache, key, nonce, page(nonce)).commit();
}

describe('the document cache of shared pages (decisions 063, 104, 106)', () => {
  it('shares nothing but GET, and nothing when its time is zero', () => {
    const { cache } = cacheWithClock();
    expect(keyFor(cache, request({ method: 'POST' }), response().res, '')).toBeUndefined();
    expect(keyFor(cache, request({ method: 'HEAD' }), response().res, '')).toBeUndefined();
    expect(keyFor(cache, request(), response().res, '')).toBeDefined();
    expect(keyFor(createDocumentCache({ ttlMs: 0 }), request(), response().res, '')).toBeUndefined();
  });

  it('keeps apart what changes a render: store, URL, language, crawler or person, Save-Data and 2G, the shopper\'s view', () => {
    const { cache } = cacheWithClock();
    const keys = [
      keyFor(cache, request(), response().res, ''),
      keyFor(cache, request(), response({ host: 'cz.localhost' }).res, ''),
      keyFor(cache, request({ url: '/vrtacky/?page=2' }), response().res, ''),
      keyFor(cache, request(), response({ language: 'en' }).res, ''),
      keyFor(cache, request({ headers: { 'user-agent': CRAWLER } }), response().res, ''),
      keyFor(cache, request({ headers: { 'save-data': 'on' } }), response().res, ''),
      keyFor(cache, request({ headers: { ect: '2g' } }), response().res, ''),
      keyFor(cache, request(), response().res, 'a shopper\'s view'),
    ];
    expect(new Set(keys.map((key) => key?.id)).size).toBe(7); // Save-Data and a 2G link are the same light render
    expect(keys[5]).toEqual(keys[6]);
    expect(keyFor(cache, request({ headers: { 'accept-language': 'de' } }), response().res, '')).toEqual(keys[0]);
    expect(keys.map((key) => key?.crawler)).toEqual([false, false, false, false, true, false, false, false]);
  });

  it('answers later visitors with the stored page, each with its own nonce in every script', () => {
    const { cache } = cacheWithClock();
    const key = keyFor(cache, request(), response().res, '')!;
    renderAfterMiss(cache, key);
    const { res, sent } = response();
    expect(cache.serve(key, request(), res, 'NEW+nonce/2==')).toBe(true);
    expect(sent.status).toBe(200);
    expect(sent.body).toBe(page('NEW+nonce/2=='));
    expect(sent.body).not.toContain('OLD+nonce/1==');
    expect(sent.headers.filter(([name]) => name !== 'set-cookie')).toEqual([
      ['content-type', 'text/html; charset=utf-8'],
      ['vary', 'Accept-Encoding'],
    ]);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, stored: 1, entries: 1 });
  });

  it('tells whether an answer came from the cache only to a request with the operator\'s key (decision 133)', () => {
    const probeKey = 'operator-probe-key-0123456789-abcdef';
    const cache = createDocumentCache({ ttlMs: 10_000, probeKey });
    const key = keyFor(cache, request(), response().res, 'last seen: SK-1,SK-2')!;
    renderAfterMiss(cache, key);
    const statusOf = (headers: Record<string, string>) => {
      const { res, sent } = response();
      expect(cache.serve(key, request({ headers }), res, 'n')).toBe(true);
      return sent.headers.filter(([name]) => name === 'x-cache').map(([, value]) => value);
    };
    // A visitor guessing another's history learns nothing from the answer's headers.
    expect(statusOf({})).toEqual([]);
    expect(statusOf({ 'x-cache-probe': 'guess' })).toEqual([]);
    expect(statusOf({ 'x-cache-probe': probeKey })).toEqual(['HIT']);
    // Without a key configured nobody is told.
    const { res, sent } = response();
    createDocumentCache({ ttlMs: 10_000 }).reportStatus(request({ headers: { 'x-cache-probe': probeKey } }), res, 'MISS');
    expect(sent.headers).toEqual([]);
  });

  it('writes each visitor the market cookies they lack, none to a crawler (decision 104)', () => {
    const { cache } = cacheWithClock();
    const marketOnly = 'country=SK; language_country=sk-SK; store=sk; currency=EUR';
    const key = keyFor(cache, request(), response().res, '')!;
    renderAfterMiss(cache, key);
    // The market cookies are written per answer: all four for a first visit, none when they are all there,
    // the one that differs otherwise. What the render wrote besides them (the last-seen list) is kept.
    const cookiesOf = (cookie?: string) => {
      const { res, sent } = response();
      expect(cache.serve(key, request({ headers: cookie ? { cookie } : {} }), res, 'n')).toBe(true);
      return sent.headers.filter(([name]) => name === 'set-cookie').map(([, value]) => value.split(';')[0]);
    };
    expect(cookiesOf()).toEqual(['last_seen_sk-SK=SK-1', 'country=SK', 'language_country=sk-SK', 'store=sk', 'currency=EUR']);
    expect(cookiesOf(marketOnly)).toEqual(['last_seen_sk-SK=SK-1']);
    expect(cookiesOf('country=SK; language_country=en-SK; store=sk; currency=EUR')).toEqual(['last_seen_sk-SK=SK-1', 'language_country=sk-SK']);
    // A crawler keeps no cookies and is given no market cookie.
    const crawlerKey = keyFor(cache, request({ headers: { 'user-agent': CRAWLER } }), response().res, '')!;
    renderAfterMiss(cache, crawlerKey);
    const crawler = response();
    expect(cache.serve(crawlerKey, request({ headers: { 'user-agent': CRAWLER } }), crawler.res, 'n')).toBe(true);
    expect(crawler.sent.headers.filter(([name, value]) => name === 'set-cookie' && value.startsWith('country='))).toEqual([]);
  });

  it('answers gzip compressed once, with the nonce spliced in: a valid stream with the right checksum', () => {
    const { cache } = cacheWithClock();
    const key = keyFor(cache, request(), response().res, '')!;
    renderAfterMiss(cache, key);
    for (const nonce of ['A+b/c==', 'Zz9/yY8+xX7=']) {
      const { res, sent } = response();
      expect(cache.serve(key, request({ headers: { 'accept-encoding': 'gzip, deflate, br' } }), res, nonce)).toBe(true);
      expect(sent.headers).toContainEqual(['content-encoding', 'gzip']);
      // gunzip checks the CRC and the length in the trailer.
      expect(gunzipSync(sent.bytes).toString('utf8')).toBe(page(nonce));
    }
  });

  it('renders again once the time is up, serving the old page only to those who come while that render runs', () => {
    const { cache, advance } = cacheWithClock(10_000);
    const key = keyFor(cache, request(), response().res, '')!;
    renderAfterMiss(cache, key, 'first');
    advance(10_001);
    // The first visitor after the time renders; the others meanwhile get the previous page.
    expect(cache.serve(key, request(), response().res, 'n1')).toBe(false);
    const { res, sent } = response();
    expect(cache.serve(key, request(), res, 'n2')).toBe(true);
    expect(sent.body).toBe(page('n2'));
    const next = render(cache, key, 'second', page('second').replace('Vŕtačky', 'Nové vŕtačky'));
    next.commit();
    const after = response();
    expect(cache.serve(key, request(), after.res, 'n3')).toBe(true);
    expect(after.sent.body).toContain('Nové vŕtačky');
  });

  it('does not serve an expired page for ever when its new render never finishes', () => {
    const { cache, advance } = cacheWithClock(10_000);
    const key = keyFor(cache, request(), response().res, '')!;
    renderAfterMiss(cache, key);
    advance(10_001);
    expect(cache.serve(key, request(), response().res, 'n')).toBe(false); // this render fails and stores nothing
    advance(10_001);
    expect(cache.serve(key, request(), response().res, 'n')).toBe(false); // so the next visitor renders
    advance(STALE_WHILE_RENDERING_MS);
    const late = cache.capture(key, 200, 'OK', 'x');
    expect(cache.serve(key, request(), response().res, 'n')).toBe(false); // nothing is left to serve
    late.commit();
  });

  it('forgets every page when the catalogue changes, also one whose render began before the change', () => {
    const { cache } = cacheWithClock();
    const stored = keyFor(cache, request(), response().res, '')!;
    renderAfterMiss(cache, stored);
    const other = keyFor(cache, request({ url: '/brusky/' }), response().res, '')!;
    expect(cache.serve(other, request(), response().res, 'n')).toBe(false);
    const inFlight = render(cache, other, 'old', page('old'));
    cache.clear();
    inFlight.commit();
    expect(cache.serve(stored, request(), response().res, 'n')).toBe(false);
    expect(cache.serve(other, request(), response().res, 'n')).toBe(false);
    expect(cache.stats().entries).toBe(0);
  });

  it('stays within its size, dropping the least recently used pages', () => {
    const body = 'x'.repeat(10_000);
    const { cache } = cacheWithClock(10_000, 30_000); // room for two shared pages (three quarters of the bound)
    const keys = ['/a/', '/b/', '/c/'].map((url) => keyFor(cache, request({ url }), response().res, '')!);
    for (const key of keys) {
      cache.serve(key, request(), response().res, 'n');
      render(cache, key, 'nonce', body).commit();
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(30_000);
    expect(cache.serve(keys[2], request(), response().res, 'n')).toBe(true);
    expect(cache.serve(keys[0], request(), response().res, 'n')).toBe(false);
  });

  it("keeps shoppers' own pages apart: many carts never push a shared page out (decision 117)", () => {
    const body = 'x'.repeat(10_000);
    const { cache } = cacheWithClock(10_000, 48_000); // shared pages 36,000 bytes, own pages 12,000 (one)
    const sharedPage = keyFor(cache, request(), response().res, '')!;
    renderAfterMiss(cache, sharedPage);
    const carts = ['cart-1', 'cart-2', 'cart-3'].map((cart) => keyFor(cache, request({ url: '/checkout/cart' }), response().res, cart, true)!);
    for (const key of carts) {
      expect(cache.serve(key, request(), response().res, 'n')).toBe(false);
      render(cache, key, 'nonce', body).commit();
    }
    expect(cache.serve(sharedPage, request(), response().res, 'n')).toBe(true);
    expect(cache.serve(carts[2], request(), response().res, 'n')).toBe(true);
    expect(cache.serve(carts[0], request(), response().res, 'n')).toBe(false);
    // The same view key as an own page is another entry than the shared page.
    expect(cache.serve(keyFor(cache, request(), response().res, '', true)!, request(), response().res, 'n')).toBe(false);
  });
});
