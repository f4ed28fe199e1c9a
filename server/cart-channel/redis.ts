// Shares channel events between server instances through Redis pub/sub (@socket.io/redis-adapter):
// a cart changed on instance A reaches the shopper's tab connected to instance B.
import type { createAdapter } from '@socket.io/redis-adapter';
import type { Logger } from './logger';

export type RedisLink = { adapter: ReturnType<typeof createAdapter>; close(): Promise<void> };

const CONNECT_TIMEOUT_MS = 10_000;
const ERROR_LOG_EVERY_MS = 10_000;

/** node-redis retries a refused connection forever, so an unreachable REDIS_URL fails loudly after a deadline rather
 * than hang or fall back to in-process (which would break events between instances). */
export async function connectRedis(url: string, logger: Logger, channelKey: string, timeoutMs = CONNECT_TIMEOUT_MS): Promise<RedisLink> {
  // Imported only with REDIS_URL set.
  const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
  const pub = createClient({ url });
  const sub = pub.duplicate();
  let lastLogged = 0;
  const onError = (err: unknown) => {
    // node-redis reports every reconnection attempt; one line per interval is enough during an outage.
    if (Date.now() - lastLogged < ERROR_LOG_EVERY_MS) return;
    lastLogged = Date.now();
    logger.error({ err }, 'cart channel: redis error');
  };
  pub.on('error', onError);
  sub.on('error', onError);

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`cart channel: redis at ${redactUrl(url)} unreachable`)), timeoutMs);
  });
  try {
    await Promise.race([Promise.all([pub.connect(), sub.connect()]), deadline]);
  } catch (err) {
    pub.destroy();
    sub.destroy();
    throw err;
  } finally {
    clearTimeout(timer);
  }
  return {
    adapter: createAdapter(pub, sub, { key: channelKey }),
    async close() {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}

/** Passwords in a Redis URL must not reach the logs. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured URL';
  }
}
