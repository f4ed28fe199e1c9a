import { describe, expect, it } from 'vitest';
import {
  CATEGORY_HIERARCHY_LEVELS, COMPLEMENTARY_PRODUCTS_LIMIT, DEBOUNCE_MS, DEFAULT_LISTING_PAGE_SIZE,
  DEFAULT_RATING_THRESHOLD, DURATION_SECONDS, FETCH_MIN_DELAY_MS, LAST_SEEN_MAX, LISTING_PAGE_SIZES,
  MAX_ITEMS_FOR_BANK_AND_CASH, MAX_QUANTITY_PER_PRODUCT, NOTIFICATION_DURATION_MS, PRICE_RANGE, RELATED_PRODUCTS_LIMIT,
  REVIEWS_PAGE_SIZE, SAFARI_SIDEBAR_DELAY_MS, SORT_OPTIONS, TAG_FILTERS, TRACKING_TIMEOUT_MS, VOLUME_DISCOUNT_TIERS,
  WEBSOCKET, volumeDiscountPercent,
} from '~/markets';

describe('global constants of spec §9', () => {
  it('cart and quantity limits', () => {
    expect(MAX_QUANTITY_PER_PRODUCT).toBe(1000);
    expect(MAX_ITEMS_FOR_BANK_AND_CASH).toBe(20);
  });

  it('volume discount tiers: 3 items for 5 percent, 5 for 10, 10 for 15', () => {
    expect(VOLUME_DISCOUNT_TIERS).toEqual([
      { minItems: 3, percent: 5 },
      { minItems: 5, percent: 10 },
      { minItems: 10, percent: 15 },
    ]);
    expect([1, 2, 3, 4, 5, 9, 10, 1000].map(volumeDiscountPercent)).toEqual([0, 0, 5, 5, 10, 10, 15, 15]);
  });

  it('listings', () => {
    expect(LISTING_PAGE_SIZES).toEqual([12, 24, 36, 48]);
    expect(DEFAULT_LISTING_PAGE_SIZE).toBe(24);
    expect(SORT_OPTIONS).toEqual(['relevance', 'nameAsc', 'nameDesc', 'priceAsc', 'priceDesc', 'newest']);
    expect(TAG_FILTERS).toEqual(['new', 'bestseller', 'bware', 'on-sale', 'topRated']);
    expect(PRICE_RANGE).toEqual({ min: 0, max: 1_000_000 });
    expect(CATEGORY_HIERARCHY_LEVELS).toEqual(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4']);
    expect(DEFAULT_RATING_THRESHOLD).toBe('4,5');
  });

  it('products and reviews', () => {
    expect(REVIEWS_PAGE_SIZE).toBe(10);
    expect(COMPLEMENTARY_PRODUCTS_LIMIT).toBe(4);
    expect(RELATED_PRODUCTS_LIMIT).toBe(8);
    expect(LAST_SEEN_MAX).toBe(10);
  });

  it('timings', () => {
    expect(DEBOUNCE_MS).toEqual({ cart: 300, numberInput: 600, stringInput: 800, search: 300 });
    expect(FETCH_MIN_DELAY_MS).toBe(200);
    expect(SAFARI_SIDEBAR_DELAY_MS).toBe(400);
    expect(NOTIFICATION_DURATION_MS).toBe(3000);
    expect(TRACKING_TIMEOUT_MS).toBe(15000);
    expect(WEBSOCKET).toEqual({ port: 2087, maxConnectionsPerCart: 10, retries: 2, retryDelayMs: 5000 });
    expect(DURATION_SECONDS).toEqual({ day: 86400, thirtyDays: 2592000, year: 31536000 });
  });
});
