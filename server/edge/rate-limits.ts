import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { openRedisCommands } from '../redis-client';
import { ClusterCountStore, CountedHereToo, fallbackLog } from './rate-limit-stores';
import { RATE_LIMITS, type ActionRateLimitBucket, type RateLimitBucket, type RateLimitVerdict } from '~/lib/rate-limits';

/** Counted in the cluster's primary (one count per client whichever worker serves it) or in Redis across
 * instances; each bucket has its own store, as express-rate-limit refuses to share one. */
export interface RateLimiters {
  /** Edge middleware for a bucket; `onLimited` answers the refused request. */
  middleware(bucket: 'posts' | 'quickSearch', options: { skip?: (req: Request) => boolean; onLimited: (req: Request, res: Parameters<RequestHandler>[1], retryAfterSeconds: number) => void }): RequestHandler;
  /** Counts one attempt of `clientKey` in an action's bucket. */
  hit(bucket: ActionRateLimitBucket, clientKey: string): Promise<RateLimitVerdict>;
  close(): Promise<void>;
}

/** Clients are counted per IP; IPv6 per /56, as one household or office gets a whole prefix. */
export function clientKeyOf(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

type SendCommand = (...args: string[]) => Promise<RedisReply>;

export interface RateLimiterOptions {
  redisUrl?: string;
  /** RATE_LIMIT_FACTOR: multiplies every limit (load tests, the e2e suite's many requests from one address). */
  factor?: number;
  onError?: (err: unknown) => void;
  /** The shared count failed and this process's count decides; told once a minute at most with how often. */
  onFallback?: (failures: number, err: unknown) => void;
  /** A worker of a node:cluster primary that runs ClusterMemoryStorePrimary (server/cluster/primary.ts). */
  clusterWorker?: boolean;
  /** For tests: the shared count of a bucket in place of the cluster's or Redis's. */
  sharedStore?: (bucket: RateLimitBucket) => Store;
}

export async function createRateLimiters(options: RateLimiterOptions): Promise<RateLimiters> {
  const limitOf = (bucket: RateLimitBucket) => Math.max(1, Math.round(RATE_LIMITS[bucket].limit * (options.factor ?? 1)));
  let sendCommand: SendCommand | undefined;
  let closeRedis = async () => {};
  if (options.redisUrl) {
    const redis = await openRedisCommands(options.redisUrl, (err) => options.onError?.(err));
    sendCommand = (...args) => redis.sendCommand(args) as Promise<RedisReply>;
    closeRedis = redis.close;
  }
  const fellBack = fallbackLog((failures, err) => options.onFallback?.(failures, err));
  const sharedStore = (bucket: RateLimitBucket): Store | undefined =>
    options.sharedStore?.(bucket)
    ?? (sendCommand ? new RedisStore({ sendCommand, prefix: `rl:${bucket}:` }) : options.clusterWorker ? new ClusterCountStore(`rl:${bucket}:`) : undefined);
  const newStore = (bucket: RateLimitBucket): Store => {
    const shared = sharedStore(bucket);
    return shared ? new CountedHereToo(shared, fellBack) : new MemoryStore();
  };

  // The action buckets are counted through their stores directly (no middleware: the action answers). The
  // promise is kept, not the store: two first hits at once must share one store, as two cluster stores with
  // one prefix would each receive the other's answers.
  const actionStores = new Map<ActionRateLimitBucket, Promise<Store>>();
  const actionStore = (bucket: ActionRateLimitBucket) => {
    let store = actionStores.get(bucket);
    if (!store) {
      const created = newStore(bucket);
      store = Promise.resolve(created.init?.({ windowMs: RATE_LIMITS[bucket].windowMs } as never)).then(() => created);
      actionStores.set(bucket, store);
    }
    return store;
  };

  return {
    middleware(bucket, { skip, onLimited }) {
      const { windowMs } = RATE_LIMITS[bucket];
      return rateLimit({
        windowMs,
        limit: limitOf(bucket),
        store: newStore(bucket),
        standardHeaders: 'draft-7',
        legacyHeaders: false,
        keyGenerator: clientKeyOf,
        skip: skip ?? (() => false),
        // A broken Redis must not take the shop down: count nothing rather than refuse everyone.
        passOnStoreError: true,
        handler: (req, res) => {
          const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
          onLimited(req, res, secondsUntil(resetTime, windowMs));
        },
      });
    },
    async hit(bucket, clientKey) {
      const { windowMs } = RATE_LIMITS[bucket];
      const limit = limitOf(bucket);
      try {
        const store = await actionStore(bucket);
        const { totalHits, resetTime } = await store.increment(clientKey);
        return totalHits > limit ? { retryAfterSeconds: secondsUntil(resetTime, windowMs) } : null;
      } catch (err) {
        options.onError?.(err);
        return null;
      }
    },
    close: () => closeRedis(),
  };
}

function secondsUntil(resetTime: Date | undefined, windowMs: number): number {
  const ms = resetTime ? resetTime.getTime() - Date.now() : windowMs;
  return Math.max(1, Math.ceil(ms / 1000));
}
