// Text analysis of one store language, shared by indexing and querying so both sides agree. A query becomes a
// plan: slots that must all match, each with alternatives (as typed, or a synonym), each word a set of forms or its compound parts.
import { DECOMPOUNDED_LANGUAGES, LANGUAGE_DATA } from '../../language-data';
import { foldText, writtenOut } from '../../text';
import { createCompoundSplitter, type CompoundSplitter } from './compounds';
import { stemmerFor, type Stem } from './stemmers.server';

/** One word of a query: it matches when any form matches, or all parts of one of its splits. */
export type QueryWord = {
  /** Folded as typed: the form typo tolerance and word-start matching apply to. */
  text: string;
  /** Other exact forms (written-out spelling, stem). */
  forms: string[];
  /** Compound parts, each with its forms. */
  parts: string[][] | undefined;
  /** Codes and numbers match only as typed (or as a start). */
  isCode: boolean;
};
export type QueryAlternative = QueryWord[];
export type QuerySlot = { alternatives: QueryAlternative[]; last: boolean };
export type QueryPlan = QuerySlot[];

export type Analyzer = {
  readonly language: string;
  /** Tokens of a field's text, plus joined forms people type ('DS 18' → 'ds18', '18 V' → '18v'). */
  tokenize(text: string): string[];
  /** Index terms of one token. Compound parts only for fields that name things. */
  indexTerms(token: string, decompound: boolean): string[];
  /** Folded stems of a text, in order (for phrase checks). */
  stems(text: string): string[];
  /** Comparable units of a text: compound parts where known, else the folded stem of each word. */
  units(text: string): string[];
  plan(query: string): QueryPlan;
  /** Every exact form a plan can match (for coverage checks). */
  formsOf(plan: QueryPlan): Set<string>;
  /** The unit that names what a product type is (its head noun), where the language's word order tells. */
  headUnit(text: string): string | undefined;
  /** Forms of the query's head word (the last word, or the first in head-initial languages). */
  headForms(plan: QueryPlan): Set<string>;
};

// The noun that names the thing stands last in English and the compounding languages ('battery charger'), first in
// the Romance ones ('scie circulaire'); Slavic, Baltic and Greek put adjectives on either side, so no head rule.
const HEAD_FINAL = new Set(['en', 'de', 'nl', 'sv', 'da', 'nb', 'fi', 'hu']);
const HEAD_INITIAL = new Set(['fr', 'it', 'es', 'pt', 'ro']);

const WORD = /[\p{L}\p{N}]+/gu;
const LETTERS = /^\p{L}+$/u;
const DIGITS = /^\d+$/;
const UNIT = /^(v|w|ah|mm|cm|m|kg|nm|bar|l|db|lm|a|j|kw)$/i;
const hasDigit = (text: string) => /\d/.test(text);
const MAX_SYNONYM_WORDS = 4;

type Token = { text: string; start: number; end: number };

function rawTokens(text: string): Token[] {
  return [...text.matchAll(WORD)].map((match) => ({ text: match[0], start: match.index ?? 0, end: (match.index ?? 0) + match[0].length }));
}

export function createAnalyzer(language: string, vocabulary: Iterable<string> = []): Analyzer {
  const stem: Stem = stemmerFor(language);
  const data = LANGUAGE_DATA[language] ?? { synonyms: [], oneWaySynonyms: [] };
  const decompounds = (DECOMPOUNDED_LANGUAGES as readonly string[]).includes(language);
  const foldedStem = (word: string) => foldText(stem(word.toLowerCase()));

  let splitter: CompoundSplitter | undefined;
  if (decompounds) {
    const parts = new Set<string>();
    for (const part of [...(data.compoundParts ?? []), ...vocabulary]) {
      const folded = foldText(part);
      if (folded.length < 3 || hasDigit(folded)) continue;
      parts.add(folded);
      const spelled = writtenOut(part, language);
      if (spelled) parts.add(spelled);
    }
    splitter = createCompoundSplitter(parts, (data.linkingElements ?? []).map(foldText), foldedStem);
  }

  /** Spellings of a token to split: folded, and written out ('säge' → 'sage', 'saege'). */
  const spellings = (token: string) => [...new Set([foldText(token), writtenOut(token, language)].filter((form): form is string => Boolean(form)))];

  function tokenize(text: string): string[] {
    const tokens = rawTokens(text);
    const result = tokens.map((token) => token.text);
    for (let index = 0; index + 1 < tokens.length; index++) {
      const [a, b] = [tokens[index], tokens[index + 1]];
      const gap = text.slice(a.end, b.start);
      if (gap !== ' ' && gap !== '-' && gap !== '') continue;
      // Model numbers and values as people type them: 'ds18', '18v', '125mm'.
      if ((LETTERS.test(a.text) && a.text.length <= 4 && DIGITS.test(b.text)) || (DIGITS.test(a.text) && UNIT.test(b.text))) {
        result.push(`${a.text}${b.text}`);
      } else if (decompounds && gap === '-' && LETTERS.test(a.text) && LETTERS.test(b.text)) {
        // 'Akku-Bohrschrauber' is also written 'Akkubohrschrauber'.
        result.push(`${a.text}${b.text}`);
      }
    }
    return result;
  }

  function indexTerms(token: string, decompound: boolean): string[] {
    const folded = foldText(token);
    if (!folded) return [];
    const terms = new Set([folded]);
    const spelled = writtenOut(token, language);
    if (spelled) terms.add(spelled);
    if (hasDigit(folded)) return [...terms];
    terms.add(foldedStem(token));
    if (decompound && splitter) {
      for (const spelling of spellings(token)) {
        for (const part of splitter.allParts(spelling)) {
          terms.add(part);
          terms.add(foldedStem(part));
        }
      }
    }
    return [...terms];
  }

  function stems(text: string): string[] {
    return rawTokens(text).map((token) => (hasDigit(token.text) ? foldText(token.text) : foldedStem(token.text)));
  }

  function units(text: string): string[] {
    return rawTokens(text).flatMap((token) => {
      if (token.text.length < 3 && !hasDigit(token.text)) return [];
      const parts = splitter?.split(foldText(token.text));
      return parts ? parts.map(foldedStem) : [hasDigit(token.text) ? foldText(token.text) : foldedStem(token.text)];
    });
  }

  function queryWord(token: string): QueryWord {
    const text = foldText(token);
    const isCode = hasDigit(text);
    const forms = new Set<string>();
    const spelled = writtenOut(token, language);
    if (spelled) forms.add(spelled);
    if (!isCode) forms.add(foldedStem(token));
    forms.delete(text);
    let parts: string[][] | undefined;
    if (splitter && !isCode) {
      const splits = spellings(token).flatMap((spelling) => {
        const found = splitter?.split(spelling);
        return found ? [found] : [];
      });
      if (splits.length > 0) parts = splits[0].map((part) => [...new Set([part, foldedStem(part)])]);
    }
    return { text, forms: [...forms], parts, isCode };
  }

  // Synonyms keyed by the stems of their words, so 'Akkuschraubern' finds the entry of 'Akkuschrauber'.
  const synonymKey = (phrase: string) => stems(phrase).join(' ');
  const expansions = new Map<string, string[]>();
  const addExpansion = (input: string, synonyms: readonly string[]) => {
    const key = synonymKey(input);
    if (!key) return;
    expansions.set(key, [...new Set([...(expansions.get(key) ?? []), ...synonyms.filter((synonym) => synonymKey(synonym) !== key)])]);
  };
  for (const group of data.synonyms) for (const word of group) addExpansion(word, group);
  for (const entry of data.oneWaySynonyms) addExpansion(entry.input, entry.synonyms);

  function plan(query: string): QueryPlan {
    const tokens = rawTokens(query).map((token) => token.text);
    const keys = tokens.map((token) => (hasDigit(token) ? foldText(token) : foldedStem(token)));
    const slots: QueryPlan = [];
    for (let index = 0; index < tokens.length; ) {
      let matched = 0;
      let synonyms: string[] = [];
      for (let length = Math.min(MAX_SYNONYM_WORDS, tokens.length - index); length >= 1; length--) {
        const found = expansions.get(keys.slice(index, index + length).join(' '));
        if (found) {
          matched = length;
          synonyms = found;
          break;
        }
      }
      const span = Math.max(matched, 1);
      const typed = tokens.slice(index, index + span).map(queryWord);
      const alternatives: QueryAlternative[] = [typed, ...synonyms.map((synonym) => rawTokens(synonym).map((token) => queryWord(token.text)))];
      slots.push({ alternatives, last: index + span === tokens.length });
      index += span;
    }
    return slots;
  }

  function formsOf(queryPlan: QueryPlan): Set<string> {
    const forms = new Set<string>();
    for (const slot of queryPlan) {
      for (const alternative of slot.alternatives) {
        for (const word of alternative) {
          forms.add(word.text);
          word.forms.forEach((form) => forms.add(form));
          word.parts?.flat().forEach((form) => forms.add(form));
        }
      }
    }
    return forms;
  }

  function headUnit(text: string): string | undefined {
    const found = units(text).filter((unit) => !hasDigit(unit));
    if (HEAD_FINAL.has(language)) return found[found.length - 1];
    return HEAD_INITIAL.has(language) ? found[0] : undefined;
  }

  function headForms(queryPlan: QueryPlan): Set<string> {
    const forms = new Set<string>();
    const final = HEAD_FINAL.has(language);
    if (!final && !HEAD_INITIAL.has(language)) return forms;
    const slots = queryPlan.filter((slot) => slot.alternatives.some((alternative) => alternative.some((word) => !word.isCode)));
    const slot = final ? slots[slots.length - 1] : slots[0];
    for (const alternative of slot?.alternatives ?? []) {
      const words = alternative.filter((word) => !word.isCode);
      const word = final ? words[words.length - 1] : words[0];
      if (!word) continue;
      forms.add(word.text);
      word.forms.forEach((form) => forms.add(form));
      // A compound's head is its last part ('Kreissäge' is a saw).
      const parts = word.parts?.[final ? word.parts.length - 1 : 0];
      parts?.forEach((form) => forms.add(form));
    }
    return forms;
  }

  return { language, tokenize, indexTerms, stems, units, plan, formsOf, headUnit, headForms };
}
