// Optimistic concurrency for the whole commerce layer: on 409 ConcurrentModification the update is rebuilt on the state
// read afresh, a bounded number of times. Records many writers share wait a random growing pause first (decision 151).
import { toCommerceError, isConcurrentModification, type CommerceError } from './errors.server';

export type VersionedUpdate<S, R> = {
  /** Reads the current state: before the first write unless `current` is given, and after every conflict. */
  read: (conflict?: CommerceError) => Promise<S>;
  /** Builds the change from the state and writes it with that state's version. */
  apply: (state: S) => Promise<R>;
  /** A state the caller has already read: the first write uses it. */
  current?: S;
  /** Writes at most, the first one included. */
  attempts?: number;
  /** Told of every conflict; `retrying` is false for the last one, which is thrown. */
  onConflict?: (conflict: CommerceError, retrying: boolean) => void;
  /** Before each new read: a random pause up to `baseMs` doubled per conflict, at most `maxMs` ("full jitter"). */
  backoff?: { baseMs: number; maxMs: number };
};

export const DEFAULT_VERSION_ATTEMPTS = 2;

function pause({ baseMs, maxMs }: { baseMs: number; maxMs: number }, conflicts: number): Promise<void> {
  const ceiling = Math.min(maxMs, baseMs * 2 ** (conflicts - 1));
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}

export async function withVersionRetry<S, R>(update: VersionedUpdate<S, R>): Promise<R> {
  const attempts = Math.max(1, update.attempts ?? DEFAULT_VERSION_ATTEMPTS);
  let state = update.current !== undefined ? update.current : await update.read();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await update.apply(state);
    } catch (err) {
      if (!isConcurrentModification(err)) throw err;
      const conflict = toCommerceError('', err);
      const retrying = attempt < attempts;
      update.onConflict?.(conflict, retrying);
      if (!retrying) throw err;
      if (update.backoff) await pause(update.backoff, attempt);
      state = await update.read(conflict);
    }
  }
}
