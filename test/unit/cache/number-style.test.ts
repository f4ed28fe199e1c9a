import { describe, expect, it } from 'vitest';
import { formatNumber, numberStyleOf, type NumberOptions } from '~/cache/number-style';
import { STORE_CURRENCIES, STORE_LANGUAGES } from '~/markets';

const LOCALES = Object.entries(STORE_LANGUAGES).flatMap(([country, languages]) => languages.map((language) => ({ locale: `${language}-${country}`, currency: STORE_CURRENCIES[country as keyof typeof STORE_CURRENCIES] })));
// Ties, binary near-ties, small and large figures, negatives, and a spread of three-decimal values.
const VALUES = [0, 0.5, 2.5, 4.05, 4.1, 4.15, 9.995, 87.99, 1.005, 1234, 7039.5, 12345.675, 1234567, 98765432.1, -5, -1234.5, -0.004, ...Array.from({ length: 60 }, (_, i) => Math.round(((i * 7919) % 100000) * 1.37) / 1000)];

function optionsFor(currency: string): NumberOptions[] {
  return [
    { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { style: 'currency', currency, maximumFractionDigits: 0 },
    { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 2 },
    { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { maximumFractionDigits: 1 },
    { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    {},
    { style: 'percent', maximumFractionDigits: 2 },
  ];
}

describe('numbers written from a locale style (decision 172)', () => {
  it('writes every store locale\'s figures exactly as this runtime\'s Intl does, so the server\'s HTML is unchanged', () => {
    const differences: string[] = [];
    for (const { locale, currency } of LOCALES) {
      const style = numberStyleOf(locale, [currency, 'EUR']);
      for (const options of optionsFor(currency)) {
        const pattern = options.style === 'currency' ? style.currencies[options.currency!]! : options.style === 'percent' ? style.percent : style.decimal;
        for (const value of options.style === 'percent' ? VALUES.map((v) => v / 100) : VALUES) {
          const expected = new Intl.NumberFormat(locale, options).format(value);
          const written = formatNumber(style, options, value, pattern);
          if (written !== expected) differences.push(`${locale} ${JSON.stringify(options)} ${value}: ${written} ≠ ${expected}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('follows the style it is given, not this runtime\'s locale data: a browser writes what the server wrote', () => {
    const server = numberStyleOf('fr-CH', ['CHF']);
    // As another engine's CLDR data has it: a narrow space between thousands, and grouping from four digits.
    const foreign = { ...server, minimumGrouping: 1, currencies: { CHF: { ...server.currencies.CHF!, group: '\u202f' } } };
    const options: NumberOptions = { style: 'currency', currency: 'CHF', minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(formatNumber(server, options, 7039.5, server.currencies.CHF!)).toBe(new Intl.NumberFormat('fr-CH', options).format(7039.5));
    expect(formatNumber(foreign, options, 7039.5, foreign.currencies.CHF)).toBe('7\u202f039.50\u00a0CHF');
  });
});
