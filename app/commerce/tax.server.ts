// The platform's VAT rate of a country (the standard tax category): what a NET cart's prices were taken from,
// so a fee added to a NET cart later (cash on delivery) is made net with the same rate (decision 085).
import type { CommerceContext } from './client.server';
import { callCommerce, send } from './errors.server';
import { STANDARD_TAX_CATEGORY_KEY } from './tax-keys';

/** The included rate of the standard tax category for a country (a fraction), or null when the project has none. */
export function standardVatRate(ctx: CommerceContext, country: string): Promise<number | null> {
  return ctx.client.catalogueCache.get({
    name: 'standard-vat-rate',
    key: country,
    depends: ['stores'],
    getFreshValue: async () => {
      const category = await callCommerce('/getTaxCategory', () =>
        send(ctx.client.apiRoot.taxCategories().withKey({ key: STANDARD_TAX_CATEGORY_KEY }).get()),
      );
      return category.rates.find((rate) => rate.country === country && rate.includedInPrice)?.amount ?? null;
    },
  });
}
