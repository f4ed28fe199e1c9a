// "Double-submitted add-to-cart forms add once per submit": every cart form carries a token made when the
// form was rendered. A second request with a token that already succeeded (a double click without
// JavaScript, a resent POST) gets the first one's answer without changing the cart again. The record keeps
// receipts for ten minutes: in this process (the cache home's LRU, bounded by bytes, decision 098), in the
// cluster's primary for the shop's workers (server/cluster/submissions.ts, decision 057), or, with REDIS_URL,
// in Redis, so a copy that lands on another machine is caught too (server/redis-submissions.ts).
import { cachedRead, lruStore } from '~/cache/bounded-cache.server';

/**
 * What the record keeps of a submission (decision 130): what a copy of the form is answered with (a reference,
 * a status, where to go next), never the data the form changed. Flat by type, small by size: a copy reads the
 * current state itself when its answer shows it.
 */
export type SubmissionReceipt = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Runs a task once per submission key; `context.storefront.shopper.submissions` is the process's, cluster's or Redis's. */
export interface SubmissionRegistry {
  once<R extends SubmissionReceipt>(key: string | null, task: () => Promise<R>): Promise<{ value: R; duplicate: boolean }>;
}

/** How long a receipt is answered to a copy of its form. */
export const SUBMISSION_TTL_MS = 10 * 60_000;
/** Bytes of receipts one record keeps, least recently used out first (~20,000 receipts of the cart's size). */
export const SUBMISSION_RECORD_BYTES = 8 * 1024 * 1024;
/** A receipt above this is not kept (its copies run again): the record holds answers, not data. */
export const MAX_RECEIPT_BYTES = 2048;

/** Memory a receipt takes under its key, as JavaScript keeps strings (two bytes a character) plus the entry. */
export function receiptBytes(key: string, receipt: unknown): number {
  return 2 * (key.length + (JSON.stringify(receipt) ?? '').length) + 64;
}

const { store } = lruStore('submissions', { maxBytes: SUBMISSION_RECORD_BYTES, maxEntryBytes: MAX_RECEIPT_BYTES, sizeOf: (receipt, key) => receiptBytes(key, receipt) });
const policy = { ttlMs: SUBMISSION_TTL_MS, swrMs: 0 };

/**
 * Runs `task` once per `key`; concurrent and later duplicates wait for and share its receipt (cachified runs
 * one call for concurrent misses). A failed task is not kept, so correcting the input and submitting again
 * works. No key: always runs.
 */
export async function oncePerSubmission<R extends SubmissionReceipt>(key: string | null, task: () => Promise<R>): Promise<{ value: R; duplicate: boolean }> {
  if (!key) return { value: await task(), duplicate: false };
  let ran = false;
  const value = await cachedRead<R>(store, {
    key,
    policy,
    getFreshValue: () => {
      ran = true;
      return task();
    },
  });
  return { value, duplicate: !ran };
}

export const inProcessSubmissions: SubmissionRegistry = { once: oncePerSubmission };

/** Tokens are scoped to the shopper, so one shopper's token can never replay another's outcome. */
export function submissionKey(anonymousId: string, token: string | undefined): string | null {
  return token ? `${anonymousId}:${token}` : null;
}
