// The cart action and loader against the embedded backend in this process (the commercetools mock with the
// project's pricing, guards and fixes on a throw-away SQLite store), with a storefront context built like
// server/load-context.ts builds it and a real signed session cookie carried from request to request.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppLoadContext } from '@remix-run/node';
import type { OutsideServices } from '~/context';
import { createEmbeddedBackend, type EmbeddedBackend } from '../../../server/commerce-backend/backend.ts';
import { openStorage, type CommerceStore } from '../../../server/commerce-backend/storage.ts';
import { passwordCost } from '../../../server/commerce-backend/password-hash.ts';
import { storeToggles } from '../../../server/load-context.ts';
import { createCommerceClient, type CommerceClient } from '~/commerce/client.server';
import { applyToggleOverrides } from '~/features';
import { DEFAULT_SELLER, getMarket, localeTag, type CountryCode } from '~/markets';
import { createSessionStorage, openSession, rememberShopperIn, shopperOf } from '~/session.server';
import { inProcessSubmissions, type SubmissionRegistry } from '~/forms/submissions.server';
import { noContentSecuritySources } from '~/lib/content-security';
import { recordingLogger, type LogRecord } from '../commerce/harness';
import { createRateLimiters } from '../../../server/edge/rate-limits.ts';
import type { TrackedEvent } from '~/tracking/events';
import { createTracker } from '~/tracking/tracker.server';
import { knownDeviceOf } from '~/account/server/known-device.server';
import { endSignInIfOver } from '~/account/server/session-revocation.server';
import pino from 'pino';

export const PROJECT = 'cart-it';
const CLIENT = { clientId: 'cart-it-client', clientSecret: 'cart-it-secret', scopes: [`manage_project:${PROJECT}`] };
const SESSION_SECRET = 'cart-integration-test-secret';
const sessions = createSessionStorage({ secrets: [SESSION_SECRET], secure: false });
// In-process counters, as the server uses without REDIS_URL.
const limiters = createRateLimiters({});

export type Backend = { backend: EmbeddedBackend; store: CommerceStore; client: CommerceClient; logs: LogRecord[]; close(): Promise<void> };

/** Every tracking event the shoppers of this test file sent (the tracker's sink records them in memory). */
export const trackedEvents: TrackedEvent[] = [];
const tracker = createTracker({
  sink: { send: async (event) => void trackedEvents.push(event) },
  logger: { warn() {} },
});

export async function startBackend(): Promise<Backend> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cart-it-'));
  const store = openStorage(dir);
  const silent = { warn() {}, error() {}, info() {}, debug() {}, fatal() {}, trace() {}, child: () => silent, level: 'silent' };
  // Cheap password hashes (decision 114): the account tests sign up and in hundreds of times.
  const backend = createEmbeddedBackend({ store, projectKey: PROJECT, client: CLIENT, logger: silent as never, passwordCost: passwordCost(10) });
  const logger = recordingLogger();
  const client = clientThrough(backend.inProcessFetch, logger);
  return {
    backend, store, client, logs: logger.records,
    async close() {
      await backend.close();
      store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A commerce client of the embedded backend whose calls go through `fetch` (a test's own client can hold an answer back). */
export function clientThrough(fetch: typeof globalThis.fetch, logger = recordingLogger()): CommerceClient {
  return createCommerceClient({
    projectKey: PROJECT, clientId: CLIENT.clientId, clientSecret: CLIENT.clientSecret,
    apiUrl: 'http://embedded.invalid', authUrl: 'http://embedded.invalid', fetch, logger, timeoutMs: 10_000,
  });
}

function unused(name: string): unknown {
  return new Proxy({}, { get: () => { throw new Error(`the cart must not use context.storefront.${name}`); } });
}

/** The signed `__session` cookie value the storefront would have set for these session values. */
export async function sessionCookie(data: Record<string, string | number>): Promise<string> {
  const session = await sessions.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key, value);
  const [pair] = (await sessions.commitSession(session)).split(';');
  return pair.slice(pair.indexOf('=') + 1);
}

/** A browser: keeps the session cookie (and the other cookies the cart sets) between requests. */
export class Shopper {
  cookies = new Map<string, string>();
  private static count = 0;
  /** The client the rate limits count this shopper under: each shopper its own unless a test shares one. */
  clientKey = `shopper-${(Shopper.count += 1)}`;
  /** The tracking device id (`analytics_id`) of this shopper's browser. */
  deviceId = randomUUID();
  /** The account tests hand in a mailer that speaks to a real catcher. */
  mailer?: OutsideServices['mailer'];
  /** The double-submit record this shopper's requests use (the process's, as without a cluster). */
  submissions: SubmissionRegistry = inProcessSubmissions;
  constructor(readonly client: CommerceClient, readonly country: CountryCode = 'SK') {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  remember(headers: Headers): void {
    for (const cookie of headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }

  /** The load context of one request, as server/load-context.ts builds it. */
  async context(url: URL): Promise<AppLoadContext> {
    const market = getMarket(this.country);
    const language = market.defaultLanguage;
    const session = await openSession(sessions, this.cookieHeader || null);
    // As the server does before any loader (decision 135): a sign-in that is over ends here.
    await endSignInIfOver(this.client, session, { pathname: url.pathname, logger: { warn() {} } });
    return {
      storefront: {
        request: {
          market, language, locale: localeTag(language, market.country), basename: '/',
          render: { bot: false, saveData: false, noScript: false, firstVisit: false },
          documentRequest: false,
          now: new Date(),
          toggles: applyToggleOverrides(storeToggles(market), url.searchParams),
          cspNonce: 'test-nonce',
          contentSecurity: noContentSecuritySources(),
          islands: new Map(),
          log: pino({ level: 'silent' }),
        },
        shopper: {
          session,
          ids: () => shopperOf(session),
          remember: (shopper) => rememberShopperIn(session, shopper),
          knownDevice: knownDeviceOf(this.cookieHeader, [SESSION_SECRET]),
          rateLimit: async (bucket, subject) => (await limiters).hit(bucket, subject === undefined ? this.clientKey : `subject:${subject}`),
          submissions: this.submissions,
          // A shopper who said yes to tracking: one device id per shopper.
          tracking: tracker.forRequest({
            locale: localeTag(language, market.country), country: market.country, consent: 'granted',
            deviceId: this.deviceId, automated: false, userId: () => undefined,
          }),
        },
        commerce: { client: this.client, store: { key: market.storeKey, country: market.country, currency: market.currency, language, locale: localeTag(language, market.country) } },
        services: {
          // The cart reads neither search, CMS nor the checkout services; touching them fails the test loudly.
          search: unused('search') as OutsideServices['search'],
          cms: unused('cms') as OutsideServices['cms'],
          payments: unused('payments') as OutsideServices['payments'],
          vatCheck: unused('vatCheck') as OutsideServices['vatCheck'],
          addressValidation: unused('addressValidation') as OutsideServices['addressValidation'],
          mailer: this.mailer ?? (unused('mailer') as OutsideServices['mailer']),
          social: {},
          ordersPortal: { url: '/__my-orders', secret: 'test-orders-secret-test-orders-secret' },
        },
        shop: { appVersion: 'test', isBackendHealthy: () => true, storeDomains: {}, environment: 'local', seller: DEFAULT_SELLER },
      },
    };
  }

  /** What server/remix-handler.ts does after a route answered: commit the session into a cookie. */
  async finish(context: AppLoadContext, headers?: Headers): Promise<void> {
    if (headers) this.remember(headers);
    const cookie = await context.storefront.shopper.session.commit();
    if (cookie) this.remember(new Headers({ 'Set-Cookie': cookie }));
  }

  sessionData(): Promise<Record<string, unknown>> {
    return openSession(sessions, this.cookieHeader || null).then((session) => session.get());
  }
}
