// Text analysis of the embedded engine (decision 030): stemming in every store language, dictionary
// decompounding, synonyms from the language data, and the query plan they make.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '~/markets';
import { createAnalyzer } from '~/search/embedded/analysis/analyzer.server';
import { createCompoundSplitter } from '~/search/embedded/analysis/compounds';
import { STEMMED_LANGUAGES, stemmerFor } from '~/search/embedded/analysis/stemmers.server';
import { DECOMPOUNDED_LANGUAGES, LANGUAGE_DATA } from '~/search/language-data';

// A singular and its plural, as the catalogue and shoppers write them, per store language.
const PLURALS: Record<string, [string, string]> = {
  bg: ['бормашина', 'бормашини'], cs: ['vrtačka', 'vrtačky'], da: ['boremaskine', 'boremaskiner'], de: ['säge', 'sägen'],
  el: ['δράπανο', 'δράπανα'], en: ['drill', 'drills'], es: ['amoladora', 'amoladoras'], fi: ['porakone', 'porakoneet'],
  fr: ['perceuse', 'perceuses'], hr: ['bušilica', 'bušilice'], hu: ['fúrógép', 'fúrógépek'], it: ['smerigliatrice', 'smerigliatrici'],
  lt: ['gręžtuvas', 'gręžtuvai'], nb: ['boremaskin', 'boremaskiner'], nl: ['slijper', 'slijpers'], pl: ['wiertarka', 'wiertarki'],
  pt: ['rebarbadora', 'rebarbadoras'], ro: ['mașină', 'mașini'], sk: ['vŕtačka', 'vŕtačky'], sl: ['vrtalnik', 'vrtalniki'],
  sv: ['vinkelslip', 'vinkelslipar'],
};

describe('stemming', () => {
  it('has a stemmer for each of the 21 store languages that joins singular and plural', () => {
    expect([...STEMMED_LANGUAGES].sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const language of LANGUAGE_CODES) {
      const stem = stemmerFor(language);
      const [singular, plural] = PLURALS[language];
      expect(stem(plural), language).toBe(stem(singular));
    }
  });
});

describe('decompounding', () => {
  const identity = (word: string) => word;

  it('splits into the fewest known parts, across linking elements', () => {
    const splitter = createCompoundSplitter(['akku', 'bohr', 'schrauber', 'maschine', 'arbeit', 'leuchte', 'tisch', 'bohrmaschine'], ['s', 'en'], identity);
    expect(splitter.split('akkuschrauber')).toEqual(['akku', 'schrauber']);
    expect(splitter.split('arbeitsleuchte')).toEqual(['arbeit', 'leuchte']);
    expect(splitter.split('tischbohrmaschine')).toEqual(['tisch', 'bohrmaschine']);
    expect(splitter.allParts('tischbohrmaschine').sort()).toEqual(['bohr', 'bohrmaschine', 'maschine', 'tisch']);
    expect(splitter.split('schrauber')).toBeUndefined();
    expect(splitter.split('akkuxyzabc')).toBeUndefined();
  });

  it('splits compounds of every decompounding language with its data', () => {
    const cases: Record<string, [string, string[]]> = {
      de: ['Akkuschrauber', ['akku', 'schrauber']], nl: ['boormachine', ['boor', 'machine']], sv: ['borrmaskin', ['borr', 'maskin']],
      da: ['boremaskine', ['bore', 'maskine']], nb: ['boremaskin', ['bore', 'maskin']], fi: ['porakone', ['pora', 'kone']], hu: ['fúrógép', ['furo', 'gep']],
    };
    for (const language of DECOMPOUNDED_LANGUAGES) {
      const [word, parts] = cases[language];
      const [slot] = createAnalyzer(language).plan(word);
      expect(slot.alternatives[0][0].parts?.map((forms) => forms[0]), language).toEqual(parts);
    }
  });

  it('does not split words of languages without decompounding', () => {
    const [slot] = createAnalyzer('en').plan('lawnmower');
    expect(slot.alternatives[0][0].parts).toBeUndefined();
  });
});

describe('synonyms', () => {
  it('keeps well-formed data for every store language, none mapping a word to itself', () => {
    expect(Object.keys(LANGUAGE_DATA).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const [language, data] of Object.entries(LANGUAGE_DATA)) {
      for (const group of data.synonyms) expect(new Set(group.map((word) => word.toLowerCase())).size, `${language} ${group}`).toBe(group.length);
      for (const entry of data.oneWaySynonyms) {
        expect(entry.synonyms.length, `${language} ${entry.input}`).toBeGreaterThan(0);
        expect(entry.synonyms.map((word) => word.toLowerCase()), `${language} ${entry.input}`).not.toContain(entry.input.toLowerCase());
      }
    }
  });

  it('offers one-way and multi-word synonyms as alternatives of the words typed', () => {
    const german = createAnalyzer('de');
    const [slot] = german.plan('Schlagbohrmaschine');
    expect(slot.alternatives.map((alternative) => alternative.map((word) => word.text).join(' '))).toEqual(['schlagbohrmaschine', 'bohrhammer']);
    const english = createAnalyzer('en').plan('stud finder 18v');
    expect(english).toHaveLength(2);
    expect(english[0].alternatives.map((alternative) => alternative.map((word) => word.text).join(' '))).toEqual(['stud finder', 'wall scanner']);
    // One-way: 'bohrhammer' does not find every 'Schlagbohrmaschine'.
    expect(german.plan('bohrhammer')[0].alternatives).toHaveLength(1);
  });

  it('matches a synonym whatever the inflection typed', () => {
    const [slot] = createAnalyzer('en').plan('Hoovers');
    expect(slot.alternatives.map((alternative) => alternative[0].text)).toEqual(['hoovers', 'vacuum']);
  });
});

describe('tokens', () => {
  it('adds model numbers and values as people type them', () => {
    expect(createAnalyzer('en').tokenize('DS 18-2 · 18 V · 125 mm')).toEqual(expect.arrayContaining(['DS18', '18V', '125mm']));
    expect(createAnalyzer('de').tokenize('Akku-Bohrschrauber')).toEqual(expect.arrayContaining(['Akku', 'Bohrschrauber', 'AkkuBohrschrauber']));
  });
});
