// Optimistic concurrency, once for the whole commerce layer: commercetools refuses a write whose version is
// not the resource's current one (409 ConcurrentModification). The update is then built again on the state
// read afresh, a bounded number of times; anything else fails at once.
import { toCommerceError, isConcurrentModification, type CommerceError } from './errors.server';

export type VersionedUpdate<S, R> = {
  /**
   * Reads the resource's current state: before the first write unless `current` is given, and after every
   * conflict (which it gets, e.g. for the version the backend sent with it).
   */
  read: (conflict?: CommerceError) => Promise<S>;
  /** Builds the change from the state and writes it with that state's version. */
  apply: (state: S) => Promise<R>;
  /** A state the caller has already read: the first write uses it. */
  current?: S;
  /** Writes at most, the first one included; default 2 (one retry). */
  attempts?: number;
  /** Told of every conflict; `retrying` is false for the last one, which is thrown. */
  onConflict?: (conflict: CommerceError, retrying: boolean) => void;
};

export const DEFAULT_VERSION_ATTEMPTS = 2;

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
      state = await update.read(conflict);
    }
  }
}
