import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, shouldReloadForChunk } from '~/lib/chunk-reload';

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
