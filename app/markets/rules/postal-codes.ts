import type { CountryCode } from '../codes';

const FOUR_DIGITS_FIRST_NOT_ZERO = /^[1-9]\d{3}$/;
const FOUR_DIGITS = /^\d{4}$/;
const FIVE_DIGITS_OPTIONAL_SPACE_AFTER_THIRD = /^\d{3} ?\d{2}$/;
const FIVE_DIGITS = /^\d{5}$/;

/** Royal Mail outward + inward code, space optional, plus GIR 0AA. Q, V and X never start a postcode; I, J and Z
 * are never second; the inward letters never use C, I, K, M, O or V. */
const UK_POSTCODE =
  /^(?:GIR ?0AA|(?:[A-PR-UWYZ]\d\d?|[A-PR-UWYZ][A-HK-Y]\d\d?|[A-PR-UWYZ]\d[A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y]\d[ABEHMNPRVWXY]) ?\d[ABD-HJLNP-UW-Z]{2})$/i;

/** Eircode: a routing key (a letter and two digits, or D6W) and a four-character identifier, using only the letters
 * A C D E F H K N P R T V W X Y. */
const EIRCODE = /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i;

/** Postal code pattern per country (spec §5). Countries without an entry have no rule. */
export const POSTAL_CODE_PATTERNS: Readonly<Partial<Record<CountryCode, RegExp>>> = Object.freeze({
  AT: FOUR_DIGITS_FIRST_NOT_ZERO,
  BE: FOUR_DIGITS_FIRST_NOT_ZERO,
  HU: FOUR_DIGITS_FIRST_NOT_ZERO,
  BG: FOUR_DIGITS,
  CH: FOUR_DIGITS,
  DK: FOUR_DIGITS,
  NO: FOUR_DIGITS,
  SI: FOUR_DIGITS,
  CZ: FIVE_DIGITS_OPTIONAL_SPACE_AFTER_THIRD,
  GR: FIVE_DIGITS_OPTIONAL_SPACE_AFTER_THIRD,
  SE: FIVE_DIGITS_OPTIONAL_SPACE_AFTER_THIRD,
  SK: FIVE_DIGITS_OPTIONAL_SPACE_AFTER_THIRD,
  DE: FIVE_DIGITS,
  ES: FIVE_DIGITS,
  FI: FIVE_DIGITS,
  FR: FIVE_DIGITS,
  HR: FIVE_DIGITS,
  IT: FIVE_DIGITS,
  LT: FIVE_DIGITS,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  RO: /^\d{6}$/,
  NL: /^[1-9]\d{3} ?[A-Z]{2}$/i,
  GB: UK_POSTCODE,
  IE: EIRCODE,
});

/** The country's postal code rule, or undefined when the country has none. */
export function postalCodePattern(country: string): RegExp | undefined {
  // An own-property check keeps inherited keys such as 'constructor' from passing as a rule.
  return Object.prototype.hasOwnProperty.call(POSTAL_CODE_PATTERNS, country) ? POSTAL_CODE_PATTERNS[country as CountryCode] : undefined;
}

/** Surrounding whitespace ignored. A country without a rule accepts any value: the spec gives unknown countries no
 * rule. */
export function isValidPostalCode(country: string, value: string): boolean {
  const pattern = postalCodePattern(country);
  return pattern ? pattern.test(value.trim()) : true;
}
