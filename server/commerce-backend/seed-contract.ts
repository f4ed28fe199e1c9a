import type { Logger } from 'pino';
import type { EmbeddedBackend } from './backend.ts';
import type { CommerceStore } from './storage.ts';

/** The contract with the seed (seed/index.ts exports `seed(target)`): it writes through `target.request`, the real API
 * in process, so drafts are validated and carts priced; `target.storage` is for bulk reads. */
export interface SeedTarget {
  projectKey: string;
  request: EmbeddedBackend['request'];
  storage: CommerceStore['storage'];
  logger: Logger;
}

/** Returns the duration in ms. The seed loads only when a store is seeded, by a literal path so the compiled backend
 * holds it. */
export async function runSeed(backend: EmbeddedBackend, store: CommerceStore, logger: Logger): Promise<number> {
  const { seed } = await import('./seed/index.ts');
  const target: SeedTarget = { projectKey: backend.projectKey, request: backend.request, storage: store.storage, logger: logger.child({ phase: 'seed' }) };
  const started = performance.now();
  await seed(target);
  return Math.round(performance.now() - started);
}
