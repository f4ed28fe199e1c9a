// One full-text index (minisearch) over the records of one store language. Immutable once built:
// a rebuild makes a new one and swaps it in, so searches never see a half-built index.
import MiniSearch, { type SearchOptions } from 'minisearch';
import { toQuickHit } from '../normalize';
import { foldText, writtenOut } from '../text';
import type { AppliedSearch, QuickSearchHit, SearchRecord, SearchResult } from '../types';
import { executeSearch, type Candidate } from './execute';

export type LocaleIndex = {
  readonly language: string;
  /** The catalogue state the index was built from (see catalogue.server.ts). */
  readonly fingerprint: string;
  readonly size: number;
  readonly buildMs: number;
  search(applied: AppliedSearch): SearchResult;
  quickSearch(query: string, limit: number): QuickSearchHit[];
};

const FIELDS = ['name', 'brand', 'codes', 'categoryNames', 'description'] as const;
// Chunks of the asynchronous build: the event loop serves requests between them.
const BUILD_CHUNK = 100;

const hasDigit = (term: string) => /\d/.test(term);

// Languages that write compounds as one word: a German looking for 'säge' expects the
// 'Stichsäge' too. Their name terms are also indexed by their tails ('sage', 'chsage', …).
const COMPOUNDING = new Set(['de', 'nl', 'sv', 'da', 'nb', 'fi', 'hu']);
const COMPOUND_FIELDS = new Set(['name', 'categoryNames']);
const MIN_HEAD = 3;
const MIN_TAIL = 4;

function tails(term: string): string[] {
  const result: string[] = [];
  for (let start = MIN_HEAD; term.length - start >= MIN_TAIL; start += 1) result.push(term.slice(start));
  return result;
}

/** Index terms of one token: folded, the language's written-out spelling, and compound tails. */
export function indexTerms(term: string, language: string, field?: string): string[] {
  const folded = foldText(term);
  if (!folded) return [];
  const forms = [folded];
  const spelled = writtenOut(term, language);
  if (spelled) forms.push(spelled);
  if (!COMPOUNDING.has(language) || !field || !COMPOUND_FIELDS.has(field) || hasDigit(folded)) return forms;
  return [...new Set([...forms, ...forms.flatMap(tails)])];
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: { name: 3, codes: 3, brand: 2, categoryNames: 1.5, description: 0.5 },
  // Prefixes for typing in progress ('bohr' → 'bohrmaschine').
  prefix: (term) => term.length >= 2,
  fuzzy: false,
  processTerm: (term) => foldText(term) || null,
};

/**
 * Passes from strict to loose; the first with results wins. Typo matches only count when nothing
 * matches as typed ('säge' must not also list every 'Tage' of a description), and only in names,
 * brands and categories. Every word must match before any word may.
 */
const PASSES: SearchOptions[] = [
  { combineWith: 'AND' },
  { combineWith: 'AND', fuzzy: (term) => typoTolerance(term), maxFuzzy: 2, fields: ['name', 'brand', 'categoryNames'] },
  { combineWith: 'OR' },
  { combineWith: 'OR', fuzzy: (term) => typoTolerance(term), maxFuzzy: 2, fields: ['name', 'brand', 'categoryNames'] },
];

/** One typo from 4 letters, two from 8 (Algolia's defaults); none in codes, so a SKU never finds its neighbours. */
function typoTolerance(term: string): number | false {
  if (hasDigit(term) || term.length < 4) return false;
  return term.length < 8 ? 1 : 2;
}

function fieldText(record: SearchRecord, field: string): string {
  const value = record[field as keyof SearchRecord];
  return Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';
}

export async function buildLocaleIndex(records: readonly SearchRecord[], language: string, fingerprint: string): Promise<LocaleIndex> {
  const started = performance.now();
  const engine = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: [...FIELDS],
    extractField: fieldText,
    processTerm: (term, field) => {
      const terms = indexTerms(term, language, field);
      return terms.length > 0 ? terms : null;
    },
    searchOptions: SEARCH_OPTIONS,
  });
  const unique = [...new Map(records.map((record) => [record.objectID, record])).values()];
  await engine.addAllAsync(unique, { chunkSize: BUILD_CHUNK });
  const byId = new Map(unique.map((record) => [record.objectID, record]));
  const everything: Candidate[] = unique.map((record) => ({ record, score: 0 }));
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });

  function match(query: string): Candidate[] {
    let results: ReturnType<typeof engine.search> = [];
    for (const pass of PASSES) {
      results = engine.search(query, pass);
      if (results.length > 0) break;
    }
    return results.flatMap((result) => {
      const record = byId.get(result.id as string);
      return record ? [{ record, score: result.score }] : [];
    });
  }

  return {
    language,
    fingerprint,
    size: unique.length,
    buildMs: performance.now() - started,
    search: (applied) => executeSearch(applied.query ? match(applied.query) : everything, applied, collator),
    quickSearch: (query, limit) => (query ? match(query).slice(0, limit).map((candidate) => toQuickHit(candidate.record)) : []),
  };
}
