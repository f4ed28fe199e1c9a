// A shared count can be unreachable exactly under a flood (the IPC channel backs up), so every hit is also counted
// here, and this process's count decides while the shared one does not answer (decision 131).
import { MemoryStore, type ClientRateLimitInfo, type IncrementResponse, type Options, type Store } from 'express-rate-limit';

/** How long a shared count may take before this process's count answers for it. */
export const SHARED_COUNT_TIMEOUT_MS = 1_000;
/** After a failure the shared count is left alone this long: asking a backed-up channel again only adds to it. */
export const SHARED_COUNT_PAUSE_MS = 10_000;
const FALLBACK_LOG_INTERVAL_MS = 60_000;

/** Tells of a shared count that failed: at its first failure, then once a minute with how many there were. */
export function fallbackLog(log: (failures: number, err: unknown) => void, now: () => number = Date.now): (err: unknown) => void {
  let lastLogged = -Infinity;
  let unreported = 0;
  return (err) => {
    unreported += 1;
    if (now() - lastLogged < FALLBACK_LOG_INTERVAL_MS) return;
    lastLogged = now();
    log(unreported, err);
    unreported = 0;
  };
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the shared rate-limit count did not answer within ${ms} ms`)), ms);
    timer.unref?.();
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * A shared store with this process's count beside it. `increment` always counts here; it answers with the shared
 * count while that answers in time, else with this process's count (a flood on one connection meets its limit
 * exactly; one spread over N processes at most N times it).
 */
export class CountedHereToo implements Store {
  private readonly here = new MemoryStore();
  private pausedUntil = 0;

  constructor(
    private readonly shared: Store,
    private readonly onFallback: (err: unknown) => void,
    private readonly options: { timeoutMs?: number; pauseMs?: number; now?: () => number } = {},
  ) {}

  get prefix(): string | undefined {
    return this.shared.prefix;
  }

  init(options: Options): void {
    this.here.init(options);
    // Not waited for: a request must not wait on a backed-up channel (a late start fails the first counts instead).
    Promise.resolve(this.shared.init?.(options)).catch((err: unknown) => this.fellBack(err));
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.here.get(key);
  }

  async increment(key: string): Promise<IncrementResponse> {
    const here = await this.here.increment(key);
    if (this.now() < this.pausedUntil) return here;
    try {
      return await withTimeout(Promise.resolve(this.shared.increment(key)), this.options.timeoutMs ?? SHARED_COUNT_TIMEOUT_MS);
    } catch (err) {
      this.fellBack(err);
      return here;
    }
  }

  async decrement(key: string): Promise<void> {
    await this.here.decrement(key);
    if (this.now() >= this.pausedUntil) await Promise.resolve(this.shared.decrement(key)).catch((err: unknown) => this.fellBack(err));
  }

  async resetKey(key: string): Promise<void> {
    await this.here.resetKey(key);
    if (this.now() >= this.pausedUntil) await Promise.resolve(this.shared.resetKey(key)).catch((err: unknown) => this.fellBack(err));
  }

  async shutdown(): Promise<void> {
    this.here.shutdown();
    await this.shared.shutdown?.();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private fellBack(err: unknown): void {
    this.pausedUntil = this.now() + (this.options.pauseMs ?? SHARED_COUNT_PAUSE_MS);
    this.onFallback(err);
  }
}

type Channel = {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  send?(message: unknown, sendHandle?: undefined, options?: undefined, callback?: (error: Error | null) => void): boolean;
  connected?: boolean;
};

/** The messages of @express-rate-limit/cluster-memory-store, whose primary side counts in the cluster's primary. */
const FROM = 'cluster-memory-store';
type Answer = { from: string; prefix: string; requestId: number; result: unknown };
const isAnswer = (value: unknown): value is Answer => (value as { from?: unknown } | null)?.from === FROM;

/**
 * A worker's side of the primary's count (the library's `ClusterMemoryStorePrimary` answers it). In place of the
 * library's worker store, which printed a stack trace to stderr for every message sent while the channel was backed
 * up and let the request through when the answer came late; here a late answer is a failure `CountedHereToo` takes.
 */
export class ClusterCountStore implements Store {
  private readonly waiting = new Map<number, (result: unknown) => void>();
  private lastId = 0;

  constructor(
    readonly prefix: string,
    private readonly channel: Channel = process as Channel,
  ) {
    storesOn(channel).set(prefix, this);
  }

  /** The primary's answer to one of this store's requests. */
  answered(requestId: number, result: unknown): void {
    this.waiting.get(requestId)?.(result);
  }

  async init(options: Options): Promise<void> {
    await this.ask('init', [{ windowMs: options.windowMs }], 10 * SHARED_COUNT_TIMEOUT_MS);
  }

  async increment(key: string): Promise<IncrementResponse> {
    const { totalHits, resetTime } = (await this.ask('increment', [key])) as { totalHits: number; resetTime?: string };
    // A Date crosses the channel as a string.
    return { totalHits, resetTime: resetTime ? new Date(resetTime) : undefined };
  }

  async decrement(key: string): Promise<void> {
    await this.ask('decrement', [key]);
  }

  async resetKey(key: string): Promise<void> {
    await this.ask('resetKey', [key]);
  }

  /** The primary's answer, or a failure when there is no channel or no answer in time. */
  private ask(command: string, args: unknown[], timeoutMs = SHARED_COUNT_TIMEOUT_MS): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (!this.channel.send || this.channel.connected === false) return reject(new Error('no channel to the cluster primary'));
      const requestId = (this.lastId += 1);
      const timer = setTimeout(() => {
        // A backed-up channel still delivers, late: that answer finds nobody waiting and is dropped.
        this.waiting.delete(requestId);
        reject(new Error(`the cluster primary did not count within ${timeoutMs} ms`));
      }, timeoutMs);
      timer.unref?.();
      this.waiting.set(requestId, (result) => {
        clearTimeout(timer);
        this.waiting.delete(requestId);
        resolve(result);
      });
      this.channel.send({ command, args, requestId, prefix: this.prefix, from: FROM }, undefined, undefined, (error) => {
        if (!error) return;
        clearTimeout(timer);
        this.waiting.delete(requestId);
        reject(error);
      });
    });
  }
}

/** One listener per channel for every bucket's store (a listener each would pass the emitter's warning limit). */
const stores = new WeakMap<Channel, Map<string, ClusterCountStore>>();
function storesOn(channel: Channel): Map<string, ClusterCountStore> {
  let byPrefix = stores.get(channel);
  if (!byPrefix) {
    const created = new Map<string, ClusterCountStore>();
    channel.on('message', (message) => {
      if (isAnswer(message)) created.get(message.prefix)?.answered(message.requestId, message.result);
    });
    stores.set(channel, (byPrefix = created));
  }
  return byPrefix;
}
