import type { CountryCode, CurrencyCode, LanguageCode } from '../codes';
import { MAX_ITEMS_FOR_BANK_AND_CASH } from '../constants';
import { moneyFromMajor, type MarketMoney } from '../money';
import { CHECKOUT_DISABLED_COUNTRIES, QUICK_ADD_TO_CART_RESTRICTED_COUNTRIES } from './checkout';
import { COD_MAX_ORDER_VALUE, FREIGHT_COD_COUNTRIES, codItemLimit } from './cash-on-delivery';
import {
  ADDRESS_VALIDATION_COUNTRIES, COMPANY_DEFAULT_CLIENT_TYPE_COUNTRIES, DEFAULT_ORDER_NUMBER_PREFIX, ORDER_NUMBER_PREFIX_EXCEPTIONS,
  MANUAL_TRANSLATION_COUNTRIES, NATIVE_ROUTING_PRODUCTION_COUNTRIES, NEWSLETTER_OPTIONAL_COUNTRIES,
  NEW_TRUST_FEATURE_COUNTRIES, PRICE_COMPARISON_REVIEW_WIDGET_COUNTRIES, PRICE_DISCLAIMER_COUNTRIES,
  REVIEW_CONSENT_COUNTRIES, REVIEW_WIDGET_LANGUAGES, STREET_NUMBER_VALIDATION_DISABLED_COUNTRIES,
  addressAutocompleteFields, type AddressAutocompleteField,
} from './features';
import { lowStockBoundariesFor } from './low-stock';
import { BANK_TRANSFER_DISABLED_COUNTRIES, PAY_LATER_BILLING_INFO_COUNTRIES, VARIABLE_SYMBOL_COUNTRIES } from './payment';
import { postalCodePattern } from './postal-codes';
import { shippingFeesFor } from './shipping';
import { VAT_CLEANING, vatMaxLength, vatPrefix, type VatCleaning } from './vat';

/** Private or company buyer: the account's customer type and the checkout's client type are one choice. */
export const CLIENT_TYPES = ['PRIVATE', 'COMPANY'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** Every per-country rule of both specifications, resolved for one market. Amounts are in its currency. */
export interface MarketRules {
  readonly checkoutEnabled: boolean;
  readonly quickAddToCartRestricted: boolean;
  readonly cashOnDelivery: {
    readonly maxOrderValue: MarketMoney;
    /** 1 or 0 as the spec lists it; the spec does not say what 0 means. */
    readonly itemLimit: number;
    readonly freightAllowed: boolean;
  };
  readonly bankTransferEnabled: boolean;
  /** Global: bank transfer and cash on delivery allow at most this many items. */
  readonly maxItemsForBankAndCash: number;
  readonly payLaterBillingInfo: boolean;
  /** A bank transfer's payment reference: the order number, or a variable symbol made of it (SK, CZ). */
  readonly bankTransferReference: 'order-number' | 'variable-symbol';
  readonly shipping: {
    readonly freeShippingThreshold: MarketMoney;
    readonly parcelFee: MarketMoney;
    readonly freightFee: MarketMoney;
  };
  readonly lowStockBoundaries: { readonly high: MarketMoney; readonly low: MarketMoney };
  readonly streetNumberValidation: boolean;
  readonly priceDisclaimer: boolean;
  readonly reviewConsent: boolean;
  readonly newsletterOptional: boolean;
  readonly manualTranslation: boolean;
  readonly newTrustFeatures: boolean;
  /** Native /p and /c routing, separately for the local default and production. */
  readonly nativeRouting: { readonly local: boolean; readonly production: boolean };
  readonly reviewWidget: {
    /** The store's languages in which the review-platform widget exists. */
    readonly languages: readonly LanguageCode[];
    readonly priceComparisonWidget: boolean;
  };
  /** undefined: the country has no postal code rule. */
  readonly postalCodePattern: RegExp | undefined;
  readonly vat: { readonly prefix: string; readonly cleaning: VatCleaning; readonly maxLength: number | undefined };
  readonly addressAutocompleteFields: readonly AddressAutocompleteField[];
  readonly addressValidation: boolean;
  readonly defaultClientType: ClientType;
  /** What the store's order numbers start with ('NS'; none in CZ). */
  readonly orderNumberPrefix: string;
}

export function buildMarketRules(country: CountryCode, currency: CurrencyCode, languages: readonly LanguageCode[]): MarketRules {
  const money = (amount: number): MarketMoney => moneyFromMajor(amount, currency);
  const shippingFees = shippingFeesFor(country);
  const lowStock = lowStockBoundariesFor(country);
  return {
    checkoutEnabled: !CHECKOUT_DISABLED_COUNTRIES.includes(country),
    quickAddToCartRestricted: QUICK_ADD_TO_CART_RESTRICTED_COUNTRIES.includes(country),
    cashOnDelivery: {
      maxOrderValue: money(COD_MAX_ORDER_VALUE[country]),
      itemLimit: codItemLimit(country),
      freightAllowed: FREIGHT_COD_COUNTRIES.includes(country),
    },
    bankTransferEnabled: !BANK_TRANSFER_DISABLED_COUNTRIES.includes(country),
    maxItemsForBankAndCash: MAX_ITEMS_FOR_BANK_AND_CASH,
    payLaterBillingInfo: PAY_LATER_BILLING_INFO_COUNTRIES.includes(country),
    bankTransferReference: VARIABLE_SYMBOL_COUNTRIES.includes(country) ? 'variable-symbol' : 'order-number',
    shipping: {
      freeShippingThreshold: money(shippingFees.freeShippingThreshold),
      parcelFee: money(shippingFees.parcelFee),
      freightFee: money(shippingFees.freightFee),
    },
    lowStockBoundaries: { high: money(lowStock.high), low: money(lowStock.low) },
    streetNumberValidation: !STREET_NUMBER_VALIDATION_DISABLED_COUNTRIES.includes(country),
    priceDisclaimer: PRICE_DISCLAIMER_COUNTRIES.includes(country),
    reviewConsent: REVIEW_CONSENT_COUNTRIES.includes(country),
    newsletterOptional: NEWSLETTER_OPTIONAL_COUNTRIES.includes(country),
    manualTranslation: MANUAL_TRANSLATION_COUNTRIES.includes(country),
    newTrustFeatures: NEW_TRUST_FEATURE_COUNTRIES.includes(country),
    nativeRouting: { local: false, production: NATIVE_ROUTING_PRODUCTION_COUNTRIES.includes(country) },
    reviewWidget: {
      languages: languages.filter((language) => REVIEW_WIDGET_LANGUAGES.includes(language)),
      priceComparisonWidget: PRICE_COMPARISON_REVIEW_WIDGET_COUNTRIES.includes(country),
    },
    postalCodePattern: postalCodePattern(country),
    vat: { prefix: vatPrefix(country), cleaning: VAT_CLEANING[country], maxLength: vatMaxLength(country) },
    addressAutocompleteFields: addressAutocompleteFields(country),
    addressValidation: ADDRESS_VALIDATION_COUNTRIES.includes(country),
    defaultClientType: COMPANY_DEFAULT_CLIENT_TYPE_COUNTRIES.includes(country) ? 'COMPANY' : 'PRIVATE',
    orderNumberPrefix: ORDER_NUMBER_PREFIX_EXCEPTIONS[country] ?? DEFAULT_ORDER_NUMBER_PREFIX,
  };
}
