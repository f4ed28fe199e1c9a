// "Double-submitted add-to-cart forms add once per submit": every cart form carries a token made when the
// form was rendered. A second request with a token that already succeeded (a double click without
// JavaScript, a resent POST) gets the first one's outcome without changing the cart again. The record keeps
// the outcomes for ten minutes: in this process (the catalogue cache's library, bounded, decision 098), in the
// cluster's primary for the shop's workers (server/cluster/submissions.ts, decision 057), or, with REDIS_URL,
// in Redis, so a copy that lands on another machine is caught too (server/redis-submissions.ts).
import { cachedRead, lruStore } from '~/commerce/bounded-cache.server';

/** Runs a task once per submission key; `context.storefront.shopper.submissions` is the process's, cluster's or Redis's. */
export interface SubmissionRegistry {
  once<T>(key: string | null, task: () => Promise<T>): Promise<{ value: T; duplicate: boolean }>;
}

/** How long an outcome is answered to a copy of its form. */
export const SUBMISSION_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 20_000;

const { store } = lruStore('submissions', { maxEntries: MAX_ENTRIES });
const policy = { ttlMs: SUBMISSION_TTL_MS, swrMs: 0 };

/**
 * Runs `task` once per `key`; concurrent and later duplicates wait for and share its outcome (cachified runs
 * one call for concurrent misses). A failed task is not kept, so correcting the input and submitting again
 * works. No key: always runs.
 */
export async function oncePerSubmission<T>(key: string | null, task: () => Promise<T>): Promise<{ value: T; duplicate: boolean }> {
  if (!key) return { value: await task(), duplicate: false };
  let ran = false;
  const value = await cachedRead<T>(store, {
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
