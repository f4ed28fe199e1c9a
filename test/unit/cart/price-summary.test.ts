import type { CartDiscount, CustomLineItem, DiscountCode, LineItem } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { priceSummary, roundSummands, type PriceSummary } from '~/cart/rules/price-summary';
import { COD_FEE_SLUG } from '~/checkout/payment-cart';
import { formatMoney } from '~/commerce/money';
import { money } from '../../../server/commerce-backend/pricing/money.ts';
import { priceCart } from '../../../server/commerce-backend/pricing/price-cart.ts';
import { buildCartDiscounts, buildDiscountCodes } from '../../../server/commerce-backend/seed/data/discounts.ts';
import { NOW, address, cart, lineItem, parcel, price, pricingData, product, shippingInfoFor, taxRate } from '../commerce-backend/pricing-fixtures.ts';

// The shared summary (issue 36 item 1, decision 118) of carts priced by the embedded backend with the seeded
// codes: lines at their price before the code, the discount as a line of its own, shipping and fee as charged.

const cartDiscounts = buildCartDiscounts()
  .filter((draft) => draft.key?.startsWith('code-'))
  .map((draft) => ({ ...draft, id: draft.key, version: 1, createdAt: NOW, lastModifiedAt: NOW, references: [], stores: [] }) as unknown as CartDiscount);
const codes = buildDiscountCodes().map((draft) => ({
  ...draft, id: draft.code, version: 1, createdAt: NOW, lastModifiedAt: NOW, references: [], groups: [],
  cartDiscounts: draft.cartDiscounts.map((ref) => ({ typeId: 'cart-discount', id: ref.key })),
}) as unknown as DiscountCode);

const sander = product('sander', [price(15699, 'EUR'), price(390000, 'CZK'), price(4399000, 'HUF')]);
const wrench = product('wrench', [price(8799, 'EUR'), price(212300, 'CZK'), price(3199000, 'HUF')]);
const torch = product('torch', [price(99900, 'CZK')]);
const guarantee = product('guarantee', [price(0, 'EUR'), price(0, 'CZK'), price(0, 'HUF')]);
(guarantee.masterData.current.masterVariant as { sku?: string }).sku = '4100010';
const shipping = parcel([
  { country: 'SK', currency: 'EUR', fee: 195, freeAbove: 5900 },
  { country: 'AT', currency: 'EUR', fee: 195, freeAbove: 5900 },
  { country: 'CZ', currency: 'CZK', fee: 4600, freeAbove: 139900 },
  { country: 'HU', currency: 'HUF', fee: 148100, freeAbove: 2209900 },
]);
const data = pricingData({
  products: [sander, wrench, torch, guarantee],
  cartDiscounts,
  discountCodes: new Map(codes.map((code) => [code.id, code])),
  shippingMethods: new Map([[shipping.method.id, shipping.method]]),
  zones: shipping.zones,
});
const NAMES = new Map([['code-welcome10', 'Uvítacia zľava 10 %'], ['code-save20', 'Pevná zľava']]);
const FEE = { slug: COD_FEE_SLUG, title: 'Dobierka' };

const zeroRate = (country: string) => taxRate(country, 0, 'Reverse charge', false);

/** A guarantee line as the cart adds it: an external price (its rate of the product's price), the parent's SKU. */
function guaranteeLine(cents: number, currency: string, parentSku: string, net?: string): LineItem {
  return lineItem(guarantee, 1, {
    id: `g-${parentSku}`, price: price(cents, currency), priceMode: 'ExternalPrice',
    custom: { type: { typeId: 'type', id: 'line-item-custom' }, fields: { parentSku } },
    ...(net ? { taxRate: zeroRate(net) } : {}),
  });
}

function codFee(cents: number, currency: string, net?: string): CustomLineItem {
  return {
    id: 'fee', name: { sk: 'Dobierka' }, slug: COD_FEE_SLUG, quantity: 1, money: money(cents, currency), totalPrice: money(0, currency),
    discountedPricePerQuantity: [], state: [], priceMode: 'Standard', perMethodTaxRate: [], taxedPricePortions: [],
    ...(net ? { taxRate: zeroRate(net) } : { taxCategory: { typeId: 'tax-category', id: 'standard' } }),
  } as unknown as CustomLineItem;
}

function priced(country: string, currency: string, lines: LineItem[], options: { codes?: string[]; fee?: CustomLineItem; net?: boolean; shippingCents?: number } = {}) {
  const shippingInfo = options.net
    // A NET cart ships by a custom method at its net price (checkout/net-prices.ts).
    ? { ...shippingInfoFor(shipping.method, currency)!, shippingMethod: undefined, shippingRate: { price: money(options.shippingCents ?? 0, currency), tiers: [] }, taxRate: zeroRate(country) }
    : shippingInfoFor(shipping.method, currency);
  return priceCart(cart(currency, country, lines, {
    taxMode: options.net ? 'External' : 'Platform',
    shippingAddress: address(country),
    shippingInfo,
    customLineItems: options.fee ? [options.fee] : [],
    discountCodes: (options.codes ?? []).map((id) => ({ discountCode: { typeId: 'discount-code', id }, state: 'MatchesCart' })),
  }), data).cart;
}

/** The figures as a shopper reads them: digits of each printed amount, in the currency's shown units. */
function printed(value: Parameters<typeof formatMoney>[0], locale: string): number {
  return Number(formatMoney(value, locale).replace(/[^\d]/g, ''));
}

function expectAddsUpAsPrinted(summary: PriceSummary, locale: string) {
  const read = (value: Parameters<typeof formatMoney>[0]) => printed(value, locale);
  const lines = summary.lines.reduce((sum, line) => sum + read(line.total), 0);
  const discounts = summary.discounts.reduce((sum, discount) => sum + read(discount.amount), 0);
  const fee = summary.cashOnDeliveryFee ? read(summary.cashOnDeliveryFee.amount) : 0;
  expect(read(summary.subtotal)).toBe(lines);
  expect(lines + read(summary.shipping.price) + fee - discounts).toBe(read(summary.total));
}

describe('the price summary every page and the mail print (issue 36 item 1)', () => {
  it('SK, a code and a guarantee: the lines at their prices before the code, then the code once', () => {
    const sku = sander.masterData.current.masterVariant.sku!;
    const result = priced('SK', 'EUR', [lineItem(sander, 1, { id: 'p' }), guaranteeLine(1727, 'EUR', sku)], { codes: ['WELCOME10'] });
    const summary = priceSummary(result, { language: 'sk', locale: 'sk-SK', discountNames: NAMES, fee: FEE });
    // The cart: "1 × … 141,29 €" and "Zľavy −15,70 €" under a subtotal of 174,26 € took the code off twice.
    expect(summary.lines.map((line) => [line.total.centAmount, line.guarantee])).toEqual([[15699, false], [1727, true]]);
    expect(summary.lines[1].parentSku).toBe(sku);
    expect(summary.subtotal.centAmount).toBe(17426);
    expect(summary.discounts).toEqual([{ id: 'code-welcome10', name: 'Uvítacia zľava 10 %', amount: { centAmount: 1570, currencyCode: 'EUR', fractionDigits: 2 } }]);
    expect(summary.shipping).toMatchObject({ free: true, estimated: false });
    expect(summary.total.centAmount).toBe(15856);
    expect(summary.taxes).toEqual([{ percent: 23, percentText: '23\u00a0%', amount: expect.objectContaining({ currencyCode: 'EUR' }) }]);
    expectAddsUpAsPrinted(summary, 'sk-SK');
  });

  it('CZ, cash on delivery and a code below the free-shipping threshold: shipping and the fee are summands', () => {
    const result = priced('CZ', 'CZK', [lineItem(torch, 1, { id: 'p' })], { codes: ['WELCOME10'], fee: codFee(3900, 'CZK') });
    const summary = priceSummary(result, { language: 'cs', locale: 'cs-CZ', discountNames: NAMES, fee: { ...FEE, title: 'Dobírka' } });
    expect(summary.lines[0].total.centAmount).toBe(99900);
    expect(summary.discounts.map((discount) => discount.amount.centAmount)).toEqual([9990]);
    expect(summary.shipping.price.centAmount).toBe(4600);
    expect(summary.cashOnDeliveryFee).toEqual({ title: 'Dobírka', amount: { centAmount: 3900, currencyCode: 'CZK', fractionDigits: 2 } });
    expect(summary.total.centAmount).toBe(99900 - 9990 + 4600 + 3900);
    expectAddsUpAsPrinted(summary, 'cs-CZ');
  });

  it('AT, a NET company cart with a code, a guarantee, cash on delivery and paid shipping', () => {
    const sku = wrench.masterData.current.masterVariant.sku!;
    const lines = [lineItem(wrench, 1, { id: 'p', price: price(7333, 'EUR'), priceMode: 'ExternalPrice', taxRate: zeroRate('AT') }), guaranteeLine(880, 'EUR', sku, 'AT')];
    const result = priced('AT', 'EUR', lines, { codes: ['WELCOME10'], fee: codFee(242, 'EUR', 'AT'), net: true, shippingCents: 163 });
    const summary = priceSummary(result, { language: 'de', locale: 'de-AT', discountNames: NAMES, fee: FEE });
    expect(summary.net).toBe(true);
    expect(summary.taxes).toEqual([]);
    expect(summary.lines.map((line) => line.total.centAmount)).toEqual([7333, 880]);
    expect(summary.discounts.map((discount) => discount.amount.centAmount)).toEqual([733]);
    expect(summary.total.centAmount).toBe(7333 + 880 - 733 + 163 + 242);
    expectAddsUpAsPrinted(summary, 'de-AT');
  });

  it('HU, whole forints: a NET cart whose discount and net prices carry fillér still adds up as printed', () => {
    const sku = sander.masterData.current.masterVariant.sku!;
    // Net of 43 990 Ft and 31 990 Ft at 27 %, and a guarantee of 3 463,78 Ft: every figure carries fillér.
    const lines = [
      lineItem(sander, 1, { id: 'p1', price: price(3463780, 'HUF'), priceMode: 'ExternalPrice', taxRate: zeroRate('HU') }),
      lineItem(wrench, 3, { id: 'p2', price: price(2518898, 'HUF'), priceMode: 'ExternalPrice', taxRate: zeroRate('HU') }),
      guaranteeLine(277102, 'HUF', sku, 'HU'),
    ];
    const result = priced('HU', 'HUF', lines, { codes: ['WELCOME10'], fee: codFee(116535, 'HUF', 'HU'), net: true, shippingCents: 116614 });
    const exact = result.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
    expect(exact % 100).not.toBe(0);
    const summary = priceSummary(result, { language: 'hu', locale: 'hu-HU', discountNames: NAMES, fee: FEE });
    for (const amount of [summary.subtotal, summary.discountTotal, summary.total, summary.shipping.price, ...summary.lines.map((line) => line.total)]) {
      expect(Math.abs(amount.centAmount % 100)).toBe(0);
    }
    // The total is the exact total rounded: what is charged, as printed.
    expect(summary.total.centAmount).toBe(Math.round((result.taxedPrice?.totalGross ?? result.totalPrice).centAmount / 100) * 100);
    expectAddsUpAsPrinted(summary, 'hu-HU');
  });

  it('HU gross with a code: each printed figure is within one forint of its exact amount', () => {
    const result = priced('HU', 'HUF', [lineItem(sander, 1, { id: 'p1' }), lineItem(wrench, 3, { id: 'p2' })], { codes: ['WELCOME10'] });
    const summary = priceSummary(result, { language: 'hu', locale: 'hu-HU', discountNames: NAMES, fee: FEE });
    const exactDiscount = result.lineItems.reduce((sum, line) => sum + line.price.value.centAmount * line.quantity - line.totalPrice.centAmount, 0);
    expect(Math.abs(summary.discountTotal.centAmount - exactDiscount)).toBeLessThanOrEqual(100);
    expectAddsUpAsPrinted(summary, 'hu-HU');
  });

  it('estimates the shipping of a cart without a method yet, and adds it to the total', () => {
    const result = priced('SK', 'EUR', [lineItem(wrench, 1, { id: 'p' })]);
    const summary = priceSummary({ ...result, shippingInfo: undefined, taxedPrice: undefined, totalPrice: money(8799, 'EUR') }, { language: 'sk', locale: 'sk-SK', fee: FEE, shippingEstimateCents: 195 });
    expect(summary.shipping).toMatchObject({ estimated: true, free: false, price: { centAmount: 195 } });
    expect(summary.total.centAmount).toBe(8994);
    expectAddsUpAsPrinted(summary, 'sk-SK');
  });
});

describe('roundSummands', () => {
  it('keeps every summand within one unit and makes them add up to their rounded sum', () => {
    const summands = [1_234_550, 2_518_898, -123_455, 116_614, 49];
    const rounded = roundSummands(summands, 100);
    expect(rounded.reduce((sum, value) => sum + value, 0)).toBe(Math.round(summands.reduce((sum, value) => sum + value, 0) / 100) * 100);
    rounded.forEach((value, index) => {
      expect(Math.abs(value % 100)).toBe(0);
      expect(Math.abs(value - summands[index])).toBeLessThan(100);
    });
  });

  it('changes nothing where every digit is shown', () => {
    expect(roundSummands([1999, -201, 5], 1)).toEqual([1999, -201, 5]);
  });
});
