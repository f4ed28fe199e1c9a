// Localized strings are keyed by language code ('sk', 'de', …) in the backend.

export type LocalizedText = Record<string, string> | undefined;

/** Falls back to a region variant ('de-CH' matches 'de'), then a fallback language; undefined when none exists, so
 *  callers can apply the spec's "visible in the current language" rules themselves. */
export function localized(
  text: LocalizedText,
  language: string,
  fallbacks: readonly string[] = [],
): string | undefined {
  if (!text) return undefined;
  for (const lang of [language, ...fallbacks]) {
    const exact = text[lang];
    if (exact !== undefined && exact !== '') return exact;
    const base = lang.split('-')[0];
    const region = Object.keys(text).find((key) => key.split('-')[0] === base && text[key] !== '');
    if (region) return text[region];
  }
  return undefined;
}
