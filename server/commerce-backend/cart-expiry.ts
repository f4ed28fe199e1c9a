import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CartDraft } from '@commercetools/platform-sdk';
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import type { CommerceStore } from './storage.ts';

/**
 * commercetools deletes a cart `deleteDaysAfterLastModification` days after its last change (the
 * draft's value, else the project's `carts.deleteDaysAfterLastModification`, 90 by default). The
 * mock drops the draft field and never deletes anything; this keeps the field and sweeps.
 */

const PROJECT_DEFAULT_DAYS = 90;
const DAY_MS = 86_400_000;
/** Carts read per step; each is tens of KB of JSON, so a step stays a few tens of ms and the loop breathes between steps. */
const BATCH = 200;

export function keepCartDeleteDays(mock: CommercetoolsMock, store: CommerceStore, projectKey: string): void {
  const carts = mock.project(projectKey).getRepository('cart');
  const create = carts.create.bind(carts);
  const setDays = store.db.prepare(
    "UPDATE resources SET data = json_set(data, '$.deleteDaysAfterLastModification', ?) WHERE project_key = ? AND type_id = 'cart' AND id = ?",
  );
  carts.create = async (context, draft: CartDraft) => {
    const cart = await create(context, draft);
    const days = draft.deleteDaysAfterLastModification;
    if (typeof days !== 'number') return cart;
    // Written in place: saving the cart again would run the pricing step a second time.
    setDays.run(days, context.projectKey, cart.id);
    return { ...cart, deleteDaysAfterLastModification: days };
  };
}

function projectDefaultDays(store: CommerceStore, projectKey: string): number {
  const row = store.db
    .prepare("SELECT json_extract(data, '$.carts.deleteDaysAfterLastModification') AS days FROM projects WHERE project_key = ?")
    .get(projectKey) as { days: number | null } | undefined;
  return typeof row?.days === 'number' && row.days > 0 ? row.days : PROJECT_DEFAULT_DAYS;
}

/** Deletes every cart of the project whose last change plus its days lies before `now`; returns how many. */
export async function sweepExpiredCarts(store: CommerceStore, projectKey: string, now = Date.now()): Promise<number> {
  const defaultDays = projectDefaultDays(store, projectKey);
  const page = store.db.prepare(`
    SELECT id, json_extract(data, '$.lastModifiedAt') AS modified, json_extract(data, '$.deleteDaysAfterLastModification') AS days
    FROM resources WHERE project_key = ? AND type_id = 'cart' AND id > ? ORDER BY id LIMIT ${BATCH}`);
  const remove = store.db.prepare("DELETE FROM resources WHERE project_key = ? AND type_id = 'cart' AND id = ?");
  let deleted = 0;
  for (let after = ''; ; ) {
    const rows = page.all(projectKey, after) as Array<{ id: string; modified: string | null; days: number | null }>;
    if (rows.length === 0) return deleted;
    const expired = rows.filter((row) => {
      const modified = Date.parse(row.modified ?? '');
      const days = typeof row.days === 'number' && row.days > 0 ? row.days : defaultDays;
      return Number.isFinite(modified) && modified + days * DAY_MS < now;
    });
    if (expired.length > 0) {
      store.db.exec('BEGIN');
      try {
        for (const row of expired) remove.run(projectKey, row.id);
        store.db.exec('COMMIT');
      } catch (error) {
        store.db.exec('ROLLBACK');
        throw error;
      }
      deleted += expired.length;
    }
    after = rows[rows.length - 1].id;
    await nextTurn(); // requests get their turn between steps
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
