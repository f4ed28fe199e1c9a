/** Every entity gets its own generator seeded from a stable string, so adding one entity never shifts the values
 * of the others. */

/** cyrb53-style 32-bit string hash (stable across Node versions, unlike anything built in). */
export function hashString(value: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new array with up to `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32: tiny, fast and good enough for test data. */
export function createRng(seed: string): Rng {
  let state = hashString(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)];
    },
    sample: (items, count) => {
      const pool = [...items];
      for (let index = pool.length - 1; index > 0; index--) {
        const other = int(0, index);
        [pool[index], pool[other]] = [pool[other], pool[index]];
      }
      return pool.slice(0, Math.max(0, count));
    },
  };
}
