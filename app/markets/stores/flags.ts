import type { CountryCode } from '../codes';
import type { MarketRules } from '../rules/market-rules';

/** The store flags of spec §3 ("Flags: review-platform widget, extra guarantee sale, ..."). */
export interface StoreFlags {
  readonly reviewWidget: boolean;
  readonly extraGuaranteeSale: boolean;
  readonly complementaryProducts: boolean;
  readonly addressAutocomplete: boolean;
  readonly reviewScoreInHeader: boolean;
  readonly vatValidation: boolean;
  readonly changeTaxRate: boolean;
  readonly loyaltyDiscount: boolean;
}

/** EU member states among the shop's countries; CH, GB and NO are outside the EU VAT area. */
export const EU_COUNTRIES: readonly CountryCode[] = Object.freeze([
  'AT', 'BE', 'BG', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'NL', 'PL', 'PT',
  'RO', 'SE', 'SK', 'SI',
] as const);

/** The seller's country by default: the shop's own VAT ID is German (`DEFAULT_SELLER` in ./seller.ts). */
export const DEFAULT_SELLER_COUNTRY: CountryCode = 'DE';

/** EU VAT law: the reverse charge (NET prices) applies to a company in another member state than the seller's; a
 * company in the seller's own country, or outside the EU, is charged VAT. */
export function reverseChargeApplies(buyerCountry: CountryCode, sellerCountry: CountryCode): boolean {
  return EU_COUNTRIES.includes(buyerCountry) && EU_COUNTRIES.includes(sellerCountry) && buyerCountry !== sellerCountry;
}

/** Derived from the rules and the seller's country so they never contradict them: guarantee and loyalty are sold
 * in the cart, so only where checkout exists; address autocomplete stays off until keys are set. */
export function defaultStoreFlags(country: CountryCode, rules: MarketRules, sellerCountry = DEFAULT_SELLER_COUNTRY): StoreFlags {
  const hasReviewWidget = rules.reviewWidget.languages.length > 0 || rules.reviewWidget.priceComparisonWidget;
  const vatValidation = rules.checkoutEnabled && EU_COUNTRIES.includes(country);
  return Object.freeze({
    reviewWidget: hasReviewWidget,
    extraGuaranteeSale: rules.checkoutEnabled,
    complementaryProducts: true,
    addressAutocomplete: false,
    reviewScoreInHeader: hasReviewWidget,
    vatValidation,
    changeTaxRate: vatValidation && reverseChargeApplies(country, sellerCountry),
    loyaltyDiscount: rules.checkoutEnabled,
  });
}
