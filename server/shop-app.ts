// The shop's Express app from the services a worker (or a single process) built (server/services).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type express from 'express';
import type { ServerBuild } from '@remix-run/node';
import type { Logger } from 'pino';
import { createImageCheck } from '~/lib/image-check.server';
import { NO_SCRIPT_BEACON_PATH, NO_SCRIPT_COOKIE } from '~/render-mode';
import { PROJECT_ROOT } from '~/lib/project-root.server';
import { LOCALES_DIR } from '~/i18n/resources.server';
import { parseStoreDomains, sellerOf, usesEmbeddedBackend, type ServerEnv } from './env';
import { createServerApp } from './app';
import { hasLocalPicture } from './images';
import type { ShopServices } from './services';

export interface RemixBuild {
  mode: 'production' | 'development';
  getBuild: () => Promise<ServerBuild>;
  /** Vite's middleware in development (`--dev`). */
  devMiddleware?: express.RequestHandler;
}

export function createShopApp(env: ServerEnv, services: ShopServices, remix: RemixBuild, logger: Logger): express.Express {
  const storeDomains = parseStoreDomains(env.STORE_DOMAINS);
  return createServerApp({
    commerceClient: services.commerceClient,
    submissions: services.submissions,
    search: services.search.service,
    cms: services.cms,
    checkImage: createImageCheck({ hasLocal: hasLocalPicture }),
    logger,
    getBuild: remix.getBuild,
    documentCache: services.documentCache,
    devMiddleware: remix.devMiddleware,
    clientDir: path.join(PROJECT_ROOT, 'build/client'),
    localesDir: LOCALES_DIR,
    storeDomains,
    isBackendHealthy: () => services.backend.ready(),
    sessionSecrets: services.session.secrets,
    secureCookies: services.session.secureCookies,
    appVersion: env.APP_VERSION,
    mode: remix.mode,
    noScriptBeacon: { path: NO_SCRIPT_BEACON_PATH, cookie: NO_SCRIPT_COOKIE },
    localAssets: usesEmbeddedBackend(env),
    environment: services.plan.environment,
    trustProxy: env.TRUST_PROXY,
    port: env.PORT,
    // Strict-Transport-Security only where the shop runs on its own TLS domains.
    hsts: Object.keys(storeDomains).length > 0,
    rateLimiters: services.rateLimiters,
    payments: { provider: services.payments.provider, companyExcludedMethods: services.payments.companyExcludedMethods },
    vatCheck: services.vat.service,
    seller: sellerOf(env),
    addressValidation: services.addressValidation,
    serviceRoutes: services.stack.routes,
    mailer: services.mailer,
    social: services.social,
    ordersPortal: services.ordersPortal,
    // Redirects a route may send off the site: the social sign-in providers' authorization pages, the card
    // provider's hosted pages.
    externalRedirectOrigins: [...Object.values(services.social).map((provider) => provider.authorizationOrigin), ...services.payments.provider.redirectOrigins],
    tracker: services.tracker,
    supportDesk: services.supportDesk,
    recommendations: services.recommendations,
  });
}

/** The Remix build: Vite's, compiled on request, in development; the production build's module otherwise. */
export async function loadRemixBuild(dev: boolean): Promise<RemixBuild> {
  if (dev) {
    const vite = await import('vite');
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    return { mode: 'development', getBuild: () => viteServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>, devMiddleware: viteServer.middlewares };
  }
  const buildFile = path.join(PROJECT_ROOT, 'build/server/index.js');
  if (!fs.existsSync(buildFile)) throw new Error('No production build: run `npm run build` (npm start does).');
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  return { mode: 'production', getBuild: async () => build };
}
