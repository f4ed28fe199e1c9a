// Store-specific values in CMS texts (`{{storeEmail}}`), read from ~/markets at load time and formatted for the
// page's locale, so one German file serves AT, DE and CH with each store's e-mail, currency and fees.
import { DEFAULT_SELLER, displayFractionDigits, formatIban, localeTag, storeText, type LanguageCode, type Market, type MarketMoney, type Seller } from '~/markets';
import { escapeMarkup } from '~/lib/markup.server';
import { displayNames, numberFormat } from '~/cache/intl-formatters';

export const SITE_NAME = 'ProTools Direct';

/** Every placeholder a CMS text may use; anything else is a content error (logged, rendered empty). */
export const PLACEHOLDER_NAMES = [
  'siteName', 'storeCountry', 'storeEmail', 'storePhone', 'openingHours', 'currencyName',
  'companyName', 'companyAddress', 'companyVatId', 'companyRegister',
  'bankAccountOwner', 'bankInstitute', 'bankIban', 'bankBic',
  'freeShippingThreshold', 'parcelFee', 'freightFee', 'cashOnDeliveryLimit',
] as const;
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];
export type PlaceholderValues = Readonly<Record<PlaceholderName, string>>;

/** `{{ name }}`, spaces allowed inside the braces as i18next allows them. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** As a shop prints them: whole amounts without decimals ("1 399 Kč", "59 €"), others with the currency's digits
 * ("1,95 €"). */
export function formatContentAmount(money: MarketMoney, locale: string): string {
  const whole = money.centAmount % 10 ** money.fractionDigits === 0;
  const shown = displayFractionDigits(money.currencyCode, money.fractionDigits);
  return numberFormat(locale, {
    style: 'currency',
    currency: money.currencyCode,
    minimumFractionDigits: whole ? 0 : shown,
    maximumFractionDigits: shown,
  }).format(money.amount);
}

function displayName(locale: string, type: 'region' | 'currency', code: string): string {
  try {
    return displayNames(locale, type).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The placeholder values of one store in one language. */
export function placeholderValues(market: Market, language: LanguageCode, seller: Seller = DEFAULT_SELLER): PlaceholderValues {
  const locale = localeTag(language, market.country);
  const { shipping, cashOnDelivery } = market.rules;
  return {
    siteName: SITE_NAME,
    storeCountry: displayName(locale, 'region', market.country),
    storeEmail: market.email,
    storePhone: market.phone,
    openingHours: storeText(market, market.openingHours, language),
    currencyName: displayName(locale, 'currency', market.currency),
    companyName: seller.legalName,
    companyAddress: `${seller.street}, ${seller.postalCode} ${seller.city}, ${displayName(locale, 'region', seller.country)}`,
    companyVatId: seller.vatId,
    companyRegister: seller.commercialRegister,
    // The seller holds every store's account.
    bankAccountOwner: seller.legalName,
    bankInstitute: market.bankDetails.institute,
    bankIban: formatIban(market.bankDetails.iban),
    bankBic: market.bankDetails.bic,
    freeShippingThreshold: formatContentAmount(shipping.freeShippingThreshold, locale),
    parcelFee: formatContentAmount(shipping.parcelFee, locale),
    freightFee: formatContentAmount(shipping.freightFee, locale),
    cashOnDeliveryLimit: formatContentAmount(cashOnDelivery.maxOrderValue, locale),
  };
}

function isPlaceholderName(name: string): name is PlaceholderName {
  return (PLACEHOLDER_NAMES as readonly string[]).includes(name);
}

/** The placeholder names a text uses, known or not (the content test rejects unknown ones). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

/** In HTML the values are escaped (a store value with '&' or '<' stays text). An unknown name renders as nothing
 * rather than as braces, and is reported through onUnknown. */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues,
  options: { html?: boolean; onUnknown?: (name: string) => void } = {},
): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    if (!isPlaceholderName(name)) {
      options.onUnknown?.(name);
      return '';
    }
    return options.html ? escapeMarkup(values[name]) : values[name];
  });
}
