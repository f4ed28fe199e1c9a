import { describe, expect, it } from 'vitest';
import {
  availablePaymentMethods, cashOnDeliveryFee, COUNTRY_CODES, getMarket, isBankTransferAvailable, isCashOnDeliveryAvailable, parsePaymentMethodList,
  PAYPAL_CONFIGURATION_ERROR, type CountryCode, type PaymentCart, type ProviderMethodOffer,
} from '~/markets';
import { specAmounts, specList } from './spec-text';

// checkout-payments-support §5 and §9, quoted.
const SPEC_COD_MAX =
  'SK 2500, IE 1500, DE 1500, PT 1000, IT 999.99, FR 1000, HU 499999, CZ 60000, AT 1500, NO 1500, NL 1500, CH 3500, BE 3000, DK 20000, SE 3000, ES 1000, GB 2500, FI 1500, PL 6000, RO 10000, LT 4500, SI 4500, BG 8900, GR 499, HR 4500';
const SPEC_COD_ITEM_LIMIT_ONE = 'SK, IT, HU, CZ, PL, HR';
const SPEC_FREIGHT_COD = 'SK, HU, CZ, PL';
const SPEC_BANK_DISABLED = 'IE, NL, SE, GB, RO, LT, SI, BG, GR, HR';
const SPEC_MAX_ITEMS_BANK_AND_CASH = 20;
const SPEC_METHOD_IDS = 'scheme, paypal, klarna_account, ratepay, onlineBanking_PL, ideal, klarna, klarna_b2b, applepay, googlepay, multibanco, twint, mobilepay';
const SPEC_WALLETS = 'googlepay, applepay';

const cart = (overrides: Partial<PaymentCart> = {}): PaymentCart => ({
  itemCount: 1, shippedLineCount: 1, shipping: 'parcel', totalCentAmount: 10_000, vatRate: 0.2, ...overrides,
});
const everyMethod: ProviderMethodOffer[] = specList(SPEC_METHOD_IDS).map((type) => ({
  type, name: type, ...(type === 'paypal' ? { configuration: { merchantId: 'M', intent: 'capture' } } : {}),
}));
const offer = (country: CountryCode, options: { clientType?: 'PRIVATE' | 'COMPANY'; cart?: Partial<PaymentCart>; provider?: ProviderMethodOffer[]; excluded?: string[] } = {}) =>
  availablePaymentMethods({
    country,
    rules: getMarket(country).rules,
    clientType: options.clientType ?? 'PRIVATE',
    cart: cart(options.cart),
    providerMethods: options.provider ?? everyMethod,
    companyExcludedMethods: options.excluded ?? [],
  });
const ids = (choice: ReturnType<typeof offer>) => choice.methods.map((method) => method.id);

describe('bank transfer', () => {
  it(`is offered everywhere except ${SPEC_BANK_DISABLED}, for at most ${SPEC_MAX_ITEMS_BANK_AND_CASH} items`, () => {
    const disabled = specList(SPEC_BANK_DISABLED);
    for (const country of COUNTRY_CODES) {
      const rules = getMarket(country).rules;
      expect(isBankTransferAvailable(rules, { itemCount: SPEC_MAX_ITEMS_BANK_AND_CASH }), country).toBe(!disabled.includes(country));
      expect(isBankTransferAvailable(rules, { itemCount: SPEC_MAX_ITEMS_BANK_AND_CASH + 1 }), country).toBe(false);
    }
  });
});

describe('cash on delivery', () => {
  it('is offered up to the maximum order value of each country, not a cent above', () => {
    const table = specAmounts(SPEC_COD_MAX);
    for (const country of COUNTRY_CODES) {
      const rules = getMarket(country).rules;
      const max = Math.round(table[country] * 100);
      expect(isCashOnDeliveryAvailable(rules, cart({ totalCentAmount: max })), country).toBe(true);
      expect(isCashOnDeliveryAvailable(rules, cart({ totalCentAmount: max + 1 })), country).toBe(false);
    }
  });

  it(`takes freight only in ${SPEC_FREIGHT_COD}`, () => {
    const freight = specList(SPEC_FREIGHT_COD);
    for (const country of COUNTRY_CODES) {
      expect(isCashOnDeliveryAvailable(getMarket(country).rules, cart({ shipping: 'freight' })), country).toBe(freight.includes(country));
    }
  });

  it(`allows one shipped line in ${SPEC_COD_ITEM_LIMIT_ONE} and any number elsewhere, at most ${SPEC_MAX_ITEMS_BANK_AND_CASH} items`, () => {
    const limited = specList(SPEC_COD_ITEM_LIMIT_ONE);
    for (const country of COUNTRY_CODES) {
      const rules = getMarket(country).rules;
      expect(isCashOnDeliveryAvailable(rules, cart({ shippedLineCount: 2, itemCount: 2 })), country).toBe(!limited.includes(country));
      expect(isCashOnDeliveryAvailable(rules, cart({ shippedLineCount: 1, itemCount: SPEC_MAX_ITEMS_BANK_AND_CASH })), country).toBe(true);
      expect(isCashOnDeliveryAvailable(rules, cart({ shippedLineCount: 1, itemCount: SPEC_MAX_ITEMS_BANK_AND_CASH + 1 })), country).toBe(false);
    }
  });

  it('shows its fee with the VAT of the cart', () => {
    expect(cashOnDeliveryFee('SK', 'EUR', 0.23)).toMatchObject({
      gross: { centAmount: 290, currencyCode: 'EUR' }, net: { centAmount: 236 }, vat: { centAmount: 54 }, vatPercent: 23,
    });
    expect(cashOnDeliveryFee('HU', 'HUF', 0.27)).toMatchObject({ gross: { centAmount: 99_000 }, net: { centAmount: 77_953 }, vat: { centAmount: 21_047 }, vatPercent: 27 });
    expect(cashOnDeliveryFee('CZ', 'CZK', 0)).toMatchObject({ gross: { centAmount: 3_900 }, net: { centAmount: 3_900 }, vat: { centAmount: 0 } });
    const cod = offer('SK').methods.find((method) => method.id === 'cash-on-delivery');
    expect(cod).toMatchObject({ kind: 'cash-on-delivery', fee: { gross: { centAmount: 290 }, vatPercent: 20 } });
  });
});

describe('provider methods', () => {
  it('offers only what the provider answered, in the spec order, card first and the default', () => {
    const choice = offer('NL', { provider: [{ type: 'ideal' }, { type: 'scheme' }, { type: 'sepadirectdebit' }] });
    expect(ids(choice)).toEqual(['scheme', 'ideal', 'cash-on-delivery']);
    expect(choice.defaultMethod).toBe('scheme');
  });

  it('keeps company buyers from the configured list and private buyers from Billie', () => {
    const excluded = parsePaymentMethodList('klarna, klarna_account,ratepay');
    const company = ids(offer('DE', { clientType: 'COMPANY', excluded }));
    expect(company).toContain('klarna_b2b');
    for (const type of excluded) expect(company).not.toContain(type);
    const personal = ids(offer('DE', { clientType: 'PRIVATE', excluded }));
    expect(personal).not.toContain('klarna_b2b');
    expect(personal).toEqual(expect.arrayContaining(['klarna', 'klarna_account', 'ratepay']));
  });

  it(`flags the wallets (${SPEC_WALLETS}) as needing script, and nothing else`, () => {
    const wallets = specList(SPEC_WALLETS);
    for (const method of offer('DE').methods) expect(method.requiresScript, method.id).toBe(wallets.includes(method.id));
  });

  it("drops PayPal without merchant id and intent and reports 'Required paypal configuration not provided.'", () => {
    const choice = offer('SK', { provider: [{ type: 'scheme' }, { type: 'paypal', configuration: { intent: 'capture' } }] });
    expect(ids(choice)).not.toContain('paypal');
    expect(choice.problems).toEqual([PAYPAL_CONFIGURATION_ERROR]);
    expect(PAYPAL_CONFIGURATION_ERROR).toBe('Required paypal configuration not provided.');
  });

  it('defaults to a method that works without script when the card is missing', () => {
    expect(offer('GB', { provider: [{ type: 'googlepay' }, { type: 'paypal', configuration: { merchantId: 'M', intent: 'capture' } }] }).defaultMethod).toBe('paypal');
    expect(offer('GB', { provider: [{ type: 'applepay' }], cart: { totalCentAmount: 10_000_000 } })).toMatchObject({ defaultMethod: null });
  });

  it('puts bank transfer and cash on delivery after the provider methods', () => {
    expect(ids(offer('SK')).slice(-2)).toEqual(['bank-transfer', 'cash-on-delivery']);
    expect(ids(offer('GB'))).not.toContain('bank-transfer');
  });
});
