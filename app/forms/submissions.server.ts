// "Double-submitted add-to-cart forms add once per submit": every cart form carries a token made when the
// form was rendered. A second request with a token that already succeeded (a double click without
// JavaScript, a resent POST) gets the first one's outcome without changing the cart again. One process
// keeps the tokens for ten minutes. The shop's workers (decision 057) share one registry through their
// cluster primary (server/cluster/submissions.ts), which keeps the outcomes the same way; with several
// machines a duplicate that lands on another one is not caught.

/** Runs a task once per submission key; `context.storefront.submissions` is the process's or the cluster's. */
export interface SubmissionRegistry {
  once<T>(key: string | null, task: () => Promise<T>): Promise<{ value: T; duplicate: boolean }>;
}

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 20_000;

type Entry<T> = { at: number; outcome: Promise<T> };
const entries = new Map<string, Entry<unknown>>();

function prune(now: number): void {
  for (const [key, entry] of entries) {
    if (now - entry.at < TTL_MS && entries.size <= MAX_ENTRIES) break; // insertion order: oldest first
    entries.delete(key);
  }
}

/**
 * Runs `task` once per `key`; concurrent and later duplicates wait for and share its outcome. A failed task
 * is forgotten, so correcting the input and submitting again works. No key: always runs.
 */
export async function oncePerSubmission<T>(key: string | null, task: () => Promise<T>): Promise<{ value: T; duplicate: boolean }> {
  if (!key) return { value: await task(), duplicate: false };
  const now = Date.now();
  prune(now);
  const existing = entries.get(key) as Entry<T> | undefined;
  if (existing) return { value: await existing.outcome, duplicate: true };
  const outcome = task();
  entries.set(key, { at: now, outcome });
  try {
    return { value: await outcome, duplicate: false };
  } catch (error) {
    entries.delete(key);
    throw error;
  }
}

export const inProcessSubmissions: SubmissionRegistry = { once: oncePerSubmission };

/** Tokens are scoped to the shopper, so one shopper's token can never replay another's outcome. */
export function submissionKey(anonymousId: string, token: string | undefined): string | null {
  return token ? `${anonymousId}:${token}` : null;
}
