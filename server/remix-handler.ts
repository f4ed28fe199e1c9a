import { Readable } from 'node:stream';
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from 'express';
import { createRequestHandler } from '@remix-run/express';
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import { runInRequestScope, type RequestSignals } from '~/commerce/request-scope.server';
import { inCheckoutLane } from '~/checkout/rules/checkout-lane';
import { isSameSiteLocation } from '~/routing/safe-redirect';
import { marketCookies, marketCookieValues } from '~/lib/market-cookies';
import { CACHE_STATUS_HEADER, type DocumentCache, type DocumentCapture } from './document-cache';
import { holdResponseUntil } from './response-hold';
import type { RouteSharing } from './route-sharing';
import { pageTargetOf, shopRequestOf, type ShopRequest } from './request-state';

/** Remix through its Express adapter (decision 096), entered from this one place; the finishing step runs before
 * the first byte so no route can forget the session, the 503 page, safe redirects or the market cookies of spec §9. */
export interface RemixHandlerOptions {
  build: () => Promise<ServerBuild>;
  mode: 'production' | 'development';
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => Promise<AppLoadContext>;
  /** Origins a redirect may leave the site for (the social sign-in providers' authorization pages). */
  externalRedirectOrigins?: readonly string[];
  /** Answers a request that failed because the backend is unavailable (the edge's 503 page). */
  sendUnavailable: (req: ExpressRequest, res: ExpressResponse, retryAfterSeconds: number) => void;
  /** Where the pages the page cache keeps are stored. */
  documentCache?: DocumentCache;
  /** Told which route each document render matched, for the page cache (route-sharing.ts). */
  routeSharing?: RouteSharing;
}

export type RemixHandler = (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => Promise<void>;

/** A view of the request with the URL and protocol the edge chose, without Origin or a forwarded host (both would
 * mislead), and a body the edge already read replayed as the stream the adapter reads. */
function requestForRemix(req: ExpressRequest, shop: ShopRequest, url: string): ExpressRequest {
  const { 'x-forwarded-host': _forwardedHost, origin: _origin, ...headers } = req.headers;
  const hostname = shop.host.startsWith('[') ? shop.host.slice(0, shop.host.indexOf(']') + 1) : shop.host.replace(/:\d+$/, '');
  const seen: PropertyDescriptorMap = {
    originalUrl: { value: url },
    protocol: { value: shop.protocol },
    hostname: { value: hostname },
    headers: { value: headers },
    get: { value: (name: string) => headers[name.toLowerCase()] },
  };
  if (req.method === 'GET' || req.method === 'HEAD') return Object.create(req, seen) as ExpressRequest;
  // The few things the adapter reads of a request, beside the stream (createRemixRequest).
  return Object.defineProperties(Readable.from(shop.body?.length ? [shop.body] : []), { ...seen, method: { value: req.method } }) as unknown as ExpressRequest;
}

/** An absolute https (or loopback http) URL on one of the allowed origins. */
function isAllowedExternal(location: string, origins: readonly string[] | undefined): boolean {
  if (!origins?.length) return false;
  try {
    return origins.includes(new URL(location).origin);
  } catch {
    return false;
  }
}

/** The headers the adapter wrote, each as a browser receives it (one line per value). */
function headersSince(res: ExpressResponse, before: ReadonlyMap<string, unknown>): Array<readonly [string, string]> {
  const written: Array<readonly [string, string]> = [];
  for (const name of res.getHeaderNames()) {
    const value = res.getHeader(name);
    if (value === undefined || before.get(name) === value) continue;
    for (const item of Array.isArray(value) ? value : [value]) written.push([name, String(item)]);
  }
  return written;
}

/** Vary as one header naming each field once, whoever named it (the URL rules, a route, the document's entry). */
export function varyOnce(res: ExpressResponse): void {
  const vary = res.getHeader('vary');
  if (vary === undefined) return;
  res.removeHeader('vary');
  for (const field of [vary].flat().join(',').split(',')) if (field.trim()) res.vary(field.trim());
}

export function createRemixHandler(options: RemixHandlerOptions): RemixHandler {
  const forRemix = (build: ServerBuild, basename: string) => (options.routeSharing ? options.routeSharing.reporting({ ...build, basename }) : { ...build, basename });
  const handlers = new Map<string, Promise<ReturnType<typeof createRequestHandler>>>();
  const handlerFor = (basename: string) => {
    let handler = handlers.get(basename);
    if (!handler) {
      handler = (async () =>
        createRequestHandler({
          // One build per language basename (decision 002). A value lets Remix derive its routes once; a function
          // (Vite's changing build in development) derives them again on every request.
          build: options.mode === 'production' ? forRemix(await options.build(), basename) : async () => forRemix(await options.build(), basename),
          mode: options.mode,
          // The Express request itself (the adapter is handed a view of it), the context kept for the finishing step.
          getLoadContext: async (_request, res) => (res.locals.state.loadContext = await options.getLoadContext(res.req, res)),
        }))();
      handlers.set(basename, handler);
    }
    return handler;
  };

  return async function remix(req, res, next) {
    const state = res.locals.state;
    const shop = shopRequestOf(res);
    const page = pageTargetOf(res);
    const { documentKey } = state;
    const controller = new AbortController();
    // Closed before the response finished: the shopper went away, so stop the work done for them.
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    // A shopper in the checkout: their calls to the backend go first, and are shed last (decision 132).
    const signals: RequestSignals = { signal: controller.signal, checkout: inCheckoutLane(req.method, new URL(`http://localhost${page.url}`).pathname, shop.body) };
    // What earlier steps set (security headers, Vary of the URL rules): not the page's own headers.
    const before = new Map(res.getHeaderNames().map((name) => [name, res.getHeader(name)] as const));
    let capture: DocumentCapture | undefined;

    const finish = async (): Promise<'send' | 'replace'> => {
      const context = state.loadContext;
      if (res.statusCode >= 500 && signals.backendUnavailable) return 'replace';
      if (!context) return 'send';
      const sessionCookie = await context.storefront.shopper.session.commit();
      const location = res.getHeader('location');
      // The last line of defence against an open redirect a route let through (decision 018).
      if (typeof location === 'string' && !isSameSiteLocation(location, `${shop.protocol}://${shop.host}`) && !isAllowedExternal(location, [...(options.externalRedirectOrigins ?? []), ...state.contentSecurity.providerOrigins])) {
        req.log?.error({ location }, 'redirect off the site refused');
        res.setHeader('location', '/');
      }
      varyOnce(res);
      if (sessionCookie) res.append('Set-Cookie', sessionCookie);
      // Crawlers keep no cookies: theirs would only make every page they fetch uncacheable (private).
      if ((req.method === 'GET' || req.method === 'HEAD') && res.statusCode < 300 && !shop.render.bot) {
        for (const cookie of marketCookies(req.headers.cookie, marketCookieValues(page.market, page.language))) res.append('Set-Cookie', cookie);
      }
      if (documentKey && options.documentCache) {
        options.documentCache.reportStatus(req, res, 'MISS');
        // The route shares its documents (the key says so), and the render wrote no session.
        const shareable = res.statusCode === 200 && !sessionCookie && String(res.getHeader('content-type') ?? '').startsWith('text/html');
        if (shareable) {
          capture = options.documentCache.capture(documentKey, res.statusCode, res.statusMessage, state.cspNonce);
          for (const [name, value] of headersSince(res, before)) if (name !== CACHE_STATUS_HEADER.toLowerCase()) capture.header(name, value);
        }
      }
      return 'send';
    };

    holdResponseUntil(res, finish, {
      replace: () => {
        // Nothing of Remix's answer goes out: the 503 page says the shop is back shortly.
        for (const name of res.getHeaderNames()) if (!before.has(name)) res.removeHeader(name);
        options.sendUnavailable(req, res, signals.backendUnavailable?.retryAfterSeconds ?? 5);
      },
      chunk: (bytes) => capture?.chunk(bytes),
      // Stored once all of it went out from a render that left nothing out, while the shopper stayed.
      end: () => {
        if (capture && !signals.signal.aborted && !signals.degraded && !signals.backendUnavailable) capture.commit();
      },
    });
    try {
      await runInRequestScope(signals, () => handlerFor(page.basename).then((handler) => handler(requestForRemix(req, shop, page.url), res, next)));
    } catch (error) {
      next(error);
    }
  };
}
