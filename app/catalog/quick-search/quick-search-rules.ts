// The quick search's rules (spec §2 "Search"), pure so they are unit-tested apart from the DOM.
import { normaliseSearchTerm, SEARCH_TERM_MIN_LENGTH } from '~/lib/search-term';
import { QUICK_SEARCH_SEE_ALL_MIN_HITS } from '~/markets/constants';

/** The term as the search will read it; the dropdown asks for hits only from the minimum length on. */
export function searchableTerm(raw: string): string | null {
  const term = normaliseSearchTerm(raw);
  return term.length >= SEARCH_TERM_MIN_LENGTH ? term : null;
}

/** "Down and Up move through hits": from nothing selected Down picks the first and Up the last, and past either end
 *  the selection wraps around. -1: no hit is active (Enter then searches). */
export function moveActive(active: number, count: number, direction: 'down' | 'up'): number {
  if (count <= 0) return -1;
  if (direction === 'down') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** "'See all results' appears at 5 or more hits." */
export function showsSeeAll(hitCount: number): boolean {
  return hitCount >= QUICK_SEARCH_SEE_ALL_MIN_HITS;
}

/** The data request of the dropdown: the search route answers `quick=1` with a few hits. */
export function quickSearchHref(term: string): string {
  return `/search?${new URLSearchParams({ query: term, quick: '1' })}`;
}

/** The full search listing of a term ("See all results", and what Enter submits). */
export function searchPageHref(term: string): string {
  return `/search?${new URLSearchParams({ query: term })}`;
}
