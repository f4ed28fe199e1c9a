// Search vocabulary per store language, as data: synonyms in Algolia's shapes, so they can be pushed to an index
// as they are, and for the languages that write compounds as one word, the parts a compound may split into and the
// linking elements allowed between them ('Arbeit-s-leuchte').
import bg from './bg.json';
import cs from './cs.json';
import da from './da.json';
import de from './de.json';
import el from './el.json';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import fr from './fr.json';
import hr from './hr.json';
import hu from './hu.json';
import it from './it.json';
import lt from './lt.json';
import nb from './nb.json';
import nl from './nl.json';
import pl from './pl.json';
import pt from './pt.json';
import ro from './ro.json';
import sk from './sk.json';
import sl from './sl.json';
import sv from './sv.json';

export type LanguageData = {
  /** Groups of equivalent words or phrases: any finds all. */
  synonyms: string[][];
  /** An input word or phrase also finds its synonyms (not the other way round). */
  oneWaySynonyms: { input: string; synonyms: string[] }[];
  /** Words a compound may be split into (languages that decompound). */
  compoundParts?: string[];
  linkingElements?: string[];
};

export const LANGUAGE_DATA: Readonly<Record<string, LanguageData>> = {
  bg, cs, da, de, el, en, es, fi, fr, hr, hu, it, lt, nb, nl, pl, pt, ro, sk, sl, sv,
};

/** Languages whose compounds are split, at indexing and in queries (Algolia decompounds all but Hungarian). */
export const DECOMPOUNDED_LANGUAGES = ['de', 'nl', 'sv', 'da', 'nb', 'fi', 'hu'] as const;
