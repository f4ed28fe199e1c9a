import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
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

export type SeedFunction = (target: SeedTarget) => Promise<void>;

const SEED_MODULE = new URL('./seed/index.ts', import.meta.url);

/** Undefined while the seed module does not exist yet; throws if it exists without a seed export. */
export async function loadSeedFunction(): Promise<SeedFunction | undefined> {
  if (!fs.existsSync(fileURLToPath(SEED_MODULE))) return undefined;
  const module = (await import(SEED_MODULE.href)) as { seed?: unknown };
  if (typeof module.seed !== 'function') throw new Error('server/commerce-backend/seed/index.ts must export seed(target: SeedTarget)');
  return module.seed as SeedFunction;
}

/** Runs the seed in process; returns its duration in ms, or undefined when there is no seed module. */
export async function runSeed(backend: EmbeddedBackend, store: CommerceStore, logger: Logger): Promise<number | undefined> {
  const seed = await loadSeedFunction();
  if (!seed) {
    logger.warn('no seed module (server/commerce-backend/seed/index.ts); the store stays empty');
    return undefined;
  }
  const started = performance.now();
  await seed({ projectKey: backend.projectKey, request: backend.request, storage: store.storage, logger: logger.child({ phase: 'seed' }) });
  return Math.round(performance.now() - started);
}
