import { describe, expect, it } from 'vitest';
import { moveActive, quickSearchHref, searchableTerm, searchPageHref, showsSeeAll } from '~/catalog/quick-search/quick-search-rules';

describe('quick search rules (spec §2 Search)', () => {
  it('asks for hits from the minimum length, with the term cleaned and cut', () => {
    expect(searchableTerm('a')).toBeNull();
    expect(searchableTerm('  a  ')).toBeNull();
    expect(searchableTerm('  aku   vŕtačka ')).toBe('aku vŕtačka');
    expect(searchableTerm('x'.repeat(150))).toHaveLength(100);
  });

  it('moves Down and Up through the hits, wrapping at both ends', () => {
    expect(moveActive(-1, 3, 'down')).toBe(0);
    expect(moveActive(0, 3, 'down')).toBe(1);
    expect(moveActive(2, 3, 'down')).toBe(0);
    expect(moveActive(-1, 3, 'up')).toBe(2);
    expect(moveActive(0, 3, 'up')).toBe(2);
    expect(moveActive(2, 3, 'up')).toBe(1);
    expect(moveActive(0, 0, 'down')).toBe(-1);
  });

  it('offers "See all results" from five hits on', () => {
    expect(showsSeeAll(4)).toBe(false);
    expect(showsSeeAll(5)).toBe(true);
  });

  it('builds the data and page URLs with the term encoded', () => {
    expect(quickSearchHref('a&b c')).toBe('/search?query=a%26b+c&quick=1');
    expect(searchPageHref('a&b c')).toBe('/search?query=a%26b+c');
  });
});
