/** Global business constants of spec §9 (both documents). Per-country tables live in ./rules. */

/** "Durations: 86400 s (day), 2592000 s (30 days), 31536000 s (year)." */
export const DURATION_SECONDS = Object.freeze({ day: 86_400, thirtyDays: 2_592_000, year: 31_536_000 });

// Cart and quantity
export const MAX_QUANTITY_PER_PRODUCT = 1000;
export const MAX_ITEMS_FOR_BANK_AND_CASH = 20;

/** "Tiers: 3 items for 5 percent, 5 for 10, 10 for 15." */
export const VOLUME_DISCOUNT_TIERS: readonly { readonly minItems: number; readonly percent: number }[] = Object.freeze([
  Object.freeze({ minItems: 3, percent: 5 }),
  Object.freeze({ minItems: 5, percent: 10 }),
  Object.freeze({ minItems: 10, percent: 15 }),
]);

/** The percent of the highest tier reached by a quantity (0 below the first tier). */
export function volumeDiscountPercent(quantity: number): number {
  let percent = 0;
  for (const tier of VOLUME_DISCOUNT_TIERS) if (quantity >= tier.minItems) percent = tier.percent;
  return percent;
}

// Listings
export const LISTING_PAGE_SIZES: readonly number[] = Object.freeze([12, 24, 36, 48]);
export const DEFAULT_LISTING_PAGE_SIZE = 24;
export const SORT_OPTIONS = Object.freeze(['relevance', 'nameAsc', 'nameDesc', 'priceAsc', 'priceDesc', 'newest'] as const);
export type SortOption = (typeof SORT_OPTIONS)[number];
/** The spec says category listings sort by "latest" by default; of the sort options, that is newest. */
export const CATEGORY_LISTING_DEFAULT_SORT: SortOption = 'newest';
export const TAG_FILTERS = Object.freeze(['new', 'bestseller', 'bware', 'on-sale', 'topRated'] as const);
export type TagFilter = (typeof TAG_FILTERS)[number];
export const PRICE_RANGE = Object.freeze({ min: 0, max: 1_000_000 });
export const CATEGORY_HIERARCHY_LEVELS = Object.freeze(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4'] as const);
/** Kept as the spec's string, with its decimal comma. */
export const DEFAULT_RATING_THRESHOLD = '4,5';
export const FIRST_PAGE = 1;

// Products and reviews
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_ANCHOR = '#rating-reviews';
export const COMPLEMENTARY_PRODUCTS_LIMIT = 4;
export const RELATED_PRODUCTS_LIMIT = 8;
export const LAST_SEEN_MAX = 10;
export const QUICK_SEARCH_SEE_ALL_MIN_HITS = 5;
export const PRODUCT_GROUPS_SLIDER = Object.freeze({ minItems: 3, visible: 6, gap: 16 });

// Extra guarantee
export const EXTRA_GUARANTEE_SKUS = Object.freeze(['4100010', '4100020', '4100030', '4100040'] as const);
/** Spec §5 Other: "Virtual guarantee SKUs begin with 41000." */
export const VIRTUAL_GUARANTEE_SKU_PREFIX = '41000';

/** A virtual extra-guarantee product (never a product page, never counted as an item). */
export function isGuaranteeSku(sku: string | undefined | null): boolean {
  return Boolean(sku?.startsWith(VIRTUAL_GUARANTEE_SKU_PREFIX));
}

// Timing (milliseconds)
export const DEBOUNCE_MS = Object.freeze({ cart: 300, numberInput: 600, stringInput: 800, search: 300 });
export const FETCH_MIN_DELAY_MS = 200;
/** Safari on iOS delays sidebar actions by this much. */
export const SAFARI_SIDEBAR_DELAY_MS = 400;
export const NOTIFICATION_DURATION_MS = 3000;
export const TRACKING_TIMEOUT_MS = 15_000;

/** Cart real-time channel. The spec gives 2 and 3 retries; the constants list says 2. */
export const WEBSOCKET = Object.freeze({ port: 2087, maxConnectionsPerCart: 10, retries: 2, retryDelayMs: 5000 });

// Other
export const SOCIAL_SESSION_TTL_SECONDS = DURATION_SECONDS.day;
export const SUPPORT_PRODUCT_NUMBER_DIGITS = 11;
export const SEO_REDIRECT_STATUS = 301;
export const DEFAULT_REDIRECT_STATUS = 308;
