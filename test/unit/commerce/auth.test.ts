import type { MiddlewareRequest, MiddlewareResponse } from '@commercetools/sdk-client-v2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthRequestError, createAuthMiddleware, createTokenProvider } from '~/commerce/auth.server';
import type { TokenProvider } from '~/commerce/auth.server';

function tokenServer(answers: Array<{ status: number; body: unknown }>) {
  const requests: { url: string; body: string; auth: string }[] = [];
  const impl: typeof fetch = async (input, init) => {
    requests.push({ url: String(input), body: String(init?.body), auth: String((init?.headers as Record<string, string>).Authorization) });
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    await new Promise((resolve) => setTimeout(resolve, 5));
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  return { impl, requests };
}

const provider = (impl: typeof fetch, scopes?: string[]) =>
  createTokenProvider({ authUrl: 'http://auth/', projectKey: 'p', clientId: 'id', clientSecret: 'secret', scopes, fetch: impl });

afterEach(() => vi.useRealTimers());

describe('createTokenProvider', () => {
  it('asks once for concurrent callers, with basic auth, grant and scopes', async () => {
    const { impl, requests } = tokenServer([{ status: 200, body: { access_token: 'A', expires_in: 3600 } }]);
    const tokens = provider(impl, ['view_products:p', 'manage_orders:p']);
    expect(await Promise.all([tokens.getToken(), tokens.getToken(), tokens.getToken()])).toEqual(['A', 'A', 'A']);
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe('http://auth/oauth/token');
    expect(requests[0].auth).toBe(`Basic ${Buffer.from('id:secret').toString('base64')}`);
    expect(new URLSearchParams(requests[0].body).get('scope')).toBe('view_products:p manage_orders:p');
  });

  it('renews five minutes before expiry (half the lifetime for short tokens)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { impl, requests } = tokenServer([
      { status: 200, body: { access_token: 'A', expires_in: 3600 } },
      { status: 200, body: { access_token: 'B', expires_in: 120 } },
      { status: 200, body: { access_token: 'C', expires_in: 120 } },
    ]);
    const tokens = provider(impl);
    await tokens.getToken();
    vi.setSystemTime(Date.now() + 54 * 60_000);
    expect(await tokens.getToken()).toBe('A');
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(await tokens.getToken()).toBe('B');
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.getToken()).toBe('C');
    expect(requests).toHaveLength(3);
  });

  it('rejects all waiters on failure and tries again on the next call', async () => {
    const { impl, requests } = tokenServer([
      { status: 401, body: { message: 'Please provide valid client credentials' } },
      { status: 200, body: { access_token: 'A', expires_in: 3600 } },
    ]);
    const tokens = provider(impl);
    const results = await Promise.allSettled([tokens.getToken(), tokens.getToken()]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    const reason = (results[0] as PromiseRejectedResult).reason as AuthRequestError;
    expect(reason).toBeInstanceOf(AuthRequestError);
    expect(reason).toMatchObject({ statusCode: 401, message: 'Please provide valid client credentials' });
    expect(await tokens.getToken()).toBe('A');
    expect(requests).toHaveLength(2);
  });

  it('refuses an answer without a token', async () => {
    const { impl } = tokenServer([{ status: 200, body: { nope: true } }]);
    await expect(provider(impl).getToken()).rejects.toThrow('token answer without access_token/expires_in');
  });

  it('forgets a token only when the rejected one is the cached one', async () => {
    const { impl, requests } = tokenServer([
      { status: 200, body: { access_token: 'A', expires_in: 3600 } },
      { status: 200, body: { access_token: 'B', expires_in: 3600 } },
    ]);
    const tokens = provider(impl);
    await tokens.getToken();
    tokens.invalidate('old');
    expect(await tokens.getToken()).toBe('A');
    tokens.invalidate('A');
    expect(await tokens.getToken()).toBe('B');
    expect(requests).toHaveLength(2);
  });
});

describe('createAuthMiddleware', () => {
  function run(tokens: TokenProvider, downstream: (request: MiddlewareRequest, response: MiddlewareResponse) => void) {
    return new Promise((resolve, reject) => {
      const middleware = createAuthMiddleware(tokens)(downstream as never);
      middleware({ method: 'GET', uri: '/p/carts', headers: {} }, { resolve, reject, statusCode: 0 } as never);
    });
  }

  it('adds the bearer token and resends once with a new token after a 401', async () => {
    const issued = ['A', 'B', 'C'];
    let current = issued.shift()!;
    const tokens: TokenProvider = {
      getToken: async () => current,
      invalidate: (token) => {
        if (token === current) current = issued.shift()!;
      },
    };
    const seen: string[] = [];
    const result = await run(tokens, (request, response) => {
      seen.push(String(request.headers?.Authorization));
      if (seen.length === 1) response.reject({ statusCode: 401, message: 'invalid_token' } as never);
      else response.resolve({ ok: true } as never);
    });
    expect(result).toEqual({ ok: true });
    expect(seen).toEqual(['Bearer A', 'Bearer B']);
  });

  it('passes a second 401 and token failures through', async () => {
    const tokens: TokenProvider = { getToken: async () => 'A', invalidate: () => undefined };
    await expect(run(tokens, (_request, response) => response.reject({ statusCode: 401 } as never))).rejects.toMatchObject({ statusCode: 401 });
    const broken: TokenProvider = { getToken: () => Promise.reject(new Error('auth down')), invalidate: () => undefined };
    await expect(run(broken, () => undefined)).rejects.toThrow('auth down');
  });
});
