import { randomBytes } from 'node:crypto';
import { CommercetoolsMock } from '@labdigital/commercetools-mock';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { skipAbandonedRequests } from './abandoned.ts';
import { oauthGuard, persistentTokens } from './auth.ts';
import { installCustomerAccounts } from './customer-accounts.ts';
import type { PasswordCost } from './password-hash.ts';
import type { ClientCredentials } from './auth.ts';
import { DEFAULT_BACKLOG, HOST } from './config.ts';
import { INTERNAL_HEADER, requestGate, resourceGuard } from './guards.ts';
import { returnUnusedInventory } from './order-inventory.ts';
import { installCatalogueChanges } from './catalogue-changes.ts';
import type { CommerceStore } from './storage.ts';

export interface EmbeddedBackendOptions {
  store: CommerceStore;
  projectKey: string;
  client: ClientCredentials;
  logger: Logger;
  /** scrypt's cost for customer passwords (EMBEDDED_CT_PASSWORD_COST); the default when left out. */
  passwordCost?: PasswordCost;
}

export class BackendRequestError extends Error {
  constructor(readonly status: number, readonly body: unknown, method: string, path: string) {
    super(`${method} ${path} answered ${status}: ${JSON.stringify(body).slice(0, 500)}`);
    this.name = 'BackendRequestError';
  }
}

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface EmbeddedBackend {
  readonly app: FastifyInstance;
  readonly mock: CommercetoolsMock;
  readonly projectKey: string;
  /** Calls the backend's own HTTP API in process (no socket) through every hook; throws BackendRequestError on non-2xx. */
  request<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  /** A `fetch` reaching this backend in process as a trusted internal caller (the seed's SDK client). */
  inProcessFetch: typeof fetch;
  /** While true, only in-process requests are served (the rest get 503). */
  setSeeding(seeding: boolean): void;
  /** Starts listening on 127.0.0.1; resolves to the base URL. `backlog`: the kernel's accept queue. */
  listen(port: number, options?: { backlog?: number }): Promise<string>;
  close(): Promise<void>;
}

/** The commercetools mock on the durable store with this project's credentials, tokens, guards, cart pricing and /health. */
export function createEmbeddedBackend({ store, projectKey, client, logger, passwordCost }: EmbeddedBackendOptions): EmbeddedBackend {
  const mock = new CommercetoolsMock({
    enableAuthentication: true,
    validateCredentials: true,
    defaultProjectKey: projectKey,
    storage: store.storage,
    tokenStorage: persistentTokens(store),
    silent: true,
  });
  if (passwordCost) store.storage.passwordCost = passwordCost;
  const customerAccounts = installCustomerAccounts(mock, store, projectKey, { clientId: client.clientId, passwordCost });

  const app = mock.app;
  installCatalogueChanges(app, store);
  const internalSecret = randomBytes(16).toString('hex');
  let seeding = false;

  const abandoned = skipAbandonedRequests();
  app.get('/health', async (_request, reply) => {
    const empty = store.isEmpty(projectKey); // a real query: proves the database answers
    return reply.status(seeding ? 503 : 200).send({ status: seeding ? 'seeding' : 'ok', projectKey, empty, abandonedSkipped: abandoned.counts.skipped });
  });
  app.addHook('onRequest', abandoned.hook);
  app.addHook('onRequest', requestGate(projectKey, () => seeding, internalSecret));
  app.addHook('preHandler', oauthGuard(projectKey, client));
  app.addHook('preHandler', customerAccounts);
  app.addHook('preHandler', resourceGuard(store, projectKey));
  app.addHook('onResponse', returnUnusedInventory(store, projectKey));
  app.addHook('onError', async (request, _reply, error) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status !== 'number' || status >= 500) logger.error({ err: error, method: request.method, url: request.url }, 'embedded backend request failed');
  });

  let token: string | undefined;
  const fetchToken = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/oauth/token?grant_type=client_credentials',
      headers: { authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}` },
    });
    if (response.statusCode !== 200) throw new BackendRequestError(response.statusCode, response.json(), 'POST', '/oauth/token');
    return (response.json() as { access_token: string }).access_token;
  };

  const request = async <T>(method: HttpMethod, path: string, body?: unknown, retried = false): Promise<T> => {
    token ??= await fetchToken();
    const response = await app.inject({
      method,
      url: `/${projectKey}${path}`,
      headers: { authorization: `Bearer ${token}`, [INTERNAL_HEADER]: internalSecret, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.statusCode === 401 && !retried) {
      token = undefined;
      return request<T>(method, path, body, true);
    }
    const parsed = response.body ? JSON.parse(response.body) : undefined;
    if (response.statusCode >= 300) throw new BackendRequestError(response.statusCode, parsed, method, path);
    return parsed as T;
  };

  const inProcessFetch: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, [INTERNAL_HEADER]: internalSecret },
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };

  return {
    app,
    mock,
    projectKey,
    inProcessFetch,
    request: (method, path, body) => request(method, path, body),
    setSeeding: (value) => {
      seeding = value;
    },
    listen: async (port, listenOptions) => app.listen({ port, host: HOST, backlog: listenOptions?.backlog ?? DEFAULT_BACKLOG }),
    close: async () => {
      await app.close();
    },
  };
}
