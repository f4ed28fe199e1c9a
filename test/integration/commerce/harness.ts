// Starts an in-process commercetools mock on a free loopback port and builds
// clients for it. Each test file gets its own mock and its own fixture data.
import { createServer } from 'node:net';
import { CommercetoolsMock } from '@labdigital/commercetools-mock';
import type { CommerceClient, CommerceConfig, CommerceContext, CommerceLogger } from '~/commerce/client.server';
import { createCommerceClient } from '~/commerce/client.server';
import type { StoreContext } from '~/commerce/types';

export const PROJECT_KEY = 'test-project';

export const SK: StoreContext = { key: 'sk', country: 'SK', currency: 'EUR', language: 'sk', locale: 'sk-SK' };
export const CZ: StoreContext = { key: 'cz', country: 'CZ', currency: 'CZK', language: 'cs', locale: 'cs-CZ' };

export type LogRecord = { level: string; obj: object; msg?: string };

export function recordingLogger(): CommerceLogger & { records: LogRecord[] } {
  const records: LogRecord[] = [];
  const at = (level: string) => (obj: object, msg?: string) => void records.push({ level, obj, msg });
  return { records, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export type MockBackend = {
  mock: CommercetoolsMock;
  url: string;
  /** Method and path of every request the mock received. */
  requests: string[];
  close(): Promise<void>;
};

/** `configure` runs before listening, e.g. to add routes the mock lacks. */
export async function startMock(configure?: (mock: CommercetoolsMock) => void): Promise<MockBackend> {
  const mock = new CommercetoolsMock({ enableAuthentication: true, validateCredentials: true, defaultProjectKey: PROJECT_KEY });
  const requests: string[] = [];
  mock.app.addHook('onRequest', async (request) => {
    requests.push(`${request.method} ${request.url}`);
  });
  configure?.(mock);
  await mock.app.listen({ port: 0, host: '127.0.0.1' });
  const address = mock.app.server.address();
  if (!address || typeof address === 'string') throw new Error('mock has no port');
  return { mock, url: `http://127.0.0.1:${address.port}`, requests, close: () => mock.app.close() };
}

export function clientFor(url: string, overrides: Partial<CommerceConfig> = {}): CommerceClient {
  return createCommerceClient({
    projectKey: PROJECT_KEY,
    clientId: 'storefront',
    clientSecret: 'secret',
    apiUrl: url,
    authUrl: url,
    timeoutMs: 3000,
    logger: recordingLogger(),
    ...overrides,
  });
}

export function contextFor(client: CommerceClient, store: StoreContext = SK): CommerceContext {
  return { client, store };
}

/** Requests of `backend` made after `since` whose path contains `fragment`. */
export function countRequests(backend: MockBackend, fragment: string, since = 0): number {
  return backend.requests.slice(since).filter((line) => line.includes(fragment)).length;
}

/** A loopback URL on which nothing listens (connection refused). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}
