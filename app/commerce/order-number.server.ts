// Order numbers unique by construction (decision 150): a place in a per-day sequence that every instance shares
// through one custom object per day; a process reserves a block of places with one versioned write and hands them out.
import type { CommerceClient } from './client.server';
import { readCustomObject, writeCustomObject } from './custom-object.server';
import { withVersionRetry } from './version-retry.server';

export const ORDER_NUMBER_CONTAINER = 'order-numbers';
/** Places one write reserves; a restart leaves the rest of a block unused (gaps are harmless). */
const BLOCK_SIZE = 50;
/** Six digits a day; beyond that the place itself is written, seven digits or more, so it cannot meet a six-digit one. */
const DAY_PLACES = 1_000_000;
// place → (place × STRIDE + OFFSET) mod DAY_PLACES is a bijection (STRIDE shares no factor with 10), so numbers stay
// unique while they do not read as a count of the day's orders.
const STRIDE = 387_403;
const OFFSET = 524_287;
const RESERVE_ATTEMPTS = 24;
const RESERVE_BACKOFF = { baseMs: 5, maxMs: 200 };

type Block = { day: string; next: number; end: number };
type Reserver = { block?: Block; pending?: Promise<Block> };

// One reserver per backend client (one per process in the shop; tests run several backends in one process).
const reservers = new WeakMap<CommerceClient, Reserver>();

/** The UTC day an order number carries: YYMMDD. */
function dayOf(now: Date): string {
  return now.toISOString().slice(2, 10).replaceAll('-', '');
}

function digitsOf(place: number): string {
  return place < DAY_PLACES ? String((place * STRIDE + OFFSET) % DAY_PLACES).padStart(6, '0') : String(place);
}

function nextOf(value: unknown): number {
  const next = (value as { next?: unknown } | null)?.next;
  return typeof next === 'number' && Number.isSafeInteger(next) && next >= 0 ? next : 0;
}

/** Reserves the day's next block of places: the day's counter moves on by a block with the version it was read at. */
async function reserveBlock(client: CommerceClient, day: string): Promise<Block> {
  return withVersionRetry({
    attempts: RESERVE_ATTEMPTS,
    backoff: RESERVE_BACKOFF,
    read: () => readCustomObject(client, '/orderNumbers', ORDER_NUMBER_CONTAINER, day),
    apply: async (stored) => {
      const next = nextOf(stored?.value);
      await writeCustomObject(client, '/orderNumbers', { container: ORDER_NUMBER_CONTAINER, key: day, value: { next: next + BLOCK_SIZE }, version: stored?.version ?? 0 });
      return { day, next, end: next + BLOCK_SIZE };
    },
  });
}

/** The store's prefix (none in the Czech store, spec §9), the UTC date and the place in the day's sequence, never
 *  handed out twice by any instance sharing the backend. */
export async function allocateOrderNumber(client: CommerceClient, prefix: string, now: Date = new Date()): Promise<string> {
  const day = dayOf(now);
  let reserver = reservers.get(client);
  if (!reserver) reservers.set(client, (reserver = {}));
  for (;;) {
    const { block } = reserver;
    if (block && block.day === day && block.next < block.end) return `${prefix}${day}${digitsOf(block.next++)}`;
    // Concurrent callers of this process wait for one reservation instead of each writing the counter.
    if (!reserver.pending) {
      const current = reserver;
      current.pending = reserveBlock(client, day)
        .then((reserved) => (current.block = reserved))
        .finally(() => (current.pending = undefined));
    }
    await reserver.pending;
  }
}
