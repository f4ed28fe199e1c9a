import { SEED_MARKER, SEED_VERSION } from './data/constants';
import { buildSeedData } from './data/index';
import { resolveTarget, type SeedApi } from './in-process';
import { createContext, type SeedLogger } from './writer/context';
import { writeMarker } from './writer/create';
import { writeAll, type SeedStep } from './writer/plan';
import { resetAll } from './writer/reset';
import { statusOf } from './writer/retry';

export type { SeedLogger } from './writer/context';
export type { InProcessSeedTarget, SeedApi } from './in-process';
export type { SeedStep } from './writer/plan';
export { buildSeedData, type SeedData } from './data/index';
export { DEMO_PASSWORD, DEMO_CUSTOMERS } from './data/customers';
export { DEMO_DISCOUNT_CODES } from './data/discounts';

export interface SeedOptions {
  readonly log?: SeedLogger;
  /** Requests in flight at once. */
  readonly concurrency?: number;
  /** Delete what the project holds first (catalogue, customers, carts, orders); required if it is not empty. */
  readonly reset?: boolean;
}

export interface SeedSummary {
  readonly durationMs: number;
  readonly counts: Readonly<Record<string, number>>;
  readonly steps: readonly SeedStep[];
}

export type SeedState = 'empty' | 'partial' | 'complete';

/** Whether a seed of this version completed against the project (its marker exists). */
export async function isSeeded(target: SeedApi): Promise<boolean> {
  const { api: apiRoot } = resolveTarget(target);
  try {
    const marker = await apiRoot.customObjects().withContainerAndKey(SEED_MARKER).get().execute();
    return (marker.body.value as { version?: number } | undefined)?.version === SEED_VERSION;
  } catch (error) {
    if (statusOf(error) === 404) return false;
    throw error;
  }
}

/** 'complete': seeded; 'partial': data but no marker (an interrupted seed, or someone else's data); 'empty'. */
export async function seedState(target: SeedApi): Promise<SeedState> {
  const { api: apiRoot } = resolveTarget(target);
  if (await isSeeded(apiRoot)) return 'complete';
  const [stores, products, types] = await Promise.all([
    apiRoot.stores().get({ queryArgs: { limit: 1 } }).execute(),
    apiRoot.products().get({ queryArgs: { limit: 1 } }).execute(),
    apiRoot.types().get({ queryArgs: { limit: 1 } }).execute(),
  ]);
  return stores.body.results.length + products.body.results.length + types.body.results.length > 0 ? 'partial' : 'empty';
}

/** Deletes every resource type the seed writes, plus carts, orders and payments. Returns counts. */
export async function resetSeedData(target: SeedApi, options: Pick<SeedOptions, 'log' | 'concurrency'> = {}) {
  const { api, logger } = resolveTarget(target);
  return resetAll(createContext(api, options.concurrency ?? 12, options.log ?? logger));
}

/** In dependency order with bounded concurrency; `target` is an SDK API root (any commercetools API) or the embedded
 * backend's in-process SeedTarget. */
export async function seed(target: SeedApi, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const { api: apiRoot, logger } = resolveTarget(target);
  const ctx = createContext(apiRoot, options.concurrency ?? 12, options.log ?? logger);
  if (options.reset) await resetAll(ctx);
  else if ((await seedState(apiRoot)) !== 'empty') {
    throw new Error('Seed: the project already holds data; seed with { reset: true } (CLI: --reset) to replace it');
  }
  const data = buildSeedData();
  const steps: SeedStep[] = [];
  await writeAll(ctx, data, steps);
  const counts = Object.fromEntries(steps.map((step) => [step.name, step.count]));
  await writeMarker(ctx, counts);
  const durationMs = Math.round(performance.now() - started);
  ctx.log(`seed: done in ${durationMs} ms`);
  return { durationMs, counts, steps };
}
