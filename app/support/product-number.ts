import { SUPPORT_PRODUCT_NUMBER_DIGITS } from '~/markets/constants';
import { PRODUCT_SKU_PREFIX } from '~/product/product-path';

// Spec §5: "non-digits stripped as typed, shown with the product code prefix, read-only when prefilled". Its "exactly
// 11 digits" cannot hold here, as a product number is the eight digits after the SKU prefix (storefront-core §2, §9):
// the field takes up to 11 characters as typed (`EX 10012345` pasted), which the stripping turns into those eight.

export const PRODUCT_CODE_PREFIX = PRODUCT_SKU_PREFIX;
export const PRODUCT_NUMBER_DIGITS = 8;
/** What the field lets a shopper type before the non-digits are stripped. */
export const PRODUCT_NUMBER_INPUT_MAX = SUPPORT_PRODUCT_NUMBER_DIGITS;

export function stripNonDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The digits of a product number, when they make one; else null. */
export function productNumberOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = stripNonDigits(value);
  return digits.length === PRODUCT_NUMBER_DIGITS ? digits : null;
}

/** The SKU a product number stands for (sent with the case, so agents can look it up). */
export function skuOfProductNumber(digits: string): string {
  return `${PRODUCT_CODE_PREFIX}${digits}`;
}
