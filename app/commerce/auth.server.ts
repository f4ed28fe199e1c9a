// Client-credentials tokens, cached and refreshed before they expire. Not the SDK's withClientCredentialsFlow: when a
// cached token with a refresh_token expires it throws and leaves its "fetching" flag set, so later requests wait for
// ever, and a failed token request strands all waiters but one.
import type { Middleware, MiddlewareRequest, MiddlewareResponse } from '@commercetools/sdk-client-v2';
import { RETRY_AFTER_SECONDS } from './fetch.server';
import { markBackendUnavailable } from './request-scope.server';

export type TokenProviderOptions = {
  authUrl: string;
  projectKey: string;
  clientId: string;
  clientSecret: string;
  scopes?: string[];
  fetch: typeof fetch;
};

export type TokenProvider = {
  getToken(): Promise<string>;
  /** Forget a token the API rejected (401), so the next call fetches a new one. */
  invalidate(token: string): void;
};

/** A token-endpoint failure, shaped like the SDK's HTTP errors. */
export class AuthRequestError extends Error {
  readonly statusCode: number;
  readonly body: unknown;
  constructor(statusCode: number, message: string, body?: unknown) {
    super(message);
    this.name = 'AuthRequestError';
    this.statusCode = statusCode;
    this.body = body;
  }
}

const FIVE_MINUTES = 5 * 60 * 1000;

function basicAuth(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

type TokenAnswer = { access_token: string; expires_in: number; scope?: string };

/** POST a form to an OAuth endpoint and return the parsed token answer. */
export async function requestToken(
  fetcher: typeof fetch,
  url: string,
  credentials: { clientId: string; clientSecret: string },
  form: Record<string, string>,
): Promise<TokenAnswer> {
  const response = await fetcher(url, {
    method: 'POST',
    headers: {
      Authorization: basicAuth(credentials.clientId, credentials.clientSecret),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep the raw text as the message
  }
  const body = parsed as Partial<TokenAnswer> & { message?: string; error_description?: string; errors?: unknown };
  if (!response.ok) {
    const message = body?.message ?? body?.error_description ?? (text || `HTTP ${response.status}`);
    throw new AuthRequestError(response.status, message, parsed ?? text);
  }
  if (typeof body?.access_token !== 'string' || typeof body.expires_in !== 'number') {
    throw new AuthRequestError(502, 'token answer without access_token/expires_in', parsed ?? text);
  }
  return body as TokenAnswer;
}

export function createTokenProvider(options: TokenProviderOptions): TokenProvider {
  const url = `${options.authUrl.replace(/\/$/, '')}/oauth/token`;
  let cached: { token: string; refreshAt: number } | null = null;
  let inflight: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const form: Record<string, string> = { grant_type: 'client_credentials' };
    if (options.scopes?.length) form.scope = options.scopes.join(' ');
    const answer = await requestToken(options.fetch, url, options, form);
    const lifetime = answer.expires_in * 1000;
    // Renew ahead of expiry so a token never dies mid-request.
    cached = { token: answer.access_token, refreshAt: Date.now() + lifetime - Math.min(FIVE_MINUTES, lifetime / 2) };
    return answer.access_token;
  }

  return {
    getToken() {
      if (cached && Date.now() < cached.refreshAt) return Promise.resolve(cached.token);
      // One token request at a time; every waiter shares its outcome.
      inflight ??= fetchToken().finally(() => {
        inflight = null;
      });
      return inflight;
    },
    invalidate(token) {
      if (cached?.token === token) cached = null;
    },
  };
}

/** Adds the bearer token; on a 401 fetches a fresh one and resends once. */
export function createAuthMiddleware(provider: TokenProvider): Middleware {
  return (next) => (request: MiddlewareRequest, response: MiddlewareResponse) => {
    const send = (isRetry: boolean) => {
      provider.getToken().then(
        (token) => {
          const authorized = { ...request, headers: { ...request.headers, Authorization: `Bearer ${token}` } };
          const reject = (error: unknown) => {
            if (!isRetry && (error as { statusCode?: number } | null)?.statusCode === 401) {
              provider.invalidate(token);
              send(true);
              return;
            }
            response.reject(error as never);
          };
          next(authorized, { ...response, reject });
        },
        (error: unknown) => {
          // The token request is shared: it marked only the request that started it.
          if ((error as { statusCode?: number } | null)?.statusCode === 503) markBackendUnavailable(RETRY_AFTER_SECONDS.overloaded);
          response.reject(error as never);
        },
      );
    };
    send(false);
  };
}
