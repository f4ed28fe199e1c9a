import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, LEAVING_GRACE_MS, reloadOnChunkFailure, shouldReloadForChunk } from '~/lib/chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('chunk-load failures (spec §8: reload at most twice, counted in local storage)', () => {
  it('reloads twice, then gives up and clears the counter', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunk(storage, 1000)).toBe(true);
    expect(shouldReloadForChunk(storage, 2000)).toBe(true);
    expect(shouldReloadForChunk(storage, 3000)).toBe(false);
    expect(storage.items.size).toBe(0);
    // A later failure may reload again.
    expect(shouldReloadForChunk(storage, 4000)).toBe(true);
  });

  it('counts afresh once the window has passed, and survives a garbled counter', () => {
    const storage = memoryStorage();
    shouldReloadForChunk(storage, 0);
    shouldReloadForChunk(storage, 10);
    expect(shouldReloadForChunk(storage, CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true);
    storage.setItem('chunkReloads', '{not json');
    expect(shouldReloadForChunk(storage, 0)).toBe(true);
  });
});

describe('a chunk that fails while the page is being left', () => {
  function page() {
    const listeners = new Map<string, ((event: Event) => void)[]>();
    const storage = memoryStorage();
    const shown = { reloads: 0 };
    let clock = 0;
    reloadOnChunkFailure(
      {
        addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
        location: { reload: () => (shown.reloads += 1) },
        localStorage: storage,
      },
      () => clock,
    );
    const dispatch = (type: string) => {
      const event = new Event(type, { cancelable: true });
      for (const listener of listeners.get(type) ?? []) listener(event);
      return event;
    };
    return { dispatch, storage, shown, wait: (ms: number) => (clock += ms) };
  }

  it('does not reload over the navigation the shopper started, nor count it', () => {
    const shop = page();
    shop.dispatch('beforeunload');
    shop.wait(50);
    expect(shop.dispatch('vite:preloadError').defaultPrevented).toBe(false);
    expect(shop.shown.reloads).toBe(0);
    expect(shop.storage.items.size).toBe(0);
  });

  it('reloads for a failure once the page has stayed (a download, a cancelled navigation, back from the cache)', () => {
    const stayed = page();
    stayed.dispatch('beforeunload');
    stayed.wait(LEAVING_GRACE_MS);
    expect(stayed.dispatch('vite:preloadError').defaultPrevented).toBe(true);
    expect(stayed.shown.reloads).toBe(1);

    const restored = page();
    restored.dispatch('beforeunload');
    restored.dispatch('pageshow');
    expect(restored.dispatch('vite:preloadError').defaultPrevented).toBe(true);
    expect(restored.shown.reloads).toBe(1);
  });

  it('decides once per page: a second failure neither reloads again nor counts', () => {
    const shop = page();
    shop.dispatch('vite:preloadError');
    shop.dispatch('vite:preloadError');
    expect(shop.shown.reloads).toBe(1);
    expect(JSON.parse(shop.storage.items.get('chunkReloads') ?? '{}')).toMatchObject({ count: 1 });
  });
});
