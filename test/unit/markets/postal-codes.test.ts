import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, POSTAL_CODE_PATTERNS, isValidPostalCode, postalCodePattern, type CountryCode } from '~/markets';

// Spec §5 "Postal codes by country", restated with samples that must pass and must fail.
const SAMPLES: Record<CountryCode, { valid: string[]; invalid: string[] }> = {
  // "AT, BE, HU: 4 digits, first not 0."
  AT: { valid: ['1010', '6020', '9900'], invalid: ['0100', '101', '10100', 'A-1010'] },
  BE: { valid: ['1000', '9000'], invalid: ['0999', '100A', '10000'] },
  HU: { valid: ['1051', '9700'], invalid: ['0123', '10511', 'H-1051'] },
  // "BG, CH, DK, NO, SI: 4 digits."
  BG: { valid: ['1000', '9000'], invalid: ['100', '10000', '10 00'] },
  CH: { valid: ['8001', '1200'], invalid: ['800', '80011', 'CH-8001'] },
  DK: { valid: ['2100', '0800'], invalid: ['DK-2100', '210'] },
  NO: { valid: ['0150', '9990'], invalid: ['150', '01500'] },
  SI: { valid: ['1000', '2000'], invalid: ['SI-1000', '10000'] },
  // "CZ, GR, SE, SK: 5 digits with an optional space after the third."
  CZ: { valid: ['110 00', '11000'], invalid: ['1100 0', '11 000', '1100', '110  00'] },
  GR: { valid: ['105 57', '10557'], invalid: ['1055', '10 557'] },
  SE: { valid: ['114 55', '11455'], invalid: ['114-55', '1145'] },
  SK: { valid: ['811 01', '81101'], invalid: ['8110', '811  01', '8110 1'] },
  // "DE, ES, FI, FR, HR, IT, LT: 5 digits."
  DE: { valid: ['10115', '01067'], invalid: ['1011', '101155', '101 15'] },
  ES: { valid: ['28013', '08001'], invalid: ['2801', 'E-28013'] },
  FI: { valid: ['00100', '33100'], invalid: ['0010', '001000'] },
  FR: { valid: ['75008', '97400'], invalid: ['7500', '2A004'] },
  HR: { valid: ['10000', '21000'], invalid: ['1000', 'HR-10000'] },
  IT: { valid: ['00184', '20121'], invalid: ['0018', '001844'] },
  LT: { valid: ['01100', '44280'], invalid: ['LT-01100', '0110'] },
  // "PL: 2 digits, hyphen, 3 digits."
  PL: { valid: ['00-950', '31-001'], invalid: ['00950', '0-950', '00 950'] },
  // "PT: 4 digits, hyphen, 3 digits."
  PT: { valid: ['1000-001', '4050-123'], invalid: ['1000001', '1000-01', '1000'] },
  // "RO: 6 digits."
  RO: { valid: ['010011', '400001'], invalid: ['01001', '0100111'] },
  // "NL: 4 digits (first not 0), optional space, 2 letters."
  NL: { valid: ['1012 AB', '1012AB', '1012ab'], invalid: ['0123 AB', '1012 A1', '1012  AB', '1012'] },
  // "GB: standard UK postcode format including the special GIR 0AA."
  GB: {
    valid: ['SW1A 1AA', 'EC1A1BB', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'GIR 0AA', 'gir0aa', 'sw1a 1aa'],
    invalid: ['QA1 1AA', 'SW1A 1AAA', '12345', 'SW1A 1CA', 'GIR 0AB', 'SW1A'],
  },
  // "IE: Eircode pattern with the D6W special case."
  IE: {
    valid: ['D02 X285', 'A65F4E2', 'D6W 1234', 'd6w1234', 'T12 AC34', 'A65 F4E2'],
    invalid: ['B12 3456', 'D02 X28', 'D02 XB85', 'D7W 1234', 'D02-X285'],
  },
};

describe('postal codes', () => {
  it('has a rule for every country of the shop', () => {
    expect(Object.keys(POSTAL_CODE_PATTERNS).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  describe.each(COUNTRY_CODES)('%s', (country) => {
    it.each(SAMPLES[country].valid)('accepts %j', (value) => {
      expect(isValidPostalCode(country, value)).toBe(true);
    });
    it.each(SAMPLES[country].invalid)('rejects %j', (value) => {
      expect(isValidPostalCode(country, value)).toBe(false);
    });
  });

  it('ignores surrounding whitespace', () => {
    expect(isValidPostalCode('SK', ' 811 01 ')).toBe(true);
  });

  it('has no rule for unknown countries, which accept any value', () => {
    expect(postalCodePattern('US')).toBeUndefined();
    expect(postalCodePattern('constructor')).toBeUndefined();
    expect(isValidPostalCode('US', '90210-1234')).toBe(true);
    expect(isValidPostalCode('toString', 'anything')).toBe(true);
  });

  it('uses patterns without state, so repeated checks agree', () => {
    for (const pattern of Object.values(POSTAL_CODE_PATTERNS)) expect(pattern.global || pattern.sticky).toBe(false);
    expect([isValidPostalCode('DE', '10115'), isValidPostalCode('DE', '10115')]).toEqual([true, true]);
  });
});
