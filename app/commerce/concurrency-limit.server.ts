// A counting semaphore with a bounded wait queue, for the calls to the commerce backend.
// p-limit and p-queue have no queue bound and no way to leave the queue on an AbortSignal;
// this is the few lines we need: at most `maxConcurrent` holders, at most `maxQueued`
// waiters, a full queue refuses at once (shedding), and a waiter whose signal aborts
// (deadline passed, shopper gone) leaves the queue without ever running.
//
// Besides its length, the queue is bounded by the wait it promises: (waiters ahead + 1) × the
// average time a call holds its slot / slots. Fast calls (a cart read) may queue deeply, slow ones
// (a catalogue search on the single-threaded embedded backend) only a little, so a call is refused
// at once rather than queued into a deadline it cannot meet.
//
// Two priorities: 'high' waiters (the later calls of a page already admitted, the shared token
// request) go before 'normal' ones and may fill the queue up to HIGH_PRIORITY_ROOM times its
// size, so pages already under way finish instead of every page losing one of its calls.

export class QueueFullError extends Error {
  constructor(readonly queued: number, readonly expectedWaitMs: number) {
    super(`too many requests waiting for the commerce backend (${queued} queued, ~${Math.round(expectedWaitMs)} ms wait)`);
    this.name = 'QueueFullError';
  }
}

export type LimiterOptions = {
  maxConcurrent: number;
  maxQueued: number;
  /** Refuse a call whose expected wait exceeds this (ms); unset: the length bound only. */
  maxWaitMs?: number;
};

/** Weight of the newest hold time in the moving average. */
const HOLD_SMOOTHING = 0.2;

export type Release = () => void;

export const HIGH_PRIORITY_ROOM = 2;

export type Priority = 'high' | 'normal';

export interface ConcurrencyLimiter {
  /** Resolves with a release function once a slot is free; rejects with QueueFullError or the signal's reason. */
  acquire(signal?: AbortSignal, priority?: Priority): Promise<Release>;
  readonly active: number;
  readonly queued: number;
}

type Waiter = { grant: (release: Release) => void };

export function createConcurrencyLimiter(options: LimiterOptions): ConcurrencyLimiter {
  const { maxConcurrent, maxQueued, maxWaitMs = Number.POSITIVE_INFINITY } = options;
  if (!(maxConcurrent >= 1) || !(maxQueued >= 0)) throw new Error('maxConcurrent must be ≥ 1 and maxQueued ≥ 0');
  let active = 0;
  const waiting: Record<Priority, Waiter[]> = { high: [], normal: [] };
  const queued = () => waiting.high.length + waiting.normal.length;
  let averageHoldMs = 0;
  const expectedWaitMs = () => ((queued() + 1) * averageHoldMs) / maxConcurrent;

  const releaser = (): Release => {
    let released = false;
    const grantedAt = performance.now();
    return () => {
      if (released) return; // a double release must not free someone else's slot
      released = true;
      const held = performance.now() - grantedAt;
      averageHoldMs = averageHoldMs === 0 ? held : averageHoldMs + HOLD_SMOOTHING * (held - averageHoldMs);
      const next = waiting.high.shift() ?? waiting.normal.shift();
      if (next) next.grant(releaser()); // the slot passes on; `active` stays
      else active -= 1;
    };
  };

  return {
    get active() {
      return active;
    },
    get queued() {
      return queued();
    },
    acquire(signal, priority = 'normal') {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (active < maxConcurrent) {
        active += 1;
        return Promise.resolve(releaser());
      }
      const room = priority === 'high' ? HIGH_PRIORITY_ROOM : 1;
      const wait = expectedWaitMs();
      if (queued() >= room * maxQueued || wait > room * maxWaitMs) return Promise.reject(new QueueFullError(queued(), wait));
      const queue = waiting[priority];
      return new Promise<Release>((resolve, reject) => {
        const onAbort = () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          reject(signal?.reason);
        };
        const waiter: Waiter = {
          grant: (release) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(release);
          },
        };
        queue.push(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}
