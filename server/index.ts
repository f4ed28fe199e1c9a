import cluster from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createServer } from 'node:http';
import pino from 'pino';
import type { ServerBuild } from '@remix-run/node';
import { installGlobals } from '@remix-run/node';
import { startConfiguredBackend } from './commerce-backend/start-configured';
import { readEnv, parseStoreDomains, publishNodeEnv, usesEmbeddedBackend, usesSecureCookies } from './env';
import { createRateLimiters } from './edge/rate-limits';
import { ALLOWED_METHODS } from './edge/request-guards';
import { createServerApp } from './app';
import { warmUpPages } from './warm-up';
import { clusterSubmissions } from './cluster/submissions';
import { inProcessSubmissions } from '~/forms/submissions.server';
import { openRedisCommands } from './redis-client';
import { redisSubmissions } from './redis-submissions';
import { attachCartChannel, commerceForHost } from './cart-channel';
import { createSessionStorage } from '~/session.server';
import { commerceConfig } from './commerce-config';
import { createCommerceClient, getCommerceClient } from '~/commerce/client.server';
import { DEFAULT_COUNTRY, MARKETS, localeTag } from '~/markets';
import { createSearchService } from '~/search/service.server';
import { createEmbeddedSearch } from '~/search/embedded/service.server';
import { createCmsSource } from '~/content/cms.server';
import { NO_SCRIPT_BEACON_PATH, NO_SCRIPT_COOKIE } from '~/render-mode';
import { addressValidationCountries, createAddressValidation } from '~/address-validation/address-validation.server';
import { loopbackUrl, setUpPayments } from './payments/setup';
import { createNotificationEndpoint, PAYMENT_NOTIFICATION_PATH } from './payments/notification-endpoint';
import { SIMULATOR_MOUNT_PATH } from './payments/simulator';
import { setUpVatCheck } from './vat/setup';
import { VAT_SIMULATOR_MOUNT_PATH } from './vat/simulator';
import { createImageCheck } from '~/lib/image-check.server';
import { hasLocalPicture } from './images';
import { createMailer } from '~/mail/mailer.server';
import { createSocialProviders } from '~/account/social/providers.server';
import { createPaymentNotificationHandler } from '~/checkout/server/notifications.server';
import { MY_ORDERS_STAND_IN_PATH } from './my-orders/page';
import { startMailCatcher } from './mail-catcher/catcher';
import { mailCatcherPage } from './mail-catcher/page';
import { createTracker } from '~/tracking/tracker.server';
import { createHttpTrackingSink } from '~/tracking/http-sink.server';
import { createSupportDesk } from '~/support/desk.server';
import { createWebToCaseDelivery, parseCaseFieldNames } from '~/support/web-to-case.server';
import { createRecommendationEngine } from '~/recommendations/engine.server';
import { parseCountryMap } from './env';
import { openTrackingLog } from './tracking-log/log';
import { trackingLogPage } from './tracking-log/page';
import { openCaseInbox } from './support-inbox/inbox';
import { supportInboxPage } from './support-inbox/page';
import { runPrimary } from './cluster/primary';
import { connectToPrimary } from './cluster/worker-link';
import { watchCatalogueChanges } from './catalogue-watcher';
import { markDegraded } from '~/commerce/request-scope.server';
import { createDocumentCache } from './document-cache';
import { PROJECT_ROOT } from '~/lib/project-root.server';
import { LOCALES_DIR } from '~/i18n/resources.server';

installGlobals({ nativeFetch: true });

const env = readEnv();
const isDev = process.argv.includes('--dev');
if (!isDev) publishNodeEnv(env);
// One shop worker per core under a node:cluster primary (decision 057); one process for `npm run dev`.
/** The longest a worker waits for its search indexes before it takes requests anyway. */
const WARM_UP_LIMIT_MS = 60_000;
const WARN_LEVEL = 40;
const workerCount = isDev ? 1 : (env.WEB_CONCURRENCY ?? os.availableParallelism());
const role = !cluster.isPrimary ? 'worker' : workerCount > 1 ? 'primary' : 'single';
const logger = pino({
  level: env.LOG_LEVEL,
  base: { service: 'storefront' },
  // A request that logged a warning or an error rendered something less than its page: never share it (decision 063).
  hooks: {
    logMethod(args, method, level) {
      if (level >= WARN_LEVEL) markDegraded();
      method.apply(this, args);
    },
  },
});
const dataDir = path.resolve(PROJECT_ROOT, env.DATA_DIR);
fs.mkdirSync(dataDir, { recursive: true });

/** Zero configuration: a random secret, kept in the data folder so sessions survive restarts. */
function sessionSecrets(): string[] {
  if (env.SESSION_SECRET) return env.SESSION_SECRET.split(',');
  const file = path.join(dataDir, 'session-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return [fs.readFileSync(file, 'utf8').trim()];
}

async function main() {
  // A worker finds the single-instance services (backend, mail catcher, simulators) in its primary.
  const primary = role === 'worker' ? await connectToPrimary() : undefined;
  let backendHealthy = () => true;
  let stopBackend = async () => {};
  if (primary) {
    backendHealthy = () => primary.backendReady();
  } else {
    const backend = await startConfiguredBackend(env, dataDir, logger);
    if (backend) {
      backendHealthy = () => backend.isHealthy();
      stopBackend = () => backend.stop();
    }
  }

  let getBuild: () => Promise<ServerBuild>;
  let devMiddleware;
  if (isDev) {
    const vite = await import('vite');
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    devMiddleware = viteServer.middlewares;
    getBuild = () => viteServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
  } else {
    const buildFile = path.join(PROJECT_ROOT, 'build/server/index.js');
    if (!fs.existsSync(buildFile)) throw new Error('No production build: run `npm run build` (npm start does).');
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    getBuild = async () => build;
  }

  const commerceClient = getCommerceClient({ ...commerceConfig(env), logger: logger.child({ service: 'commerce' }) });
  // The catalogue cache hears of every change the embedded backend makes (decision 055).
  // Documents for visitors without cookies, kept for seconds and dropped with every catalogue change (decision 063).
  const documentCache = createDocumentCache({ ttlMs: env.DOCUMENT_CACHE_SECONDS * 1000 });
  const catalogueWatcher = usesEmbeddedBackend(env)
    ? watchCatalogueChanges({
        backendUrl: commerceConfig(env).apiUrl,
        cache: commerceClient.catalogueCache,
        logger: logger.child({ service: 'catalogue-watcher' }),
        onChange: () => documentCache.clear(),
      })
    : undefined;

  const searchLogger = logger.child({ service: 'search' });
  const embeddedSearch = env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_KEY
    ? undefined
    : createEmbeddedSearch({
        // Reading a whole catalogue for an index takes longer than one page's commerce call may. Its own
        // client, one call at a time beside the shoppers' slots: never shed by them, never crowding them.
        commerce: createCommerceClient({ ...commerceConfig(env), timeoutMs: 60_000, maxConcurrency: 1, maxQueue: 1000, maxQueueWaitMs: 60_000, logger: searchLogger }),
        logger: searchLogger,
      });
  const search = embeddedSearch ?? createSearchService({ kind: 'algolia', appId: env.ALGOLIA_APP_ID!, apiKey: env.ALGOLIA_SEARCH_KEY!, logger: searchLogger });
  const cmsLogger = logger.child({ service: 'cms' });
  const cms = env.CMS_BASE_URL
    ? createCmsSource({ kind: 'http', baseUrl: env.CMS_BASE_URL, logger: cmsLogger })
    : createCmsSource({ kind: 'files', dir: path.join(PROJECT_ROOT, 'cms'), logger: cmsLogger });

  // Checkout services (issue 11): card payments, VAT ID check, address validation. Local simulators unless
  // configured; refused in production with real services (decisions 035, 037).
  const servicesEnvironment = !isDev && !usesEmbeddedBackend(env) ? 'production' : 'local';
  const simulatorsAllowed = servicesEnvironment === 'local' || env.ALLOW_LOCAL_SIMULATORS;
  if (servicesEnvironment === 'production' && env.ALLOW_LOCAL_SIMULATORS) logger.warn('ALLOW_LOCAL_SIMULATORS: payments and VAT checks may be simulated with a real commercetools project');
  const payments = setUpPayments(env, { simulatorsAllowed, dataDir, logger, simulatorRunsElsewhere: Boolean(primary) });
  const vat = setUpVatCheck(env, { simulatorsAllowed, selfUrl: loopbackUrl(env.HOST, env.PORT) });
  const addressValidation = createAddressValidation({
    apiKey: env.GOOGLE_ADDRESS_VALIDATION_KEY,
    countries: addressValidationCountries(MARKETS, env.ADDRESS_VALIDATION_COUNTRIES),
    timeoutMs: env.ADDRESS_VALIDATION_TIMEOUT_MS,
  });
  // Mail always speaks SMTP: to SMTP_URL, or to the embedded catcher on loopback (its inbox at /__mail, which a
  // shop on its production domains does not serve even then).
  const mailLogger = logger.child({ service: 'mail' });
  const catcher = env.SMTP_URL || primary
    ? undefined
    : await startMailCatcher({ dataDir, port: env.SMTP_CATCHER_PORT, onError: (err) => mailLogger.error({ err }, 'mail catcher failed') });
  if (catcher) mailLogger.info({ port: catcher.port }, `mail catcher on ${catcher.url}`);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL ?? primary?.services.smtpUrl ?? catcher!.url, from: env.MAIL_FROM, logger: mailLogger });

  // Tracking, support requests and recommendations (issue 13): the production services when configured, else
  // the local event log, case inbox (both durable in DATA_DIR) and the shop's own recommendations.
  const trackingLogger = logger.child({ service: 'tracking' });
  const trackingLog = env.TRACKING_URL ? undefined : openTrackingLog(dataDir);
  const tracker = createTracker({
    sink: env.TRACKING_URL ? createHttpTrackingSink({ url: env.TRACKING_URL, apiKey: env.TRACKING_API_KEY }) : trackingLog!,
    logger: trackingLogger,
    timeoutMs: env.TRACKING_TIMEOUT_MS,
  });
  // Double-submitted forms act once whichever worker (decision 057) or, with Redis, machine each copy reaches (098).
  const submissionsRedis = env.REDIS_URL
    ? await openRedisCommands(env.REDIS_URL, (err) => logger.warn({ err }, 'redis connection of the double-submit record failed'))
    : undefined;
  const submissions = submissionsRedis
    ? redisSubmissions(submissionsRedis, { onError: (err) => logger.warn({ err }, 'double-submit record in Redis failed; form run unchecked') })
    : primary ? clusterSubmissions() : inProcessSubmissions;
  const caseInbox = env.SUPPORT_CASE_URL ? undefined : openCaseInbox(dataDir);
  const supportDesk = createSupportDesk({
    delivery: env.SUPPORT_CASE_URL
      ? createWebToCaseDelivery({ url: env.SUPPORT_CASE_URL, fieldNames: parseCaseFieldNames(env.SUPPORT_CASE_FIELDS), timeoutMs: env.SUPPORT_CASE_TIMEOUT_MS })
      : caseInbox!,
    recordType: env.SUPPORT_CASE_RECORD_TYPE,
    orgId: env.SUPPORT_CASE_ORG_ID ?? 'local',
    debugEmail: env.SUPPORT_CASE_DEBUG_EMAIL,
    submissions,
  });
  if (servicesEnvironment === 'production' && caseInbox) logger.warn('SUPPORT_CASE_URL is not set: support requests stay in DATA_DIR/support-cases');
  const recommendations = env.RECOMMENDATION_URL
    ? { engine: createRecommendationEngine({ url: env.RECOMMENDATION_URL, apiKey: env.RECOMMENDATION_API_KEY }), domainIds: parseCountryMap(env.RECOMMENDATION_DOMAIN_IDS) }
    : undefined;
  // Verified, first-seen notifications record the outcome and place the order the shopper's return did not.
  const notificationEndpoint = createNotificationEndpoint({
    check: payments.notificationCheck,
    ledger: payments.ledger,
    basicAuth: payments.notificationAuth,
    logger: logger.child({ service: 'payment-notifications' }),
    handle: createPaymentNotificationHandler({ client: commerceClient, provider: payments.provider, mailer, graceMs: env.PAYMENT_RETURN_GRACE_MS }),
  });

  const secrets = sessionSecrets();
  const social = createSocialProviders({
    google: env.GOOGLE_CLIENT_ID ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET!, issuer: env.GOOGLE_ISSUER } : undefined,
    facebook: env.FACEBOOK_CLIENT_ID
      ? {
          clientId: env.FACEBOOK_CLIENT_ID,
          clientSecret: env.FACEBOOK_CLIENT_SECRET!,
          authorizationUrl: env.FACEBOOK_AUTHORIZATION_URL,
          tokenUrl: env.FACEBOOK_TOKEN_URL,
          userinfoUrl: env.FACEBOOK_USERINFO_URL,
        }
      : undefined,
  });
  // The portal verifies the tokens with its own copy of the secret; locally the shop's stand-in does.
  const ordersPortal = {
    url: env.MY_ORDERS_URL ?? MY_ORDERS_STAND_IN_PATH,
    secret: env.MY_ORDERS_TOKEN_SECRET ?? createHmac('sha256', secrets[0]).update('my-orders-link').digest('hex'),
  };
  const secureCookies = usesSecureCookies(env, isDev);
  const storeDomains = parseStoreDomains(env.STORE_DOMAINS);
  const rateLimiters = await createRateLimiters({
    redisUrl: env.REDIS_URL,
    factor: env.RATE_LIMIT_FACTOR,
    onError: (err) => logger.warn({ err }, 'rate limit store failed; request let through'),
    clusterWorker: Boolean(primary),
  });

  const app = createServerApp({
    commerceClient,
    submissions,
    search,
    cms,
    checkImage: createImageCheck({ hasLocal: hasLocalPicture }),
    logger,
    getBuild,
    documentCache,
    devMiddleware,
    clientDir: path.join(PROJECT_ROOT, 'build/client'),
    localesDir: LOCALES_DIR,
    storeDomains,
    isBackendHealthy: () => backendHealthy(),
    sessionSecrets: secrets,
    secureCookies,
    appVersion: env.APP_VERSION,
    mode: isDev ? 'development' : 'production',
    noScriptBeacon: { path: NO_SCRIPT_BEACON_PATH, cookie: NO_SCRIPT_COOKIE },
    localAssets: usesEmbeddedBackend(env),
    environment: servicesEnvironment,
    trustProxy: env.TRUST_PROXY,
    port: env.PORT,
    // Strict-Transport-Security only where the shop runs on its own TLS domains.
    hsts: Object.keys(storeDomains).length > 0,
    rateLimiters,
    payments: { provider: payments.provider, companyExcludedMethods: payments.companyExcludedMethods },
    vatCheck: vat.service,
    sellerCountry: env.SELLER_COUNTRY,
    addressValidation,
    serviceRoutes: (server) => {
      server.post(PAYMENT_NOTIFICATION_PATH, ...notificationEndpoint);
      if (primary) return primary.mountServices(server);
      if (payments.simulator) server.use(SIMULATOR_MOUNT_PATH, payments.simulator.router);
      if (vat.simulator) server.use(VAT_SIMULATOR_MOUNT_PATH, vat.simulator);
    },
    mailer,
    social,
    ordersPortal,
    // Redirects a route may send off the site: the social sign-in providers' authorization pages, the card
    // provider's hosted pages.
    externalRedirectOrigins: [...Object.values(social).map((provider) => provider.authorizationOrigin), ...payments.provider.redirectOrigins],
    mailCatcherPage: catcher && !env.STORE_DOMAINS ? mailCatcherPage(catcher) : undefined,
    tracker,
    supportDesk,
    recommendations,
    localPages: env.STORE_DOMAINS
      ? []
      : [
          ...(caseInbox ? [{ path: '/__support' as const, router: supportInboxPage(caseInbox) }] : []),
          ...(trackingLog ? [{ path: '/__tracking' as const, router: trackingLogPage(trackingLog) }] : []),
        ],
  });

  const server = createServer(app);
  // A slow client may not hold a connection for minutes (Node's default request timeout is 300 s).
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  // CONNECT never reaches Express: Node hands it to this listener or drops the socket without an answer.
  server.on('connect', (_req, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  const cartChannel = await attachCartChannel(server, {
    sessionStorage: createSessionStorage({ secrets, secure: secureCookies }),
    commerceFor: commerceForHost(commerceClient, storeDomains),
    logger: logger.child({ service: 'cart-channel' }),
    redisUrl: env.REDIS_URL,
    port: env.CART_CHANNEL_PORT,
    clusterWorker: Boolean(primary),
  });
  // The default store's languages are indexed before the port opens, so neither its shoppers nor a
  // readiness probe meet a worker that is still reading the catalogue (the others build on their first
  // search; every worker holds its own indexes, decision 057). Bounded: a slow backend delays, never blocks.
  if (embeddedSearch) {
    const stores = MARKETS.filter((market) => market.isDefault).flatMap((market) =>
      market.languages.map((language) => ({
        key: market.storeKey, country: market.country, currency: market.currency, language, locale: localeTag(language, market.country),
      })),
    );
    const warmed = embeddedSearch.warm(stores).catch((error: unknown) => searchLogger.warn({ err: error }, 'search warm-up failed'));
    await Promise.race([warmed, new Promise((resolve) => setTimeout(resolve, WARM_UP_LIMIT_MS).unref())]);
  }
  // The render path too: a worker's first pages cost 4–10 times a warm one's (server/warm-up.ts).
  if (!isDev) await warmUpPages(app, storeDomains[DEFAULT_COUNTRY] ?? `localhost:${env.PORT}`, logger.child({ service: 'warm-up' }));
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  logger.info({ port: env.PORT }, `storefront listening on http://localhost:${env.PORT}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    catalogueWatcher?.stop();
    // Open websockets would keep the HTTP server from closing.
    await cartChannel.close();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stopBackend();
    await payments.close();
    mailer.close();
    await catcher?.close();
    await rateLimiters.close();
    await submissionsRedis?.close();
    // Events still on their way get their bounded chance (at most the tracking timeout).
    await tracker.settled();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A worker whose primary is gone (even killed) must not keep the port.
  if (primary) process.on('disconnect', () => void shutdown('primary gone'));
}

if (role === 'primary') sessionSecrets(); // written once, before the workers read it
const start = role === 'primary' ? () => runPrimary({ env, dataDir, logger, workers: workerCount }) : main;
start().catch((error) => {
  logger.fatal({ err: error }, 'storefront failed to start');
  process.exit(1);
});
