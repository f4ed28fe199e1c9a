// Long-polls the embedded backend's catalogue changes and moves the catalogue cache's versions, so no answer from
// before a change is served again (decision 055); a new backend epoch (perhaps other data) invalidates everything.
import type { CatalogueCache, CatalogueResource } from '~/commerce/catalogue-cache.server';
import { CATALOGUE_RESOURCES } from '~/commerce/catalogue-cache.server';
import { CHANGES_PATH } from './commerce-backend/catalogue-changes';
const POLL_WAIT_MS = 25_000;
const MAX_BACKOFF_MS = 10_000;

type Changes = { epoch: string; sequence: number; resources: Record<string, number> };
type Logger = { warn(obj: object, msg?: string): void; debug(obj: object, msg?: string): void };

export interface CatalogueWatcher {
  /** Resolves once the first announcement was read (or failed). */
  readonly ready: Promise<void>;
  stop(): void;
}

const isResource = (name: string): name is CatalogueResource => (CATALOGUE_RESOURCES as readonly string[]).includes(name);

/** The resources that moved between two states ('all' for another epoch). */
export function changedResources(before: Changes | undefined, after: Changes): CatalogueResource[] | 'all' {
  if (!before || before.epoch !== after.epoch) return 'all';
  return Object.keys(after.resources).filter((name) => after.resources[name] !== before.resources[name]).filter(isResource);
}

export function watchCatalogueChanges(options: {
  backendUrl: string;
  cache: CatalogueCache;
  logger: Logger;
  /** Called after the cache learnt of a change (e.g. to rebuild search indexes). */
  onChange?: (resources: CatalogueResource[] | 'all') => void;
  fetchImpl?: typeof fetch;
}): CatalogueWatcher {
  const { cache, logger } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const stopping = new AbortController();
  let state: Changes | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      stopping.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });

  async function loop(): Promise<void> {
    let failures = 0;
    while (!stopping.signal.aborted) {
      try {
        const since = state ? `&since=${encodeURIComponent(`${state.epoch}:${state.sequence}`)}` : '';
        const response = await fetchImpl(`${options.backendUrl}${CHANGES_PATH}?wait=${state ? POLL_WAIT_MS : 0}${since}`, {
          signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(POLL_WAIT_MS + 10_000)]),
        });
        if (!response.ok) throw new Error(`catalogue changes answered ${response.status}`);
        const next = (await response.json()) as Changes;
        // The first answer is the baseline: nothing was cached from an unknown state before it but what a
        // start-up read, which may predate it by a moment — so a first answer also invalidates everything.
        const changed = changedResources(state, next);
        if (changed === 'all' || changed.length > 0) {
          cache.changed(changed);
          logger.debug({ changed, sequence: next.sequence }, 'catalogue changed');
          options.onChange?.(changed);
        }
        state = next;
        failures = 0;
        markReady();
      } catch (error) {
        if (stopping.signal.aborted) break;
        failures += 1;
        markReady();
        if (failures === 3) logger.warn({ err: error }, 'catalogue change announcements unavailable; retrying');
        await sleep(Math.min(250 * 2 ** failures, MAX_BACKOFF_MS));
      }
    }
  }
  void loop();
  return { ready, stop: () => stopping.abort() };
}
