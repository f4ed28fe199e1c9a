import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, MARKETS, getMarket, type CountryCode, type Market } from '~/markets';
import { specAmounts, specList, specTriple } from './spec-text';

// Each constant below quotes the specification (storefront-core §5/§6/§9, checkout-payments-support §5/§9).
const SPEC_CHECKOUT_DISABLED = 'IE, SI, LT, GR, BG and RO';
const SPEC_QUICK_ADD_RESTRICTED = 'AT and DE';
const SPEC_COD_MAX =
  'SK 2500, IE 1500, DE 1500, PT 1000, IT 999.99, FR 1000, HU 499999, CZ 60000, AT 1500, NO 1500, NL 1500, CH 3500, BE 3000, DK 20000, SE 3000, ES 1000, GB 2500, FI 1500, PL 6000, RO 10000, LT 4500, SI 4500, BG 8900, GR 499, HR 4500';
const SPEC_COD_ITEM_LIMIT_ONE = 'SK, IT, HU, CZ, PL, HR';
const SPEC_FREIGHT_COD = 'SK, HU, CZ, PL';
const SPEC_BANK_DISABLED = 'IE, NL, SE, GB, RO, LT, SI, BG, GR, HR';
const SPEC_MANUAL_TRANSLATION = 'IE, DE, AT, GB, PL';
const SPEC_PAY_LATER = 'DE, FR, NL';
const SPEC_DEFAULT_SHIPPING = 'Default 59 / 1.95 / 9.95';
const SPEC_DEFAULT_SHIPPING_COUNTRIES = 'SK, IE, DE, PT, IT, AT, NL, BE, ES, FI, LT, SI, GR, HR and CH';
const SPEC_SHIPPING_EXCEPTIONS =
  'FR 59 / 6.95 / 39.95; HU 22099 / 1481 / 7481; CZ 1399 / 46 / 235; NO 689 / 23 / 116; DK 439 / 15 / 74; SE 659 / 22 / 111; GB 52 / 1.95 / 9.95; PL 269 / 9 / 45; RO 289 / 10 / 49; BG 115 / 3.95 / 19.95';
const SPEC_LOW_STOCK_DEFAULT = 'Default 1000 / 250';
const SPEC_LOW_STOCK_EXCEPTIONS =
  'GB 870 / 217.5; DK 7450 / 1862.5; SE 11200 / 2800; NO 11700 / 2925; CH 980 / 245; CZ 23600 / 5900; PL 4550 / 1137.5; HU 375000 / 93750; RO 4940 / 1235; BG 1950 / 487.5';
const SPEC_STREET_NUMBER_OFF = 'CZ, PL and RO';
const SPEC_PRICE_DISCLAIMER = 'AT, BE, BG, CZ, DE, DK, ES, FI, FR, GR, HR, HU, IE, IT, LT, NL, PL, PT, RO, SE, SI, SK';
const SPEC_NEWSLETTER_OPTIONAL = 'HU, PL';
const SPEC_NEW_TRUST = 'DE, PL';
const SPEC_REVIEW_CONSENT = 'CZ';
const SPEC_NATIVE_ROUTING_PRODUCTION = 'LT';
const SPEC_REVIEW_WIDGET_LANGUAGES = 'de, en, es, fi, fr, it, nl, pt, pl, nb, da, sv';

/** The countries whose market satisfies the predicate, in COUNTRY_CODES order. */
function countriesWhere(predicate: (market: Market) => boolean): string[] {
  return MARKETS.filter(predicate).map((market) => market.country);
}

/** The spec's list put into COUNTRY_CODES order, for an order-free comparison. */
function inCountryOrder(text: string): string[] {
  const listed = specList(text);
  return COUNTRY_CODES.filter((country) => listed.includes(country));
}

describe('checkout and cart rules', () => {
  it('disables checkout in IE, SI, LT, GR, BG and RO only', () => {
    expect(countriesWhere((m) => !m.rules.checkoutEnabled)).toEqual(inCountryOrder(SPEC_CHECKOUT_DISABLED));
  });

  it('restricts quick add to cart in AT and DE only', () => {
    expect(countriesWhere((m) => m.rules.quickAddToCartRestricted)).toEqual(inCountryOrder(SPEC_QUICK_ADD_RESTRICTED));
  });

  it('limits bank and cash payments to 20 items everywhere', () => {
    expect(new Set(MARKETS.map((m) => m.rules.maxItemsForBankAndCash))).toEqual(new Set([20]));
  });
});

describe('cash on delivery', () => {
  it('has the maximum order value of the spec table, in major and minor units of the local currency', () => {
    const table = specAmounts(SPEC_COD_MAX);
    expect(Object.keys(table).sort()).toEqual([...COUNTRY_CODES].sort());
    for (const market of MARKETS) {
      const max = market.rules.cashOnDelivery.maxOrderValue;
      expect(max.amount, market.country).toBe(table[market.country]);
      expect(max.centAmount, market.country).toBe(Math.round(table[market.country] * 100));
      expect(max.currencyCode).toBe(market.currency);
      expect(max.fractionDigits).toBe(2);
    }
  });

  it('keeps IT 999.99 exact', () => {
    const max = getMarket('IT').rules.cashOnDelivery.maxOrderValue;
    expect(max.centAmount).toBe(99999);
    expect(max.amount).toBe(999.99);
    expect(Number.isInteger(max.centAmount)).toBe(true);
  });

  it('has an item limit of 1 for SK, IT, HU, CZ, PL, HR and 0 for all others', () => {
    const ones = specList(SPEC_COD_ITEM_LIMIT_ONE);
    for (const market of MARKETS) {
      expect(market.rules.cashOnDelivery.itemLimit, market.country).toBe(ones.includes(market.country) ? 1 : 0);
    }
  });

  it('allows cash on delivery for freight only in SK, HU, CZ, PL', () => {
    expect(countriesWhere((m) => m.rules.cashOnDelivery.freightAllowed)).toEqual(inCountryOrder(SPEC_FREIGHT_COD));
  });
});

describe('payment rules', () => {
  it('enables bank payment in all countries except IE, NL, SE, GB, RO, LT, SI, BG, GR, HR', () => {
    const disabled = specList(SPEC_BANK_DISABLED);
    expect(countriesWhere((m) => m.rules.bankTransferEnabled)).toEqual(COUNTRY_CODES.filter((c) => !disabled.includes(c)));
  });

  it('shows pay-later billing info in DE, FR, NL', () => {
    expect(countriesWhere((m) => m.rules.payLaterBillingInfo)).toEqual(inCountryOrder(SPEC_PAY_LATER));
  });
});

describe('shipping fees (free-shipping threshold / parcel fee / freight fee)', () => {
  const asTriple = (market: Market) => [
    market.rules.shipping.freeShippingThreshold.amount,
    market.rules.shipping.parcelFee.amount,
    market.rules.shipping.freightFee.amount,
  ];

  it('uses the default for the listed countries and the exceptions elsewhere, covering all 25', () => {
    const [, defaults] = specTriple(SPEC_DEFAULT_SHIPPING);
    const exceptions = Object.fromEntries(SPEC_SHIPPING_EXCEPTIONS.split(';').map(specTriple));
    const defaultCountries = specList(SPEC_DEFAULT_SHIPPING_COUNTRIES);
    expect([...defaultCountries, ...Object.keys(exceptions)].sort()).toEqual([...COUNTRY_CODES].sort());
    for (const market of MARKETS) {
      const expected = defaultCountries.includes(market.country) ? defaults : exceptions[market.country];
      expect(asTriple(market), market.country).toEqual(expected);
    }
  });

  it('stores the fees in cents of the local currency', () => {
    const { shipping } = getMarket('HU').rules;
    expect([shipping.freeShippingThreshold.centAmount, shipping.parcelFee.centAmount, shipping.freightFee.centAmount]).toEqual([2209900, 148100, 748100]);
    expect(shipping.parcelFee.currencyCode).toBe('HUF');
    expect(getMarket('BG').rules.shipping.parcelFee.centAmount).toBe(395);
  });
});

describe('low-stock boundaries (high / low)', () => {
  it('uses 1000 / 250 by default and the spec exceptions', () => {
    const [, defaults] = specTriple(SPEC_LOW_STOCK_DEFAULT);
    const exceptions = Object.fromEntries(SPEC_LOW_STOCK_EXCEPTIONS.split(';').map(specTriple));
    for (const market of MARKETS) {
      const { high, low } = market.rules.lowStockBoundaries;
      expect([high.amount, low.amount], market.country).toEqual(exceptions[market.country] ?? defaults);
    }
    expect(getMarket('GB').rules.lowStockBoundaries.low.centAmount).toBe(21750);
  });
});

describe('feature rules', () => {
  const cases: [string, (m: Market) => boolean, string][] = [
    ['street-number validation is off', (m) => !m.rules.streetNumberValidation, SPEC_STREET_NUMBER_OFF],
    ['price disclaimer', (m) => m.rules.priceDisclaimer, SPEC_PRICE_DISCLAIMER],
    ['review consent', (m) => m.rules.reviewConsent, SPEC_REVIEW_CONSENT],
    ['newsletter optional', (m) => m.rules.newsletterOptional, SPEC_NEWSLETTER_OPTIONAL],
    ['manual translation', (m) => m.rules.manualTranslation, SPEC_MANUAL_TRANSLATION],
    ['new trust features', (m) => m.rules.newTrustFeatures, SPEC_NEW_TRUST],
    ['native routing in production', (m) => m.rules.nativeRouting.production, SPEC_NATIVE_ROUTING_PRODUCTION],
    ['Czech price-comparison review widget', (m) => m.rules.reviewWidget.priceComparisonWidget, 'CZ'],
  ];

  it.each(cases)('%s exactly where the spec says', (_name, predicate, specCountries) => {
    expect(countriesWhere(predicate)).toEqual(inCountryOrder(specCountries));
  });

  it('keeps native routing off everywhere locally', () => {
    expect(countriesWhere((m) => m.rules.nativeRouting.local)).toEqual([]);
  });

  it('enables Google address validation and company-as-default in no country', () => {
    expect(countriesWhere((m) => m.rules.addressValidation)).toEqual([]);
    expect(countriesWhere((m) => m.rules.defaultClientType === 'COMPANY')).toEqual([]);
  });

  it('offers the review widget in the store languages of the spec list', () => {
    const widgetLanguages = specList(SPEC_REVIEW_WIDGET_LANGUAGES);
    for (const market of MARKETS) {
      expect(market.rules.reviewWidget.languages, market.country).toEqual(market.languages.filter((l) => widgetLanguages.includes(l)));
    }
    expect(getMarket('CH').rules.reviewWidget.languages).toEqual(['de', 'fr', 'it']);
    expect(getMarket('SK').rules.reviewWidget.languages).toEqual([]);
  });

  it('autocompletes town/sublocality/administrative-area for SK and CZ, town/locality/administrative-area elsewhere', () => {
    for (const market of MARKETS) {
      const middle = market.country === 'SK' || market.country === 'CZ' ? 'sublocality' : 'locality';
      expect(market.rules.addressAutocompleteFields, market.country).toEqual(['town', middle, 'administrative-area']);
    }
  });

  it('numbers orders without the NS prefix in CZ only (spec §9, decision 123)', () => {
    expect(countriesWhere((m) => m.rules.orderNumberPrefix !== 'NS')).toEqual(['CZ']);
    expect(getMarket('CZ').rules.orderNumberPrefix).toBe('');
  });

  it('gives every market a postal code rule', () => {
    const withoutRule: CountryCode[] = COUNTRY_CODES.filter((c) => getMarket(c).rules.postalCodePattern === undefined);
    expect(withoutRule).toEqual([]);
  });
});
