// Cart input rules shared by the cart actions and the UI (pure, no server code). The quantity limit itself is
// a spec §9 constant (MAX_QUANTITY_PER_PRODUCT in app/markets/constants.ts).
import { MAX_QUANTITY_PER_PRODUCT } from '~/markets/constants';

export const MAX_QUANTITY_MESSAGE = 'You have reached the maximum quantity';

const SKU = /^[A-Za-z0-9._-]{1,64}$/;
/** The spec names no code format: anything with markup or of essay length is refused before anything reads it, so a
 *  code is never echoed back at length. */
export const DISCOUNT_CODE_MAX_LENGTH = 64;
export const DISCOUNT_CODE_CHARACTERS = /^[\p{L}\p{N}_-]+$/u;

export function isValidSku(value: unknown): value is string {
  return typeof value === 'string' && SKU.test(value);
}

/** Codes are upper case and commercetools compares them exactly, so what a shopper types is upper-cased first. */
export function normalizeDiscountCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return code.length <= DISCOUNT_CODE_MAX_LENGTH && DISCOUNT_CODE_CHARACTERS.test(code) ? code : null;
}

export function isValidQuantity(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_QUANTITY_PER_PRODUCT;
}

type AddressLike = {
  firstName?: string;
  lastName?: string;
  streetName?: string;
  postalCode?: string;
  city?: string;
  country?: string;
};

/** New carts get a country-only shipping address so taxes can be computed before checkout; checkout guards must
 *  therefore ask for a complete one. */
export function isCompleteAddress(address: AddressLike | undefined): boolean {
  return Boolean(
    address?.firstName && address.lastName && address.streetName && address.postalCode && address.city && address.country,
  );
}
