import type { Cart, LocalizedString, Price } from '@commercetools/platform-sdk';

/**
 * What a stored cart line leaves out. The mock copies the whole product variant into each
 * line: its price list for every store, currency and customer group, the product's name and slug in every language
 * and the product page's texts in every language (`description`, `highlights`, `techdetails`, `faq`), which no cart,
 * order, mail or discount predicate reads. Carts are written by the thousand and every order keeps its cart's lines,
 * so a line keeps what its cart can use:
 * - the prices its cart could be priced with: the cart's currency, and the cart's country or none (pricing reads
 *   the product's own prices; these stay as the line's record of them);
 * - the name and slug in the languages of the cart's store (and its locale's), the only ones its pages, mails and
 *   payment requests show (a cart without a store keeps every language).
 * The shape stays commercetools': the same fields, fewer entries in its lists and localized strings.
 */
export const PAGE_CONTENT_ATTRIBUTES: ReadonlySet<string> = new Set(['description', 'highlights', 'techdetails', 'faq']);

const baseLanguage = (tag: string) => tag.split('-')[0].toLowerCase();

function inLanguages(text: LocalizedString | undefined, languages: ReadonlySet<string>): LocalizedString | undefined {
  if (!text) return text;
  const kept = Object.entries(text).filter(([tag]) => languages.has(baseLanguage(tag)));
  // A product without a text in any of them keeps all it has: the pages fall back to what exists.
  return kept.length > 0 ? Object.fromEntries(kept) : text;
}

/**
 * Trims the cart's lines in place, so the answer is the cart as stored. `storeLanguages`: the languages of the
 * cart's store (undefined: no store, or one without languages, so every language stays).
 */
export function leanCartLines(cart: Cart, storeLanguages: readonly string[] | undefined): void {
  const currency = cart.totalPrice?.currencyCode;
  const languages = storeLanguages?.length ? new Set([...storeLanguages, ...(cart.locale ? [cart.locale] : [])].map(baseLanguage)) : undefined;
  for (const line of cart.lineItems) {
    const variant = line.variant as { prices?: Price[]; attributes?: Array<{ name: string }> };
    if (variant.prices) {
      variant.prices = variant.prices.filter((price) => price.value.currencyCode === currency && (!price.country || !cart.country || price.country === cart.country));
    }
    if (variant.attributes) variant.attributes = variant.attributes.filter((attribute) => !PAGE_CONTENT_ATTRIBUTES.has(attribute.name));
    if (languages) {
      const writable = line as { name: LocalizedString; productSlug?: LocalizedString };
      writable.name = inLanguages(line.name, languages) ?? line.name;
      if (line.productSlug) writable.productSlug = inLanguages(line.productSlug, languages);
    }
  }
}
