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

/** WebKit cancels a page's module loads as soon as a navigation starts, while the page still runs: a reload then
 * would replace the page the shopper asked for (a language switch landed back on the old page). */
export const LEAVING_GRACE_MS = 3000;

type ChunkFailureWindow = {
  addEventListener(type: string, listener: (event: Event) => void): void;
  location: { reload(): void };
  localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

/** A lazy chunk that cannot be loaded (a deploy replaced it, the connection dropped) reloads the page, at most
 * twice. A page decides once, so a second failure neither counts again nor restarts a counter it gave up. */
export function reloadOnChunkFailure(page: ChunkFailureWindow, now: () => number = Date.now): void {
  let reloadDecided: boolean | undefined;
  let leftAt = -Infinity;
  page.addEventListener('beforeunload', () => (leftAt = now()));
  page.addEventListener('pageshow', () => (leftAt = -Infinity));
  page.addEventListener('vite:preloadError', (event) => {
    if (now() - leftAt < LEAVING_GRACE_MS) return;
    if (reloadDecided === undefined) {
      reloadDecided = false;
      try {
        reloadDecided = shouldReloadForChunk(page.localStorage, now());
      } catch {
        // No storage (private mode, blocked): no reload loop can be ruled out, so none.
      }
      if (reloadDecided) page.location.reload();
    }
    if (reloadDecided) event.preventDefault();
  });
}
