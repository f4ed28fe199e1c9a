// The browser's translator (app/i18n/translator.ts) stands in for i18next, which renders the same keys on the
// server: a page hydrates without a text change only if both give the same string. Every key of every
// namespace in every language, with its placeholders filled and its plural forms asked for, through both.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nBaseOptions } from '~/i18n/config';
import { resources } from '~/i18n/resources.server';
import { createTranslator, type Bundle, type Bundles, type TranslateOptions } from '~/i18n/translator';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Counts that reach every plural category of the shop's languages (Slavic few/many, Baltic, Slovenian two). */
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 102, 111, 1.5];

/** Every string leaf as [dotted key, text, plural]; plural forms under their base key. */
function leaves(bundle: Bundle, prefix = ''): Array<[string, string, boolean]> {
  return Object.entries(bundle).flatMap(([name, value]): Array<[string, string, boolean]> => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') return [[key.replace(PLURAL_SUFFIX, ''), value, PLURAL_SUFFIX.test(key)]];
    return value && typeof value === 'object' ? leaves(value as Bundle, key) : [];
  });
}

/** Each call a page could make for this key: its placeholders filled, and each count when it has plurals. */
function callsFor(key: string, texts: string[], plural: boolean): TranslateOptions[] {
  const names = new Set(texts.flatMap((text) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]!)));
  const values = Object.fromEntries([...names].filter((name) => name !== 'count').map((name) => [name, `<${name}>`]));
  return plural ? COUNTS.map((count) => ({ ...values, count })) : [values];
}

const languages = Object.keys(resources).sort();

describe('the browser translator gives what i18next gives', () => {
  it('covers the 21 shop languages', () => {
    expect(languages).toHaveLength(21);
  });

  it.each(languages)('%s: every key of every namespace', async (language) => {
    const server = i18next.createInstance();
    await server.init({ ...i18nBaseOptions, lng: language, resources, ns: Object.keys(resources[language]!), initImmediate: false });
    const bundles = resources[language] as Bundles;
    let compared = 0;
    const differences: string[] = [];
    for (const [namespace, bundle] of Object.entries(bundles)) {
      const browser = createTranslator(language, bundles, namespace);
      const serverT = server.getFixedT(language, namespace);
      const byKey = new Map<string, { texts: string[]; plural: boolean }>();
      for (const [key, text, plural] of leaves(bundle)) {
        const entry = byKey.get(key) ?? { texts: [], plural: false };
        byKey.set(key, { texts: [...entry.texts, text], plural: entry.plural || plural });
      }
      for (const [key, { texts, plural }] of byKey) {
        for (const options of callsFor(key, texts, plural)) {
          compared += 1;
          const expected = serverT(key, options);
          const got = browser(key, options);
          if (got !== expected) differences.push(`${namespace}:${key} ${JSON.stringify(options)}: browser ${JSON.stringify(got)}, i18next ${JSON.stringify(expected)}`);
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
    expect(differences).toEqual([]);
  });

  it('agrees where a text is missing: a key of another namespace falls back to common, an unknown key is itself', async () => {
    const server = i18next.createInstance();
    await server.init({ ...i18nBaseOptions, lng: 'sk', resources, ns: Object.keys(resources.sk!), initImmediate: false });
    const browser = createTranslator('sk', resources.sk as Bundles, 'product');
    const serverT = server.getFixedT('sk', 'product');
    for (const key of ['header.cartCount', 'no.such.key', 'common:errors.notFound', 'cart:no.such.key']) {
      expect(browser(key, { count: 2 }), key).toBe(serverT(key, { count: 2 }));
    }
  });
});
