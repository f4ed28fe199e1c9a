import { setImmediate as nextTurn } from 'node:timers/promises';
import { INDEXED_READS } from './query-indexes.ts';
import type { CommerceStore } from './storage.ts';

/** commercetools deletes a cart `deleteDaysAfterLastModification` days after its last change (the draft's, else the
 * project's); the mock never deletes anything, so this sweeps. */

const PROJECT_DEFAULT_DAYS = 90;
const DAY_MS = 86_400_000;
/** Carts deleted per step; the loop breathes between steps. */
const BATCH = 200;

function projectDefaultDays(store: CommerceStore, projectKey: string): number {
  const row = store.db
    .prepare("SELECT json_extract(data, '$.carts.deleteDaysAfterLastModification') AS days FROM projects WHERE project_key = ?")
    .get(projectKey) as { days: number | null } | undefined;
  return typeof row?.days === 'number' && row.days > 0 ? row.days : PROJECT_DEFAULT_DAYS;
}

/** Per distinct number of days the expired carts are a range of the expiry index, so a sweep reads only what it
 * deletes; freed pages then go back to the file system. */
export async function sweepExpiredCarts(store: CommerceStore, projectKey: string, now = Date.now()): Promise<number> {
  const defaultDays = projectDefaultDays(store, projectKey);
  const { db } = store;
  const expired = db.prepare(INDEXED_READS.expiredCarts);
  const remove = db.prepare("DELETE FROM resources WHERE project_key = ? AND type_id = 'cart' AND id = ?");
  let deleted = 0;
  for (const stored of distinctDays(store, projectKey)) {
    const days = typeof stored === 'number' && stored > 0 ? stored : defaultDays;
    // Stored timestamps are ISO 8601 in UTC (toISOString), so they compare as text.
    const before = new Date(now - days * DAY_MS).toISOString();
    for (;;) {
      const rows = expired.all(projectKey, stored, before, BATCH) as Array<{ id: string }>;
      if (rows.length === 0) break;
      db.exec('BEGIN');
      try {
        for (const row of rows) remove.run(projectKey, row.id);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
      deleted += rows.length;
      await nextTurn(); // requests get their turn between steps
    }
  }
  if (deleted > 0) store.releaseFreePages();
  return deleted;
}

/** The carts' distinct `deleteDaysAfterLastModification` values (null: none of their own), each an index seek. */
function distinctDays(store: CommerceStore, projectKey: string): Array<number | string | null> {
  const anyWithout = store.db.prepare(INDEXED_READS.anyCartWithoutDays);
  const smallestAbove = store.db.prepare(INDEXED_READS.smallestCartDaysAbove);
  const values: Array<number | string | null> = anyWithout.get(projectKey) ? [null] : [];
  // Numbers sort before text in SQLite, so the walk from below every number meets every value once.
  for (let above: number | string = -Infinity; ; ) {
    const next: number | string | null | undefined = (smallestAbove.get(projectKey, above) as { days: number | string | null } | undefined)?.days;
    if (next === null || next === undefined) return values;
    values.push(next);
    above = next;
  }
}

/** Sweeps now and then every `intervalMs`; returns a stop function. */
export function startCartSweeper(
  store: CommerceStore,
  projectKey: string,
  intervalMs: number,
  logger: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void },
): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    const started = performance.now();
    try {
      const deleted = await sweepExpiredCarts(store, projectKey);
      if (deleted > 0) logger.info({ deleted, ms: Math.round(performance.now() - started) }, 'expired carts deleted');
    } catch (error) {
      logger.error({ err: error }, 'cart sweep failed');
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
