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

/**
 * Seed defaults, derived from the rules so they never contradict them:
 * - review widget and header score wherever the widget speaks a store language (or CZ's price-comparison widget);
 * - extra guarantee and loyalty discount only where checkout exists, since both are sold in the cart;
 * - VAT validation and the NET (reverse-charge) tax change for every EU store with checkout, DE included
 *   (decision 041: German VAT IDs are confirmed through VIES, which the federal service will not do);
 * - address autocomplete off, as the brief keeps it off until keys are set.
 */
export function defaultStoreFlags(country: CountryCode, rules: MarketRules): StoreFlags {
  const hasReviewWidget = rules.reviewWidget.languages.length > 0 || rules.reviewWidget.priceComparisonWidget;
  const reverseCharge = rules.checkoutEnabled && EU_COUNTRIES.includes(country);
  return Object.freeze({
    reviewWidget: hasReviewWidget,
    extraGuaranteeSale: rules.checkoutEnabled,
    complementaryProducts: true,
    addressAutocomplete: false,
    reviewScoreInHeader: hasReviewWidget,
    vatValidation: reverseCharge,
    changeTaxRate: reverseCharge,
    loyaltyDiscount: rules.checkoutEnabled,
  });
}
