/**
 * Every text a shopper reads, per language, from the places it is written: the translation files
 * (`locales/`, which the pages and the mail templates read), the CMS files (`cms/`, pages and components),
 * the seed catalogue's texts (`server/commerce-backend/seed/data/i18n`) and the store texts of `app/markets`.
 * The shoppers' own reviews are not the shop's voice and are left out (they are not written per language).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, flatten } from './locale-check.ts';

export type Language = (typeof LANGUAGES)[number];

export interface CopyText {
  language: Language;
  /** Where it is written: `locales/fr/cart.json › lines.bware`, `cms/pages/payment/fr-CH.json › blocks.0.html`, `seed:faq.ts › …`. */
  where: string;
  /** The text as a reader sees it: markup removed, entities decoded. */
  text: string;
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Markup to text: tags become spaces (a block's end is a break for the reader), entities their characters. */
export function readableText(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t\n]+/g, ' ')
    .trim();
}

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function localeTexts(): CopyText[] {
  const texts: CopyText[] = [];
  for (const language of LANGUAGES) {
    const dir = join(ROOT, 'locales', language);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const tree: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      for (const [key, value] of flatten(tree)) {
        if (typeof value === 'string') texts.push({ language, where: `locales/${language}/${file} › ${key}`, text: value });
      }
    }
  }
  return texts;
}

/** Keys of CMS files that hold no prose. */
const CMS_TECHNICAL_KEYS = new Set(['type', 'href', 'showIf', 'slug', 'image', 'src', 'url', 'link', 'sku', 'id', 'key']);

function cmsLeaves(tree: unknown, path: string, out: Array<[string, string]>): void {
  if (typeof tree === 'string') out.push([path, tree]);
  else if (tree !== null && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      if (!Array.isArray(tree) && CMS_TECHNICAL_KEYS.has(key)) continue;
      cmsLeaves(value, path ? `${path}.${key}` : key, out);
    }
  }
}

export function cmsTexts(): CopyText[] {
  const texts: CopyText[] = [];
  for (const kind of ['pages', 'components']) {
    const kindDir = join(ROOT, 'cms', kind);
    for (const slug of readdirSync(kindDir)) {
      for (const file of readdirSync(join(kindDir, slug)).filter((name) => name.endsWith('.json'))) {
        const language = file.slice(0, 2);
        if (!isLanguage(language)) continue;
        const leaves: Array<[string, string]> = [];
        cmsLeaves(JSON.parse(readFileSync(join(kindDir, slug, file), 'utf8')), '', leaves);
        for (const [key, value] of leaves) texts.push({ language, where: `cms/${kind}/${slug}/${file} › ${key}`, text: readableText(value) });
      }
    }
  }
  return texts;
}

/** An object with a string (or a tuple of strings) for every language is one text in 21 languages. */
function perLanguage(value: unknown): Record<Language, string> | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (!LANGUAGES.every((language) => language in record)) return null;
  const out = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const text = record[language];
    if (typeof text === 'string') out[language] = text;
    else if (Array.isArray(text) && text.every((part) => typeof part === 'string')) out[language] = text.join(' · ');
    else return null;
  }
  return out;
}

function collectPerLanguage(tree: unknown, where: string, texts: CopyText[], seen = new Set<unknown>()): void {
  if (tree === null || typeof tree !== 'object' || seen.has(tree)) return;
  seen.add(tree);
  const record = perLanguage(tree);
  if (record) {
    for (const language of LANGUAGES) texts.push({ language, where, text: readableText(record[language]) });
    return;
  }
  for (const [key, value] of Object.entries(tree)) collectPerLanguage(value, `${where}.${key}`, texts, seen);
}

/** Modules whose exports hold texts per language (seed catalogue and store texts). */
const TEXT_MODULES = {
  'seed:attribute-labels': () => import('../../../server/commerce-backend/seed/data/i18n/attribute-labels'),
  'seed:catalog-texts': () => import('../../../server/commerce-backend/seed/data/i18n/catalog-texts'),
  'seed:category-names': () => import('../../../server/commerce-backend/seed/data/i18n/category-names'),
  'seed:commerce-texts': () => import('../../../server/commerce-backend/seed/data/i18n/commerce-texts'),
  'seed:faq': () => import('../../../server/commerce-backend/seed/data/i18n/faq'),
  'seed:guarantee-texts': () => import('../../../server/commerce-backend/seed/data/i18n/guarantee-texts'),
  'seed:highlights': () => import('../../../server/commerce-backend/seed/data/i18n/highlights'),
  'seed:leaf-names-measuring': () => import('../../../server/commerce-backend/seed/data/i18n/leaf-names-measuring'),
  'seed:leaf-names-outdoor': () => import('../../../server/commerce-backend/seed/data/i18n/leaf-names-outdoor'),
  'seed:leaf-names-tools': () => import('../../../server/commerce-backend/seed/data/i18n/leaf-names-tools'),
  'seed:tech-labels': () => import('../../../server/commerce-backend/seed/data/i18n/tech-labels'),
  'markets:localized-texts': () => import('~/markets/stores/localized-texts'),
} as const;

export async function moduleTexts(): Promise<CopyText[]> {
  const texts: CopyText[] = [];
  for (const [name, load] of Object.entries(TEXT_MODULES)) {
    const module: Record<string, unknown> = await load();
    for (const [exported, value] of Object.entries(module)) collectPerLanguage(value, `${name} › ${exported}`, texts);
  }
  return texts;
}

/** Every text of every language. */
export async function allTexts(): Promise<CopyText[]> {
  return [...localeTexts(), ...cmsTexts(), ...(await moduleTexts())];
}
