// A counting semaphore with a bounded wait queue, for the calls to the commerce backend.
// p-limit and p-queue have no queue bound and no way to leave the queue on an AbortSignal;
// this is the few lines we need: at most `maxConcurrent` holders, at most `maxQueued`
// waiters, a full queue refuses at once (shedding), and a waiter whose signal aborts
// (deadline passed, shopper gone) leaves the queue without ever running.
//
// Two priorities: 'high' waiters (the later calls of a page already admitted, the shared token
// request) go before 'normal' ones and may fill the queue up to HIGH_PRIORITY_ROOM times its
// size, so pages already under way finish instead of every page losing one of its calls.

export class QueueFullError extends Error {
  constructor(readonly maxQueued: number) {
    super(`too many requests waiting for the commerce backend (${maxQueued} queued)`);
    this.name = 'QueueFullError';
  }
}

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

export function createConcurrencyLimiter(options: { maxConcurrent: number; maxQueued: number }): ConcurrencyLimiter {
  const { maxConcurrent, maxQueued } = options;
  if (!(maxConcurrent >= 1) || !(maxQueued >= 0)) throw new Error('maxConcurrent must be ≥ 1 and maxQueued ≥ 0');
  let active = 0;
  const waiting: Record<Priority, Waiter[]> = { high: [], normal: [] };
  const queued = () => waiting.high.length + waiting.normal.length;

  const releaser = (): Release => {
    let released = false;
    return () => {
      if (released) return; // a double release must not free someone else's slot
      released = true;
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
      if (queued() >= (priority === 'high' ? HIGH_PRIORITY_ROOM * maxQueued : maxQueued)) return Promise.reject(new QueueFullError(maxQueued));
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
