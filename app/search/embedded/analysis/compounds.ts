// Dictionary decompounding as Algolia does it: a compound splits into known parts, optionally joined by linking
// elements ('Arbeit·s·leuchte'), with as few parts as possible. The dictionary is the language's curated part list
// plus the words the catalogue itself uses on their own.
import { boundedRecords } from '~/cache/bounded-cache.server';

const MIN_PART = 3;
const MIN_WORD = 6;
const MAX_WORD = 48;
/** Words split before, the catalogue's and every search's: bounded, so no run of searches makes it grow. */
const SPLITS_BYTES = 1024 * 1024;

export type CompoundSplitter = {
  /** The parts of `word` (folded, lower case), or undefined when it is no compound of known parts. */
  split(word: string): string[] | undefined;
  /** Every part at every level: 'tischbohrmaschine' → tisch, bohrmaschine, bohr, maschine (when known). */
  allParts(word: string): string[];
};

/** `parts` and `linking` are folded; `stem` lets the last part be inflected ('maschinen' ends in 'maschine'). */
export function createCompoundSplitter(parts: Iterable<string>, linking: readonly string[], stem: (word: string) => string): CompoundSplitter {
  const dictionary = new Set<string>();
  const stems = new Set<string>();
  for (const part of parts) {
    if (part.length < MIN_PART) continue;
    dictionary.add(part);
    stems.add(stem(part));
  }
  const links = [...new Set(linking)].filter(Boolean).sort((a, b) => b.length - a.length);
  // A word that is no compound is kept as no parts.
  const splits = boundedRecords<string[]>({ maxBytes: SPLITS_BYTES });

  const isPart = (text: string, last: boolean) => dictionary.has(text) || (last && text.length >= MIN_PART + 1 && stems.has(stem(text)));

  function best(word: string, from: number, memo: Map<number, string[] | null>): string[] | null {
    if (from === word.length) return [];
    const known = memo.get(from);
    if (known !== undefined) return known;
    let result: string[] | null = null;
    // Longest part first: fewer, more meaningful parts.
    for (let end = word.length; end - from >= MIN_PART; end--) {
      // The whole word is no split of itself, even when the dictionary knows it.
      if (from === 0 && end === word.length) continue;
      const piece = word.slice(from, end);
      if (!isPart(piece, end === word.length)) continue;
      const candidates: (string[] | null)[] = [best(word, end, memo)];
      for (const link of links) {
        if (word.startsWith(link, end) && word.length - end - link.length >= MIN_PART) candidates.push(best(word, end + link.length, memo));
      }
      for (const rest of candidates) {
        if (rest && (!result || rest.length + 1 < result.length)) result = [piece, ...rest];
      }
      if (result && result.length === 2) break;
    }
    memo.set(from, result);
    return result;
  }

  function split(word: string): string[] | undefined {
    if (word.length < MIN_WORD || word.length > MAX_WORD || /\d/.test(word)) return undefined;
    const known = splits.get(word);
    if (known) return known.length > 0 ? known : undefined;
    const parts = best(word, 0, new Map());
    const result = parts && parts.length > 1 ? parts : undefined;
    splits.set(word, result ?? []);
    return result;
  }

  function allParts(word: string): string[] {
    const found = new Set<string>();
    const visit = (text: string) => {
      for (const part of split(text) ?? []) {
        if (found.has(part)) continue;
        found.add(part);
        visit(part);
      }
    };
    visit(word);
    return [...found];
  }

  return { split, allParts };
}
