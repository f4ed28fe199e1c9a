// One commercetools client per process: client-credentials auth with cached tokens, a hard per-call deadline and
// bounded retries for transient failures.
import { createHash } from 'node:crypto';
import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import type { ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/sdk-client-v2';
import { pino } from 'pino';
import { AuthRequestError, createAuthMiddleware, createTokenProvider, requestToken } from './auth.server';
import { createCatalogueCache, type CatalogueCache, type InvalidationMode } from './catalogue-cache.server';
import { createConcurrencyLimiter } from './concurrency-limit.server';
import { createResilientFetch, type UnavailableReason } from './fetch.server';
import type { StoreContext } from './types';

export type CommerceLogger = {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type CommerceConfig = {
  projectKey: string;
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  authUrl: string;
  scopes?: string[];
  /** Deadline for one HTTP call including its retries. */
  timeoutMs?: number;
  /** Retries for transient failures. */
  maxRetries?: number;
  /** Calls in flight to the backend at most; more wait in a queue. */
  maxConcurrency?: number;
  /** Calls waiting for a slot at most; a call that finds the queue full fails at once (503). */
  maxQueue?: number;
  /** A call whose expected wait for a slot exceeds this fails at once too. */
  maxQueueWaitMs?: number;
  logger?: CommerceLogger;
  /** How the catalogue cache learns of changes: 'announced' by the backend (embedded, with a watcher), else 'ttl'. */
  catalogueInvalidation?: InvalidationMode;
  /** Size bound of the catalogue cache in bytes. */
  catalogueCacheBytes?: number;
  /** For tests: the fetch underneath the retry/timeout layer. */
  fetch?: typeof fetch;
};

export type CommerceClient = {
  readonly apiRoot: ByProjectKeyRequestBuilder;
  readonly projectKey: string;
  /** Identifies the backend in the in-process caches. */
  readonly cacheKey: string;
  readonly logger: CommerceLogger;
  /** Shared, anonymous catalogue reads (catalogue-cache.server.ts); one per client, so per backend. */
  readonly catalogueCache: CatalogueCache;
  /** Checks a password with the in-store password flow and returns the customer id. */
  verifyCustomerPassword(storeKey: string, email: string, password: string): Promise<string>;
  /** Learned at run time: whether the backend serves commercetools' /login. */
  readonly capabilities: { nativeLogin: boolean | undefined };
};

/** What the request handlers pass to every commerce call. */
export type CommerceContext = { client: CommerceClient; store: StoreContext };

export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_MAX_RETRIES = 2;
export const DEFAULT_MAX_CONCURRENCY = 6;
export const DEFAULT_MAX_QUEUE = 64;
export const DEFAULT_MAX_QUEUE_WAIT_MS = 1000;
const UNAVAILABLE_LOG_INTERVAL_MS = 5000;

/** Logs backend unavailability as one summary per interval, not one line per failed call under load. */
function unavailabilityLog(logger: CommerceLogger) {
  let counts: Partial<Record<UnavailableReason, number>> = {};
  let timer: NodeJS.Timeout | undefined;
  return (info: { reason: UnavailableReason }) => {
    counts[info.reason] = (counts[info.reason] ?? 0) + 1;
    timer ??= setTimeout(() => {
      logger.warn({ failedCalls: counts, intervalMs: UNAVAILABLE_LOG_INTERVAL_MS }, 'commerce backend unavailable');
      counts = {};
      timer = undefined;
    }, UNAVAILABLE_LOG_INTERVAL_MS).unref();
  };
}

export function createCommerceClient(config: CommerceConfig): CommerceClient {
  const logger = config.logger ?? pino({ name: 'commerce' });
  const apiUrl = config.apiUrl.replace(/\/$/, '');
  const authUrl = config.authUrl.replace(/\/$/, '');
  const fetchOptions = {
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: config.maxRetries ?? DEFAULT_MAX_RETRIES,
    fetchImpl: config.fetch,
    // Every call of this client, token requests included, shares one bound on calls in flight.
    limiter: createConcurrencyLimiter({
      maxConcurrent: config.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY,
      maxQueued: config.maxQueue ?? DEFAULT_MAX_QUEUE,
      maxWaitMs: config.maxQueueWaitMs ?? DEFAULT_MAX_QUEUE_WAIT_MS,
    }),
    onRetry: (info: object) => logger.warn(info, 'commerce request retried'),
    onUnavailable: unavailabilityLog(logger),
  };
  const resilientFetch = createResilientFetch(fetchOptions);
  // The token request serves every waiting request: one shopper going away must not cancel it.
  const sharedFetch = createResilientFetch({ ...fetchOptions, followRequestScope: false, priority: 'high' });
  const tokens = createTokenProvider({ ...config, authUrl, fetch: sharedFetch });

  const ctpClient = new ClientBuilder()
    .withProjectKey(config.projectKey)
    .withAuthMiddleware(createAuthMiddleware(tokens))
    .withHttpMiddleware({
      host: apiUrl,
      fetch: resilientFetch,
      enableRetry: false, // retries and the deadline live in resilientFetch
      includeRequestInErrorResponse: false, // request bodies may hold passwords
    })
    .build();

  return {
    apiRoot: createApiBuilderFromCtpClient(ctpClient).withProjectKey({ projectKey: config.projectKey }),
    projectKey: config.projectKey,
    cacheKey: `${apiUrl}|${config.projectKey}`,
    logger,
    catalogueCache: createCatalogueCache({ mode: config.catalogueInvalidation, maxBytes: config.catalogueCacheBytes }),
    capabilities: { nativeLogin: undefined },
    async verifyCustomerPassword(storeKey, email, password) {
      const url = `${authUrl}/oauth/${config.projectKey}/in-store/key=${encodeURIComponent(storeKey)}/customers/token`;
      const answer = await requestToken(resilientFetch, url, config, { grant_type: 'password', username: email, password });
      const customerId = /(?:^|\s)customer_id:(\S+)/.exec(answer.scope ?? '')?.[1];
      if (!customerId) throw new AuthRequestError(502, 'password token without customer_id scope');
      return customerId;
    },
  };
}

const clients = new Map<string, CommerceClient>();

/** The process-wide client for a configuration (created on first use). */
export function getCommerceClient(config: CommerceConfig): CommerceClient {
  const { clientSecret, logger: _logger, fetch: _fetch, catalogueInvalidation: _mode, catalogueCacheBytes: _bytes, ...identity } = config;
  const key = createHash('sha256').update(JSON.stringify(identity)).update(clientSecret).digest('hex');
  let client = clients.get(key);
  if (!client) {
    client = createCommerceClient(config);
    clients.set(key, client);
  }
  return client;
}
