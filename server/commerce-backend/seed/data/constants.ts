/** Fixed points of the seed: dates are offsets from SEED_EPOCH, never the clock, so every run gives identical data. */
import { ADDRESS_TYPE_KEY, CART_TYPE_KEY, CUSTOMER_TYPE_KEY, PAYMENT_TYPE_KEY } from '~/commerce/custom-types';
import { STANDARD_TAX_CATEGORY_KEY } from '~/commerce/tax-keys';
import { PRODUCT_PICTURES_PATH } from '~/lib/images';

export const SEED_VERSION = 1;

/** The day the catalogue "is" at: releases, campaigns and sale ends are counted from it. */
export const SEED_EPOCH = '2026-11-01T00:00:00.000Z';

const DAY_MS = 86_400_000;
const EPOCH_MS = Date.parse(SEED_EPOCH);

/** ISO date-time `days` after the epoch (negative: before). */
export function epochDateTime(days: number): string {
  return new Date(EPOCH_MS + days * DAY_MS).toISOString();
}

/** ISO calendar date (YYYY-MM-DD) `days` after the epoch. */
export function epochDate(days: number): string {
  return epochDateTime(days).slice(0, 10);
}

/** A custom object written last; its presence means a seed completed. */
export const SEED_MARKER = { container: 'protools-seed', key: 'state' } as const;

export const TAX_CATEGORY_KEY = STANDARD_TAX_CATEGORY_KEY;

export const PRODUCT_TYPE_KEYS = {
  standard: 'standard-product',
  accessory: 'accessory',
  guarantee: 'extra-guarantee',
} as const;

export const SHIPPING_METHOD_KEYS = { parcel: 'parcel', freight: 'freight' } as const;

/** External product discount that every seeded sale price ("discounted") points at. */
export const SALE_PRODUCT_DISCOUNT_KEY = 'seed-sale-prices';

export const TYPE_KEYS = {
  store: 'store-custom',
  category: 'category-custom',
  customerGroup: 'customer-group-custom',
  customer: CUSTOMER_TYPE_KEY,
  cart: CART_TYPE_KEY,
  lineItem: 'line-item-custom',
  address: ADDRESS_TYPE_KEY,
  payment: PAYMENT_TYPE_KEY,
  review: 'review-custom',
  cartDiscount: 'cart-discount-custom',
  discountCode: 'discount-code-custom',
} as const;

export const zoneKey = (storeKey: string): string => `zone-${storeKey}`;
export const channelKey = (storeKey: string): string => `channel-${storeKey}`;

/**
 * A product picture by SKU alone: the image service derives the picture from the deterministic catalogue. Short, as it
 * stands in every `srcset` candidate of every card; older data folders' `/__images/…` paths still answer.
 */
export const productImageUrl = (sku: string, index: number): string => `${PRODUCT_PICTURES_PATH}/${sku}-${index}`;
export const guaranteeImageUrl = (sku: string): string => `/__images/guarantees/${sku}`;
export const categoryImageUrl = (key: string): string => `/__images/categories/${key}`;
export const campaignImageUrl = (name: string): string => `/__images/campaigns/${name}`;
export const manualUrl = (sku: string): string => `/__manuals/${sku}.pdf`;
export const energyLabelUrl = (sku: string, energyClass: string): string => `/__images/energy/${sku}-label-${energyClass.toLowerCase()}`;
export const energyFicheUrl = (sku: string, energyClass: string): string => `/__images/energy/${sku}-fiche-${energyClass.toLowerCase()}`;
