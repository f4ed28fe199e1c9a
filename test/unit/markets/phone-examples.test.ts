import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorText } from '~/forms/error-text';
import { PHONE } from '~/forms/rules';
import { COUNTRY_CODES, PHONE_EXAMPLES, phoneExample } from '~/markets';

/** Issue 23: the phone error's example is the store's own, never a Slovak number in GB, AT or BE. */
describe('phone examples', () => {
  it('every store has one that the phone rule accepts', () => {
    for (const country of COUNTRY_CODES) expect(PHONE_EXAMPLES[country], country).toMatch(PHONE);
    expect(phoneExample('GB')).toBe('+44 7700 900123');
  });

  it('no translation names a number of its own: every phone error shows the store\'s example', () => {
    const root = new URL('../../../locales/', import.meta.url);
    for (const language of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
      for (const namespace of ['account', 'support', 'newsletter']) {
        const { errors } = JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, root), 'utf8')) as { errors: { phone: string } };
        expect(errors.phone, `${language}/${namespace}`).toContain('{{example}}');
        expect(errors.phone, `${language}/${namespace}`).not.toMatch(/\+\d/);
      }
    }
  });

  it('the message text takes the example', () => {
    const en = JSON.parse(readFileSync(new URL('../../../locales/en/account.json', import.meta.url), 'utf8')) as { errors: Record<string, string> };
    const t = (key: string, values?: Record<string, unknown>) =>
      (en.errors[key.replace('errors.', '')] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name]));
    expect(errorText(t as never, 'phone', { example: phoneExample('GB') })).toBe('Enter a phone number with at least 8 digits, e.g. +44 7700 900123');
  });
});
