import type { CountryCode, LanguageCode } from '../codes';

/** "The price disclaimer is enabled in AT, BE, BG, CZ, DE, DK, ES, FI, FR, GR, HR, HU, IE, IT, LT, NL, PL, PT, RO, SE, SI, SK." */
export const PRICE_DISCLAIMER_COUNTRIES: readonly CountryCode[] = Object.freeze([
  'AT', 'BE', 'BG', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'NL', 'PL', 'PT',
  'RO', 'SE', 'SI', 'SK',
] as const);

/** "Review consent is in CZ." */
export const REVIEW_CONSENT_COUNTRIES: readonly CountryCode[] = Object.freeze(['CZ'] as const);

/** "Newsletter is optional in HU, PL." */
export const NEWSLETTER_OPTIONAL_COUNTRIES: readonly CountryCode[] = Object.freeze(['HU', 'PL'] as const);

/** "Manual translation is available in IE, DE, AT, GB, PL." */
export const MANUAL_TRANSLATION_COUNTRIES: readonly CountryCode[] = Object.freeze(['IE', 'DE', 'AT', 'GB', 'PL'] as const);

/** "New trust features are in DE, PL." */
export const NEW_TRUST_FEATURE_COUNTRIES: readonly CountryCode[] = Object.freeze(['DE', 'PL'] as const);

/** "Native routing is off except LT in production." Locally it is off everywhere. */
export const NATIVE_ROUTING_PRODUCTION_COUNTRIES: readonly CountryCode[] = Object.freeze(['LT'] as const);

/** "Street-number validation is off for CZ, PL and RO." */
export const STREET_NUMBER_VALIDATION_DISABLED_COUNTRIES: readonly CountryCode[] = Object.freeze(['CZ', 'PL', 'RO'] as const);

/** "Review widget languages: de, en, es, fi, fr, it, nl, pt, pl, nb, da, sv." */
export const REVIEW_WIDGET_LANGUAGES: readonly LanguageCode[] = Object.freeze(
  ['de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'pt', 'pl', 'nb', 'da', 'sv'] as const,
);

/** "A Czech price-comparison review widget exists for CZ only." */
export const PRICE_COMPARISON_REVIEW_WIDGET_COUNTRIES: readonly CountryCode[] = Object.freeze(['CZ'] as const);

/** "Google address validation is enabled in no country." */
export const ADDRESS_VALIDATION_COUNTRIES: readonly CountryCode[] = Object.freeze([]);

/** "Company is the default client type in no country." */
export const COMPANY_DEFAULT_CLIENT_TYPE_COUNTRIES: readonly CountryCode[] = Object.freeze([]);

export type AddressAutocompleteField = 'town' | 'sublocality' | 'locality' | 'administrative-area';

/** "town/sublocality/administrative-area for SK and CZ, and town/locality/administrative-area elsewhere." */
export const SUBLOCALITY_AUTOCOMPLETE_COUNTRIES: readonly CountryCode[] = Object.freeze(['SK', 'CZ'] as const);

export function addressAutocompleteFields(country: CountryCode): readonly AddressAutocompleteField[] {
  return SUBLOCALITY_AUTOCOMPLETE_COUNTRIES.includes(country)
    ? ['town', 'sublocality', 'administrative-area']
    : ['town', 'locality', 'administrative-area'];
}

/** Spec §9: in the Czech store "the displayed order number drops the prefix "NS""; its orders are numbered without
 * it, so the number shown is the order's own. */
export const DEFAULT_ORDER_NUMBER_PREFIX = 'NS';
export const ORDER_NUMBER_PREFIX_EXCEPTIONS: Readonly<Partial<Record<CountryCode, string>>> = Object.freeze({ CZ: '' });
