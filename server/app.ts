import path from 'node:path';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { ServerBuild } from '@remix-run/node';
import { isbot } from 'isbot';
import { COOKIES, countryFromHost, getMarket, type LanguageCode, type Market } from '~/markets';
import { preferredLanguage } from '~/i18n/language.server';
import { readCookieHeader } from '~/lib/cookies';
import { resolveUrl, type UrlDecision } from '~/routing/url-rules';
import { stripLanguagePrefix } from '~/routing/localized-path';
import { movedPageLocation } from '~/catalog/moved-page.server';
import { commerceStoreOf, createLoadContextFactory, type LoadContextDeps, type StorefrontLocals } from './load-context';
import { localImages } from './images';
import { operatorOnly } from './local-pages/operator-only';
import { PRODUCT_PICTURES_PATH } from '~/lib/images';
import { localManuals } from './manuals';
import { isDataRequest, resolveDataRequest } from './data-requests';
import { createRemixHandler } from './remix-handler';
import type { DocumentCache } from './document-cache';
import { createSharedRouteMatcher } from './shared-routes';
import { createSharedViewReader } from '~/shared-view.server';
import { isSignInLive } from '~/account/server/session-revocation.server';
import { createCartDocumentKeyReader } from '~/cart/cart-document.server';
import { cspNonceOf } from './edge/security-headers';
import { createEdge } from './edge';
import { sendStatusPage } from './edge/status-page';
import { answerErrors } from './edge/client-errors';
import type { RateLimiters } from './edge/rate-limits';
import { MY_ORDERS_STAND_IN_PATH, myOrdersStandIn } from './my-orders/page';

export interface ServerAppOptions extends Omit<LoadContextDeps, 'rateLimit'> {
  logger: Logger;
  /** The Remix build: a module in production, a loader from Vite in development. */
  getBuild: () => Promise<ServerBuild>;
  /** Documents shared by visitors without cookies (decision 063); absent: every document is rendered. */
  documentCache?: DocumentCache;
  clientDir: string;
  localesDir: string;
  /** Vite's connect middleware in development; static files in production. */
  devMiddleware?: express.RequestHandler;
  mode: 'production' | 'development';
  /** Serve the seed's pictures under /__images and /i and manuals under /__manuals (local default only). */
  localAssets: boolean;
  noScriptBeacon: { path: string; cookie: string };
  /** TRUST_PROXY: Express's `trust proxy` setting (X-Forwarded-Host/-Proto/-For come from our proxy). */
  trustProxy: boolean | number | string;
  /** The port this server listens on (the local fallback host). */
  port: number;
  /** Strict-Transport-Security (production on TLS). */
  hsts: boolean;
  rateLimiters: RateLimiters;
  /**
   * The services' routes (server/services), answered before the shop's edge guards and pages: the provider's
   * notification endpoint (JSON POSTs from the provider, no browser), the local simulators under /__payments
   * and /__vat, and the local pages /__mail, /__support, /__tracking (zero-configuration setup only).
   */
  serviceRoutes?: readonly express.Router[];
  /** Origins a route's redirect may lead to besides the shop (social sign-in providers). */
  externalRedirectOrigins?: string[];
}

/** A path no route owns: the catch-all answers it with the spec's 404 page. */
export const NOT_FOUND_PATH = '/__not-found';

// 1×1 transparent GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Streaming through gzip: Remix flushes the compressor after every chunk it writes, and each flush ends a
 * deflate block, which made a product page 32.8 KB compressed instead of 21.8 KB. Here a flush waits until
 * the writer pauses (FLUSH_IDLE_MS without another), so a burst of chunks compresses as one while humans
 * still get the shell before slow data.
 */
const FLUSH_IDLE_MS = 8;
const flushWhenIdle: express.RequestHandler = (_req, res, next) => {
  const flushable = res as express.Response & { flush?: () => void };
  const flushNow = flushable.flush;
  if (typeof flushNow === 'function') {
    let timer: NodeJS.Timeout | undefined;
    flushable.flush = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!res.writableEnded) flushNow.call(res);
      }, FLUSH_IDLE_MS);
    };
    res.on('close', () => clearTimeout(timer));
  }
  next();
};

const MANIFEST_PATH = /^(?:\/([a-z]{2}))?\/__manifest$/;

/**
 * The language a person's page view should be in (spec §9 detection: locale cookie, then the browser's
 * languages); undefined for crawlers, which index every language at its own URL, and for form posts.
 */
function wantedLanguageOf(req: express.Request, market: Market): LanguageCode | undefined {
  if (market.languages.length < 2 || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined;
  if (isbot(req.get('user-agent') ?? '')) return undefined;
  return preferredLanguage(market, readCookieHeader(req.headers.cookie, COOKIES.locale.name), req.get('accept-language') ?? null);
}

export function createServerApp(options: ServerAppOptions) {
  const { storeDomains } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);

  // Refused before anything else runs: methods the shop has no use for, request targets that are no path;
  // security headers and the cookie policy on every response.
  const edge = createEdge({ ...options, trustProxy: Boolean(options.trustProxy) });
  app.use(edge.first);

  // Liveness: this process answers. Readiness: it can serve pages (the commerce backend is up).
  app.get('/livez', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  const readiness: express.RequestHandler = (_req, res) => {
    const ready = options.isBackendHealthy();
    res.set('Cache-Control', 'no-store').status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'degraded', backend: ready ? 'up' : 'down' });
  };
  app.get('/readyz', readiness);
  app.get('/healthz', readiness);

  // Loaded from <noscript> only: remembers for this browser session that the page must not rely on script.
  app.get(options.noScriptBeacon.path, (_req, res) => {
    res.cookie(options.noScriptBeacon.cookie, '1', { path: '/', sameSite: 'lax', httpOnly: true });
    res.set('Cache-Control', 'no-store').type('image/gif').send(PIXEL);
  });

  // Hashed Vite assets never change and are sent precompressed (brotli, else zopfli gzip: every script and
  // stylesheet has both, scripts/precompress-assets.ts), so they skip the request log, the compression and the
  // flush timer below: a first page load asks for 20-35 of them, and they were most of a worker's requests.
  if (!options.devMiddleware) {
    app.use(
      '/assets',
      expressStaticGzip(path.join(options.clientDir, 'assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gz'],
        index: false,
        serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
      }),
    );
  }

  app.use(pinoHttp({ logger: options.logger, autoLogging: { ignore: (req) => /^\/(?:healthz|livez|readyz)$/.test(req.url ?? '') } }));
  app.use(compression());
  app.use(flushWhenIdle);
  // Everything under /__ is the operator's (this machine only) unless named a shopper's; no cross-site POST there.
  app.use(operatorOnly);

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else {
    app.use(express.static(options.clientDir, { maxAge: '1h', index: false, redirect: false }));
  }

  if (options.localAssets) {
    app.use('/__images', localImages);
    app.use(PRODUCT_PICTURES_PATH, localImages);
    app.use('/__manuals', localManuals);
  }
  // The order self-service portal's stand-in, when no MY_ORDERS_URL names the real one.
  if (options.ordersPortal.url === MY_ORDERS_STAND_IN_PATH) {
    app.use(MY_ORDERS_STAND_IN_PATH, myOrdersStandIn({ commerceClient: options.commerceClient, secret: options.ordersPortal.secret }));
  }

  // Translation files for namespaces a page did not embed (loaded lazily by the browser).
  app.use('/locales', express.static(options.localesDir, { maxAge: '1h', index: false, redirect: false, fallthrough: false }));

  // Provider notifications, local simulators and pages: not the shop's pages, so neither the host nor the form guards apply.
  for (const routes of options.serviceRoutes ?? []) app.use(routes);

  app.use(edge.beforePages);

  const buildLoadContext = createLoadContextFactory({
    ...options,
    rateLimit: (bucket, clientKey) => options.rateLimiters.hit(bucket, clientKey),
  });
  const remixHandler = createRemixHandler({
    documentCache: options.documentCache,
    externalRedirectOrigins: options.externalRedirectOrigins ?? [],
    build: options.getBuild,
    mode: options.mode,
    getLoadContext: buildLoadContext,
    sendUnavailable: (req, res, seconds) => sendStatusPage(req, res, 'serviceUnavailable', storeDomains, { retryAfterSeconds: seconds }),
  });

  const documentSharing = createSharedRouteMatcher(options.getBuild);
  const sharedViewOf = createSharedViewReader({
    secrets: options.sessionSecrets,
    secure: options.secureCookies,
    isSignInLive: (session) => isSignInLive(options.commerceClient, session, { fresh: false, logger: options.logger }),
  });
  const cartDocumentKeyOf = createCartDocumentKeyReader({ secrets: options.sessionSecrets, secure: options.secureCookies });
  /** Where the page may be kept: by the shopper's shared view, or by their cart's version (decisions 106, 117). */
  const documentKeyOf = async (req: express.Request, res: express.Response, basename: string) => {
    const cache = options.documentCache;
    // Only a GET is ever kept: nothing else pays for the route match and the session's signature.
    const sharing = cache && req.method === 'GET' ? await documentSharing(req.path, basename) : undefined;
    if (sharing === 'view') {
      const view = await sharedViewOf({ cookieHeader: req.headers.cookie, pathname: req.path }, new Date());
      return view && { key: cache?.keyFor(req, res, view.key), view };
    }
    if (sharing === 'cart') {
      const { market, language } = res.locals.storefront as StorefrontLocals;
      const commerce = { client: options.commerceClient, store: commerceStoreOf(market, language) };
      const read = await cartDocumentKeyOf({ cookieHeader: req.headers.cookie, commerce });
      return read && { key: cache?.keyFor(req, res, read.key, true), cart: read.cart };
    }
    return undefined;
  };
  /** A page from the document cache when the route keeps its documents and this visitor's key was rendered. */
  const answerPage = async (req: express.Request, res: express.Response, next: express.NextFunction, basename: string) => {
    const kept = await documentKeyOf(req, res, basename);
    const documentKey = kept?.key;
    if (documentKey && options.documentCache?.serve(documentKey, req, res, cspNonceOf(res))) return;
    // The render of a shared page sees only the view (decision 106); a cart page's, the shopper's own session
    // and the cart its key was read from (decision 117).
    if (documentKey && kept?.view?.session) res.locals.sharedView = kept.view.session;
    if (kept?.cart) res.locals.cartRead = kept.cart;
    await remixHandler(basename, documentKey)(req, res, next);
  };

  /**
   * A URL rule's redirect, unless its target moves on (an old product slug, the SEO redirection table): then the
   * final place at once, so every old URL takes one hop (decision 128). Language redirects are the shopper's.
   */
  const redirectOnce = async (req: express.Request, res: express.Response, market: Market, decision: Extract<UrlDecision, { kind: 'redirect' }>) => {
    let { location, status }: { location: string; status: number } = decision;
    if ((req.method === 'GET' || req.method === 'HEAD') && !decision.negotiated && decision.status !== 302) {
      const target = new URL(decision.location, 'http://localhost');
      const { language, path } = stripLanguagePrefix(target.pathname, market);
      const commerce = { client: options.commerceClient, store: commerceStoreOf(market, language) };
      const moved = await movedPageLocation(commerce, { market, language, environment: options.environment }, path, target.search);
      if (moved) ({ location, status } = moved);
    }
    res.set('Cache-Control', 'no-cache').redirect(status, location);
  };

  // app.use, not app.all('*'): Express would decode the path as a route parameter and throw on bad escapes.
  app.use((req, res, next) => {
    const country = countryFromHost(req.headers.host, storeDomains);
    const market = getMarket(country);

    // Remix's lazy route discovery asks `{basename}/__manifest`; it belongs to Remix, not to the URL rules.
    const manifest = MANIFEST_PATH.exec(req.path);
    if (manifest) {
      const language = manifest[1] as LanguageCode | undefined;
      if (language && !market.languages.includes(language)) return next();
      res.locals.storefront = { market, language: language ?? market.defaultLanguage, basename: language ? `/${language}` : '/' };
      void remixHandler(language ? `/${language}` : '/')(req, res, next);
      return;
    }
    let url: URL;
    try {
      // Joined, not resolved: `new URL('//evil.example/x', base)` would read a host out of the path.
      url = new URL(`http://localhost${req.originalUrl}`);
    } catch {
      url = new URL(NOT_FOUND_PATH, 'http://localhost');
    }

    // Client-side navigations and fetchers load `{page}.data` (single fetch).
    if (isDataRequest(url.pathname)) {
      const data = resolveDataRequest(url, market, { environment: options.environment });
      if (data.kind === 'not-found') {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      req.url = req.originalUrl = data.url;
      res.locals.storefront = { market, language: data.language, basename: data.basename };
      void remixHandler(data.basename)(req, res, next);
      return;
    }

    const decision = resolveUrl(url, market, { environment: options.environment, preferredLanguage: wantedLanguageOf(req, market) });
    // Unprefixed pages of multi-language stores depend on the shopper's language (decision 021).
    if ((decision.kind === 'page' || decision.kind === 'redirect') && decision.negotiated) res.vary('Cookie').vary('Accept-Language');
    switch (decision.kind) {
      case 'redirect':
        redirectOnce(req, res, market, decision).catch(next);
        return;
      case 'pass-through':
        next();
        return;
      case 'not-found':
        // Let Remix render the spec's 404 page; the original path may not even be decodable.
        req.url = req.originalUrl = NOT_FOUND_PATH;
        res.locals.storefront = { market, language: market.defaultLanguage, basename: '/' };
        void remixHandler('/')(req, res, next);
        return;
      case 'page': {
        res.locals.storefront = { market, language: decision.language, basename: decision.basename, wantedLanguage: decision.wantedLanguage };
        answerPage(req, res, next, decision.basename).catch(next);
        return;
      }
    }
  });

  // Reserved prefixes that nothing answered get the spec's 404 page too.
  app.use((req, res, next) => {
    const market = getMarket(countryFromHost(req.headers.host, storeDomains));
    req.url = req.originalUrl = NOT_FOUND_PATH;
    res.locals.storefront = { market, language: market.defaultLanguage, basename: '/' };
    void remixHandler('/')(req, res, next);
  });

  // A client's error (a missing static file, a simulator's body it cannot read) is answered with its 4xx; ours are logged.
  app.use(answerErrors(options.logger));

  return app;
}
