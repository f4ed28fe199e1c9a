// Spec §8: "A chunk load failure reloads the page (once per 60 s in one part; up to 2 times counted in local
// storage in another)". Both at once; then the counter is cleared and the server-rendered page stays as it is.
const KEY = 'chunkReloads';
export const MAX_CHUNK_RELOADS = 2;
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

type Counter = { count: number; since: number };

/** Decides for a failed chunk: reload (and count it) or give up (and clear the counter). Pure but for storage. */
export function shouldReloadForChunk(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, now: number): boolean {
  let counter: Counter = { count: 0, since: now };
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as Counter | null;
    if (saved && now - saved.since < CHUNK_RELOAD_WINDOW_MS) counter = saved;
  } catch {
    // A garbled counter counts as none.
  }
  if (counter.count >= MAX_CHUNK_RELOADS) {
    storage.removeItem(KEY);
    return false;
  }
  storage.setItem(KEY, JSON.stringify({ count: counter.count + 1, since: counter.since }));
  return true;
}
