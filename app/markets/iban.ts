import type { CountryCode } from './codes';

/** IBAN lengths of the shop's countries, from the SWIFT IBAN registry. */
export const IBAN_LENGTHS: Readonly<Record<CountryCode, number>> = Object.freeze({
  AT: 20, BE: 16, BG: 22, CH: 21, CZ: 24, DE: 22, DK: 18, ES: 24, FI: 18, FR: 27, GB: 22, GR: 27, HR: 21,
  HU: 28, IE: 22, IT: 27, LT: 20, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SK: 24, SI: 19,
});

function electronicFormat(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 check: letters become 10..35, the first four characters move to the end, the number mod 97 is 1. */
function hasValidCheckDigits(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Shape, length (for the shop's countries) and check digits; spaces and case are ignored. */
export function isValidIban(iban: string): boolean {
  const value = electronicFormat(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const country = value.slice(0, 2);
  if (Object.prototype.hasOwnProperty.call(IBAN_LENGTHS, country) && value.length !== IBAN_LENGTHS[country as CountryCode]) return false;
  return hasValidCheckDigits(value);
}

/** Print format in groups of four: 'SK8311000000002928834567' → 'SK83 1100 0000 0029 2883 4567'. */
export function formatIban(iban: string): string {
  return electronicFormat(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
