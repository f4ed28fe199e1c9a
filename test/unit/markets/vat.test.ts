import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES, VAT_CLEANING, cleanVatNumber, getMarket, vatCheckOutcome, vatNumberWithPrefix, vatPrefix,
  type CountryCode, type VatCleaning,
} from '~/markets';
import { specList } from './spec-text';

// checkout-payments-support §5, "VAT number cleaning".
const SPEC_DIGITS_ONLY = 'PL, BE, SK, DE, PT, IT, HU, CZ, DK, SE, FI, RO, LT, SI, BG, GR, HR';
const SPEC_DIGITS_AND_LETTERS = 'AT, IE, FR, NO, NL, ES';
const SPEC_DIGITS_LETTERS_SPECIAL = 'CH, GB';

describe('VAT cleaning classes and prefixes', () => {
  it('match the spec lists and cover every country', () => {
    const expected: Record<string, VatCleaning> = {
      ...Object.fromEntries(specList(SPEC_DIGITS_ONLY).map((c) => [c, 'digits'])),
      ...Object.fromEntries(specList(SPEC_DIGITS_AND_LETTERS).map((c) => [c, 'digits-letters'])),
      ...Object.fromEntries(specList(SPEC_DIGITS_LETTERS_SPECIAL).map((c) => [c, 'digits-letters-special'])),
    };
    expect(VAT_CLEANING).toEqual(expected);
    expect(Object.keys(expected).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it('prefixes with the country code except CH (CHE) and GR (EL)', () => {
    for (const country of COUNTRY_CODES) {
      const expected = country === 'CH' ? 'CHE' : country === 'GR' ? 'EL' : country;
      expect(vatPrefix(country)).toBe(expected);
      expect(getMarket(country).rules.vat.prefix).toBe(expected);
    }
  });

  it('cuts HU to the first 8 characters only', () => {
    expect(COUNTRY_CODES.filter((c) => getMarket(c).rules.vat.maxLength !== undefined)).toEqual(['HU']);
    expect(getMarket('HU').rules.vat.maxLength).toBe(8);
  });
});

describe('cleanVatNumber', () => {
  const cases: [CountryCode, string, string][] = [
    ['SK', 'SK 2020/123 456', '2020123456'],
    ['SK', '2020123456', '2020123456'],
    ['DE', 'de 123 456 789', '123456789'],
    ['BE', 'BE 0123.456.789', '0123456789'],
    ['CZ', 'CZ12345678', '12345678'],
    ['HU', 'HU 12345678-2-41', '12345678'],
    ['HU', '1234', '1234'],
    ['GR', 'EL 094014201', '094014201'],
    ['GR', 'GR094014201', '094014201'],
    ['AT', 'atu 1234 5678', 'U12345678'],
    ['NL', 'nl 123456789 b01', '123456789B01'],
    ['ES', 'ES-B12345678', 'B12345678'],
    ['FR', 'FR 40 303 265 045', '40303265045'],
    ['IE', 'IE 6388047V', '6388047V'],
    ['NO', 'NO 123 456 789 MVA', '123456789MVA'],
    ['CH', 'CHE-123.456.789 MWST', '123.456.789MWST'],
    ['CH', 'ch 123.456.789', '123.456.789'],
    ['GB', 'GB 123 4567 89', '123456789'],
    ['GB', 'GBGD001', 'GD001'],
  ];

  it.each(cases)('%s %j → %j', (country, input, expected) => {
    expect(cleanVatNumber(country, input)).toBe(expected);
  });

  it('removes letters and special characters where only digits count', () => {
    expect(cleanVatNumber('PL', 'PL 526-000-12-46 x')).toBe('5260001246');
  });
});

describe('vatNumberWithPrefix', () => {
  it('sends the number with the country prefix', () => {
    expect(vatNumberWithPrefix('SK', '2020 123 456')).toBe('SK2020123456');
    expect(vatNumberWithPrefix('GR', 'el-094014201')).toBe('EL094014201');
    expect(vatNumberWithPrefix('CH', '123.456.789')).toBe('CHE123.456.789');
    expect(vatNumberWithPrefix('HU', '12345678-2-41')).toBe('HU12345678');
  });

  it('keeps an empty number empty', () => {
    expect(vatNumberWithPrefix('SK', '  ')).toBe('');
    expect(vatNumberWithPrefix('DE', 'DE')).toBe('');
  });
});

describe('vatCheckOutcome', () => {
  // "Codes 200, 216, 218, 219, 223 mean valid. Codes 205, 208, 999 mean could-not-validate. Any other code means not valid."
  it.each([200, 216, 218, 219, 223])('%i is valid', (code) => expect(vatCheckOutcome(code)).toBe('valid'));
  it.each([205, 208, 999])('%i could not validate', (code) => expect(vatCheckOutcome(code)).toBe('could-not-validate'));
  it.each([201, 202, 204, 217, 0])('%i is not valid', (code) => expect(vatCheckOutcome(code)).toBe('not-valid'));
});
