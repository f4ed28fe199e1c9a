import type { Logger } from 'pino';
import type { EmbeddedBackend } from './backend.ts';
import type { CommerceStore } from './storage.ts';

/**
 * The contract with the seed data generator (server/commerce-backend/seed/, another author):
 * seed/index.ts exports `seed(target: SeedTarget): Promise<void>`. main.ts calls it when the store
 * is empty, `npm run seed` after resetting the store. The seed writes through `target.request`
 * (the real API, in process: drafts are validated and carts priced) or, for bulk reads,
 * `target.storage`.
 */
export interface SeedTarget {
  projectKey: string;
  request: EmbeddedBackend['request'];
  storage: CommerceStore['storage'];
  logger: Logger;
}

/**
 * Runs the seed in process; returns its duration in ms. The seed module loads only when a store is seeded,
 * not at every start, and by a literal path, so the compiled backend holds it.
 */
export async function runSeed(backend: EmbeddedBackend, store: CommerceStore, logger: Logger): Promise<number> {
  const { seed } = await import('./seed/index.ts');
  const target: SeedTarget = { projectKey: backend.projectKey, request: backend.request, storage: store.storage, logger: logger.child({ phase: 'seed' }) };
  const started = performance.now();
  await seed(target);
  return Math.round(performance.now() - started);
}
