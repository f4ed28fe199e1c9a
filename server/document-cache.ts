// Each answer needs its own CSP nonce, so a page is stored split at it and compressed once (spliced-gzip.ts); whether
// an answer was cached tells of other visitors, so only the operator's probe is told (decision 133).
import { timingSafeEqual } from 'node:crypto';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { boundedRecords } from '~/cache/bounded-cache.server';
import { isMarketCookieWrite, marketCookies, marketCookieValues } from '~/lib/market-cookies';
import { joined, precompress, splicedGzip, type PrecompressedParts } from './spliced-gzip';

export interface CachedDocument {
  storedAt: number;
  status: number;
  statusText: string;
  /** The headers the shop adds to the edge's (Content-Type, Cache-Control, Vary, Set-Cookie…), in order; no market cookie. */
  headers: ReadonlyArray<readonly [string, string]>;
  /** The body split at the nonce it was rendered with. */
  body: PrecompressedParts;
}

/** Where a shared document is kept, and whether it is a crawler's (given no cookies). */
export interface DocumentKey {
  id: string;
  crawler: boolean;
  /** One shopper's own page (their cart): kept apart, so many carts never push out shared pages. */
  own?: boolean;
}

export interface DocumentCacheStats {
  hits: number;
  misses: number;
  stored: number;
  entries: number;
  bytes: number;
}

export interface DocumentCapture {
  /** The handler's headers, as it writes them. */
  header(name: string, value: string): void;
  chunk(bytes: Uint8Array): void;
  /** Stores the document, unless the catalogue changed since the miss that started its render. */
  commit(): void;
}

export interface DocumentCache {
  /** The key of a request whose document may be kept; undefined when it may not (a method). */
  keyFor(req: ExpressRequest, res: ExpressResponse, viewKey: string, own?: boolean): DocumentKey | undefined;
  /** Answers the request from the cache; false on a miss, and then the caller renders the page. */
  serve(key: DocumentKey, req: ExpressRequest, res: ExpressResponse, nonce: string): boolean;
  /** Collects a document as it is sent, to be stored under the key. */
  capture(key: DocumentKey, status: number, statusText: string, nonce: string): DocumentCapture;
  /** The catalogue changed: nothing rendered before may be served again. */
  clear(): void;
  stats(): DocumentCacheStats;
  /** Tells a request that proves it is the operator's whether its answer came from the cache (HIT or MISS). */
  reportStatus(req: ExpressRequest, res: ExpressResponse, status: 'HIT' | 'MISS'): void;
}

export const CACHE_STATUS_HEADER = 'X-Cache';
/** The request header that carries the operator's key (DOCUMENT_CACHE_PROBE_KEY) to be told the cache status. */
export const CACHE_PROBE_HEADER = 'X-Cache-Probe';
export const DEFAULT_DOCUMENT_CACHE_BYTES = 32 * 1024 * 1024;
/** The share of the bound that shoppers' own pages may take. */
const OWN_PAGES_SHARE = 0.25;
/** After its time a document is still served, but only while another request renders its successor: one render
 * per expiry instead of one per waiting visitor. */
export const STALE_WHILE_RENDERING_MS = 30_000;
/** A render that has not stored its document by then is taken as given up (an incomplete page, a failure). */
const RENDER_LIMIT_MS = 10_000;
/** The keys being rendered: far more than a worker renders at once, so a render given up is pushed out in time. */
const RENDERING_BYTES = 4 * 1024 * 1024;

export function createDocumentCache(options: { ttlMs: number; maxBytes?: number; now?: () => number; probeKey?: string }): DocumentCache {
  const now = options.now ?? (() => performance.now());
  const probeKey = options.probeKey ? Buffer.from(options.probeKey) : undefined;
  const probed = (req: ExpressRequest) => {
    const given = Buffer.from(req.get(CACHE_PROBE_HEADER) ?? '');
    return probeKey !== undefined && given.length === probeKey.length && timingSafeEqual(given, probeKey);
  };
  const reportStatus = (req: ExpressRequest, res: ExpressResponse, status: 'HIT' | 'MISS') => {
    if (probed(req)) res.set(CACHE_STATUS_HEADER, status);
  };
  const counts = { hits: 0, misses: 0, stored: 0 };
  // A render stores its document only while its key is here: a catalogue change empties it, so a page begun
  // before the change is never kept after it.
  const rendering = boundedRecords<number>({ maxBytes: RENDERING_BYTES, now: options.now });
  const maxBytes = options.maxBytes ?? DEFAULT_DOCUMENT_CACHE_BYTES;
  const store = (bytes: number) =>
    boundedRecords<CachedDocument>({
      maxBytes: Math.max(1, Math.floor(bytes)),
      // The bytes actually held: the text's buffers and their compressed parts.
      sizeOf: (document) => [...document.body.raw, ...document.body.deflated].reduce((sum, part) => sum + part.length, 0),
      ttlMs: options.ttlMs + STALE_WHILE_RENDERING_MS,
      now: options.now,
    });
  const shared = store(maxBytes * (1 - OWN_PAGES_SHARE));
  const own = store(maxBytes * OWN_PAGES_SHARE);
  const storeOf = (key: DocumentKey) => (key.own ? own : shared);

  /** A fresh document, or a stale one while its successor is being rendered; undefined: render it here. */
  const usable = (key: DocumentKey): CachedDocument | undefined => {
    const document = storeOf(key).get(key.id);
    const at = now();
    if (document && at - document.storedAt < options.ttlMs) return document;
    const since = rendering.get(key.id);
    if (document && since !== undefined && at - since < RENDER_LIMIT_MS) return document;
    rendering.set(key.id, at);
    return undefined;
  };

  return {
    keyFor(req, res, viewKey, ownPage = false) {
      const { shop, page } = res.locals.state;
      if (options.ttlMs <= 0 || req.method !== 'GET' || !shop || !page) return undefined;
      // Everything a shared render reads from the request besides its URL and its view (load-context.ts).
      const crawler = shop.render.bot;
      const id = [shop.protocol, shop.host, page.url, page.basename, page.language, page.wantedLanguage ?? '', crawler ? 'bot' : 'person', shop.render.saveData ? 'lite' : 'full', viewKey].join('\n');
      return { id, crawler, own: ownPage };
    },
    serve(key, req, res, nonce) {
      const document = usable(key);
      if (!document) {
        counts.misses += 1;
        return false;
      }
      counts.hits += 1;
      res.statusMessage = document.statusText;
      res.status(document.status);
      for (const [name, value] of document.headers) {
        if (name === 'vary') res.vary(value);
        else res.append(name, value);
      }
      // Crawlers keep no cookies, so they are given none (as a render gives them none).
      const { page } = res.locals.state;
      if (!key.crawler && page) for (const cookie of marketCookies(req.headers.cookie, marketCookieValues(page.market, page.language))) res.append('Set-Cookie', cookie);
      reportStatus(req, res, 'HIT');
      res.vary('Accept-Encoding');
      const gzip = req.acceptsEncodings('gzip') === 'gzip';
      // Already compressed: the compression middleware leaves an encoded answer alone.
      if (gzip) res.set('Content-Encoding', 'gzip');
      const body = gzip ? splicedGzip(document.body, nonce) : joined(document.body, nonce);
      if (gzip) res.set('Content-Length', String(body.length));
      res.end(body);
      return true;
    },
    capture(key, status, statusText, nonce) {
      const headers: Array<readonly [string, string]> = [];
      const chunks: Uint8Array[] = [];
      return {
        header(name, value) {
          const lower = name.toLowerCase();
          // Written per answer, for what each visitor lacks (serve).
          if (lower !== 'set-cookie' || !isMarketCookieWrite(value)) headers.push([lower, value]);
        },
        chunk: (bytes) => void chunks.push(bytes),
        commit() {
          if (!rendering.delete(key.id)) return;
          const text = Buffer.concat(chunks).toString('utf8');
          storeOf(key).set(key.id, { storedAt: now(), status, statusText, headers, body: precompress(text.split(nonce), undefined, Buffer.byteLength(nonce)) });
          counts.stored += 1;
        },
      };
    },
    clear() {
      shared.clear();
      own.clear();
      rendering.clear();
    },
    stats: () => ({ ...counts, entries: shared.size + own.size, bytes: shared.calculatedSize + own.calculatedSize }),
    reportStatus,
  };
}
