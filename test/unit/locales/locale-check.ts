/**
 * Completeness checks for the translation files in `locales/{language}/{namespace}.json`.
 * Pure functions (no test framework) so the test can run them both on the real files and on
 * small in-memory fixtures that prove each rule really fails.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every storefront language (directory names under `locales/`). */
export const LANGUAGES = [
  'bg', 'cs', 'da', 'de', 'el', 'en', 'es', 'fi', 'fr', 'hr', 'hu',
  'it', 'lt', 'nb', 'nl', 'pl', 'pt', 'ro', 'sk', 'sl', 'sv',
] as const;

export const SOURCE_LANGUAGE = 'en';

/** Brand names stay untranslated; they are ignored by the "copied from English" heuristic. */
export const BRAND_NAMES = ['ProTools Direct'];

/**
 * Keys whose values are technical identifiers rather than UI text (e.g. analytics page-type labels,
 * spec: "Page-type labels for analytics"). They must be identical to English in every language.
 * Format: `{namespace}:{flattened key prefix}`.
 */
export const LOCALE_INDEPENDENT_KEYS = ['common:pageTypes.'];

/** At most this share of the counted values of a language may be identical to English. */
export const MAX_IDENTICAL_SHARE = 0.15;

/** Values with fewer letters than this (after removing placeholders and brands) are not counted. */
export const MIN_LETTERS_FOR_COPY_CHECK = 5;

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

export type Tree = { [key: string]: unknown };
export type Flat = Map<string, unknown>;

/** Flattens nested objects (and arrays, by index) to `a.b.c` keys; leaves keep their raw value. */
export function flatten(tree: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (tree !== null && typeof tree === 'object') {
    const entries = Array.isArray(tree) ? tree.map((v, i) => [String(i), v] as const) : Object.entries(tree);
    for (const [key, value] of entries) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value !== null && typeof value === 'object') flatten(value, path, out);
      else out.set(path, value);
    }
  }
  return out;
}

interface PluralFamily {
  base: string;
  type: Intl.PluralRuleType;
}

/**
 * Plural families are taken from the source language: `x_other` (cardinal) or `x_ordinal_other`
 * (ordinal) marks `x` as a plural base, as in i18next v21+ (JSON v4).
 */
export function pluralFamilies(sourceKeys: Iterable<string>): Map<string, PluralFamily> {
  const families = new Map<string, PluralFamily>();
  for (const key of sourceKeys) {
    const ordinal = /^(.*)_ordinal_other$/.exec(key);
    if (ordinal) {
      families.set(`${ordinal[1]}_ordinal`, { base: ordinal[1], type: 'ordinal' });
      continue;
    }
    const cardinal = /^(.*)_other$/.exec(key);
    if (cardinal) families.set(cardinal[1], { base: cardinal[1], type: 'cardinal' });
  }
  return families;
}

/** Splits `key` into plural family prefix + category when it belongs to one of `families`. */
function pluralPart(key: string, families: Map<string, PluralFamily>): { family: string; category: PluralCategory } | null {
  for (const category of PLURAL_CATEGORIES) {
    const suffix = `_${category}`;
    if (key.endsWith(suffix)) {
      const family = key.slice(0, -suffix.length);
      if (families.has(family)) return { family, category };
    }
  }
  return null;
}

export function requiredPluralCategories(language: string, type: Intl.PluralRuleType): string[] {
  return new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories;
}

const PLACEHOLDER = /\{\{-?\s*([^},\s]+)[^}]*\}\}/g;

export function placeholders(value: string): Set<string> {
  return new Set([...value.matchAll(PLACEHOLDER)].map((m) => m[1]));
}

function isLocaleIndependent(namespace: string, key: string): boolean {
  return LOCALE_INDEPENDENT_KEYS.some((prefix) => `${namespace}:${key}`.startsWith(prefix));
}

/** Letters that remain once placeholders and brand names are removed. */
function meaningfulLetters(value: string): number {
  let text = value.replace(PLACEHOLDER, ' ');
  for (const brand of BRAND_NAMES) text = text.split(brand).join(' ');
  return (text.match(/\p{L}/gu) ?? []).length;
}

export interface CopyStats {
  counted: number;
  identical: string[];
  allowed: number;
}

/**
 * Checks one language's namespace against the source language. Returns human-readable problems
 * (empty array = fine).
 */
export function checkNamespace(language: string, namespace: string, source: Tree, translation: Tree): string[] {
  const problems: string[] = [];
  const at = (key: string) => `${language}/${namespace}.json › ${key}`;
  const src = flatten(source);
  const tr = flatten(translation);
  const families = pluralFamilies(src.keys());

  // Every leaf must be a non-empty string (the source itself is checked as language "en").
  for (const [key, value] of tr) {
    if (typeof value !== 'string') problems.push(`${at(key)}: value is not a string`);
    else if (value.trim() === '') problems.push(`${at(key)}: value is empty`);
  }

  // Non-plural keys: exactly the same set.
  const srcPlain = [...src.keys()].filter((k) => !pluralPart(k, families));
  const trPlain = new Set([...tr.keys()].filter((k) => !pluralPart(k, families)));
  for (const key of srcPlain) if (!trPlain.has(key)) problems.push(`${at(key)}: missing key`);
  const srcPlainSet = new Set(srcPlain);
  for (const key of trPlain) if (!srcPlainSet.has(key)) problems.push(`${at(key)}: key does not exist in ${SOURCE_LANGUAGE}`);

  // Plural keys: every category the language needs, nothing it never uses (`_zero` is an i18next extra).
  for (const [family, { type }] of families) {
    const required = requiredPluralCategories(language, type);
    for (const category of required) {
      if (!tr.has(`${family}_${category}`)) {
        problems.push(`${at(`${family}_${category}`)}: missing plural form (${language} needs ${required.join(', ')})`);
      }
    }
    for (const category of PLURAL_CATEGORIES) {
      if (category !== 'zero' && !required.includes(category) && tr.has(`${family}_${category}`)) {
        problems.push(`${at(`${family}_${category}`)}: plural form "${category}" is never used in ${language}`);
      }
    }
  }

  // Placeholders: all of English present, none invented.
  for (const [key, value] of tr) {
    if (typeof value !== 'string') continue;
    const plural = pluralPart(key, families);
    const sourceValues = plural
      ? [...src].filter(([k]) => pluralPart(k, families)?.family === plural.family).map(([, v]) => v)
      : [src.get(key)];
    const sourceTexts = sourceValues.filter((v): v is string => typeof v === 'string');
    if (sourceTexts.length === 0) continue;
    const sourceSets = sourceTexts.map(placeholders);
    // Required: placeholders every source form uses; allowed: any a source form uses.
    // The optional `_zero` form ("Your cart is empty") may drop the count.
    const required = plural?.category === 'zero' ? [] : [...sourceSets[0]].filter((p) => sourceSets.every((s) => s.has(p)));
    const allowed = new Set(sourceSets.flatMap((s) => [...s]));
    const found = placeholders(value);
    for (const p of required) if (!found.has(p)) problems.push(`${at(key)}: placeholder {{${p}}} is missing`);
    for (const p of found) if (!allowed.has(p)) problems.push(`${at(key)}: placeholder {{${p}}} does not exist in ${SOURCE_LANGUAGE}`);
  }

  // Technical identifiers must not be translated.
  for (const [key, value] of src) {
    if (isLocaleIndependent(namespace, key) && tr.has(key) && tr.get(key) !== value) {
      problems.push(`${at(key)}: locale-independent identifier must stay "${String(value)}"`);
    }
  }

  if (language !== SOURCE_LANGUAGE) {
    const stats = copyStats(namespace, src, tr, families);
    if (stats.identical.length > stats.allowed) {
      problems.push(
        `${language}/${namespace}.json: ${stats.identical.length} of ${stats.counted} values are identical to ` +
          `${SOURCE_LANGUAGE} (max ${stats.allowed}): ${stats.identical.join(', ')}`,
      );
    }
  }
  return problems;
}

/** How many values look copied from English (see README: brand names, placeholders and very short strings are ignored). */
export function copyStats(namespace: string, src: Flat, tr: Flat, families = pluralFamilies(src.keys())): CopyStats {
  let counted = 0;
  const identical: string[] = [];
  for (const [key, value] of tr) {
    if (typeof value !== 'string' || isLocaleIndependent(namespace, key)) continue;
    const plural = pluralPart(key, families);
    const english = src.get(key) ?? (plural ? src.get(`${plural.family}_other`) : undefined);
    if (typeof english !== 'string' || meaningfulLetters(english) < MIN_LETTERS_FOR_COPY_CHECK) continue;
    counted += 1;
    if (value.trim() === english.trim()) identical.push(key);
  }
  return { counted, identical, allowed: Math.max(1, Math.floor(counted * MAX_IDENTICAL_SHARE)) };
}

/** Namespaces = the JSON files of the source language, discovered at run time. */
export function discoverNamespaces(localesDir: string): string[] {
  return readdirSync(join(localesDir, SOURCE_LANGUAGE))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

export function readNamespace(localesDir: string, language: string, namespace: string): Tree | null {
  const file = join(localesDir, language, `${namespace}.json`);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

/** Namespace files a language has that the source language lacks (they would never be checked). */
export function orphanNamespaces(localesDir: string, language: string): string[] {
  const dir = join(localesDir, language);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  const known = new Set(discoverNamespaces(localesDir));
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .filter((ns) => !known.has(ns));
}

/** Full check of one language/namespace pair on disk. */
export function checkFile(localesDir: string, language: string, namespace: string): string[] {
  const source = readNamespace(localesDir, SOURCE_LANGUAGE, namespace);
  if (!source) return [`${SOURCE_LANGUAGE}/${namespace}.json: source file is missing`];
  let translation: Tree | null;
  try {
    translation = readNamespace(localesDir, language, namespace);
  } catch (error) {
    return [`${language}/${namespace}.json: invalid JSON (${(error as Error).message})`];
  }
  if (!translation) return [`${language}/${namespace}.json: file is missing`];
  return checkNamespace(language, namespace, source, translation);
}
