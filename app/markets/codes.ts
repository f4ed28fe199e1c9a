/** Country, language, currency and locale codes of the shop (spec §2 and §9 of storefront-core). */

export type CountryCode =
  | 'AT' | 'BE' | 'BG' | 'CH' | 'CZ' | 'DE' | 'DK' | 'ES' | 'FI' | 'FR' | 'GB' | 'GR' | 'HR'
  | 'HU' | 'IE' | 'IT' | 'LT' | 'NL' | 'NO' | 'PL' | 'PT' | 'RO' | 'SE' | 'SK' | 'SI';

export type LanguageCode =
  | 'bg' | 'cs' | 'da' | 'de' | 'el' | 'en' | 'es' | 'fi' | 'fr' | 'hr' | 'hu' | 'it' | 'lt'
  | 'nb' | 'nl' | 'pl' | 'pt' | 'ro' | 'sk' | 'sl' | 'sv';

export type CurrencyCode =
  | 'EUR' | 'BGN' | 'CHF' | 'GBP' | 'CZK' | 'DKK' | 'HUF' | 'NOK' | 'PLN' | 'RON' | 'SEK' | 'USD';

// Spec order: "AT, BE, BG, CH, CZ, DE, DK, ES, FI, FR, GB, GR, HR, HU, IE, IT, LT, NL, NO, PL, PT, RO, SE, SK, SI".
export const COUNTRY_CODES: readonly CountryCode[] = Object.freeze([
  'AT', 'BE', 'BG', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR',
  'HU', 'IE', 'IT', 'LT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SK', 'SI',
] as const);

// Spec order of the language path prefixes.
export const LANGUAGE_CODES: readonly LanguageCode[] = Object.freeze([
  'de', 'fr', 'nl', 'bg', 'it', 'en', 'cs', 'da', 'es', 'fi', 'el',
  'hr', 'hu', 'lt', 'nb', 'pl', 'pt', 'ro', 'sv', 'sk', 'sl',
] as const);

// Spec order of the language-country path variants (sk-sk and sl-si are not among them).
export const LANGUAGE_COUNTRY_PREFIXES: readonly string[] = Object.freeze([
  'de-at', 'fr-be', 'nl-be', 'bg-bg', 'de-ch', 'fr-ch', 'it-ch', 'en-gb', 'cs-cz', 'de-de', 'da-dk', 'es-es', 'fi-fi',
  'fr-fr', 'el-gr', 'hr-hr', 'hu-hu', 'en-ie', 'it-it', 'lt-lt', 'nl-nl', 'nb-no', 'pl-pl', 'pt-pt', 'ro-ro', 'sv-se',
]);

// Spec order: "Currencies: EUR, BGN, CHF, GBP, CZK, DKK, HUF, NOK, PLN, RON, SEK, USD".
export const CURRENCY_CODES: readonly CurrencyCode[] = Object.freeze([
  'EUR', 'BGN', 'CHF', 'GBP', 'CZK', 'DKK', 'HUF', 'NOK', 'PLN', 'RON', 'SEK', 'USD',
] as const);

// The locales of spec §9, in the spec's order.
export const LOCALES: readonly string[] = Object.freeze([
  'en-IE', 'sk-SK', 'de-DE', 'pt-PT', 'it-IT', 'fr-FR', 'hu-HU', 'cs-CZ', 'de-AT', 'nb-NO', 'nl-NL', 'de-CH', 'fr-CH', 'it-CH',
  'nl-BE', 'fr-BE', 'da-DK', 'sv-SE', 'es-ES', 'en-GB', 'fi-FI', 'pl-PL', 'ro-RO', 'lt-LT', 'sl-SI', 'el-GR', 'hr-HR', 'bg-BG',
]);

export const DEFAULT_COUNTRY: CountryCode = 'SK';
export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';

const countrySet: ReadonlySet<string> = new Set(COUNTRY_CODES);
const languageSet: ReadonlySet<string> = new Set(LANGUAGE_CODES);
const currencySet: ReadonlySet<string> = new Set(CURRENCY_CODES);

/** Exact, case-sensitive check: 'SK' is a country code, 'sk' is not. */
export function isCountryCode(value: string): value is CountryCode {
  return countrySet.has(value);
}

/** Exact, case-sensitive check: 'fr' is a language code, 'FR' is not. */
export function isLanguageCode(value: string): value is LanguageCode {
  return languageSet.has(value);
}

export function isCurrencyCode(value: string): value is CurrencyCode {
  return currencySet.has(value);
}
