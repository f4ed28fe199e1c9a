// What the shop's processes share (decision 057): submission tokens, rate-limit counts and cart channel events.
// In a cluster the primary hosts them; with REDIS_URL rate limits and the cart channel go through Redis instead.
import cluster from 'node:cluster';
import type { Server as HttpServer } from 'node:http';
import { ClusterMemoryStorePrimary } from '@express-rate-limit/cluster-memory-store';
import { setupPrimary as setupCartChannelPrimary } from '@socket.io/cluster-adapter';
import { inProcessSubmissions, type SubmissionRegistry } from '~/forms/submissions.server';
import type { CommerceClient } from '~/commerce/client.server';
import { clusterSubmissions, serveSubmissions } from '../cluster/submissions';
import { openRedisCommands } from '../redis-client';
import { redisSubmissions } from '../redis-submissions';
import { createRateLimiters, type RateLimiters } from '../edge/rate-limits';
import { attachCartChannel, commerceForHost, type CartChannel } from '../cart-channel';
import { createSessionStorage } from '~/session.server';
import { parseStoreDomains } from '../env';
import type { SessionSettings } from './session';
import { valueOnly, type ServiceContext, type ServiceHandle } from './types';

/** The primary's side: the ledgers and relays its workers reach over IPC; set up before the first fork. */
export function clusterHub(): ServiceHandle<void> {
  new ClusterMemoryStorePrimary().init();
  setupCartChannelPrimary();
  serveSubmissions(cluster);
  return valueOnly(undefined);
}

/** Double-submitted forms act once whichever worker or, with Redis, machine each copy reaches. */
export async function submissions({ env, plan, logger }: ServiceContext): Promise<ServiceHandle<SubmissionRegistry>> {
  if (env.REDIS_URL) {
    const redis = await openRedisCommands(env.REDIS_URL, (err) => logger.warn({ err }, 'redis connection of the double-submit record failed'));
    const registry = redisSubmissions(redis, { onError: (err) => logger.warn({ err }, 'double-submit record in Redis failed; form run unchecked') });
    return { value: registry, close: () => redis.close() };
  }
  return valueOnly(plan.sharedState === 'cluster-worker' ? clusterSubmissions() : inProcessSubmissions);
}

export async function rateLimiters({ env, plan, logger }: ServiceContext): Promise<ServiceHandle<RateLimiters>> {
  const limiters = await createRateLimiters({
    redisUrl: env.REDIS_URL,
    factor: env.RATE_LIMIT_FACTOR,
    onError: (err) => logger.warn({ err }, 'rate limit store failed; request let through'),
    onFallback: (failures, err) => logger.warn({ failures, reason: (err as Error | undefined)?.message }, 'shared rate-limit count unreachable; counting in this process'),
    clusterWorker: plan.sharedState === 'cluster-worker',
  });
  return { value: limiters, close: () => limiters.close() };
}

/** The cart channel is built after the HTTP server so it closes before it: open websockets would keep the server
 * from closing. */
export async function cartChannel(
  { env, plan, logger }: ServiceContext,
  server: HttpServer,
  deps: { commerceClient: CommerceClient; session: SessionSettings },
): Promise<ServiceHandle<CartChannel>> {
  const channel = await attachCartChannel(server, {
    sessionStorage: createSessionStorage({ secrets: deps.session.secrets, secure: deps.session.secureCookies }),
    commerceFor: commerceForHost(deps.commerceClient, parseStoreDomains(env.STORE_DOMAINS)),
    logger: logger.child({ service: 'cart-channel' }),
    redisUrl: env.REDIS_URL,
    port: env.CART_CHANNEL_PORT,
    clusterWorker: plan.sharedState === 'cluster-worker',
  });
  return { value: channel, close: () => channel.close() };
}
