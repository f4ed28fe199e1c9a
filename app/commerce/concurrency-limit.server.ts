// A counting semaphore with a bounded wait queue for backend calls (p-limit and p-queue bound no queue and cannot
// leave it on an AbortSignal). Under overload new catalogue pages are refused first, while pages under way and
// checkouts finish.

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

export type Priority = 'checkout' | 'high' | 'normal';

/** The priorities in the order they are served, and how many times the bounds each may use. */
const PRIORITIES = ['checkout', 'high', 'normal'] as const satisfies readonly Priority[];
const ROOM: Record<Priority, number> = { checkout: 4, high: 2, normal: 1 };

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
  const waiting: Record<Priority, Waiter[]> = { checkout: [], high: [], normal: [] };
  const queued = () => waiting.checkout.length + waiting.high.length + waiting.normal.length;
  /** Waiters served before (or with) a call of this priority. */
  const ahead = (priority: Priority) => PRIORITIES.slice(0, PRIORITIES.indexOf(priority) + 1).reduce((sum, level) => sum + waiting[level].length, 0);
  let averageHoldMs = 0;
  const expectedWaitMs = (priority: Priority) => ((ahead(priority) + 1) * averageHoldMs) / maxConcurrent;

  const releaser = (): Release => {
    let released = false;
    const grantedAt = performance.now();
    return () => {
      if (released) return; // a double release must not free someone else's slot
      released = true;
      const held = performance.now() - grantedAt;
      averageHoldMs = averageHoldMs === 0 ? held : averageHoldMs + HOLD_SMOOTHING * (held - averageHoldMs);
      const next = waiting.checkout.shift() ?? waiting.high.shift() ?? waiting.normal.shift();
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
      const room = ROOM[priority];
      const wait = expectedWaitMs(priority);
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
