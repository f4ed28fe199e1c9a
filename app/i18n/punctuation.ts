// Punctuation the code adds around translated labels (issue 23: fr-CH read "Prix unitaire:"). French puts a
// no-break space before a colon; the other store languages put none.

/** Languages that space a colon off its label (the base language of a tag like 'fr-CH'). */
const SPACED_COLON_LANGUAGES: ReadonlySet<string> = new Set(['fr']);

/** 'Prix unitaire' → 'Prix unitaire :' in French, 'Unit price' → 'Unit price:' elsewhere. */
export function withColon(label: string, localeOrLanguage: string): string {
  const language = localeOrLanguage.split('-')[0]?.toLowerCase() ?? '';
  return SPACED_COLON_LANGUAGES.has(language) ? `${label}\u00a0:` : `${label}:`;
}
