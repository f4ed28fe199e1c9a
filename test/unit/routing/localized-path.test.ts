import { describe, expect, it } from 'vitest';
import { MARKETS } from '~/markets';
import {
  isPrefixedLanguage, languageBasename, localizedHomePath, stripLanguagePrefix, withLanguagePrefix,
} from '~/routing/localized-path';
import { marketOf, pageOf, resolveFor, withoutNegotiation } from './helpers';

const CH = marketOf('CH');
const SK = marketOf('SK');

describe('localized paths', () => {
  it('prefixes only the store languages other than the default', () => {
    expect(isPrefixedLanguage('fr', CH)).toBe(true);
    expect(isPrefixedLanguage('de', CH)).toBe(false);
    expect(isPrefixedLanguage('fr', SK)).toBe(false);
    expect(isPrefixedLanguage('fr-ch', CH)).toBe(false);
  });

  it('gives the language switch target: "/" for the default language, the bare prefix otherwise', () => {
    expect(localizedHomePath('de', CH)).toBe('/');
    expect(localizedHomePath('fr', CH)).toBe('/fr');
    expect(localizedHomePath('it', CH)).toBe('/it');
    expect(localizedHomePath('fr', SK)).toBe('/'); // not offered: the store's default
    expect(languageBasename('fr', CH)).toBe('/fr');
  });

  it('adds and strips prefixes', () => {
    expect(withLanguagePrefix('/drills/', 'fr', CH)).toBe('/fr/drills/');
    expect(withLanguagePrefix('/', 'fr', CH)).toBe('/fr');
    expect(withLanguagePrefix('search', 'it', CH)).toBe('/it/search');
    expect(withLanguagePrefix('/drills/', 'de', CH)).toBe('/drills/');
    expect(stripLanguagePrefix('/fr/drills/', CH)).toEqual({ language: 'fr', path: '/drills/' });
    expect(stripLanguagePrefix('/fr', CH)).toEqual({ language: 'fr', path: '/' });
    expect(stripLanguagePrefix('/drills/', CH)).toEqual({ language: 'de', path: '/drills/' });
    expect(stripLanguagePrefix('/french/', CH)).toEqual({ language: 'de', path: '/french/' });
    expect(stripLanguagePrefix('/fr/drills/', SK)).toEqual({ language: 'sk', path: '/fr/drills/' });
  });

  // The helpers and the URL rules must agree, or canonical links would point at redirects.
  it.each(MARKETS.map((market) => [market.country, market] as const))('every language home and page of %s is canonical', (_country, market) => {
    for (const language of market.languages) {
      const home = localizedHomePath(language, market);
      expect(withoutNegotiation(resolveFor(market, home))).toEqual(pageOf(home, language, languageBasename(language, market)));
      for (const path of ['/drills/', '/search', '/my-account/my-profile']) {
        const localized = withLanguagePrefix(path, language, market);
        expect(withoutNegotiation(resolveFor(market, localized))).toEqual(pageOf(localized, language, languageBasename(language, market)));
        expect(stripLanguagePrefix(localized, market)).toEqual({ language, path });
      }
    }
  });
});
