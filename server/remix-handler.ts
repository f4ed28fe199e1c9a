import { Readable } from 'node:stream';
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from 'express';
import { createRequestHandler } from '@remix-run/express';
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import { runInRequestScope, type RequestScope } from '~/commerce/request-scope.server';
import { inCheckoutLane } from '~/checkout/rules/checkout-lane';
import { isSameSiteLocation } from '~/routing/safe-redirect';
import { marketCookies, marketCookieValues } from '~/lib/market-cookies';
import { contentSecurityOf, cspNonceOf, writeContentSecurityPolicy } from './edge/security-headers';
import { CACHE_STATUS_HEADER, type DocumentCache, type DocumentCapture, type DocumentKey } from './document-cache';
import { holdResponseUntil } from './response-hold';

/**
 * Remix is served by its Express adapter (`@remix-run/express`, decision 096). Around it, in one place, so no
 * route can forget them:
 * - before: the public host and protocol the edge decided, and the body the edge already read and checked
 *   (form-body.ts) replayed to the adapter, which reads the request as a stream;
 * - after Remix answered and before a byte goes out (`holdResponseUntil`): the session committed for every
 *   response (documents, data requests, redirects from actions, resource routes); a failure for want of the
 *   commerce backend turned into the 503 page with Retry-After; every redirect kept on the site; the market
 *   cookies of spec §9 written when they differ; the CSP written with the sources a page named; a document
 *   shared by visitors without cookies collected for the document cache (decision 063).
 */
export interface RemixHandlerOptions {
  build: () => Promise<ServerBuild>;
  mode: 'production' | 'development';
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => Promise<AppLoadContext>;
  /** Origins a redirect may leave the site for (the social sign-in providers' authorization pages). */
  externalRedirectOrigins?: readonly string[];
  /** Answers a request that failed because the backend is unavailable (the edge's 503 page). */
  sendUnavailable: (req: ExpressRequest, res: ExpressResponse, retryAfterSeconds: number) => void;
  /** Where documents shared by visitors without cookies are kept (decision 063). */
  documentCache?: DocumentCache;
}

export type RemixHandler = (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => Promise<void>;

/** Set by the edge: the public host and protocol Remix must see, and the body it read. */
export interface EdgeRequestLocals {
  host: string;
  protocol: 'http' | 'https';
  body?: Buffer;
}

/** What the request's Remix render left for the finishing step. */
interface RenderLocals {
  context?: AppLoadContext;
}

/**
 * The request as the adapter should see it. The edge decided the host (already in `Host`) and the protocol, and
 * checked Origin against the host the browser used: the forwarded host and Origin would only mislead. A body
 * the edge read is handed over again as the stream the adapter reads.
 */
function requestForRemix(req: ExpressRequest, edge: EdgeRequestLocals): ExpressRequest {
  delete req.headers['x-forwarded-host'];
  delete req.headers.origin;
  Object.defineProperty(req, 'protocol', { value: edge.protocol, configurable: true });
  if (req.method === 'GET' || req.method === 'HEAD') return req;
  const body = Readable.from(edge.body?.length ? [edge.body] : []);
  // The few things the adapter reads of a request, beside the stream (createRemixRequest).
  return Object.assign(body, {
    method: req.method,
    headers: req.headers,
    originalUrl: req.originalUrl,
    hostname: req.hostname,
    protocol: edge.protocol,
    get: req.get.bind(req),
  }) as unknown as ExpressRequest;
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

export function createRemixHandler(options: RemixHandlerOptions) {
  const handlers = new Map<string, Promise<ReturnType<typeof createRequestHandler>>>();
  const handlerFor = (basename: string) => {
    let handler = handlers.get(basename);
    if (!handler) {
      handler = (async () =>
        createRequestHandler({
          // Each language prefix is the same build under another basename (decision 002). In production the build
          // is one module: handed over as a value, Remix derives its routes and router once; handed over as a
          // function (Vite's build, which changes as files do), Remix derives them again on every request.
          build: options.mode === 'production' ? { ...(await options.build()), basename } : async () => ({ ...(await options.build()), basename }),
          mode: options.mode,
          // The Express request itself (the adapter may be handed a replayed body), kept for the finishing step.
          getLoadContext: async (_request, res) => ((res.locals.render as RenderLocals).context = await options.getLoadContext(res.req, res)),
        }))();
      handlers.set(basename, handler);
    }
    return handler;
  };

  return (basename: string, documentKey?: DocumentKey): RemixHandler =>
    async (req, res, next) => {
      const controller = new AbortController();
      // Closed before the response finished: the shopper went away, so stop the work done for them.
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      const edge = res.locals.edge as EdgeRequestLocals;
      // A shopper in the checkout: their calls to the backend go first, and are shed last (decision 132).
      const scope: RequestScope = { signal: controller.signal, checkout: inCheckoutLane(req.method, req.path, edge.body) };
      const render: RenderLocals = {};
      res.locals.render = render;
      // What earlier middleware set (security headers, Vary of the URL rules): not the page's own headers.
      const before = new Map(res.getHeaderNames().map((name) => [name, res.getHeader(name)] as const));
      let capture: DocumentCapture | undefined;

      const finish = async (): Promise<'send' | 'replace'> => {
        const { context } = render;
        if (res.statusCode >= 500 && scope.backendUnavailable) return 'replace';
        if (!context) return 'send';
        const sessionCookie = await context.storefront.shopper.session.commit();
        // The policy again, now that the page's loaders and actions named the sources it needs.
        writeContentSecurityPolicy(req, res, (error?: unknown) => {
          if (error) throw error;
        });
        const providerOrigins = [...contentSecurityOf(res).providerOrigins];
        const location = res.getHeader('location');
        // The last line of defence against an open redirect a route let through (decision 018).
        if (typeof location === 'string' && !isSameSiteLocation(location, `${edge.protocol}://${edge.host}`) && !isAllowedExternal(location, [...(options.externalRedirectOrigins ?? []), ...providerOrigins])) {
          req.log?.error({ location }, 'redirect off the site refused');
          res.setHeader('location', '/');
        }
        // Vary may hold fields the URL rules set (Accept-Language) and the page's own: each field named once.
        const vary = res.getHeader('vary');
        if (Array.isArray(vary)) {
          res.removeHeader('vary');
          for (const field of vary) res.vary(field);
        }
        if (sessionCookie) res.append('Set-Cookie', sessionCookie);
        // Crawlers keep no cookies: theirs would only make every page they fetch uncacheable (private).
        if ((req.method === 'GET' || req.method === 'HEAD') && res.statusCode < 300 && !context.storefront.request.render.bot) {
          const { market, language } = context.storefront.request;
          for (const cookie of marketCookies(req.headers.cookie, marketCookieValues(market, language))) res.append('Set-Cookie', cookie);
        }
        if (documentKey && options.documentCache) {
          options.documentCache.reportStatus(req, res, 'MISS');
          // The route shares its documents (the key says so), and the render wrote no session.
          const shareable = res.statusCode === 200 && !sessionCookie && String(res.getHeader('content-type') ?? '').startsWith('text/html');
          if (shareable) {
            capture = options.documentCache.capture(documentKey, res.statusCode, res.statusMessage, cspNonceOf(res));
            for (const [name, value] of headersSince(res, before)) if (name !== CACHE_STATUS_HEADER.toLowerCase()) capture.header(name, value);
          }
        }
        return 'send';
      };

      holdResponseUntil(res, finish, {
        replace: () => {
          // Nothing of Remix's answer goes out: the 503 page says the shop is back shortly.
          for (const name of res.getHeaderNames()) if (!before.has(name)) res.removeHeader(name);
          options.sendUnavailable(req, res, scope.backendUnavailable?.retryAfterSeconds ?? 5);
        },
        chunk: (bytes) => capture?.chunk(bytes),
        // Stored once all of it went out from a render that left nothing out, while the shopper stayed.
        end: () => {
          if (capture && !scope.signal.aborted && !scope.degraded && !scope.backendUnavailable) capture.commit();
        },
      });
      try {
        await runInRequestScope(scope, () => handlerFor(basename).then((handler) => handler(requestForRemix(req, edge), res, next)));
      } catch (error) {
        next(error);
      }
    };
}
