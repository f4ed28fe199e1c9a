// The local simulator's deterministic test numbers (README "VAT ID check"): a number ending in one of the service's
// codes gets that code, …777 answers after the module's timeout, …666 answers a page instead of XML; any other
// number is valid when it has its country's format. German numbers go through the VIES simulator by the same rules.
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
