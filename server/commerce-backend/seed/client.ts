import { ClientBuilder } from '@commercetools/sdk-client-v2';
import { createApiBuilderFromCtpClient, type ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import { apiUrl as embeddedApiUrl, readBackendConfig } from '../config';

export interface SeedConnection {
  readonly apiUrl: string;
  readonly authUrl: string;
  readonly projectKey: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly scopes?: readonly string[];
  /** A fetch to use instead of the global one (the embedded backend's in-process fetch). */
  readonly fetch?: typeof fetch;
}

/** From the CTP_* variables; anything unset falls back to the embedded backend's settings (EMBEDDED_CT_*). */
export function connectionFromEnv(env: NodeJS.ProcessEnv = process.env): SeedConnection {
  const embedded = readBackendConfig(env);
  const scopes = env.CTP_SCOPES?.split(/[\s,]+/).filter(Boolean);
  return {
    apiUrl: env.CTP_API_URL || embeddedApiUrl(embedded.port),
    authUrl: env.CTP_AUTH_URL || env.CTP_API_URL || embeddedApiUrl(embedded.port),
    projectKey: env.CTP_PROJECT_KEY || embedded.projectKey,
    clientId: env.CTP_CLIENT_ID || embedded.clientId,
    clientSecret: env.CTP_CLIENT_SECRET || embedded.clientSecret,
    scopes: scopes && scopes.length > 0 ? scopes : undefined,
  };
}

/** An API root over HTTP with the client-credentials flow: the same code path for the mock and a real project. */
export function createSeedApiRoot(connection: SeedConnection): ByProjectKeyRequestBuilder {
  const fetchImpl = connection.fetch ?? globalThis.fetch;
  const client = new ClientBuilder()
    .withProjectKey(connection.projectKey)
    .withClientCredentialsFlow({
      host: connection.authUrl,
      projectKey: connection.projectKey,
      credentials: { clientId: connection.clientId, clientSecret: connection.clientSecret },
      scopes: connection.scopes ? [...connection.scopes] : undefined,
      fetch: fetchImpl,
    })
    // A fresh AbortController per request makes the timeout work on Node's global fetch.
    .withHttpMiddleware({
      host: connection.apiUrl, fetch: fetchImpl, timeout: 30_000, getAbortController: () => new AbortController(),
    })
    .build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: connection.projectKey });
}
