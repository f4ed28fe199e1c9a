import { describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_FALLBACKS, localeFallbacks, localeTag, normalizeLocale } from '~/markets';

// Quoted from spec §9: "Fallbacks: de-AT to de-DE, fr-BE to fr-FR, nl-BE to nl-NL, de-CH to de-DE, fr-CH to fr-FR,
// it-CH to it-IT (...), en-IE to en-GB."
const SPEC_FALLBACKS = 'de-AT to de-DE, fr-BE to fr-FR, nl-BE to nl-NL, de-CH to de-DE, fr-CH to fr-FR, it-CH to it-IT, en-IE to en-GB';

describe('locale fallbacks', () => {
  const pairs = SPEC_FALLBACKS.split(', ').map((pair) => pair.split(' to '));

  it('holds exactly the spec fallbacks', () => {
    expect(Object.entries(LOCALE_FALLBACKS)).toEqual(pairs);
  });

  it.each(pairs)('%s falls back to %s, then the bare language', (locale, fallback) => {
    expect(localeFallbacks(locale)).toEqual([locale, fallback, locale.slice(0, 2)]);
  });

  it('uses the corrected it-CH → it-IT, never it-FR', () => {
    expect(localeFallbacks('it-CH')).toEqual(['it-CH', 'it-IT', 'it']);
    expect(localeFallbacks('it-CH')).not.toContain('it-FR');
  });

  it('falls back from a locale without a spec fallback to its language', () => {
    expect(localeFallbacks('sk-SK')).toEqual(['sk-SK', 'sk']);
    expect(localeFallbacks('en-GB')).toEqual(['en-GB', 'en']);
    expect(localeFallbacks('fr')).toEqual(['fr']);
  });

  it('reads any casing and underscore separators', () => {
    expect(localeFallbacks('en_ie')).toEqual(['en-IE', 'en-GB', 'en']);
    expect(localeFallbacks('FR-ch')).toEqual(['fr-CH', 'fr-FR', 'fr']);
  });

  it('returns nothing for unreadable tags', () => {
    expect(localeFallbacks('')).toEqual([]);
    expect(localeFallbacks('not a locale')).toEqual([]);
    expect(localeFallbacks('constructor')).toEqual([]);
    expect(localeFallbacks('de-AT-x')).toEqual([]);
  });

  it('gives every spec locale a chain that starts with itself', () => {
    for (const locale of LOCALES) expect(localeFallbacks(locale)[0]).toBe(locale);
  });
});

describe('localeTag and normalizeLocale', () => {
  it('joins language and country as BCP 47', () => {
    expect(localeTag('fr', 'CH')).toBe('fr-CH');
    expect(localeTag('nb', 'NO')).toBe('nb-NO');
  });

  it('normalises casing', () => {
    expect(normalizeLocale('DE-at')).toBe('de-AT');
    expect(normalizeLocale('SK')).toBe('sk');
    expect(normalizeLocale('d')).toBeUndefined();
  });
});
