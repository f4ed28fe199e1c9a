// Links into the support form from other pages (spec §2), with a preselected reason and the product number. No
// imports: catalogue pages carry this in their first-load JavaScript.

export const SUPPORT_PAGE = '/contact';

export const PRESELECTIONS = {
  missingManual: { reason: 'product', subreason: 'missingManual' },
  discountQuote: { reason: 'prices', subreason: 'discountQuote' },
  spareParts: { reason: 'spareParts', subreason: 'sparePartsRequest' },
  /** Checkout-disabled countries: add to cart gives way to a request for a quote (brief "Markets"). */
  quoteRequest: { reason: 'prices', subreason: 'quoteRequest' },
} as const;

export type Preselection = keyof typeof PRESELECTIONS;

/** The form at a preselected sub-reason, the product number prefilled from a SKU (`EX10012345` → `10012345`). */
export function supportLink(preselection: Preselection, sku?: string): string {
  const { reason, subreason } = PRESELECTIONS[preselection];
  const productNumber = sku ? `&productNumber=${sku.replace(/\D/g, '')}` : '';
  return `${SUPPORT_PAGE}?reason=${reason}&subreason=${subreason}${productNumber}`;
}
