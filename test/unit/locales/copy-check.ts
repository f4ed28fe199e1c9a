/**
 * The checks of decisions 146–149 as pure functions over the texts of `copy-corpus.ts`: each returns what it
 * found ("where: «match» in «text»"), an empty list when the language follows its rules.
 */
import type { CopyText, Language } from './copy-corpus.ts';
import { LANGUAGE_RULES, NAME_NEEDS_NO_ENDING, RETURNS_DAYS } from './copy-rules.ts';

const show = (text: CopyText, match: string) => `${text.where}: «${match}» in «${text.text}»`;

/** Texts of the language that match one of the patterns. */
export function matching(texts: CopyText[], language: Language, patterns: RegExp[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    if (text.language !== language) continue;
    for (const pattern of patterns) {
      const match = pattern.exec(text.text);
      if (match) found.push(show(text, match[0]));
    }
  }
  return found;
}

const keyOf = (text: CopyText) => text.where.split(' › ')[1] ?? '';

/** `bware` labels (any namespace, any depth) that do not use the language's one term. */
export function openBoxLabelsWithOtherTerm(texts: CopyText[], language: Language): { labels: number; wrong: string[] } {
  const term = LANGUAGE_RULES[language].openBoxTerm.toLowerCase();
  const labels = texts.filter((text) => text.language === language && text.where.startsWith('locales/') && /(?:^|\.)bware$/.test(keyOf(text)));
  return { labels: labels.length, wrong: labels.filter((text) => !text.text.toLowerCase().includes(term)).map((text) => show(text, text.text)) };
}

/** The same text in English: same file of the `en` tree, same key (CMS overrides of one store have none). */
function englishOf(texts: CopyText[]): (text: CopyText) => string | undefined {
  const general = (text: CopyText) => text.where
    .replace(new RegExp(`^locales/${text.language}/`), 'locales/*/')
    .replace(new RegExp(`/${text.language}\\.json › `), '/*.json › ');
  const english = new Map(texts.filter((text) => text.language === 'en').map((text) => [general(text), text.text]));
  return (text) => english.get(general(text));
}

/** Texts whose English says "B-stock" and that do not name the language's term. */
export function openBoxMentionsWithOtherTerm(texts: CopyText[], language: Language): string[] {
  const english = englishOf(texts);
  const mention = LANGUAGE_RULES[language].openBoxMention;
  return texts
    .filter((text) => text.language === language && /B-stock/i.test(english(text) ?? '') && !mention.test(text.text))
    .map((text) => show(text, 'B-stock'));
}

const sentences = (text: string) => text.split(/(?<=[.!?;])\s+|\n+/u);

/** Sentences about returning goods that name another number of days than the decision's. */
export function otherReturnsPeriods(texts: CopyText[], language: Language): string[] {
  const rules = LANGUAGE_RULES[language];
  const figure = new RegExp(`(\\d+)\\s*[-‐‑–]?\\s*(?:${rules.days.source})`, 'giu');
  const found: string[] = [];
  for (const text of texts) {
    if (text.language !== language) continue;
    for (const sentence of sentences(text.text)) {
      if (!rules.returns.test(sentence)) continue;
      for (const match of sentence.matchAll(figure)) if (Number(match[1]) !== RETURNS_DAYS) found.push(show(text, sentence));
    }
  }
  return found;
}

/** Mail texts (any `mail` subtree of a translation file) that start in lowercase, where the language writes a capital. */
export function lowercaseMailTexts(texts: CopyText[], language: Language): string[] {
  if (!LANGUAGE_RULES[language].capitalAfterGreeting) return [];
  return texts
    .filter((text) => text.language === language && text.where.startsWith('locales/') && /(?:^|\.)mail\./.test(keyOf(text)))
    .filter((text) => /^\p{Ll}/u.test(text.text))
    .map((text) => show(text, text.text.slice(0, 24)));
}

/**
 * `{{name}}` where English has a product's name (not a person's: English greets with "Hello {{name}}") placed
 * after a word it would have to agree with or take an ending from.
 */
export function productNamesOutOfPlace(texts: CopyText[], language: Language): string[] {
  const english = englishOf(texts);
  const rule = LANGUAGE_RULES[language].productName;
  const found: string[] = [];
  for (const text of texts) {
    if (text.language !== language || !text.where.startsWith(`locales/${language}/`)) continue;
    const source = english(text) ?? '';
    if (!source.includes('{{name}}') || /^Hello\b/.test(source)) continue;
    for (const match of text.text.matchAll(/\{\{name\}\}/g)) {
      const before = text.text.slice(0, match.index);
      if (NAME_NEEDS_NO_ENDING.test(before)) continue;
      const lastWord = /([\p{L}\p{M}-]+)\s*$/u.exec(before)?.[1] ?? '';
      const broken = 'after' in rule ? !rule.after.test(lastWord) : rule.notAfter.test(lastWord);
      if (broken) found.push(show(text, `${lastWord} {{name}}`));
    }
  }
  return found;
}

/** Colons of a French text that do not follow a non-breaking space (times like 8:00 and URL schemes aside). */
export function frenchColonsWithoutSpace(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/:/g)) {
    const at = match.index;
    const before = text[at - 1] ?? '';
    const after = text[at + 1] ?? '';
    if (/\d/.test(before) && /\d/.test(after)) continue;
    if (text.startsWith('//', at + 1)) continue;
    if (before === '\u00a0' || before === '\u202f') continue;
    found.push(text.slice(Math.max(0, at - 20), at + 2));
  }
  return found;
}

export function frenchColonProblems(texts: CopyText[]): string[] {
  return texts.filter((text) => text.language === 'fr').flatMap((text) => frenchColonsWithoutSpace(text.text).map((part) => show(text, part)));
}
