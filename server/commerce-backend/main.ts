import pino from 'pino';
import { createEmbeddedBackend } from './backend.ts';
import { upgradeStoredPasswords } from './customer-accounts.ts';
import { startCartSweeper } from './cart-expiry.ts';
import { readBackendConfig } from './config.ts';
import { announceReady, startHeartbeat } from './heartbeat.ts';
import { runSeed } from './seed-contract.ts';
import { openStorage } from './storage.ts';
import { passwordCost } from './password-hash.ts';

/** The embedded backend as its own process (its settings: config.ts and this folder's README); it stops cleanly on
 * SIGTERM/SIGINT and when the parent that spawned it goes away. */

const started = performance.now();
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { service: 'commerce-backend' } });
const config = readBackendConfig();
// Liveness for the supervisor from the first moment, seeding included.
startHeartbeat(config.heartbeatMs);
const store = (() => {
  try {
    return openStorage(config.dataDir, { logger });
  } catch (error) {
    logger.fatal({ err: error }, 'cannot open the commerce store');
    process.exit(1);
  }
})();
const backend = createEmbeddedBackend({
  store,
  projectKey: config.projectKey,
  client: { clientId: config.clientId, clientSecret: config.clientSecret, scopes: config.scopes },
  logger,
  passwordCost: passwordCost(config.passwordCostLog2),
});

let stopping = false;
async function shutdown(reason: string, code = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    logger.info({ reason }, 'embedded commerce backend stopping');
    await backend.close().catch((error: unknown) => logger.error({ err: error }, 'closing the HTTP server failed'));
    store.close();
  }
  process.exit(code);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// Spawned with an IPC channel by the supervisor: when the parent dies (even kill -9) the channel
// closes, and an orphan would otherwise keep the port and the store lock.
process.on('disconnect', () => void shutdown('parent disconnected'));
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'embedded commerce backend crashed');
  void shutdown('uncaughtException', 1);
});

async function start(): Promise<void> {
  const seedNow = config.seedWhenEmpty && store.isEmpty(config.projectKey);
  backend.setSeeding(seedNow);
  // Stores written before passwords were hashed here still hold the mock's base64.
  await upgradeStoredPasswords(store, config.projectKey, logger);
  const url = await backend.listen(config.port, { backlog: config.backlog });
  let seedMs: number | undefined;
  if (seedNow) {
    logger.info('store is empty: seeding');
    try {
      seedMs = await runSeed(backend, store, logger);
    } catch (error) {
      // A half-seeded store would never be seeded again; empty it and let the supervisor retry.
      logger.fatal({ err: error }, 'seeding failed; resetting the store');
      await store.reset();
      await shutdown('seed failed', 1);
    }
    backend.setSeeding(false);
  }
  const readyMs = Math.round(performance.now() - started);
  logger.info({ url, projectKey: config.projectKey, file: store.file, readyMs, seedMs }, `embedded commerce backend ready on ${url}`);
  announceReady(url, readyMs);
  // Carts past their deleteDaysAfterLastModification go at start and then hourly.
  startCartSweeper(store, config.projectKey, config.cartSweepIntervalMs, logger);
}

start().catch((error: unknown) => {
  logger.fatal({ err: error }, 'embedded commerce backend failed to start');
  void shutdown('start failed', 1);
});
