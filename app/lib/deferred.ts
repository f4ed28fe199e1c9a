// Streamed sections must never break or hold up a page: each deferred promise is caught and bounded.
import { markDegraded } from '~/commerce/request-scope.server';

/** Streamed data gives up before the document's own stream timeout (entry.server: 5 s). */
export const DEFERRED_DEADLINE_MS = 4_000;

/**
 * The promise's value, or null when it fails or takes longer than `ms`. `onFailure` hears about
 * failures (for the log); a timeout is not one, the section simply shows its fallback.
 */
export function bounded<T>(promise: Promise<T>, ms: number = DEFERRED_DEADLINE_MS, onFailure?: (error: unknown) => void): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      markDegraded();
      resolve(null);
    }, ms);
  });
  const settled = promise.catch((error: unknown) => {
    markDegraded();
    onFailure?.(error);
    return null;
  });
  return Promise.race([settled, deadline]).finally(() => clearTimeout(timer));
}

const PENDING = Symbol('pending');

/**
 * The value if the promise has already settled, else undefined, without waiting: an already-settled
 * promise wins the race against a fresh one because its reaction is queued first.
 */
export async function settledValue<T>(promise: Promise<T>): Promise<T | undefined> {
  const value = await Promise.race([promise, Promise.resolve(PENDING)]);
  return value === PENDING ? undefined : (value as T);
}
