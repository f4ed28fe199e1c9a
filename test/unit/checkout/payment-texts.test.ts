import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paymentMethodName, paymentMethodSite } from '~/checkout/payment-method-name';
import { withColon } from '~/i18n/translator';
import { PROVIDER_PAYMENT_METHODS, variableSymbolOf } from '~/markets';

// Issue 23: payment methods in the shopper's language (item 11), the bank transfer's variable symbol, the
// French colon.

const LOCALES = new URL('../../../locales/', import.meta.url);
const languages = readdirSync(LOCALES).filter((name) => /^[a-z]{2}$/.test(name));
const translatorOf = (language: string) => {
  const bundle = JSON.parse(readFileSync(new URL(`${language}/checkout.json`, LOCALES), 'utf8')) as { methods: Record<string, string> };
  return (key: string) => bundle.methods[key.replace(/^methods\./, '')] ?? key;
};

describe('payment method names', () => {
  it('exist for every method in all 21 languages, as names without the provider\'s closing full stop', () => {
    expect(languages).toHaveLength(21);
    for (const language of languages) {
      const t = translatorOf(language);
      for (const id of [...PROVIDER_PAYMENT_METHODS, 'bank-transfer', 'cash-on-delivery']) {
        const name = paymentMethodName(t, id, 'Provider label.');
        expect(name, `${language} ${id}`).not.toBe(`methods.${id}`);
        expect(name, `${language} ${id}`).not.toMatch(/\.$/);
      }
    }
  });

  it('are the shop\'s, not the provider\'s English labels: "Pay later with Klarna." reads in German', () => {
    const de = translatorOf('de');
    expect(paymentMethodName(de, 'klarna', 'Pay later with Klarna.')).toBe('Später bezahlen mit Klarna');
    expect(paymentMethodSite(de, 'klarna', 'Pay later with Klarna.')).toBe('Klarna');
    // A method the shop does not know yet keeps the provider's name, without its full stop.
    expect(paymentMethodName(de, 'blik', 'BLIK.')).toBe('BLIK');
    expect(paymentMethodSite(de, 'blik', 'BLIK.')).toBe('BLIK');
  });
});

describe('the variable symbol of a bank transfer (decision 087)', () => {
  it('is the order number\'s last ten digits: digits only, at most ten', () => {
    expect(variableSymbolOf('NS261127270749')).toBe('1127270749');
    expect(variableSymbolOf('261127270749')).toBe('1127270749');
    expect(variableSymbolOf('NS1000043')).toBe('1000043');
  });
});

describe('a colon after a label', () => {
  it('is spaced off with a no-break space in French (fr-CH, fr-FR, fr), not elsewhere', () => {
    expect(withColon('Prix unitaire', 'fr-CH')).toBe('Prix unitaire\u00a0:');
    expect(withColon('Prix unitaire', 'fr')).toBe('Prix unitaire\u00a0:');
    expect(withColon('Stückpreis', 'de-CH')).toBe('Stückpreis:');
  });
});
