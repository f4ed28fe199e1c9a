/**
 * The local VAT check simulator's deterministic test numbers (README "VAT ID check"). The
 * last three digits of the number decide the service's ErrorCode when they are one of its codes, so any
 * country's number can be made to give any answer:
 *   …200, …216, …218, …219, …223  valid
 *   …205, …208, …999               could not validate (the 'Validate my VAT ID' button)
 *   …201, …202, …203, …204, …209, …210, …211, …212, …217, …221  not valid
 *   …777  answers after 20 seconds (the module's timeout: 'timed out')
 *   …666  answers a maintenance page instead of XML (read as 999)
 * Any other number is valid (200) when it has its country's VAT number format, else not valid (201).
 * Requests from an own VAT id that is not 'DE' + 9 digits get 214; German numbers to check get 213 from the
 * federal service and are answered by the same rules through the VIES simulator.
 */
export const VAT_TEST_CODES: readonly number[] = Object.freeze([
  200, 201, 202, 203, 204, 205, 208, 209, 210, 211, 212, 216, 217, 218, 219, 221, 223, 999,
]);
export const VAT_SLOW_SUFFIX = '777';
export const VAT_GARBAGE_SUFFIX = '666';
export const VAT_SLOW_ANSWER_MS = 20_000;

/** VAT number formats of the EU countries, prefix included (EL for Greece). */
const FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^ATU\d{8}$/, BE: /^BE[01]\d{9}$/, BG: /^BG\d{9,10}$/, CY: /^CY\d{8}[A-Z]$/, CZ: /^CZ\d{8,10}$/, DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/, EE: /^EE\d{9}$/, EL: /^EL\d{9}$/, ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/, FI: /^FI\d{8}$/, FR: /^FR[A-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/, HU: /^HU\d{8}$/, IE: /^IE\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/, IT: /^IT\d{11}$/, LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/, LV: /^LV\d{11}$/, MT: /^MT\d{8}$/, NL: /^NL\d{9}B\d{2}$/, PL: /^PL\d{10}$/, PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/, SE: /^SE\d{12}$/, SI: /^SI\d{8}$/, SK: /^SK\d{10}$/, XI: /^XI(\d{9}|\d{12})$/,
};

/** The shop's own VAT id must be German for the federal confirmation service (VAT_OWN_VAT_ID). */
export function isGermanVatId(value: string): boolean {
  return FORMATS.DE.test(value);
}

export type VatTestAnswer = { kind: 'code'; code: number } | { kind: 'slow' } | { kind: 'garbage' };

export function vatTestAnswer(ownVatId: string, vatId: string): VatTestAnswer {
  const number = vatId.trim().toUpperCase();
  if (!isGermanVatId(ownVatId.trim().toUpperCase())) return { kind: 'code', code: 214 };
  if (number.startsWith('DE')) return { kind: 'code', code: 213 };
  return vatNumberTestAnswer(number);
}

/** The answer for a number by its test suffix or format, any country (VIES confirms German numbers too). */
export function vatNumberTestAnswer(vatId: string): VatTestAnswer {
  const number = vatId.trim().toUpperCase();
  const suffix = number.slice(-3);
  if (suffix === VAT_SLOW_SUFFIX) return { kind: 'slow' };
  if (suffix === VAT_GARBAGE_SUFFIX) return { kind: 'garbage' };
  if (/^\d{3}$/.test(suffix) && VAT_TEST_CODES.includes(Number(suffix))) return { kind: 'code', code: Number(suffix) };
  const format = FORMATS[number.slice(0, 2)];
  return { kind: 'code', code: format?.test(number) ? 200 : 201 };
}
