// The shop's Redis connection for commands (REDIS_URL, several instances): node-redis, imported only when
// REDIS_URL is set (it is ~7 MB of heap, decision 070). The rate limits count in it, the double-submit
// record keeps its outcomes in it; the cart channel's pub/sub has its own pair (cart-channel/redis.ts).

/** The one call the users need: a raw command, e.g. ['SET', key, value, 'NX', 'PX', '30000']. */
export type RedisCommands = { sendCommand(args: string[]): Promise<unknown> };
export type RedisConnection = RedisCommands & { close(): Promise<void> };

/** Connects; node-redis reconnects by itself after, and reports every failure to `onError`. */
export async function openRedisCommands(url: string, onError: (err: unknown) => void): Promise<RedisConnection> {
  const { createClient } = await import('redis');
  const client = createClient({ url });
  client.on('error', onError);
  await client.connect();
  return {
    sendCommand: (args) => client.sendCommand(args),
    close: async () => {
      await client.close();
    },
  };
}
