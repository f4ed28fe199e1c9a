// Spec §2: "Page-type labels for analytics: homepage, checkout, category listing, search listing, PDP,
// cart preview, cart sidebar, landing page, not-found." Verbatim, as analytics dashboards group by these strings.

export const PAGE_TYPES = Object.freeze({
  homepage: 'homepage',
  checkout: 'checkout',
  categoryListing: 'category listing',
  searchListing: 'search listing',
  productDetail: 'PDP',
  cartPreview: 'cart preview',
  cartSidebar: 'cart sidebar',
  landingPage: 'landing page',
  notFound: 'not-found',
} as const);

export type PageType = (typeof PAGE_TYPES)[keyof typeof PAGE_TYPES];

const PAGE_TYPE_VALUES: ReadonlySet<string> = new Set(Object.values(PAGE_TYPES));

export function isPageType(value: unknown): value is PageType {
  return typeof value === 'string' && PAGE_TYPE_VALUES.has(value);
}
