// Submission tokens of cart forms across the workers (decision 057): a double click without JavaScript sends
// two copies of one form, and the cluster may hand them to two workers. The primary keeps one ledger: the
// first copy runs, later copies wait for its outcome and get it (as JSON) without changing the cart again.
// A failed run is forgotten, so the next copy runs; a worker that dies hands its runs to their waiters.
import type { SubmissionRegistry } from '~/forms/submissions.server';

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 20_000;
/** A primary that never answers (gone, or swamped) must not hold a shopper: the worker runs the task itself. */
const CLAIM_TIMEOUT_MS = 30_000;

export type SubmissionAnswer = { run: true } | { run: false; outcome: unknown };
type Claim = { type: 'storefront:submission-claim'; id: number; key: string };
type Settle = { type: 'storefront:submission-settle'; key: string; ok: true; outcome: unknown } | { type: 'storefront:submission-settle'; key: string; ok: false };
type Reply = { type: 'storefront:submission-answer'; id: number; answer: SubmissionAnswer };

type Waiter = { worker: number; reply: (answer: SubmissionAnswer) => void };
type Entry = { at: number; runner: number; waiters: Waiter[]; outcome?: { value: unknown } };

/** The primary's ledger, free of IPC so it can be tested. */
export class SubmissionLedger {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  claim(key: string, worker: number, reply: (answer: SubmissionAnswer) => void): void {
    this.prune();
    const entry = this.entries.get(key);
    if (!entry) {
      this.entries.set(key, { at: this.now(), runner: worker, waiters: [] });
      reply({ run: true });
    } else if (entry.outcome) {
      reply({ run: false, outcome: entry.outcome.value });
    } else {
      entry.waiters.push({ worker, reply });
    }
  }

  settle(key: string, worker: number, result: { ok: true; outcome: unknown } | { ok: false }): void {
    const entry = this.entries.get(key);
    if (!entry || entry.outcome || entry.runner !== worker) return;
    if (!result.ok) return this.handOn(key, entry);
    entry.outcome = { value: result.outcome };
    for (const waiter of entry.waiters.splice(0)) waiter.reply({ run: false, outcome: result.outcome });
  }

  /** A worker died: its waits end, and what it was running passes to the next copy. */
  workerGone(worker: number): void {
    for (const [key, entry] of this.entries) {
      entry.waiters = entry.waiters.filter((waiter) => waiter.worker !== worker);
      if (!entry.outcome && entry.runner === worker) this.handOn(key, entry);
    }
  }

  private handOn(key: string, entry: Entry): void {
    const next = entry.waiters.shift();
    if (!next) {
      this.entries.delete(key);
      return;
    }
    entry.runner = next.worker;
    next.reply({ run: true });
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (now - entry.at < TTL_MS && this.entries.size <= MAX_ENTRIES) break; // insertion order: oldest first
      if (!entry.outcome && entry.waiters.length > 0) continue;
      this.entries.delete(key);
    }
  }
}

type Channel = { on(event: 'message', listener: (message: unknown) => void): unknown; send?(message: unknown): unknown; connected?: boolean };

const isMessage = <T extends { type: string }>(type: T['type']) => (value: unknown): value is T => (value as { type?: unknown } | null)?.type === type;
const isClaim = isMessage<Claim>('storefront:submission-claim');
const isSettle = isMessage<Settle>('storefront:submission-settle');
const isReply = isMessage<Reply>('storefront:submission-answer');

/** The primary's side: answers the workers' claims from one ledger. */
export function serveSubmissions(cluster: {
  on(event: 'message', listener: (worker: { id: number; send(message: unknown): unknown; isConnected(): boolean }, message: unknown) => void): unknown;
  on(event: 'exit', listener: (worker: { id: number }) => void): unknown;
}, ledger = new SubmissionLedger()): SubmissionLedger {
  cluster.on('message', (worker, message) => {
    if (isClaim(message)) {
      ledger.claim(message.key, worker.id, (answer) => {
        if (worker.isConnected()) worker.send({ type: 'storefront:submission-answer', id: message.id, answer } satisfies Reply);
      });
    } else if (isSettle(message)) {
      ledger.settle(message.key, worker.id, message.ok ? { ok: true, outcome: message.outcome } : { ok: false });
    }
  });
  cluster.on('exit', (worker) => ledger.workerGone(worker.id));
  return ledger;
}

/** A worker's side: the registry of `context.storefront.shopper.submissions`, asking the primary. */
export function clusterSubmissions(channel: Channel = process as Channel, timeoutMs = CLAIM_TIMEOUT_MS): SubmissionRegistry {
  let lastId = 0;
  const waiting = new Map<number, (answer: SubmissionAnswer) => void>();
  channel.on('message', (message) => {
    if (!isReply(message)) return;
    waiting.get(message.id)?.(message.answer);
    waiting.delete(message.id);
  });
  const send = (message: Claim | Settle) => {
    if (channel.connected !== false) channel.send?.(message);
  };
  return {
    async once(key, task) {
      if (!key) return { value: await task(), duplicate: false };
      const id = (lastId += 1);
      const answer = await new Promise<SubmissionAnswer>((resolve) => {
        const timer = setTimeout(() => (waiting.delete(id), resolve({ run: true })), timeoutMs);
        timer.unref?.();
        waiting.set(id, (value) => (clearTimeout(timer), resolve(value)));
        send({ type: 'storefront:submission-claim', id, key });
      });
      if (!answer.run) return { value: answer.outcome as Awaited<ReturnType<typeof task>>, duplicate: true };
      try {
        const value = await task();
        // What the copies get is a JSON copy of this outcome (IPC), so it must be plain data: carts are.
        send({ type: 'storefront:submission-settle', key, ok: true, outcome: value });
        return { value, duplicate: false };
      } catch (error) {
        send({ type: 'storefront:submission-settle', key, ok: false });
        throw error;
      }
    },
  };
}
