import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, CURRENCY_DISPLAY_FRACTION_DIGITS, displayFractionDigits, fractionDigitsOf, formatIban, isValidIban, moneyFromMajor, toMajorUnits } from '~/markets';

describe('money', () => {
  it('gives each of the 12 shop currencies its ISO 4217 minor unit, as commercetools does (2 for all)', () => {
    expect(CURRENCY_CODES).toHaveLength(12);
    for (const currency of CURRENCY_CODES) expect(fractionDigitsOf(currency), currency).toBe(2);
    // Intl (CLDR) agrees for 11 of them; for HUF it gives the 0 digits shops print, not the ISO exponent, which
    // is why the table, not Intl, is the one source (decision 066). A HUF money of 123456 cents is 1234.56 Ft.
    const intl = (currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
    expect(CURRENCY_CODES.filter((currency) => intl(currency) !== fractionDigitsOf(currency))).toEqual(['HUF']);
    expect(CURRENCY_DISPLAY_FRACTION_DIGITS.HUF).toBe(intl('HUF'));
  });

  it('falls back to ISO data for other currencies and to 2 for garbage', () => {
    expect(fractionDigitsOf('JPY')).toBe(0);
    expect(fractionDigitsOf('KWD')).toBe(3);
    expect(fractionDigitsOf('not a currency')).toBe(2);
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
