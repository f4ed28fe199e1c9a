// The client against real sockets: token caching and renewal, the deadline on
// a backend that never answers, and bounded retries of transient failures.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getStore } from '~/commerce/store.server';
import { clearCommerceCaches } from '~/commerce/catalogue-cache.server';
import { getCommerceClient } from '~/commerce/client.server';
import { callCommerce, CommerceError, CommerceUnavailableError, isBackendUnavailable, send } from '~/commerce/errors.server';
import { runInRequestScope, type RequestSignals } from '~/commerce/request-scope.server';
import type { MockBackend } from './harness';
import { clientFor, closedPortUrl, countRequests, PROJECT_KEY, startMock } from './harness';

let backend: MockBackend;
const servers: Server[] = [];

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const token = (res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 't', expires_in: 3600, token_type: 'Bearer' }));

beforeAll(async () => {
  backend = await startMock();
  await clientFor(backend.url).apiRoot.stores().post({ body: { key: 'sk', name: { sk: 'SK' } } }).execute();
});
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await backend.close();
});
afterEach(() => {
  vi.useRealTimers();
  clearCommerceCaches();
});

const readStore = (client: ReturnType<typeof clientFor>) =>
  callCommerce('/getStores', () => send(client.apiRoot.stores().withKey({ key: 'sk' }).get()));

describe('tokens', () => {
  it('fetches one token for many concurrent first requests and reuses it', async () => {
    const client = clientFor(backend.url);
    const start = backend.requests.length;
    await Promise.all(Array.from({ length: 5 }, () => readStore(client)));
    await readStore(client);
    expect(countRequests(backend, '/oauth/token', start)).toBe(1);
    expect(countRequests(backend, '/stores/key=sk', start)).toBe(6);
  });

  it('renews the token shortly before it expires (the mock grants 48 h)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = clientFor(backend.url);
    const start = backend.requests.length;
    await readStore(client);
    vi.setSystemTime(Date.now() + 47 * 3600_000);
    await readStore(client);
    expect(countRequests(backend, '/oauth/token', start)).toBe(1);
    vi.setSystemTime(Date.now() + 56 * 60_000); // within five minutes of expiry
    await readStore(client);
    expect(countRequests(backend, '/oauth/token', start)).toBe(2);
  });

  it('gets a new token and resends once when the API rejects the current one', async () => {
    const client = clientFor(backend.url);
    await readStore(client);
    backend.mock.authStore().tokens = []; // the server forgets every token
    const start = backend.requests.length;
    expect((await readStore(client)).key).toBe('sk');
    expect(countRequests(backend, '/oauth/token', start)).toBe(1);
    expect(countRequests(backend, '/stores/key=sk', start)).toBe(2);
  });

  it('fails every waiting request when the token request fails, then recovers', async () => {
    let fail = true;
    const url = await serve((req, res) => {
      if (req.url === '/oauth/token' && fail) return res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"invalid_client"}');
      if (req.url === '/oauth/token') return token(res);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"key":"sk"}');
    });
    const client = clientFor(url);
    const results = await Promise.allSettled([readStore(client), readStore(client), readStore(client)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toBe(
      'CommerceError: An error occurred during request to /getStores, invalid_client',
    );
    fail = false;
    expect((await readStore(client)).key).toBe('sk');
  });
});

describe('deadline', () => {
  const hanging = () => serve(() => {
    /* never answers */
  });

  it('fails a hanging token endpoint within the bound', async () => {
    const url = await hanging();
    const client = clientFor(url, { timeoutMs: 300 });
    const started = Date.now();
    await expect(readStore(client)).rejects.toThrow('An error occurred during request to /getStores, request timed out after 300 ms');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('fails a hanging API within the bound', async () => {
    const client = clientFor(await hanging(), { authUrl: backend.url, timeoutMs: 300 });
    const started = Date.now();
    const error = await readStore(client).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(CommerceUnavailableError);
    expect((error as CommerceError).statusCode).toBe(503);
    expect(isBackendUnavailable(error)).toBe(true);
    expect(String(error)).toContain('An error occurred during request to /getStores, request timed out after 300 ms');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('fails an answer whose body stalls after the headers', async () => {
    const url = await serve((req, res) => {
      if (req.url === '/oauth/token') return token(res);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"key":'); // and nothing more
    });
    const started = Date.now();
    await expect(readStore(clientFor(url, { timeoutMs: 300 }))).rejects.toThrow(/request to \/getStores, .*(timed out|aborted)/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('turns a slow backend into the error page rather than a hang in a real call', async () => {
    const client = clientFor(await hanging(), { authUrl: backend.url, timeoutMs: 300 });
    await expect(getStore(client, 'sk')).rejects.toBeInstanceOf(CommerceError);
  });
});

describe('retries', () => {
  it('retries 503 answers and succeeds within the bound', async () => {
    let attempts = 0;
    const url = await serve((req, res) => {
      if (req.url === '/oauth/token') return token(res);
      attempts += 1;
      if (attempts < 3) return res.writeHead(503).end('busy');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"key":"sk"}');
    });
    expect((await readStore(clientFor(url))).key).toBe('sk');
    expect(attempts).toBe(3);
  });

  it('stops after the retry budget and reports the last error text', async () => {
    let attempts = 0;
    const url = await serve((req, res) => {
      if (req.url === '/oauth/token') return token(res);
      attempts += 1;
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 503, message: `overloaded #${attempts}` }));
    });
    await expect(readStore(clientFor(url, { maxRetries: 2 }))).rejects.toThrow(
      'An error occurred during request to /getStores, overloaded #3',
    );
    expect(attempts).toBe(3);
  });

  it('does not retry client errors', async () => {
    let attempts = 0;
    const url = await serve((req, res) => {
      if (req.url === '/oauth/token') return token(res);
      attempts += 1;
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"statusCode":400,"message":"bad","errors":[{"code":"InvalidInput"}]}');
    });
    await expect(readStore(clientFor(url))).rejects.toMatchObject({ statusCode: 400, code: 'InvalidInput' });
    expect(attempts).toBe(1);
  });

  it('retries a refused connection, then gives up', async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls += 1;
      return fetch(input, init);
    };
    const client = clientFor(await closedPortUrl(), { fetch: counting, maxRetries: 2 });
    await expect(readStore(client)).rejects.toThrow(/request to \/getStores, fetch failed: .*ECONNREFUSED/);
    expect(calls).toBe(3);
  });
});

describe('load limits and request scopes', () => {
  const scope = (): RequestSignals & { controller: AbortController } => {
    const controller = new AbortController();
    return { controller, signal: controller.signal };
  };

  it('sheds calls beyond the queue as 503 CommerceErrors and marks their requests', async () => {
    const answers: Array<() => void> = [];
    const url = await serve((req, res) => {
      if (req.url === '/oauth/token') return token(res);
      answers.push(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"key":"sk"}'));
    });
    const client = clientFor(url, { maxConcurrency: 1, maxQueue: 1 });
    await Promise.all([readStore(client), new Promise((resolve) => setTimeout(resolve, 50)).then(() => answers.shift()?.())]);
    const first = readStore(client);
    const second = readStore(client);
    const request = scope();
    const shed = await runInRequestScope(request, () => readStore(client).catch((error: unknown) => error));
    expect(shed).toBeInstanceOf(CommerceUnavailableError);
    expect(String(shed)).toMatch(/^CommerceUnavailableError: An error occurred during request to \/getStores, The commerce backend is overloaded/);
    expect(request.backendUnavailable?.retryAfterSeconds).toBeGreaterThan(0);
    while (answers.length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    answers.shift()?.();
    while (answers.length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    answers.shift()?.();
    expect((await first).key).toBe('sk');
    expect((await second).key).toBe('sk');
  });

  it('keeps the shared token request going when the request that started it goes away', async () => {
    let tokenRequests = 0;
    const url = await serve((req, res) => {
      if (req.url === '/oauth/token') {
        tokenRequests += 1;
        setTimeout(() => token(res), 100);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"key":"sk"}');
    });
    const client = clientFor(url);
    const leaving = scope();
    const abandoned = runInRequestScope(leaving, () => readStore(client)).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const staying = runInRequestScope(scope(), () => readStore(client));
    leaving.controller.abort(new Error('shopper left'));
    expect((await staying).key).toBe('sk');
    expect(tokenRequests).toBe(1);
    await abandoned;
  });

  it('cancels a call in flight when its shopper goes away', async () => {
    let closed = false;
    const url = await serve((req, res) => {
      if (req.url === '/oauth/token') return token(res);
      res.on('close', () => (closed = true)); // never answers
    });
    const client = clientFor(url);
    const request = scope();
    const call = runInRequestScope(request, () => readStore(client)).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    request.controller.abort(new Error('shopper left'));
    expect(String(await call)).toContain('shopper left');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
    expect(request.backendUnavailable).toBeUndefined();
  });
});

describe('getCommerceClient', () => {
  it('keeps one client per configuration', () => {
    const config = { projectKey: PROJECT_KEY, clientId: 'a', clientSecret: 's', apiUrl: backend.url, authUrl: backend.url };
    const first = getCommerceClient(config);
    expect(getCommerceClient({ ...config })).toBe(first);
    expect(getCommerceClient({ ...config, clientSecret: 'rotated' })).not.toBe(first);
  });
});
