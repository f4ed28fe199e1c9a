import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CommerceStore } from './storage.ts';

/** Announced catalogue changes (decision 055) let the catalogue cache keep answers long yet never serve one from
 * before a change. The epoch is new on every start, as another process may have changed the data. */

/** Custom objects hold both the SEO redirection table and the stock held for checkouts, so a write of one is
 * announced as both. */
export const ANNOUNCED_TYPES: Record<string, readonly string[]> = {
  product: ['products'],
  'product-type': ['products'],
  'product-selection': ['products'],
  'tax-category': ['products'],
  category: ['categories'],
  'inventory-entry': ['inventory'],
  channel: ['inventory'],
  review: ['reviews'],
  'cart-discount': ['discounts'],
  'discount-code': ['discounts'],
  store: ['stores'],
  'shipping-method': ['shipping'],
  zone: ['shipping'],
  'customer-group': ['customer-groups'],
  'key-value-document': ['seo', 'stock-holds'],
};

export const CHANGES_PATH = '/__catalogue-changes';
const MAX_WAIT_MS = 30_000;

export type CatalogueChanges = { epoch: string; sequence: number; resources: Record<string, number> };

export interface ChangeAnnouncer {
  current(): CatalogueChanges;
  /** Counts a change of a resource type (ignored when it is not catalogue). */
  note(typeId: string): void;
  /** Resolves with the state once it differs from `since` (or at once), or after `waitMs` unchanged. */
  next(since: string | undefined, waitMs: number): Promise<CatalogueChanges>;
  /** Answers every waiting poll now (the server is closing). */
  release(): void;
}

export function createChangeAnnouncer(): ChangeAnnouncer {
  const epoch = randomUUID();
  let sequence = 0;
  const resources: Record<string, number> = Object.fromEntries([...new Set(Object.values(ANNOUNCED_TYPES).flat())].map((name) => [name, 0]));
  const waiters = new Set<() => void>();
  const current = (): CatalogueChanges => ({ epoch, sequence, resources: { ...resources } });
  return {
    current,
    note(typeId) {
      const announced = ANNOUNCED_TYPES[typeId];
      if (!announced) return;
      for (const resource of announced) resources[resource] += 1;
      sequence += 1;
      for (const wake of [...waiters]) wake();
    },
    next(since, waitMs) {
      if (since !== `${epoch}:${sequence}`) return Promise.resolve(current());
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          // A burst of writes (an import) is announced once: the next turn of the loop sees them all.
          setImmediate(() => resolve(current()));
        };
        const timer = setTimeout(wake, Math.min(Math.max(waitMs, 0), MAX_WAIT_MS));
        waiters.add(wake);
      });
    },
    release() {
      for (const wake of [...waiters]) wake();
    },
  };
}

/** Counts every write through the store (add, delete, clear) and serves the announcements. */
export function installCatalogueChanges(app: FastifyInstance, store: CommerceStore, announcer = createChangeAnnouncer()): ChangeAnnouncer {
  const stopListening = store.storage.onWrite({
    written: (typeId) => announcer.note(typeId),
    cleared: () => {
      for (const typeId of Object.keys(ANNOUNCED_TYPES)) announcer.note(typeId);
    },
  });
  app.addHook('onClose', async () => stopListening());
  app.addHook('preClose', async () => announcer.release());
  app.get(CHANGES_PATH, async (request, reply) => {
    const query = request.query as { since?: string; wait?: string };
    const state = await announcer.next(query.since, Number(query.wait ?? 0) || 0);
    return reply.header('cache-control', 'no-store').send(state);
  });
  return announcer;
}
