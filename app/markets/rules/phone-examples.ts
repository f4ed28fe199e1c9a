import type { CountryCode } from '../codes';

/** The store's own country in international form, never another store's, as the English, German, French, Italian
 * and Dutch texts serve several countries. Mobile numbers; GB's is from Ofcom's range for fiction. */
export const PHONE_EXAMPLES: Readonly<Record<CountryCode, string>> = Object.freeze({
  AT: '+43 664 123 4567',
  BE: '+32 470 12 34 56',
  BG: '+359 88 123 4567',
  CH: '+41 79 123 45 67',
  CZ: '+420 603 123 456',
  DE: '+49 151 2345 6789',
  DK: '+45 20 12 34 56',
  ES: '+34 612 345 678',
  FI: '+358 40 123 4567',
  FR: '+33 6 12 34 56 78',
  GB: '+44 7700 900123',
  GR: '+30 691 234 5678',
  HR: '+385 91 234 5678',
  HU: '+36 30 123 4567',
  IE: '+353 85 123 4567',
  IT: '+39 312 345 6789',
  LT: '+370 612 34567',
  NL: '+31 6 12345678',
  NO: '+47 912 34 567',
  PL: '+48 512 345 678',
  PT: '+351 912 345 678',
  RO: '+40 712 345 678',
  SE: '+46 70 123 45 67',
  SK: '+421 902 123 456',
  SI: '+386 41 123 456',
});

/** The example of a store (its country code as the root data carries it); SK's for an unknown one. */
export function phoneExample(country: string | undefined): string {
  return PHONE_EXAMPLES[country as CountryCode] ?? PHONE_EXAMPLES.SK;
}
