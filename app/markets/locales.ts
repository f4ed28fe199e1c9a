import type { CountryCode, LanguageCode } from './codes';

/** Spec §9 fallbacks: "de-AT to de-DE, fr-BE to fr-FR, nl-BE to nl-NL, de-CH to de-DE, fr-CH to fr-FR,
 * it-CH to it-IT (... corrected to it-IT), en-IE to en-GB." */
export const LOCALE_FALLBACKS: Readonly<Record<string, string>> = Object.freeze({
  'de-AT': 'de-DE',
  'fr-BE': 'fr-FR',
  'nl-BE': 'nl-NL',
  'de-CH': 'de-DE',
  'fr-CH': 'fr-FR',
  'it-CH': 'it-IT',
  'en-IE': 'en-GB',
});

/** 'fr', 'CH' → 'fr-CH' (BCP 47: lower-case language, upper-case region). */
export function localeTag(language: LanguageCode, country: CountryCode): string {
  return `${language}-${country}`;
}

const LOCALE_SHAPE = /^([a-z]{2,3})(?:[-_]([a-z]{2}))?$/i;

/** Canonical casing of a 'll' or 'll-CC' tag ('FR_ch' → 'fr-CH'), or undefined for anything else. */
export function normalizeLocale(locale: string): string | undefined {
  const match = LOCALE_SHAPE.exec(locale.trim());
  if (!match) return undefined;
  const language = match[1].toLowerCase();
  return match[2] ? `${language}-${match[2].toUpperCase()}` : language;
}

/** For translations and content: the locale, its spec fallback if it has one, then the bare language ('it-CH' →
 * ['it-CH', 'it-IT', 'it']); an unreadable tag → []. */
export function localeFallbacks(locale: string): string[] {
  const normalized = normalizeLocale(locale);
  if (!normalized) return [];
  const chain = [normalized];
  const fallback = Object.prototype.hasOwnProperty.call(LOCALE_FALLBACKS, normalized) ? LOCALE_FALLBACKS[normalized] : undefined;
  if (fallback) chain.push(fallback);
  const language = normalized.split('-')[0];
  if (language !== normalized) chain.push(language);
  return chain;
}
