import pino from 'pino';
import { createEmbeddedBackend } from './backend.ts';
import { readBackendConfig } from './config.ts';
import { runSeed } from './seed-contract.ts';
import { StoreLockedError, openStorage } from './storage.ts';

/** `npm run seed`: empties the store in DATA_DIR and seeds it in process (no port); refused while a backend holds
 * the store. */

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { service: 'commerce-seed' } });

async function main(): Promise<number> {
  const config = readBackendConfig();
  let store;
  try {
    store = openStorage(config.dataDir, { logger });
  } catch (error) {
    if (error instanceof StoreLockedError) {
      logger.error(`${error.message}. Stop the storefront (or the embedded backend) before reseeding.`);
      return 1;
    }
    throw error;
  }
  const backend = createEmbeddedBackend({
    store,
    projectKey: config.projectKey,
    client: { clientId: config.clientId, clientSecret: config.clientSecret, scopes: config.scopes },
    logger,
  });
  try {
    await store.reset();
    const seedMs = await runSeed(backend, store, logger);
    const counts = Object.fromEntries(
      ['store', 'category', 'product', 'cart-discount', 'discount-code', 'customer', 'review', 'shipping-method'].map((type) => [type, store.countResources(config.projectKey, type)]),
    );
    logger.info({ seedMs, counts, file: store.file }, `seeded ${config.projectKey} in ${seedMs} ms`);
    return 0;
  } finally {
    await backend.close();
    store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    logger.fatal({ err: error }, 'seeding failed');
    process.exit(1);
  },
);
