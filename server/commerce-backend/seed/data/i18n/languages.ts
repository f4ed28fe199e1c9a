import { LANGUAGE_CODES, type LanguageCode } from '~/markets';

/** A text in every shop language; the type makes a missing translation a compile error. */
export type L10n = Readonly<Record<LanguageCode, string>>;

/** Plural (category) and singular (product noun) forms of one term. */
export type L10nPair = Readonly<Record<LanguageCode, readonly [plural: string, singular: string]>>;

/** The 21 languages in a fixed, alphabetical order so generated data never depends on object order. */
export const SEED_LANGUAGES: readonly LanguageCode[] = [...LANGUAGE_CODES].sort();

/** Builds an L10n by applying a function to every language. */
export function mapL10n(fn: (language: LanguageCode) => string): L10n {
  return Object.fromEntries(SEED_LANGUAGES.map((language) => [language, fn(language)])) as L10n;
}

/** Picks one form of a pair table. */
export function pairForm(pair: L10nPair, form: 0 | 1): L10n {
  return mapL10n((language) => pair[language][form]);
}
