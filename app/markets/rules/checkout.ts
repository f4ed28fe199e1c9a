import type { CountryCode } from '../codes';

/** "Checkout is disabled in IE, SI, LT, GR, BG and RO." These stores are catalogue-only. */
export const CHECKOUT_DISABLED_COUNTRIES: readonly CountryCode[] = Object.freeze(['IE', 'SI', 'LT', 'GR', 'BG', 'RO'] as const);

/** "Quick add to cart is restricted in AT and DE." */
export const QUICK_ADD_TO_CART_RESTRICTED_COUNTRIES: readonly CountryCode[] = Object.freeze(['AT', 'DE'] as const);
