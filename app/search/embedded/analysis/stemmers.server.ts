// One stemmer per store language: Snowball (@orama/stemmers) where it has one (Croatian through Serbian, which
// shares its inflection), nlp.js's light stemmers for Czech, Polish and Slovenian. No maintained JavaScript stemmer
// for Slovak exists; it takes the Czech one, whose suffixes it shares.
import { StemmerCs } from '@nlpjs/lang-cs';
import { StemmerPl } from '@nlpjs/lang-pl';
import { StemmerSl } from '@nlpjs/lang-sl';
import { stemmer as bulgarian } from '@orama/stemmers/bulgarian';
import { stemmer as danish } from '@orama/stemmers/danish';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as greek } from '@orama/stemmers/greek';
import { stemmer as hungarian } from '@orama/stemmers/hungarian';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as lithuanian } from '@orama/stemmers/lithuanian';
import { stemmer as norwegian } from '@orama/stemmers/norwegian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as romanian } from '@orama/stemmers/romanian';
import { stemmer as serbian } from '@orama/stemmers/serbian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as swedish } from '@orama/stemmers/swedish';

export type Stem = (word: string) => string;

const nlpjs = (Stemmer: new () => { stemWord(word: string): string }): Stem => {
  const instance = new Stemmer();
  return (word) => instance.stemWord(word);
};

const czech = nlpjs(StemmerCs);

const STEMMERS: Readonly<Record<string, Stem>> = {
  bg: bulgarian, cs: czech, da: danish, de: german, el: greek, en: english, es: spanish, fi: finnish, fr: french,
  hr: serbian, hu: hungarian, it: italian, lt: lithuanian, nb: norwegian, nl: dutch, pl: nlpjs(StemmerPl),
  pt: portuguese, ro: romanian, sk: czech, sl: nlpjs(StemmerSl), sv: swedish,
};

const identity: Stem = (word) => word;

/** The stemmer of a store language (lower-case words with their diacritics in, stems out). */
export function stemmerFor(language: string): Stem {
  const stem = STEMMERS[language] ?? identity;
  return (word) => {
    try {
      return stem(word) || word;
    } catch {
      return word;
    }
  };
}

export const STEMMED_LANGUAGES = Object.keys(STEMMERS);
