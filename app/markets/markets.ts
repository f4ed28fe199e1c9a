import { COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode, type CurrencyCode, type LanguageCode } from './codes';
import { localeFallbacks, localeTag } from './locales';
import { CURRENCY_FRACTION_DIGITS } from './money';
import { buildMarketRules, type MarketRules } from './rules/market-rules';
import { BANK_DETAILS, type BankDetails } from './stores/bank-details';
import { STORE_CONTACTS } from './stores/contacts';
import { DEFAULT_SELLER_COUNTRY, defaultStoreFlags, type StoreFlags } from './stores/flags';
import {
  COD_FEE_TITLE_BY_LANGUAGE, OPENING_HOURS_BY_LANGUAGE, pickLanguages, type LocalizedStoreText,
} from './stores/localized-texts';
import { STORE_CURRENCIES, STORE_LANGUAGES } from './store-languages';

/** One country store: its languages and currency, every per-country rule, and its seed store data. */
export interface Market {
  readonly country: CountryCode;
  /** Lower-case country code; the commercetools store key. */
  readonly storeKey: string;
  /** The brief's order; the first is the default language, served without a path prefix. */
  readonly languages: readonly LanguageCode[];
  readonly defaultLanguage: LanguageCode;
  /** BCP 47 tags of the store languages, in the same order ('de-CH', 'fr-CH', 'it-CH'). */
  readonly locales: readonly string[];
  readonly defaultLocale: string;
  /** Translation lookup chain per store language ('it' in CH → ['it-CH', 'it-IT', 'it']). */
  readonly languageFallbacks: Readonly<Partial<Record<LanguageCode, readonly string[]>>>;
  /** Production search index per store language: prod.{locale}. */
  readonly searchIndexes: LocalizedStoreText;
  readonly currency: CurrencyCode;
  readonly fractionDigits: number;
  readonly isDefault: boolean;
  readonly rules: MarketRules;
  // Seed store data
  readonly label: string;
  readonly topLevelDomain: string;
  readonly email: string;
  readonly phone: string;
  readonly openingHours: LocalizedStoreText;
  readonly cashOnDeliveryFeeTitle: LocalizedStoreText;
  readonly bankDetails: BankDetails;
  readonly flags: StoreFlags;
}

function deepFreeze<T>(value: T): T {
  // RegExp objects stay unfrozen: freezing them makes lastIndex read-only.
  if (value && typeof value === 'object' && !(value instanceof RegExp)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function buildMarket(country: CountryCode): Market {
  const languages = STORE_LANGUAGES[country];
  const currency = STORE_CURRENCIES[country];
  const locales = languages.map((language) => localeTag(language, country));
  const rules = buildMarketRules(country, currency, languages);
  const perLanguage = <T>(value: (language: LanguageCode, locale: string) => T) =>
    Object.fromEntries(languages.map((language, index) => [language, value(language, locales[index])]));
  return deepFreeze({
    country,
    storeKey: country.toLowerCase(),
    languages,
    defaultLanguage: languages[0],
    locales,
    defaultLocale: locales[0],
    languageFallbacks: perLanguage((_language, locale) => localeFallbacks(locale)),
    searchIndexes: perLanguage((_language, locale) => `prod.${locale}`),
    currency,
    fractionDigits: CURRENCY_FRACTION_DIGITS[currency],
    isDefault: country === DEFAULT_COUNTRY,
    rules,
    ...STORE_CONTACTS[country],
    openingHours: pickLanguages(OPENING_HOURS_BY_LANGUAGE, languages),
    cashOnDeliveryFeeTitle: pickLanguages(COD_FEE_TITLE_BY_LANGUAGE, languages),
    bankDetails: BANK_DETAILS[country],
    flags: defaultStoreFlags(country, rules),
  });
}

const marketsByCountry: ReadonlyMap<CountryCode, Market> = new Map(
  COUNTRY_CODES.map((country) => [country, buildMarket(country)]),
);

/** Every market, in COUNTRY_CODES order. */
export const MARKETS: readonly Market[] = Object.freeze([...marketsByCountry.values()]);

export function getMarket(country: CountryCode): Market {
  const market = marketsByCountry.get(country);
  if (!market) throw new Error(`Unknown market country: ${String(country)}`);
  return market;
}

/** The store's flags for the configured seller's country (`market.flags` are the default seller's). */
export function storeFlagsFor(market: Market, sellerCountry: CountryCode): StoreFlags {
  return sellerCountry === DEFAULT_SELLER_COUNTRY ? market.flags : defaultStoreFlags(market.country, market.rules, sellerCountry);
}

/** The store key's market ('sk' → SK), or undefined for a key that is no store. */
export function marketByStoreKey(storeKey: string): Market | undefined {
  return MARKETS.find((market) => market.storeKey === storeKey);
}

export function isStoreLanguage(market: Market, language: string): language is LanguageCode {
  return (market.languages as readonly string[]).includes(language);
}

/** A store text in the given language, else in the store's default language. */
export function storeText(market: Market, texts: LocalizedStoreText, language: LanguageCode): string {
  return texts[language] ?? texts[market.defaultLanguage] ?? '';
}
