// The cluster may hand two copies of one form to two workers, so the primary keeps one ledger of submission tokens:
// the first copy runs, later ones get its receipt; a failed run is forgotten, a dead worker's pass to their waiters.
import type { LRUCache } from 'lru-cache';
import { boundedRecords } from '~/cache/bounded-cache.server';
import {
  MAX_RECEIPT_BYTES, receiptBytes, SUBMISSION_RECORD_BYTES, SUBMISSION_TTL_MS, type SubmissionReceipt, type SubmissionRegistry,
} from '~/forms/submissions.server';

/** A primary that never answers (gone, or swamped) must not hold a shopper: the worker runs the task itself. */
const CLAIM_TIMEOUT_MS = 30_000;

export type SubmissionAnswer = { run: true } | { run: false; outcome: SubmissionReceipt };
type Claim = { type: 'storefront:submission-claim'; id: number; key: string };
type Settle =
  | { type: 'storefront:submission-settle'; key: string; ok: true; outcome: SubmissionReceipt }
  | { type: 'storefront:submission-settle'; key: string; ok: false };
type Reply = { type: 'storefront:submission-answer'; id: number; answer: SubmissionAnswer };

type Waiter = { worker: number; reply: (answer: SubmissionAnswer) => void };
/** A copy being run by `runner`; the others wait. As many as forms in flight, each at most the claim's time. */
type Running = { at: number; runner: number; waiters: Waiter[] };

/** The primary's ledger, free of IPC so it can be tested. */
export class SubmissionLedger {
  private readonly running = new Map<string, Running>();
  private readonly receipts: LRUCache<string, SubmissionReceipt>;

  constructor(
    private readonly now: () => number = Date.now,
    bound: { maxBytes?: number } = {},
  ) {
    this.receipts = boundedRecords<SubmissionReceipt>({
      maxBytes: bound.maxBytes ?? SUBMISSION_RECORD_BYTES,
      maxEntryBytes: MAX_RECEIPT_BYTES,
      ttlMs: SUBMISSION_TTL_MS,
      sizeOf: (receipt, key) => receiptBytes(key, receipt),
      now,
    });
  }

  /** Bytes the kept receipts take (the bound's measure). */
  get bytes(): number {
    return this.receipts.calculatedSize;
  }

  claim(key: string, worker: number, reply: (answer: SubmissionAnswer) => void): void {
    this.pruneRunning();
    const receipt = this.receipts.get(key);
    if (receipt) return reply({ run: false, outcome: receipt });
    const running = this.running.get(key);
    if (running) {
      running.waiters.push({ worker, reply });
      return;
    }
    this.running.set(key, { at: this.now(), runner: worker, waiters: [] });
    reply({ run: true });
  }

  settle(key: string, worker: number, result: { ok: true; outcome: SubmissionReceipt } | { ok: false }): void {
    const running = this.running.get(key);
    if (!running || running.runner !== worker) return;
    if (!result.ok) return this.handOn(key, running);
    this.running.delete(key);
    this.receipts.set(key, result.outcome);
    for (const waiter of running.waiters) waiter.reply({ run: false, outcome: result.outcome });
  }

  /** A worker died: its waits end, and what it was running passes to the next copy. */
  workerGone(worker: number): void {
    for (const [key, running] of this.running) {
      running.waiters = running.waiters.filter((waiter) => waiter.worker !== worker);
      if (running.runner === worker) this.handOn(key, running);
    }
  }

  private handOn(key: string, running: Running): void {
    const next = running.waiters.shift();
    if (!next) {
      this.running.delete(key);
      return;
    }
    running.runner = next.worker;
    running.at = this.now();
    next.reply({ run: true });
  }

  /** A run nobody settled within the claim's time: its worker ran on without us, so its copies may run too. */
  private pruneRunning(): void {
    const now = this.now();
    for (const [key, running] of this.running) {
      if (now - running.at < CLAIM_TIMEOUT_MS) break; // insertion order: oldest first
      this.handOn(key, running);
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
        // What the copies get is a JSON copy of this receipt (IPC): plain and small by its type.
        send({ type: 'storefront:submission-settle', key, ok: true, outcome: value });
        return { value, duplicate: false };
      } catch (error) {
        send({ type: 'storefront:submission-settle', key, ok: false });
        throw error;
      }
    },
  };
}
