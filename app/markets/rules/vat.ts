import type { CountryCode } from '../codes';

/** Which characters a VAT number keeps after cleaning (spec: "VAT number cleaning"). */
export type VatCleaning = 'digits' | 'digits-letters' | 'digits-letters-special';

/** "digits only for PL, BE, SK, DE, PT, IT, HU, CZ, DK, SE, FI, RO, LT, SI, BG, GR, HR; digits and letters for AT, IE, FR, NO, NL, ES; digits, letters and special characters for CH, GB." */
export const VAT_CLEANING: Readonly<Record<CountryCode, VatCleaning>> = Object.freeze({
  PL: 'digits', BE: 'digits', SK: 'digits', DE: 'digits', PT: 'digits', IT: 'digits', HU: 'digits', CZ: 'digits',
  DK: 'digits', SE: 'digits', FI: 'digits', RO: 'digits', LT: 'digits', SI: 'digits', BG: 'digits', GR: 'digits',
  HR: 'digits',
  AT: 'digits-letters', IE: 'digits-letters', FR: 'digits-letters', NO: 'digits-letters', NL: 'digits-letters',
  ES: 'digits-letters',
  CH: 'digits-letters-special', GB: 'digits-letters-special',
});

/** "Prefix equals country code except CH (CHE) and GR (EL)." */
const VAT_PREFIX_EXCEPTIONS: Readonly<Partial<Record<CountryCode, string>>> = Object.freeze({ CH: 'CHE', GR: 'EL' });

/** "HU keeps only the first 8 characters." */
const VAT_MAX_LENGTH: Readonly<Partial<Record<CountryCode, number>>> = Object.freeze({ HU: 8 });

/** Minimum length of the VAT id input (spec: "The VAT id input has minimum length 2"). */
export const VAT_ID_MIN_LENGTH = 2;

export function vatPrefix(country: CountryCode): string {
  return VAT_PREFIX_EXCEPTIONS[country] ?? country;
}

export function vatMaxLength(country: CountryCode): number | undefined {
  return VAT_MAX_LENGTH[country];
}

const CLEANING_FILTERS: Readonly<Record<VatCleaning, RegExp>> = {
  digits: /\D/g,
  'digits-letters': /[^0-9A-Z]/g,
  // "special characters" are kept, so only whitespace goes (CHE-123.456.789 MWST keeps its dots and dash).
  'digits-letters-special': /\s/g,
};

/** Upper-cased, without a leading VAT prefix or country code (and a separator typed after it), filtered by the
 * country's cleaning class, cut to the maximum: 'ATU 1234 5678' → 'U12345678'; 'EL-094014201' → '094014201'. */
export function cleanVatNumber(country: CountryCode, input: string): string {
  let value = input.trim().toUpperCase();
  for (const prefix of new Set([vatPrefix(country), country])) {
    if (value.startsWith(prefix)) {
      value = value.slice(prefix.length).replace(/^[\s\-.:/]+/, '');
      break;
    }
  }
  value = value.replace(CLEANING_FILTERS[VAT_CLEANING[country]], '');
  const maxLength = vatMaxLength(country);
  return maxLength === undefined ? value : value.slice(0, maxLength);
}

/** The number as sent to the VAT check: prefix plus cleaned national part ('SK2020123456'). Empty input stays empty. */
export function vatNumberWithPrefix(country: CountryCode, input: string): string {
  const cleaned = cleanVatNumber(country, input);
  return cleaned === '' ? '' : `${vatPrefix(country)}${cleaned}`;
}

/** Result codes of the VAT confirmation service: "Codes 200, 216, 218, 219, 223 mean valid. Codes 205, 208, 999 mean could-not-validate." */
export const VAT_VALID_RESULT_CODES: readonly number[] = Object.freeze([200, 216, 218, 219, 223]);
export const VAT_UNCONFIRMED_RESULT_CODES: readonly number[] = Object.freeze([205, 208, 999]);
/** "The response is XML from which an error code is read (default 999)." */
export const VAT_DEFAULT_RESULT_CODE = 999;

export type VatCheckOutcome = 'valid' | 'could-not-validate' | 'not-valid';

export function vatCheckOutcome(resultCode: number): VatCheckOutcome {
  if (VAT_VALID_RESULT_CODES.includes(resultCode)) return 'valid';
  if (VAT_UNCONFIRMED_RESULT_CODES.includes(resultCode)) return 'could-not-validate';
  return 'not-valid';
}
