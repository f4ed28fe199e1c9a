import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_NAMES, fillPlaceholders, formatContentAmount, placeholderValues, placeholdersIn } from '~/content/placeholders';
import { DEFAULT_SELLER, MARKETS, getMarket, moneyFromMajor } from '~/markets';
import { plainSpaces } from './helpers';

describe('placeholder values', () => {
  it('formats the free-shipping threshold and fees with the store currency and locale', () => {
    const cz = placeholderValues(getMarket('CZ'), 'cs');
    expect(plainSpaces(cz.freeShippingThreshold)).toBe('1 399 Kč');
    expect(plainSpaces(cz.parcelFee)).toBe('46 Kč');
    const hu = placeholderValues(getMarket('HU'), 'hu');
    expect(plainSpaces(hu.freeShippingThreshold)).toBe('22 099 Ft');
    expect(plainSpaces(hu.freightFee)).toBe('7481 Ft');
    expect(placeholderValues(getMarket('GB'), 'en').freeShippingThreshold).toBe('£52');
    expect(plainSpaces(placeholderValues(getMarket('SK'), 'sk').parcelFee)).toBe('1,95 €');
    expect(plainSpaces(placeholderValues(getMarket('FR'), 'fr').freightFee)).toBe('39,95 €');
    expect(plainSpaces(placeholderValues(getMarket('CH'), 'de').freeShippingThreshold)).toBe('CHF 59');
    expect(plainSpaces(placeholderValues(getMarket('CH'), 'fr').freeShippingThreshold)).toBe('59 CHF');
  });

  it('prints decimals only when the amount has them', () => {
    expect(formatContentAmount(moneyFromMajor(999.99, 'EUR'), 'it-IT')).toBe('999,99\u00a0€');
    expect(formatContentAmount(moneyFromMajor(1000, 'EUR'), 'pt-PT')).toBe('1000\u00a0€');
    expect(formatContentAmount(moneyFromMajor(3.9, 'BGN'), 'bg-BG')).toBe('3,90\u00a0лв.');
  });

  it('takes contact, bank and company data from the store, in the page language', () => {
    const be = placeholderValues(getMarket('BE'), 'fr');
    expect(be.storeEmail).toBe('service@protools-direct.be');
    expect(be.storeCountry).toBe('Belgique');
    expect(be.openingHours).toBe('lun.–ven. 8h00–17h00');
    expect(be.bankIban).toBe('BE07 7340 5423 1288');
    // One seller everywhere (decision 120): its seat, register and name as every store's account holder.
    expect(be.companyAddress).toBe('Friedrichstraße 68, 10117 Berlin, Allemagne');
    expect(be.companyName).toBe('ProTools Direct GmbH');
    expect(be.bankAccountOwner).toBe(be.companyName);
    expect(be.companyVatId).toBe('DE123456789');
    expect(be.companyRegister).toBe('Amtsgericht Charlottenburg, HRB 234567 B');
    const configured = placeholderValues(getMarket('BE'), 'fr', { ...DEFAULT_SELLER, legalName: 'Outils Dupont SA', country: 'BE', street: 'Rue Neuve 1', postalCode: '1000', city: 'Bruxelles', vatId: 'BE0123456789' });
    expect([configured.companyName, configured.bankAccountOwner, configured.companyAddress]).toEqual(['Outils Dupont SA', 'Outils Dupont SA', 'Rue Neuve 1, 1000 Bruxelles, Belgique']);
    expect(placeholderValues(getMarket('BE'), 'nl').storeCountry).toBe('België');
    expect(placeholderValues(getMarket('PL'), 'pl').currencyName).toBe('złoty polski');
  });

  it('has a non-empty value for every name in every store language', () => {
    for (const market of MARKETS) {
      for (const language of market.languages) {
        const values = placeholderValues(market, language);
        expect(Object.keys(values).sort()).toEqual([...PLACEHOLDER_NAMES].sort());
        for (const name of PLACEHOLDER_NAMES) expect(values[name], `${market.country}/${language} ${name}`).not.toBe('');
      }
    }
  });
});

describe('fillPlaceholders', () => {
  const values = placeholderValues(getMarket('SK'), 'sk');

  it('replaces known names, allowing spaces inside the braces', () => {
    expect(fillPlaceholders('Píšte na {{storeEmail}} alebo {{ storePhone }}.', values)).toBe('Píšte na service@protools-direct.sk alebo 02 3210 5400.');
  });

  it('renders unknown names as nothing and reports them', () => {
    const unknown: string[] = [];
    expect(fillPlaceholders('a{{secret}}b{{constructor}}c', values, { onUnknown: (name) => unknown.push(name) })).toBe('abc');
    expect(unknown).toEqual(['secret', 'constructor']);
  });

  it('escapes values for HTML only when asked', () => {
    const tricky = { ...values, companyName: `A & B <i>"x"</i> d'Or` };
    expect(fillPlaceholders('{{companyName}}', tricky)).toBe(`A & B <i>"x"</i> d'Or`);
    // Safe in text and in an attribute value in either quotes.
    expect(fillPlaceholders('{{companyName}}', tricky, { html: true })).toBe('A &amp; B &lt;i&gt;&quot;x&quot;&lt;/i&gt; d&apos;Or');
  });

  it('finds the names a text uses', () => {
    expect(placeholdersIn('{{a}} {b} {{ c }} {{d-e}}')).toEqual(['a', 'c']);
  });
});
