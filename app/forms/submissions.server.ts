// "Double-submitted add-to-cart forms add once per submit": every form carries a token made at render, and a copy
// of a submission that succeeded gets the first one's answer without acting again. The record is this process's,
// the cluster primary's or Redis's, so a copy landing on another worker or machine is caught too.
import { cachedRead, lruStore } from '~/cache/bounded-cache.server';

/** What a copy of the form is answered with (a reference, a status, where to go next), never the data the form changed. */
export type SubmissionReceipt = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Runs a task once per submission key; `context.storefront.shopper.submissions` is the process's, cluster's or Redis's. */
export interface SubmissionRegistry {
  once<R extends SubmissionReceipt>(key: string | null, task: () => Promise<R>): Promise<{ value: R; duplicate: boolean }>;
}

/** How long a receipt is answered to a copy of its form. */
export const SUBMISSION_TTL_MS = 10 * 60_000;
/** Bytes of receipts one record keeps, least recently used out first. */
export const SUBMISSION_RECORD_BYTES = 8 * 1024 * 1024;
/** A receipt above this is not kept (its copies run again): the record holds answers, not data. */
export const MAX_RECEIPT_BYTES = 2048;

/** Memory a receipt takes under its key, as JavaScript keeps strings (two bytes a character) plus the entry. */
export function receiptBytes(key: string, receipt: unknown): number {
  return 2 * (key.length + (JSON.stringify(receipt) ?? '').length) + 64;
}

const { store } = lruStore('submissions', { maxBytes: SUBMISSION_RECORD_BYTES, maxEntryBytes: MAX_RECEIPT_BYTES, sizeOf: (receipt, key) => receiptBytes(key, receipt) });
const policy = { ttlMs: SUBMISSION_TTL_MS, swrMs: 0 };

/** Runs `task` once per `key`; duplicates share its receipt. A failed task is not kept, so a corrected resubmit works. */
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
