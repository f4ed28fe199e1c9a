import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES, CURRENCY_CODES, DEFAULT_COUNTRY, DEFAULT_CURRENCY, LANGUAGE_CODES, LANGUAGE_COUNTRY_PREFIXES, LOCALES,
  MARKETS, isCountryCode, isCurrencyCode, isLanguageCode,
} from '~/markets';
import { specList } from './spec-text';

// Quoted from storefront-core §9 and §2.
const SPEC_COUNTRIES = 'AT, BE, BG, CH, CZ, DE, DK, ES, FI, FR, GB, GR, HR, HU, IE, IT, LT, NL, NO, PL, PT, RO, SE, SK, SI';
const SPEC_CURRENCIES = 'EUR, BGN, CHF, GBP, CZK, DKK, HUF, NOK, PLN, RON, SEK, USD';
const SPEC_LOCALES =
  'en-IE, sk-SK, de-DE, pt-PT, it-IT, fr-FR, hu-HU, cs-CZ, de-AT, nb-NO, nl-NL, de-CH, fr-CH, it-CH, nl-BE, fr-BE, da-DK, sv-SE, es-ES, en-GB, fi-FI, pl-PL, ro-RO, lt-LT, sl-SI, el-GR, hr-HR, bg-BG';
const SPEC_LANGUAGE_PREFIXES = 'de, fr, nl, bg, it, en, cs, da, es, fi, el, hr, hu, lt, nb, pl, pt, ro, sv, sk, sl';
const SPEC_LANGUAGE_COUNTRY_PREFIXES =
  'de-at, fr-be, nl-be, bg-bg, de-ch, fr-ch, it-ch, en-gb, cs-cz, de-de, da-dk, es-es, fi-fi, fr-fr, el-gr, hr-hr, hu-hu, en-ie, it-it, lt-lt, nl-nl, nb-no, pl-pl, pt-pt, ro-ro, sv-se';

describe('codes', () => {
  it('lists the spec countries, currencies, locales and prefixes in the spec order', () => {
    expect(COUNTRY_CODES).toEqual(specList(SPEC_COUNTRIES));
    expect(CURRENCY_CODES).toEqual(specList(SPEC_CURRENCIES));
    expect(LOCALES).toEqual(specList(SPEC_LOCALES));
    expect(LANGUAGE_CODES).toEqual(specList(SPEC_LANGUAGE_PREFIXES));
    expect(LANGUAGE_COUNTRY_PREFIXES).toEqual(specList(SPEC_LANGUAGE_COUNTRY_PREFIXES));
    expect([COUNTRY_CODES.length, LANGUAGE_CODES.length, LANGUAGE_COUNTRY_PREFIXES.length, LOCALES.length]).toEqual([25, 21, 26, 28]);
  });

  it('defaults to SK and EUR', () => {
    expect(DEFAULT_COUNTRY).toBe('SK');
    expect(DEFAULT_CURRENCY).toBe('EUR');
  });

  it('has exactly the 28 locales that the stores serve', () => {
    const storeLocales = MARKETS.flatMap((market) => market.locales);
    expect([...storeLocales].sort()).toEqual([...LOCALES].sort());
  });

  it('has a language-country prefix for every store locale except sk-SK and sl-SI, as the spec lists them', () => {
    const fromLocales = LOCALES.map((locale) => locale.toLowerCase()).filter((tag) => tag !== 'sk-sk' && tag !== 'sl-si');
    expect([...LANGUAGE_COUNTRY_PREFIXES].sort()).toEqual(fromLocales.sort());
  });

  it('recognises codes exactly, case included', () => {
    expect(isCountryCode('SK')).toBe(true);
    expect(isCountryCode('sk')).toBe(false);
    expect(isCountryCode('US')).toBe(false);
    expect(isCountryCode('constructor')).toBe(false);
    expect(isLanguageCode('nb')).toBe(true);
    expect(isLanguageCode('no')).toBe(false);
    expect(isLanguageCode('FR')).toBe(false);
    expect(isCurrencyCode('HUF')).toBe(true);
    expect(isCurrencyCode('huf')).toBe(false);
  });
});
