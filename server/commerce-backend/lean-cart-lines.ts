import type { Cart, LocalizedString, Price } from '@commercetools/platform-sdk';

/** The mock copies the whole variant into each line, though no cart, order, mail or predicate reads its page texts,
 * other currencies' prices or other languages: a line keeps what its cart can use, in commercetools' shape. */
export const PAGE_CONTENT_ATTRIBUTES: ReadonlySet<string> = new Set(['description', 'highlights', 'techdetails', 'faq']);

const baseLanguage = (tag: string) => tag.split('-')[0].toLowerCase();

function inLanguages(text: LocalizedString | undefined, languages: ReadonlySet<string>): LocalizedString | undefined {
  if (!text) return text;
  const kept = Object.entries(text).filter(([tag]) => languages.has(baseLanguage(tag)));
  // A product without a text in any of them keeps all it has: the pages fall back to what exists.
  return kept.length > 0 ? Object.fromEntries(kept) : text;
}

/** In place, so the answer is the cart as stored. Without `storeLanguages` (no store, or one without languages) every
 * language stays. */
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
