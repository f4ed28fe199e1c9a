import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from 'express';
import { createRequestHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import { runInRequestScope, type RequestScope } from '~/commerce/request-scope.server';
import { isSameSiteLocation } from '~/routing/safe-redirect';
import { marketCookies } from '~/lib/market-cookies';
import { CONNECT_SOURCES_HEADER, CSP_EXTENSION_HEADERS, PROVIDER_ORIGINS_HEADER } from '~/lib/csp-headers';
import { SHARED_DOCUMENT_HEADER } from '~/lib/shared-document';
import { allowConnectSources, allowProviderOrigins, cspNonceOf } from './edge/security-headers';
import { CACHE_STATUS_HEADER, type DocumentCache, type DocumentCapture } from './document-cache';


/**
 * Express → Remix, in the shape of Hydrogen's server.ts: build the Fetch request, run Remix inside the
 * request's scope, then finish the response in one place, so no route can forget to:
 * - commit the session (a changed session is written for every response: documents, data requests,
 *   redirects from actions, resource routes);
 * - turn a failure for want of the commerce backend into the 503 page with Retry-After instead of a 500;
 * - keep every redirect on the site;
 * - write the market cookies of spec §9 (country, language-and-country, store, currency) when they differ.
 * The body is the one the edge already read and checked (form-body.ts); Remix never reads the socket.
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

/** Internal headers a route writes for this handler, never sent. */
const INTERNAL_HEADERS = [...CSP_EXTENSION_HEADERS, SHARED_DOCUMENT_HEADER].map((header) => header.toLowerCase());

export type RemixHandler = (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => Promise<void>;

/** Set by the edge: the public host and protocol Remix must see, and the body it read. */
export interface EdgeRequestLocals {
  host: string;
  protocol: 'http' | 'https';
  body?: Buffer;
}

function remixRequest(req: ExpressRequest, edge: EdgeRequestLocals, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    // The edge decided the host and already checked Origin against the host the browser used; Remix's own
    // check would compare it with the replaced host.
    if (name === 'host' || name === 'x-forwarded-host' || name === 'origin') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set('host', edge.host);
  const init: RequestInit = { method: req.method, headers, signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') init.body = new Uint8Array(edge.body ?? Buffer.alloc(0));
  return new Request(`${edge.protocol}://${edge.host}${req.originalUrl}`, init);
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

/** Sends the body and stores it once all of it went out, from a render that left nothing out. */
async function sendAndCapture(body: ReadableStream<Uint8Array>, res: ExpressResponse, capture: DocumentCapture, scope: RequestScope): Promise<void> {
  const [forShopper, forCache] = body.tee();
  const collected = (async () => {
    const reader = forCache.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) capture.chunk(read.value);
    return true;
  })().catch(() => false);
  await writeReadableStreamToWritable(forShopper, res);
  const complete = await collected;
  // Handed over whole (the compression middleware may still be flushing it), and the shopper stayed.
  if (complete && !scope.signal.aborted && !scope.degraded && !scope.backendUnavailable) capture.commit();
}

export function createRemixHandler(options: RemixHandlerOptions) {
  const handlers = new Map<string, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (basename: string) => {
    let handler = handlers.get(basename);
    if (!handler) {
      // Each language prefix is the same build under another basename (decision 002).
      handler = createRequestHandler(async () => ({ ...(await options.build()), basename }), options.mode);
      handlers.set(basename, handler);
    }
    return handler;
  };

  /**
   * Follows the document to the cache when the page says it is the same for everyone without cookies and
   * nothing personal or incomplete went into this render: no session written, a complete 200 page.
   */
  const captureFor = (documentKey: string | undefined, response: Response, sessionCookie: string | null | undefined, res: ExpressResponse): DocumentCapture | undefined => {
    if (!documentKey || !options.documentCache) return undefined;
    res.set(CACHE_STATUS_HEADER, 'MISS');
    const shareable = response.headers.has(SHARED_DOCUMENT_HEADER) && response.status === 200 && !sessionCookie && response.headers.get('content-type')?.startsWith('text/html');
    return shareable ? options.documentCache.capture(documentKey, response.status, response.statusText, cspNonceOf(res)) : undefined;
  };

  return (basename: string, documentKey?: string): RemixHandler =>
    async (req, res, next) => {
      const controller = new AbortController();
      // Closed before the response finished: the shopper went away, so stop the work done for them.
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      try {
        const request = remixRequest(req, res.locals.edge as EdgeRequestLocals, controller.signal);
        const context = await options.getLoadContext(req, res);
        const scope: RequestScope = { signal: controller.signal };
        const response = await runInRequestScope(scope, () => handlerFor(basename)(request, context));

        if (response.status >= 500 && scope.backendUnavailable) {
          await response.body?.cancel().catch(() => {});
          options.sendUnavailable(req, res, scope.backendUnavailable.retryAfterSeconds);
          return;
        }
        const sessionCookie = await context.storefront.session.commit();
        const capture = captureFor(documentKey, response, sessionCookie, res);
        // Every header this handler adds is also the cached document's.
        const addHeader = (name: string, value: string) => {
          if (name === 'vary') res.vary(value);
          else res.append(name, value);
          capture?.header(name, value);
        };
        res.statusMessage = response.statusText;
        res.status(response.status);
        const providerOrigins = response.headers.get(PROVIDER_ORIGINS_HEADER)?.split(/\s+/).filter(Boolean) ?? [];
        if (providerOrigins.length > 0) allowProviderOrigins(res, providerOrigins);
        const connectSources = response.headers.get(CONNECT_SOURCES_HEADER)?.split(/\s+/).filter(Boolean) ?? [];
        if (connectSources.length > 0) allowConnectSources(res, connectSources);
        for (const [name, value] of response.headers.entries()) {
          if (INTERNAL_HEADERS.includes(name)) continue;
          // The last line of defence against an open redirect a route let through (decision 018).
          if (name === 'location' && !isSameSiteLocation(value, new URL(request.url).origin) && !isAllowedExternal(value, [...(options.externalRedirectOrigins ?? []), ...providerOrigins])) {
            req.log?.error({ location: value }, 'redirect off the site refused');
            res.append(name, '/');
            continue;
          }
          // Vary may already hold fields the URL rules set (Accept-Language); each field is named once.
          addHeader(name, value);
        }
        if (sessionCookie) res.append('Set-Cookie', sessionCookie);
        // Crawlers keep no cookies: theirs would only make every page they fetch uncacheable (private).
        if ((req.method === 'GET' || req.method === 'HEAD') && response.status < 300 && !context.storefront.render.bot) {
          const { market, locale } = context.storefront;
          const values = { country: market.country, locale, storeKey: market.storeKey, currency: market.currency };
          for (const cookie of marketCookies(req.headers.cookie, values)) addHeader('Set-Cookie', cookie);
        }
        if (response.body && capture) await sendAndCapture(response.body, res, capture, scope);
        else if (response.body) await writeReadableStreamToWritable(response.body, res);
        else res.end();
      } catch (error) {
        next(error);
      }
    };
}
