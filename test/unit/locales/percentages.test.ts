import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatPercent } from '~/product/format';

// Issue 36 item 4: every percentage goes through Intl.NumberFormat of the store's locale (brief "Money, prices,
// VAT"), so no translation writes a percent sign of its own beside a number it is given.

const LOCALES = new URL('../../../locales/', import.meta.url);

function strings(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key));
  return [];
}

describe('percentages in the shopper\'s locale', () => {
  it('formats VAT, fee and discount rates as each locale writes them', () => {
    expect(formatPercent(25.5, 'fi-FI')).toBe('25,5\u00a0%');
    expect(formatPercent(20, 'sk-SK')).toBe('20\u00a0%');
    expect(formatPercent(10, 'en-GB')).toBe('10%');
    expect(formatPercent(27, 'hu-HU')).toBe('27%');
    // Switzerland's 8.1 %, in each of its languages.
    for (const locale of ['de-CH', 'fr-CH', 'it-CH']) {
      expect(formatPercent(8.1, locale)).toBe(new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(0.081));
    }
    expect(formatPercent(8.1, 'de-CH')).toMatch(/^8\.1\s?%$/);
    expect(formatPercent(8.1, 'fr-CH')).toMatch(/^8,1\s?%$/);
  });

  it('leaves the percent sign to the formatter in every language: no "{{percent}} %" in any translation', () => {
    const offenders: string[] = [];
    for (const language of readdirSync(LOCALES).filter((name) => /^[a-z]{2}$/.test(name))) {
      for (const file of readdirSync(new URL(`${language}/`, LOCALES))) {
        const tree = JSON.parse(readFileSync(new URL(`${language}/${file}`, LOCALES), 'utf8')) as unknown;
        for (const [key, text] of strings(tree)) {
          if (/\{\{\s*\w+\s*\}\}[\s\u00a0\u202f]*%|%[\s\u00a0\u202f]*\{\{/.test(text)) offenders.push(`${language}/${file} ${key}: ${text}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
