// The shop's Redis connection for commands (REDIS_URL): node-redis, imported only when REDIS_URL is set, as it is
// heavy on the heap. Rate limits and the double-submit record use it; the cart channel's pub/sub has its own pair.

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
