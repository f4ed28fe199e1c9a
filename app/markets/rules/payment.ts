import type { CountryCode } from '../codes';

/** "Bank payment is enabled in all countries except IE, NL, SE, GB, RO, LT, SI, BG, GR, HR." */
export const BANK_TRANSFER_DISABLED_COUNTRIES: readonly CountryCode[] = Object.freeze(
  ['IE', 'NL', 'SE', 'GB', 'RO', 'LT', 'SI', 'BG', 'GR', 'HR'] as const,
);

/** Here a bank transfer is matched by its variable symbol, which banks take as digits only, at most ten: the
 * payment reference is the order number's last ten digits. */
export const VARIABLE_SYMBOL_COUNTRIES: readonly CountryCode[] = Object.freeze(['SK', 'CZ'] as const);
export const VARIABLE_SYMBOL_MAX_DIGITS = 10;

/** 'NS261127270749' → '1127270749': month, day and the six random digits (unique for a year). */
export function variableSymbolOf(orderNumber: string): string {
  const digits = orderNumber.replace(/\D/g, '');
  return digits.slice(-VARIABLE_SYMBOL_MAX_DIGITS) || orderNumber;
}

/** "Pay-later billing info in DE, FR, NL." */
export const PAY_LATER_BILLING_INFO_COUNTRIES: readonly CountryCode[] = Object.freeze(['DE', 'FR', 'NL'] as const);

/** In the order the payment page names them; bank transfer only where the store offers it, and none in a
 * catalogue-only store. */
export const PAYMENT_LOGOS = ['visa', 'mastercard', 'applepay', 'googlepay', 'cash-on-delivery', 'bank-transfer'] as const;
export type PaymentLogo = (typeof PAYMENT_LOGOS)[number];

export function paymentLogosOf(rules: { readonly checkoutEnabled: boolean; readonly bankTransferEnabled: boolean }): PaymentLogo[] {
  if (!rules.checkoutEnabled) return [];
  return PAYMENT_LOGOS.filter((logo) => logo !== 'bank-transfer' || rules.bankTransferEnabled);
}
