import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { ServerBuild } from '@remix-run/node';
import { createLoadContextFactory, type LoadContextDeps } from './load-context';
import { localImages } from './images';
import { OPERATOR_SPACE, operatorOnly } from './local-pages/operator-only';
import { PRODUCT_PICTURES_PATH } from '~/lib/images';
import { localManuals } from './manuals';
import { createRemixHandler } from './remix-handler';
import type { DocumentCache } from './document-cache';
import { createEdge } from './edge';
import { choosePage } from './page-target';
import { pageCache } from './page-cache';
import { createRouteSharing } from './route-sharing';
import { sendStatusPage } from './edge/status-page';
import { answerErrors } from './edge/client-errors';
import type { RateLimiters } from './edge/rate-limits';
import { MY_ORDERS_STAND_IN_PATH, myOrdersStandIn } from './my-orders/page';
import { mountRoutes, type ServiceRoute } from './services/types';

export interface ServerAppOptions extends Omit<LoadContextDeps, 'rateLimit'> {
  logger: Logger;
  /** The Remix build: a module in production, a loader from Vite in development. */
  getBuild: () => Promise<ServerBuild>;
  /** Pages kept for visitors who see the same page; absent: every page is rendered. */
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
  /** The services' routes (provider notifications, local simulators and pages): after the operator rule and before
   * the page guards, as no browser form posts to them. */
  serviceRoutes?: readonly ServiceRoute[];
  /** Origins a route's redirect may lead to besides the shop (social sign-in providers). */
  externalRedirectOrigins?: string[];
}

// 1×1 transparent GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Remix flushes after every chunk and each flush ends a deflate block, so a flush waits for the writer to pause:
 * a burst compresses as one while the shell still goes out before slow data. */
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

/** The request path top to bottom (decision 153; walked through in docs/architecture.md): edge guards, routes that
 * answer without a page, page guards, URL rules, page cache, then Remix, entered from this one place. */
export function createServerApp(options: ServerAppOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  const edge = createEdge({ ...options, storeDomains: options.shop.storeDomains, secureCookies: options.session.secure, trustProxy: Boolean(options.trustProxy) });

  app.use(edge.first);
  addOperationalRoutes(app, options);
  app.use(pinoHttp({ logger: options.logger, autoLogging: { ignore: (req) => /^\/(?:healthz|livez|readyz)$/.test(req.url ?? '') } }));
  app.use(compression());
  app.use(flushWhenIdle);
  // Everything under /__ is the operator's (this machine only) unless named a shopper's; no cross-site POST there.
  app.all(OPERATOR_SPACE, operatorOnly);
  addStaticRoutes(app, options);
  // Provider notifications, local simulators and pages: not the shop's pages, so neither the host nor the form guards apply.
  mountRoutes(app, options.serviceRoutes ?? []);

  edge.mountPageGuards(app);
  app.use(choosePage({ ...options.shop, commerceClient: options.commerceClient }));
  const routeSharing = options.documentCache && createRouteSharing();
  if (options.documentCache && routeSharing) app.use(pageCache({ ...options, documentCache: options.documentCache, routeSharing }));
  app.use(
    createRemixHandler({
      documentCache: options.documentCache,
      routeSharing,
      externalRedirectOrigins: options.externalRedirectOrigins ?? [],
      build: options.getBuild,
      mode: options.mode,
      getLoadContext: createLoadContextFactory({ ...options, rateLimit: (bucket, clientKey) => options.rateLimiters.hit(bucket, clientKey) }),
      sendUnavailable: (req, res, seconds) => sendStatusPage(req, res, 'serviceUnavailable', options.shop.storeDomains, { retryAfterSeconds: seconds }),
    }),
  );

  // A client's error (a missing static file, a simulator's body it cannot read) is answered with its 4xx; ours are logged.
  app.use(answerErrors(options.logger));
  return app;
}

/** Liveness, readiness, the no-script beacon and the hashed Vite assets: answered before the request log. */
function addOperationalRoutes(routes: express.Express, options: ServerAppOptions): void {
  // Liveness: this process answers. Readiness: it can serve pages (the commerce backend is up).
  routes.get('/livez', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  const readiness: express.RequestHandler = (_req, res) => {
    const ready = options.shop.isBackendHealthy();
    res.set('Cache-Control', 'no-store').status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'degraded', backend: ready ? 'up' : 'down' });
  };
  routes.get('/readyz', readiness);
  routes.get('/healthz', readiness);
  // Loaded from <noscript> only: remembers for this browser session that the page must not rely on script.
  routes.get(options.noScriptBeacon.path, (_req, res) => {
    res.cookie(options.noScriptBeacon.cookie, '1', { path: '/', sameSite: 'lax', httpOnly: true });
    res.set('Cache-Control', 'no-store').type('image/gif').send(PIXEL);
  });
  // Hashed Vite assets never change and are sent precompressed (scripts/precompress-assets.ts), so they skip the
  // request log, the compression and the flush timer: a first page load asks for many of them.
  if (!options.devMiddleware) {
    routes.use(
      '/assets',
      expressStaticGzip(path.join(options.clientDir, 'assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gz'],
        index: false,
        serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
      }),
    );
  }
}

/**
 * The paths of the public files (the client folder's top level but the hashed assets), so only they ask the disk:
 * a page request would otherwise look for a file of its name first. Null when there are none.
 */
export function publicFilePaths(clientDir: string): RegExp | null {
  if (!fs.existsSync(clientDir)) return null;
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const alternatives = fs
    .readdirSync(clientDir, { withFileTypes: true })
    .filter((entry) => entry.name !== 'assets')
    .map((entry) => (entry.isDirectory() ? `${escape(entry.name)}/` : `${escape(entry.name)}$`));
  return alternatives.length ? new RegExp(`^/(?:${alternatives.join('|')})`) : null;
}

/** Static files (Vite's middleware in development), the seed's pictures and manuals, the orders portal's stand-in, translations. */
function addStaticRoutes(routes: express.Express, options: ServerAppOptions): void {
  if (options.devMiddleware) routes.use(options.devMiddleware);
  else {
    const paths = publicFilePaths(options.clientDir);
    if (paths) routes.get(paths, express.static(options.clientDir, { maxAge: '1h', index: false, redirect: false }));
  }
  if (options.localAssets) {
    routes.use('/__images', localImages);
    routes.use(PRODUCT_PICTURES_PATH, localImages);
    routes.use('/__manuals', localManuals);
  }
  // The order self-service portal's stand-in, when no MY_ORDERS_URL names the real one.
  const { ordersPortal } = options.services;
  if (ordersPortal.url === MY_ORDERS_STAND_IN_PATH) {
    routes.use(MY_ORDERS_STAND_IN_PATH, myOrdersStandIn({ commerceClient: options.commerceClient, secret: ordersPortal.secret }));
  }
  // Translation files for namespaces a page did not embed (loaded lazily by the browser).
  routes.use('/locales', express.static(options.localesDir, { maxAge: '1h', index: false, redirect: false, fallthrough: false }));
}
