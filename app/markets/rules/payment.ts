import type { CountryCode } from '../codes';

/** "Bank payment is enabled in all countries except IE, NL, SE, GB, RO, LT, SI, BG, GR, HR." */
export const BANK_TRANSFER_DISABLED_COUNTRIES: readonly CountryCode[] = Object.freeze(
  ['IE', 'NL', 'SE', 'GB', 'RO', 'LT', 'SI', 'BG', 'GR', 'HR'] as const,
);

/** "Pay-later billing info in DE, FR, NL." */
export const PAY_LATER_BILLING_INFO_COUNTRIES: readonly CountryCode[] = Object.freeze(['DE', 'FR', 'NL'] as const);
