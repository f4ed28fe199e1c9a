// Garbage in, never an exception out: seeded random paths over an alphabet of troublemakers.
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '~/markets';
import { resolveFor } from './helpers';

const ALPHABET = [
  '/', '/', '/', 'a', 'Z', '-', '.', '%', '%2', '%2F', '%25', '%27', '%22', '%00', '%C3%BC', '%E0%A4', '%zz',
  "'", '"', '\\', 'fr', 'FR-CH', 'de', 'sk', 'home', 'search', 'checkout', 'category', 'p', 'c', 'api', '__',
  'exConsents', 'confirm', '.txt', '.xml', 'İ', 'ß', '😀', ' ', '?', '#', '?page=1', '&page=1', ':', '@', '+',
];
const COUNTRIES: CountryCode[] = ['SK', 'CH', 'BE', 'GB', 'IE', 'LT'];

/** Park–Miller generator: deterministic, so a failure reproduces. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

function randomPath(next: () => number): string {
  const length = 1 + Math.floor(next() * 12);
  let path = '/';
  for (let index = 0; index < length; index += 1) path += ALPHABET[Math.floor(next() * ALPHABET.length)];
  return path;
}

describe('resolveUrl on random input', () => {
  const next = random(20240607);
  const cases = Array.from({ length: 3000 }, (_, index) => [COUNTRIES[index % COUNTRIES.length], randomPath(next)] as const);

  it('never throws, and every redirect is a local path that settles in one hop', () => {
    for (const [country, path] of cases) {
      const decision = resolveFor(country, path);
      if (decision.kind !== 'redirect') continue;
      expect(decision.location, path).toMatch(/^\/(?!\/)/);
      if (decision.status === 302) continue; // the checkout guard goes home, which is canonical anyway
      const second = resolveFor(country, decision.location);
      expect(second.kind, `${country} ${path} → ${decision.location}`).not.toBe('redirect');
      expect(second.kind, `${country} ${path} → ${decision.location}`).not.toBe('not-found');
    }
  });
});
