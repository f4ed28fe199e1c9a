import type { CommerceConfig } from '~/commerce/client.server';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, apiUrl } from './commerce-backend/config';
import { usesEmbeddedBackend, type ServerEnv } from './env';

/** The embedded backend is one Node thread: more calls in flight only lengthen each, and a queue longer than it
 * clears within the deadline only turns into timeouts. */
export const EMBEDDED_LIMITS = { maxConcurrency: 4, maxQueue: 64 };
export const REMOTE_LIMITS = { maxConcurrency: 32, maxQueue: 256 };

function limits(env: ServerEnv) {
  const defaults = usesEmbeddedBackend(env) ? EMBEDDED_LIMITS : REMOTE_LIMITS;
  return {
    maxConcurrency: env.COMMERCE_MAX_CONCURRENCY ?? defaults.maxConcurrency,
    maxQueue: env.COMMERCE_MAX_QUEUE ?? defaults.maxQueue,
    maxQueueWaitMs: env.COMMERCE_MAX_QUEUE_WAIT_MS,
  };
}

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
      // The embedded backend announces catalogue changes (server/catalogue-watcher.ts).
      catalogueInvalidation: 'announced',
      ...limits(env),
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
    ...limits(env),
  };
}
