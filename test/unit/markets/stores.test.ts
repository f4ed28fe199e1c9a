import { describe, expect, it } from 'vitest';
import {
  COD_FEE_TITLE_BY_LANGUAGE, COUNTRY_CODES, MARKETS, OPENING_HOURS_BY_LANGUAGE, getMarket, isStoreLanguage,
  isValidIban, marketByStoreKey, reverseChargeApplies, storeFlagsFor, storeText, type CountryCode,
} from '~/markets';

// Quoted from the brief, "Markets".
const BRIEF_LANGUAGES =
  'AT de · BE nl, fr · BG bg · CH de, fr, it · CZ cs · DE de · DK da · ES es · FI fi · FR fr · GB en · GR el · HR hr · HU hu · IE en · IT it · LT lt · NL nl · NO nb · PL pl · PT pt · RO ro · SE sv · SK sk · SI sl';
const BRIEF_CURRENCIES =
  'EUR for AT, BE, DE, ES, FI, FR, GR, HR, IE, IT, LT, NL, PT, SI, SK; BGN BG, CHF CH, CZK CZ, DKK DK, GBP GB, HUF HU, NOK NO, PLN PL, RON RO, SEK SE';

function briefLanguages(): Record<string, string[]> {
  return Object.fromEntries(
    BRIEF_LANGUAGES.split('·').map((entry) => {
      const [country, ...languages] = entry.trim().split(/[\s,]+/);
      return [country, languages];
    }),
  );
}

function briefCurrencies(): Record<string, string> {
  const [euroPart, ...others] = BRIEF_CURRENCIES.split(/;\s*|,\s*(?=[A-Z]{3} )/);
  const euroCountries = euroPart.replace('EUR for ', '').split(/,\s*/);
  return {
    ...Object.fromEntries(euroCountries.map((country) => [country, 'EUR'])),
    ...Object.fromEntries(others.map((entry) => entry.trim().split(' ').reverse())),
  };
}

describe('store languages and currencies', () => {
  it('match the brief for every store, default language first', () => {
    const languages = briefLanguages();
    const currencies = briefCurrencies();
    expect(Object.keys(languages).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(Object.keys(currencies).sort()).toEqual([...COUNTRY_CODES].sort());
    for (const market of MARKETS) {
      expect(market.languages, market.country).toEqual(languages[market.country]);
      expect(market.defaultLanguage).toBe(languages[market.country][0]);
      expect(market.currency, market.country).toBe(currencies[market.country]);
      expect(market.fractionDigits).toBe(2);
    }
  });

  it('derives store key, locales, search indexes and fallbacks from country and languages', () => {
    const swiss = getMarket('CH');
    expect(swiss.storeKey).toBe('ch');
    expect(swiss.locales).toEqual(['de-CH', 'fr-CH', 'it-CH']);
    expect(swiss.defaultLocale).toBe('de-CH');
    expect(swiss.searchIndexes).toEqual({ de: 'prod.de-CH', fr: 'prod.fr-CH', it: 'prod.it-CH' });
    expect(swiss.languageFallbacks.it).toEqual(['it-CH', 'it-IT', 'it']);
    expect(getMarket('SK').isDefault).toBe(true);
    expect(MARKETS.filter((market) => market.isDefault).map((market) => market.country)).toEqual(['SK']);
  });

  it('looks markets up by country and store key', () => {
    expect(MARKETS.map((market) => market.country)).toEqual(COUNTRY_CODES);
    expect(getMarket('BE').country).toBe('BE');
    expect(marketByStoreKey('cz')?.country).toBe('CZ');
    expect(marketByStoreKey('CZ')).toBeUndefined();
    expect(marketByStoreKey('xx')).toBeUndefined();
    expect(() => getMarket('XX' as CountryCode)).toThrow(/Unknown market/);
  });

  it('tells store languages from other languages', () => {
    expect(isStoreLanguage(getMarket('BE'), 'fr')).toBe(true);
    expect(isStoreLanguage(getMarket('BE'), 'de')).toBe(false);
    expect(isStoreLanguage(getMarket('FR'), 'drills')).toBe(false);
  });

  it('is immutable', () => {
    const market = getMarket('SK');
    expect(Object.isFrozen(market)).toBe(true);
    expect(Object.isFrozen(market.rules.cashOnDelivery.maxOrderValue)).toBe(true);
    expect(Object.isFrozen(market.languages)).toBe(true);
    expect(() => {
      (market as { currency: string }).currency = 'USD';
    }).toThrow(TypeError);
  });
});

describe('seed store data', () => {
  it('has a label, e-mail on the store domain, phone and top-level domain per store', () => {
    for (const market of MARKETS) {
      expect(market.label.length, market.country).toBeGreaterThan(2);
      expect(market.email).toBe(`service@protools-direct.${market.topLevelDomain}`);
      expect(market.phone).toMatch(/^[0-9][0-9 ()-]{6,}[0-9]$/);
    }
    expect(getMarket('GB').topLevelDomain).toBe('co.uk');
    expect(getMarket('SK').topLevelDomain).toBe('sk');
    expect(getMarket('SK').label).toBe('Slovensko');
    expect(getMarket('DE').label).toBe('Deutschland');
  });

  it('has opening hours and a cash-on-delivery fee title in every store language and no other', () => {
    for (const market of MARKETS) {
      expect(Object.keys(market.openingHours), market.country).toEqual(market.languages);
      expect(Object.keys(market.cashOnDeliveryFeeTitle), market.country).toEqual(market.languages);
    }
    expect(getMarket('SK').openingHours.sk).toBe('Po–Pi 8:00–17:00');
    expect(getMarket('CH').cashOnDeliveryFeeTitle.fr).toBe('Frais de paiement à la livraison');
    expect(new Set(Object.values(OPENING_HOURS_BY_LANGUAGE)).size).toBeGreaterThan(15);
    expect(new Set(Object.values(COD_FEE_TITLE_BY_LANGUAGE)).size).toBe(21);
  });

  it('falls back to the default language for store texts', () => {
    const belgium = getMarket('BE');
    expect(storeText(belgium, belgium.openingHours, 'fr')).toBe('lun.–ven. 8h00–17h00');
    expect(storeText(belgium, belgium.openingHours, 'de')).toBe('ma–vr 8.00–17.00 uur');
  });

  it('has bank details with a valid IBAN of its own country', () => {
    for (const market of MARKETS) {
      const { iban, bic, institute } = market.bankDetails;
      expect(isValidIban(iban), `${market.country} ${iban}`).toBe(true);
      expect(iban.slice(0, 2)).toBe(market.country);
      // BIC: bank code, country code, location, optional branch.
      expect(bic).toMatch(new RegExp(`^[A-Z]{4}${market.country}[A-Z0-9]{2}([A-Z0-9]{3})?$`));
      expect(institute).not.toBe('');
    }
  });
});

describe('store flag defaults', () => {
  const where = (flag: keyof (typeof MARKETS)[number]['flags']) =>
    MARKETS.filter((market) => market.flags[flag]).map((market) => market.country);

  it('sells extra guarantees and loyalty discounts only where checkout exists', () => {
    const withCheckout = MARKETS.filter((market) => market.rules.checkoutEnabled).map((market) => market.country);
    expect(where('extraGuaranteeSale')).toEqual(withCheckout);
    expect(where('loyaltyDiscount')).toEqual(withCheckout);
  });

  it('validates VAT in every EU store with checkout (decision 041), and reverse-charges (NET) all but the seller\'s own (decision 085)', () => {
    const expected = ['AT', 'BE', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'HR', 'HU', 'IT', 'NL', 'PL', 'PT', 'SE', 'SK'];
    expect(where('vatValidation')).toEqual(expected);
    expect(where('changeTaxRate')).toEqual(expected.filter((country) => country !== 'DE'));
  });

  it('follows the configured seller\'s country: its own store charges companies VAT, the other EU stores go NET', () => {
    const at = getMarket('AT');
    const de = getMarket('DE');
    expect(storeFlagsFor(at, 'AT').changeTaxRate).toBe(false);
    expect(storeFlagsFor(de, 'AT').changeTaxRate).toBe(true);
    expect(storeFlagsFor(at, 'AT').vatValidation).toBe(true);
    expect(reverseChargeApplies('SK', 'DE')).toBe(true);
    expect(reverseChargeApplies('DE', 'DE')).toBe(false);
    // Outside the EU there is no reverse charge from an EU seller.
    expect(reverseChargeApplies('CH', 'DE')).toBe(false);
    expect(storeFlagsFor(getMarket('CH'), 'DE').changeTaxRate).toBe(false);
  });

  it('keeps address autocomplete off, complementary products on, and the review widget where it speaks a store language', () => {
    expect(where('addressAutocomplete')).toEqual([]);
    expect(where('complementaryProducts')).toEqual(COUNTRY_CODES);
    expect(where('reviewWidget')).not.toContain('SK');
    expect(where('reviewWidget')).toContain('CZ');
    expect(where('reviewWidget')).toContain('BE');
    expect(where('reviewScoreInHeader')).toEqual(where('reviewWidget'));
  });
});
