import type { Cart } from '@commercetools/platform-sdk';

/**
 * What a stored cart line leaves out (decision 093). The mock copies the whole product variant into each
 * line: its price list for every store and currency (~4 KB) and the product page's texts in every language
 * (~18 KB: no cart, order or discount predicate reads them). Anonymous carts are written by the thousand, so a
 * one-line cart is ~8 KB instead of ~30 KB. The prices in the cart's own currency stay: a NET line that goes
 * back to the platform's price (an invalid VAT ID after a valid one) is priced again from them.
 */
export const PAGE_CONTENT_ATTRIBUTES: ReadonlySet<string> = new Set(['description', 'highlights', 'techdetails', 'faq']);

/** Trims the cart's lines in place, so the answer is the cart as stored. */
export function leanCartLines(cart: Cart): void {
  for (const line of cart.lineItems) {
    const variant = line.variant as { prices?: Array<{ value?: { currencyCode?: string } }>; attributes?: Array<{ name: string }> };
    if (variant.prices) variant.prices = variant.prices.filter((price) => price.value?.currencyCode === cart.totalPrice.currencyCode);
    if (variant.attributes) variant.attributes = variant.attributes.filter((attribute) => !PAGE_CONTENT_ATTRIBUTES.has(attribute.name));
  }
}
