import type { CommerceConfig } from '~/commerce/client.server';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, apiUrl } from './commerce-backend/config';
import { usesEmbeddedBackend, type ServerEnv } from './env';

/** The commercetools project the shop talks to: the embedded backend, or the one the CTP_* variables name. */
export function commerceConfig(env: ServerEnv): Omit<CommerceConfig, 'logger'> {
  if (usesEmbeddedBackend(env)) {
    const url = apiUrl(env.EMBEDDED_CT_PORT);
    return {
      projectKey: env.EMBEDDED_CT_PROJECT_KEY,
      clientId: DEFAULT_CLIENT_ID,
      clientSecret: DEFAULT_CLIENT_SECRET,
      apiUrl: url,
      authUrl: url,
      scopes: [`manage_project:${env.EMBEDDED_CT_PROJECT_KEY}`],
      timeoutMs: env.COMMERCE_TIMEOUT_MS,
    };
  }
  return {
    projectKey: env.CTP_PROJECT_KEY!,
    clientId: env.CTP_CLIENT_ID!,
    clientSecret: env.CTP_CLIENT_SECRET!,
    apiUrl: env.CTP_API_URL!,
    authUrl: env.CTP_AUTH_URL!,
    scopes: env.CTP_SCOPES?.split(/\s+/).filter(Boolean),
    timeoutMs: env.COMMERCE_TIMEOUT_MS,
  };
}
