/**
 * What a page costs on the wire, from Chromium's own network log (CDP), for `npm run bench:2g`: every request of a
 * step with its encoded bytes (compressed body and headers, as `Network.loadingFinished` counts them; a redirect's
 * hop from its `redirectResponse`), whether the browser's cache answered it, and where its picture sits on the page.
 */
import type { CDPSession, Page } from '@playwright/test';

/** WebPageTest's "2G" profile: 800 ms round trip, 280 kbit/s down, 256 kbit/s up (CDP takes bytes per second). */
export const NETWORK_2G = { offline: false, latency: 800, downloadThroughput: (280 * 1000) / 8, uploadThroughput: (256 * 1000) / 8 };

export interface WireRequest {
  url: string;
  method: string;
  /** Chromium's resource type: Document, Stylesheet, Image, Font, … */
  type: string;
  status?: number;
  bytes: number;
  /** Answered by the browser's memory or disk cache: no bytes on the wire. */
  cached: boolean;
  failed?: string;
  /** When it was sent (the browser's monotonic clock, s) and how long until its last byte (ms). */
  sentAt: number;
  ms?: number;
  /** For a picture of an `<img>`: on the first screen, below it, or not shown at all (no box). */
  place?: 'first screen' | 'below the fold' | 'not shown';
}

type Pending = WireRequest & { done: boolean };

/** Collects the requests of one step at a time; `take()` hands them over and starts the next step. */
export class WireLog {
  private requests = new Map<string, Pending>();
  private finished: Pending[] = [];

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!/^https?:/.test(event.request.url)) return;
      const previous = this.requests.get(event.requestId);
      // A redirect reuses the request id: its hop is a request of its own, paid in its redirect answer.
      if (previous && event.redirectResponse) {
        const ms = Math.round((event.timestamp - previous.sentAt) * 1000);
        this.finished.push({ ...previous, status: event.redirectResponse.status, bytes: event.redirectResponse.encodedDataLength, ms, done: true });
      }
      const request = { url: event.request.url, method: event.request.method, type: event.type ?? 'Other', bytes: 0, cached: false, sentAt: event.timestamp, done: false };
      this.requests.set(event.requestId, request);
    });
    cdp.on('Network.requestServedFromCache', (event) => this.update(event.requestId, { cached: true }));
    cdp.on('Network.responseReceived', (event) => {
      const { status, fromDiskCache, fromPrefetchCache } = event.response;
      this.update(event.requestId, { status, type: event.type, ...(fromDiskCache || fromPrefetchCache ? { cached: true } : {}) });
    });
    cdp.on('Network.loadingFinished', (event) => this.finish(event.requestId, event.timestamp, { bytes: event.encodedDataLength }));
    cdp.on('Network.loadingFailed', (event) =>
      this.finish(event.requestId, event.timestamp, { failed: event.canceled ? 'canceled' : event.blockedReason ? `blocked: ${event.blockedReason}` : event.errorText || 'failed' }),
    );
  }

  private update(id: string, change: Partial<Pending>) {
    const request = this.requests.get(id);
    if (request) Object.assign(request, change);
  }

  private finish(id: string, timestamp: number, change: Partial<Pending>) {
    const request = this.requests.get(id);
    if (!request) return;
    Object.assign(request, change, { ms: Math.round((timestamp - request.sentAt) * 1000), done: true });
    this.finished.push(request);
    this.requests.delete(id);
  }

  /** Waits until nothing is in flight for `quietMs` (a picture may still arrive after the load event). */
  async settle(quietMs = 500, maxMs = 30_000): Promise<void> {
    const deadline = Date.now() + maxMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (this.requests.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The requests finished since the last take (still in flight ones stay for the next step). */
  take(): WireRequest[] {
    const taken = this.finished.map(({ done: _done, ...request }) => request);
    this.finished = [];
    return taken;
  }
}

/**
 * Where each `<img>` of the loaded page sits: its chosen source with the top of its box in page pixels, or no
 * box at all (hidden). Playwright evaluates in its own world, so this works with the page's JavaScript off.
 */
export async function picturePlaces(page: Page, foldPx: number): Promise<Map<string, WireRequest['place']>> {
  const boxes = await page.locator('img').evaluateAll((images) =>
    images.map((image) => {
      const img = image as HTMLImageElement;
      const box = img.getBoundingClientRect();
      return { src: img.currentSrc || img.src, top: box.top + window.scrollY, shown: box.width > 0 && box.height > 0 };
    }),
  );
  const places = new Map<string, WireRequest['place']>();
  for (const box of boxes) {
    if (!box.src) continue;
    const place = !box.shown ? 'not shown' : box.top < foldPx ? 'first screen' : 'below the fold';
    // The same picture twice: the highest place wins (it is needed when any copy is).
    const before = places.get(box.src);
    if (before !== 'first screen' && !(before === 'below the fold' && place === 'not shown')) places.set(box.src, place);
  }
  return places;
}

/**
 * Asked for but refused by the browser before anything went out: with JavaScript off, Chromium drops the
 * page's `<link rel="modulepreload">` scripts (an empty error, no bytes).
 */
export const neverSent = (request: WireRequest) => request.failed !== undefined && request.bytes === 0;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
