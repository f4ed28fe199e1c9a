import { MARKETS, type CountryCode } from '~/markets';
import type { TaxCategoryDraft } from '@commercetools/platform-sdk';
import { TAX_CATEGORY_KEY } from './constants';

/** Standard VAT rates as in force in 2026. */
export const STANDARD_VAT_RATES: Readonly<Record<CountryCode, number>> = {
  AT: 0.2, BE: 0.21, BG: 0.2, CH: 0.081, CZ: 0.21, DE: 0.19, DK: 0.25, ES: 0.21, FI: 0.255, FR: 0.2, GB: 0.2,
  GR: 0.24, HR: 0.25, HU: 0.27, IE: 0.23, IT: 0.22, LT: 0.21, NL: 0.21, NO: 0.25, PL: 0.23, PT: 0.23, RO: 0.21,
  SE: 0.25, SK: 0.23, SI: 0.22,
};

/** One tax category with a gross (included-in-price) rate per shop country. */
export function buildTaxCategories(): TaxCategoryDraft[] {
  return [{
    key: TAX_CATEGORY_KEY,
    name: 'Standard VAT',
    description: 'Standard VAT rate of each shop country; prices are gross.',
    rates: MARKETS.map((market) => ({
      key: `vat-${market.storeKey}`,
      name: `${market.country} standard VAT`,
      amount: STANDARD_VAT_RATES[market.country],
      includedInPrice: true,
      country: market.country,
    })),
  }];
}
