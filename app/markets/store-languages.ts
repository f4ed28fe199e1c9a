import type { CountryCode, CurrencyCode, LanguageCode } from './codes';

/** Store languages from the brief; the first is the store's default language (served without prefix). */
export const STORE_LANGUAGES: Readonly<Record<CountryCode, readonly LanguageCode[]>> = Object.freeze({
  AT: ['de'], BE: ['nl', 'fr'], BG: ['bg'], CH: ['de', 'fr', 'it'], CZ: ['cs'], DE: ['de'], DK: ['da'],
  ES: ['es'], FI: ['fi'], FR: ['fr'], GB: ['en'], GR: ['el'], HR: ['hr'], HU: ['hu'], IE: ['en'], IT: ['it'],
  LT: ['lt'], NL: ['nl'], NO: ['nb'], PL: ['pl'], PT: ['pt'], RO: ['ro'], SE: ['sv'], SK: ['sk'], SI: ['sl'],
});

/** Store currencies from the brief (seed values; in production the store data decides). */
export const STORE_CURRENCIES: Readonly<Record<CountryCode, CurrencyCode>> = Object.freeze({
  AT: 'EUR', BE: 'EUR', DE: 'EUR', ES: 'EUR', FI: 'EUR', FR: 'EUR', GR: 'EUR', HR: 'EUR', IE: 'EUR',
  IT: 'EUR', LT: 'EUR', NL: 'EUR', PT: 'EUR', SI: 'EUR', SK: 'EUR',
  BG: 'BGN', CH: 'CHF', CZ: 'CZK', DK: 'DKK', GB: 'GBP', HU: 'HUF', NO: 'NOK', PL: 'PLN', RO: 'RON', SE: 'SEK',
});
