import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  checkFile,
  checkNamespace,
  copyStats,
  discoverNamespaces,
  flatten,
  orphanNamespaces,
  requiredPluralCategories,
} from './locale-check.ts';
import type { Tree } from './locale-check.ts';

const LOCALES_DIR = fileURLToPath(new URL('../../../locales', import.meta.url));

// Discovered at collection time, so namespaces added later (catalog, cart, checkout …) are covered.
const namespaces = discoverNamespaces(LOCALES_DIR);

describe('locales', () => {
  it('has the common namespace in English', () => {
    expect(namespaces).toContain('common');
  });

  it.each(LANGUAGES)('%s has no namespace files that English lacks', (language) => {
    expect(orphanNamespaces(LOCALES_DIR, language)).toEqual([]);
  });

  describe.each(namespaces)('namespace "%s"', (namespace) => {
    it.each(LANGUAGES)('%s is complete and translated', (language) => {
      expect(checkFile(LOCALES_DIR, language, namespace)).toEqual([]);
    });
  });
});

/** Proves that each rule really fails, independent of the current content of the files. */
describe('locale checker', () => {
  const en: Tree = {
    title: 'Professional tools and equipment',
    greeting: 'Welcome back to {{siteName}}',
    nested: { hint: 'The page may have moved to another address', ok: 'Continue shopping' },
    cartCount_one: '{{count}} item in your cart',
    cartCount_other: '{{count}} items in your cart',
    pageTypes: { homepage: 'homepage' },
  };
  const de: Tree = {
    title: 'Profi-Werkzeuge und Ausrüstung',
    greeting: 'Willkommen zurück bei {{siteName}}',
    nested: { hint: 'Vielleicht ist die Seite umgezogen', ok: 'Weiter einkaufen' },
    cartCount_one: '{{count}} Artikel im Warenkorb',
    cartCount_other: '{{count}} Artikel im Warenkorb',
    pageTypes: { homepage: 'homepage' },
  };
  const clone = (tree: Tree): Tree => structuredClone(tree);

  it('accepts a complete translation', () => {
    expect(checkNamespace('de', 'common', en, de)).toEqual([]);
    expect(checkNamespace('en', 'common', en, en)).toEqual([]);
  });

  it('reports a missing key, also a nested one', () => {
    const missing = clone(de);
    delete (missing.nested as Tree).ok;
    expect(checkNamespace('de', 'common', en, missing)).toEqual(['de/common.json › nested.ok: missing key']);
  });

  it('reports a key English does not have', () => {
    const extra = { ...clone(de), surplus: 'Überzählig' };
    expect(checkNamespace('de', 'common', en, extra)).toEqual(['de/common.json › surplus: key does not exist in en']);
  });

  it('reports missing and unused plural forms per language', () => {
    expect(requiredPluralCategories('pl', 'cardinal').sort()).toEqual(['few', 'many', 'one', 'other']);
    const pl: Tree = {
      ...clone(de),
      cartCount_one: '{{count}} produkt w koszyku',
      cartCount_few: '{{count}} produkty w koszyku',
      cartCount_other: '{{count}} produktu w koszyku',
      cartCount_two: '{{count}} produkty w koszyku',
    };
    const problems = checkNamespace('pl', 'common', en, pl);
    expect(problems).toContainEqual(expect.stringContaining('pl/common.json › cartCount_many: missing plural form'));
    expect(problems).toContainEqual(expect.stringContaining('cartCount_two: plural form "two" is never used in pl'));
  });

  it('accepts the optional i18next _zero form', () => {
    const withZero = { ...clone(de), cartCount_zero: 'Der Warenkorb ist leer' };
    expect(checkNamespace('de', 'common', en, withZero)).toEqual([]);
  });

  it('reports lost and invented placeholders', () => {
    const broken = clone(de);
    broken.greeting = 'Willkommen zurück bei {{sitename}}';
    expect(checkNamespace('de', 'common', en, broken)).toEqual([
      'de/common.json › greeting: placeholder {{siteName}} is missing',
      'de/common.json › greeting: placeholder {{sitename}} does not exist in en',
    ]);
  });

  it('reports empty and non-string values', () => {
    const broken = clone(de);
    broken.title = '  ';
    (broken.nested as Tree).ok = 42;
    expect(checkNamespace('de', 'common', en, broken)).toEqual([
      'de/common.json › title: value is empty',
      'de/common.json › nested.ok: value is not a string',
    ]);
  });

  it('reports translated technical identifiers', () => {
    const broken = clone(de);
    (broken.pageTypes as Tree).homepage = 'Startseite';
    expect(checkNamespace('de', 'common', en, broken)).toEqual([
      'de/common.json › pageTypes.homepage: locale-independent identifier must stay "homepage"',
    ]);
  });

  it('reports untranslated English copies but ignores brands, placeholders and short strings', () => {
    const copied = clone(en);
    const problems = checkNamespace('de', 'common', en, copied);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/values are identical to en/);

    const stats = copyStats(
      'common',
      flatten({ brand: 'ProTools Direct', onlyVars: '{{count}} / {{total}}', short: 'Menu', long: 'Newsletter' }),
      flatten({ brand: 'ProTools Direct', onlyVars: '{{count}} / {{total}}', short: 'Menu', long: 'Newsletter' }),
    );
    expect(stats).toEqual({ counted: 1, identical: ['long'], allowed: 1 });
  });

  it('reports a missing file', () => {
    expect(checkFile(LOCALES_DIR, 'de', 'no-such-namespace')).toEqual(['en/no-such-namespace.json: source file is missing']);
  });
});
