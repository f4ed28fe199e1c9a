// Streamed sections must never break or hold up a page: each deferred promise is caught and bounded.
import { markDegraded } from '~/commerce/request-scope.server';

/** Streamed data gives up before the document's own stream timeout (entry.server's `streamTimeout`). */
export const DEFERRED_DEADLINE_MS = 4_000;

/** Null when the promise fails or takes longer than `ms`. `onFailure` hears about failures (for the log); a timeout
 * is not one, the section simply shows its fallback. */
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
