import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, CURRENCY_DISPLAY_FRACTION_DIGITS, CURRENCY_FRACTION_DIGITS, displayFractionDigits, formatIban, isValidIban, moneyFromMajor, toMajorUnits } from '~/markets';

describe('money', () => {
  it('gives every currency 2 fraction digits', () => {
    for (const currency of CURRENCY_CODES) expect(CURRENCY_FRACTION_DIGITS[currency], currency).toBe(2);
  });

  it('converts major units to integer cents without float noise', () => {
    expect(moneyFromMajor(999.99, 'EUR')).toEqual({ currencyCode: 'EUR', centAmount: 99999, fractionDigits: 2, amount: 999.99 });
    expect(moneyFromMajor(1.95, 'BGN').centAmount).toBe(195);
    expect(moneyFromMajor(0.29, 'EUR').centAmount).toBe(29);
    expect(moneyFromMajor(499999, 'HUF').centAmount).toBe(49999900);
  });

  it('converts cents back to major units', () => {
    expect(toMajorUnits(99999, 2)).toBe(999.99);
    expect(toMajorUnits(195, 2)).toBe(1.95);
  });
});

describe('IBAN', () => {
  it('accepts valid IBANs with or without spaces and in any case', () => {
    expect(isValidIban('SK8311000000002928834567')).toBe(true);
    expect(isValidIban('sk83 1100 0000 0029 2883 4567')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB29 NWBK 6016 1331 9268 19')).toBe(true);
  });

  it('rejects wrong check digits, wrong lengths and garbage', () => {
    expect(isValidIban('SK8411000000002928834567')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130 0')).toBe(false);
    expect(isValidIban('DE89370400440532013000X')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('IBAN')).toBe(false);
  });

  it('prints in groups of four', () => {
    expect(formatIban('SK8311000000002928834567')).toBe('SK83 1100 0000 0029 2883 4567');
    expect(formatIban('NO06 1503 4567 894')).toBe('NO06 1503 4567 894');
  });
});

describe('display fraction digits (decision 024)', () => {
  it('shows whole forints and two digits for every other shop currency', () => {
    expect(CURRENCY_DISPLAY_FRACTION_DIGITS.HUF).toBe(0);
    for (const currency of ['EUR', 'BGN', 'CHF', 'GBP', 'CZK', 'DKK', 'NOK', 'PLN', 'RON', 'SEK', 'USD'] as const) {
      expect(CURRENCY_DISPLAY_FRACTION_DIGITS[currency], currency).toBe(2);
    }
    expect(displayFractionDigits('JPY', 0)).toBe(0);
  });
});
