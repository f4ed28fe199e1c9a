// One full-text index (minisearch) per store language, immutable once built so a search never sees a half-built
// index. Matching and ranking follow Algolia's model (decision 030): every word must match (then with typos, then
// any word), and results are ranked by discrete criteria before stock and popularity.
import MiniSearch, { type Query, type SearchOptions, type SearchResult as MiniResult } from 'minisearch';
import { toQuickHit } from '../normalize';
import type { AppliedSearch, QuickSearchHit, SearchRecord, SearchResult } from '../types';
import { createAnalyzer, type Analyzer, type QueryPlan, type QuerySlot, type QueryWord } from './analysis/analyzer.server';
import { canonicalFilters } from './canonical-filters';
import { executeSearch, type Candidate } from './execute';

export type LocaleIndex = {
  readonly language: string;
  /** The catalogue state the index was built from (see catalogue.server.ts). */
  readonly fingerprint: string;
  readonly size: number;
  readonly buildMs: number;
  /** Whether the full-text part is built: listings, facets and filters without a query never need it. */
  readonly hasText: boolean;
  /** Builds the full-text part once (the costly part: analysis and minisearch); text queries wait for it. */
  buildText(): Promise<void>;
  /** A text query before buildText() has finished is a programming error (the service awaits it). */
  search(applied: AppliedSearch): SearchResult;
  quickSearch(query: string, limit: number): QuickSearchHit[];
};

type Field = 'name' | 'productType' | 'codes' | 'brand' | 'categoryNames' | 'attributes' | 'description';
const FIELDS: readonly Field[] = ['name', 'productType', 'codes', 'brand', 'categoryNames', 'attributes', 'description'];
/** Attribute ranks: 0 names the product, 1 describes where it belongs or what it has, 2 is prose. */
const FIELD_CLASS: Readonly<Record<Field, number>> = { name: 0, productType: 0, codes: 0, brand: 0, categoryNames: 1, attributes: 1, description: 2 };
const BOOST: Readonly<Record<Field, number>> = { name: 6, productType: 5, codes: 6, brand: 4, categoryNames: 2, attributes: 1.5, description: 0.3 };
/** Fields whose words are split into compound parts (prose is not). */
const DECOMPOUNDED_FIELDS = new Set<string>(['name', 'productType', 'categoryNames', 'attributes']);
/** Typos are forgiven where names are, never in codes or prose. */
const FUZZY_FIELDS: Field[] = ['name', 'productType', 'brand', 'categoryNames'];
// Chunks of the asynchronous build: the event loop serves requests between them.
const BUILD_CHUNK = 100;
const SEPARATOR = ' · ';

/** One typo from 4 letters, two from 8 (Algolia's defaults); none in codes, so a SKU never finds its neighbours. */
export function typoTolerance(term: string): number | false {
  if (/\d/.test(term) || term.length < 4) return false;
  return term.length < 8 ? 1 : 2;
}

function fieldText(record: SearchRecord, field: string): string {
  const value = record[field as keyof SearchRecord];
  return Array.isArray(value) ? value.join(SEPARATOR) : typeof value === 'string' ? value : '';
}

type Pass = { combine: 'AND' | 'OR'; fuzzy: boolean };
const PASSES: readonly Pass[] = [
  { combine: 'AND', fuzzy: false },
  { combine: 'AND', fuzzy: true },
  { combine: 'OR', fuzzy: false },
  { combine: 'OR', fuzzy: true },
];

/** What one slot (query word or phrase) matched in one record. */
type SlotMatch = { score: number; fieldClass: number; exact: boolean; typed: boolean };

/** The minisearch query of one word: any of its forms, or all of one split's parts. */
function wordQuery(word: QueryWord, prefix: boolean, fuzzy: boolean): Query {
  const typed: Query = {
    queries: [word.text],
    prefix: prefix && word.text.length >= 2,
    fuzzy: fuzzy && !word.isCode ? typoTolerance(word.text) : false,
    maxFuzzy: 2,
  };
  const forms: Query[] = word.forms.map((form) => ({ queries: [form], prefix: prefix && !word.isCode && form.length >= 3, fuzzy: false }));
  const parts: Query[] = word.parts
    ? [{ combineWith: 'AND', queries: word.parts.map((forms, index) => ({ combineWith: 'OR', queries: forms, prefix: prefix && index === (word.parts?.length ?? 0) - 1 && forms[0].length >= 3 })) }]
    : [];
  return { combineWith: 'OR', queries: [typed, ...forms, ...parts] };
}

function slotQuery(slot: QuerySlot, fuzzy: boolean): Query {
  return {
    combineWith: 'OR',
    queries: slot.alternatives.map((alternative, index) => ({
      combineWith: 'AND',
      // Word starts only for what is being typed: the last word as typed, never a synonym's words.
      queries: alternative.map((word, position) => wordQuery(word, index === 0 && slot.last && position === alternative.length - 1, fuzzy)),
    })),
  };
}

function exactForms(slot: QuerySlot): Set<string> {
  const forms = new Set<string>();
  for (const alternative of slot.alternatives) {
    for (const word of alternative) {
      forms.add(word.text);
      word.forms.forEach((form) => forms.add(form));
      word.parts?.forEach((part) => part.forEach((form) => forms.add(form)));
    }
  }
  return forms;
}

function slotMatches(results: MiniResult[], slot: QuerySlot): Map<string, SlotMatch> {
  const exact = exactForms(slot);
  const typed = new Set(slot.alternatives.flatMap((alternative) => alternative.map((word) => word.text)));
  const matches = new Map<string, SlotMatch>();
  for (const result of results) {
    let fieldClass = 2;
    for (const fields of Object.values(result.match)) for (const field of fields) fieldClass = Math.min(fieldClass, FIELD_CLASS[field as Field] ?? 2);
    matches.set(result.id as string, {
      score: result.score,
      fieldClass,
      exact: result.terms.some((term) => exact.has(term)),
      typed: result.terms.some((term) => typed.has(term)),
    });
  }
  return matches;
}

/** A contiguous run of `needle` in `haystack`. */
function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length < 2) return false;
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let offset = 0; offset < needle.length; offset++) if (haystack[start + offset] !== needle[offset]) continue outer;
    return true;
  }
  return false;
}

/** A query form covers a unit of the product type as it is or inflected ('akku' covers 'akkus'). */
function covers(forms: ReadonlySet<string>, unit: string): boolean {
  if (forms.has(unit)) return true;
  for (const form of forms) if (form.length >= 3 && unit.length - form.length <= 2 && unit.startsWith(form)) return true;
  return false;
}

type Ranked = {
  record: SearchRecord;
  slots: number;
  fieldClass: number;
  /** Every word matched in the name, type, brand or codes as typed (not only by a stem or a part). */
  namesIt: boolean;
  demoted: boolean;
  head: boolean;
  coverage: number;
  phrase: boolean;
  exact: number;
  score: number;
};

function compareRanked(a: Ranked, b: Ranked): number {
  return (
    b.slots - a.slots ||
    a.fieldClass - b.fieldClass ||
    Number(b.head) - Number(a.head) ||
    Number(a.demoted) - Number(b.demoted) ||
    b.coverage - a.coverage ||
    Number(b.phrase) - Number(a.phrase) ||
    b.exact - a.exact ||
    Number(b.record.isOnStock) - Number(a.record.isOnStock) ||
    b.record.popularity - a.record.popularity ||
    b.score - a.score ||
    (a.record.sku < b.record.sku ? -1 : 1)
  );
}

type Prepared = { nameStems: string[]; typeUnits: string[]; typeHead: string | undefined };
type TextIndex = { analyzer: Analyzer; engine: MiniSearch<SearchRecord>; prepared: Map<string, Prepared> };

async function buildTextIndex(unique: readonly SearchRecord[], language: string): Promise<TextIndex> {
  // The decompounder also knows every word the catalogue uses on its own ('Akku', 'Laser', 'Schleifer').
  const vocabulary = new Set<string>();
  for (const record of unique) {
    for (const text of [record.name, record.productType, ...record.categoryNames]) {
      for (const word of text.split(/[^\p{L}]+/u)) if (word.length >= 4) vocabulary.add(word.toLowerCase());
    }
  }
  const analyzer: Analyzer = createAnalyzer(language, vocabulary);
  const engine = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: [...FIELDS],
    extractField: fieldText,
    tokenize: (text) => analyzer.tokenize(text),
    processTerm: (term, field) => {
      const terms = analyzer.indexTerms(term, DECOMPOUNDED_FIELDS.has(field ?? ''));
      return terms.length > 0 ? terms : null;
    },
    searchOptions: { processTerm: (term) => term, tokenize: (text) => [text], boost: { ...BOOST } },
  });
  await engine.addAllAsync([...unique], { chunkSize: BUILD_CHUNK });
  const prepared = new Map<string, Prepared>(
    unique.map((record) => [record.objectID, { nameStems: analyzer.stems(record.name), typeUnits: analyzer.units(record.productType), typeHead: analyzer.headUnit(record.productType) }]),
  );
  return { analyzer, engine, prepared };
}

/** Its records answer every search without a query at once; the costly full-text part is built with `text: true`
 * or on buildText(). */
export async function buildLocaleIndex(
  records: readonly SearchRecord[],
  language: string,
  fingerprint: string,
  options: { text?: boolean } = {},
): Promise<LocaleIndex> {
  const started = performance.now();
  const unique = [...new Map(records.map((record) => [record.objectID, record])).values()];
  const byId = new Map(unique.map((record) => [record.objectID, record]));
  const everything: Candidate[] = unique.map((record) => ({ record, score: 0 }));
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const canonical = canonicalFilters(unique);
  let text: TextIndex | undefined;
  let building: Promise<void> | undefined;
  const buildText = () =>
    (building ??= buildTextIndex(unique, language).then(
      (built) => void (text = built),
      (error: unknown) => {
        building = undefined;
        throw error;
      },
    ));
  const textIndex = (): TextIndex => {
    if (!text) throw new Error(`the full-text index of '${language}' is not built yet`);
    return text;
  };
  if (options.text ?? true) await buildText();

  function runPass(engine: MiniSearch<SearchRecord>, plan: QueryPlan, pass: Pass): Map<string, SlotMatch>[] {
    const options: SearchOptions = pass.fuzzy ? { fields: FUZZY_FIELDS } : {};
    return plan.map((slot) => slotMatches(engine.search(slotQuery(slot, pass.fuzzy), options), slot));
  }

  function rank({ analyzer, prepared }: TextIndex, plan: QueryPlan, perSlot: Map<string, SlotMatch>[], combine: 'AND' | 'OR'): Ranked[] {
    const ids = new Set<string>();
    if (combine === 'AND') {
      const [first, ...rest] = perSlot;
      for (const id of first?.keys() ?? []) if (rest.every((slot) => slot.has(id))) ids.add(id);
    } else {
      for (const slot of perSlot) for (const id of slot.keys()) ids.add(id);
    }
    const forms = analyzer.formsOf(plan);
    const heads = analyzer.headForms(plan);
    const queryStems = analyzer.stems(plan.map((slot) => slot.alternatives[0].map((word) => word.text).join(' ')).join(' '));
    const ranked: Ranked[] = [];
    for (const id of ids) {
      const record = byId.get(id);
      const extra = prepared.get(id);
      if (!record || !extra) continue;
      const found = perSlot.map((slot) => slot.get(id)).filter((match): match is SlotMatch => Boolean(match));
      const covered = extra.typeUnits.filter((unit) => covers(forms, unit)).length;
      ranked.push({
        record,
        slots: found.length,
        fieldClass: found.reduce((sum, match) => sum + match.fieldClass, 0) + (plan.length - found.length) * 2,
        namesIt: found.length === plan.length && found.every((match) => match.fieldClass === 0 && match.typed),
        demoted: false,
        head: extra.typeHead !== undefined && covers(heads, extra.typeHead),
        coverage: extra.typeUnits.length > 0 ? Math.round((covered / extra.typeUnits.length) * 10) / 10 : 0,
        phrase: containsRun(extra.nameStems, queryStems),
        exact: found.filter((match) => match.exact).length,
        score: found.reduce((sum, match) => sum + match.score, 0),
      });
    }
    // A query that names a tool in every word (in its name, type, brand or code) is about the tool:
    // its accessories follow. 'drill' lists drills before drill bits; 'drill bit' lists bits.
    const namesATool = ranked.some((item) => !item.record.isAccessory && item.namesIt);
    if (namesATool) for (const item of ranked) item.demoted = item.record.isAccessory;
    return ranked.sort(compareRanked);
  }

  function match(query: string): Candidate[] {
    const full = textIndex();
    const plan = full.analyzer.plan(query);
    if (plan.length === 0) return [];
    for (const pass of PASSES) {
      if (pass.combine === 'OR' && plan.length === 1) continue;
      const ranked = rank(full, plan, runPass(full.engine, plan, pass), pass.combine);
      // Ranked in order; the score only keeps that order through the listing's relevance sort.
      if (ranked.length > 0) return ranked.map((item, index) => ({ record: item.record, score: ranked.length - index }));
    }
    return [];
  }

  return {
    language,
    fingerprint,
    size: unique.length,
    buildMs: performance.now() - started,
    get hasText() {
      return text !== undefined;
    },
    buildText,
    search: (applied) => {
      const normalized = canonical(applied);
      return executeSearch(normalized.query ? match(normalized.query) : everything, normalized, collator);
    },
    quickSearch: (query, limit) => (query ? match(query).slice(0, limit).map((candidate) => toQuickHit(candidate.record)) : []),
  };
}
