/** Spec: "Search input has a maximum length"; the value is decision 005's. */
export const SEARCH_TERM_MAX_LENGTH = 100;
/** Shortest term the quick search reacts to. */
export const SEARCH_TERM_MIN_LENGTH = 2;

export function normaliseSearchTerm(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_TERM_MAX_LENGTH);
}
