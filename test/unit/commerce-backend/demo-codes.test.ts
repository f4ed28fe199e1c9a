import type { CartDiscount, DiscountCode } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../../../server/commerce-backend/pricing/price-cart.ts';
import { buildCartDiscounts, buildDiscountCodes, MERCHANDISE_TARGET_PREDICATE } from '../../../server/commerce-backend/seed/data/discounts.ts';
import { NOW, address, cart, lineItem, parcel, price, pricingData, product, shippingInfoFor } from './pricing-fixtures.ts';

// The seeded codes' business rules (decision 023), priced by the embedded backend exactly as seeded.

const cartDiscounts = buildCartDiscounts()
  .filter((draft) => draft.key?.startsWith('code-'))
  .map((draft) => ({ ...draft, id: draft.key, version: 1, createdAt: NOW, lastModifiedAt: NOW, references: [], stores: [] }) as unknown as CartDiscount);
const codes = buildDiscountCodes().map((draft) => ({
  ...draft,
  id: draft.code,
  version: 1,
  createdAt: NOW,
  lastModifiedAt: NOW,
  references: [],
  groups: [],
  cartDiscounts: draft.cartDiscounts.map((ref) => ({ typeId: 'cart-discount', id: ref.key })),
}) as unknown as DiscountCode);

const discs = product('discs', [price(899, 'EUR'), price(799, 'GBP')]);
const grinder = product('grinder', [price(4000, 'EUR')]);
const saw = product('saw', [price(12000, 'EUR')]);
const drill = product('drill', [price(9599, 'EUR')]);
// An extra guarantee line as the cart adds it: its own SKU, priced at its rate of the covered product (10 % here).
const guarantee = product('guarantee', [price(400, 'EUR')]);
(guarantee.masterData.current.masterVariant as { sku?: string }).sku = '4100010';
const shipping = parcel([
  { country: 'SK', currency: 'EUR', fee: 195, freeAbove: 5900 },
  { country: 'GB', currency: 'GBP', fee: 195, freeAbove: 5200 },
]);
const data = pricingData({
  products: [discs, grinder, saw, drill, guarantee],
  cartDiscounts,
  discountCodes: new Map(codes.map((code) => [code.id, code])),
  shippingMethods: new Map([[shipping.method.id, shipping.method]]),
  zones: shipping.zones,
});

function priced(currency: 'EUR' | 'GBP', items: [ReturnType<typeof product>, number][], applied: string[]) {
  const country = currency === 'EUR' ? 'SK' : 'GB';
  return priceCart(cart(currency, country, items.map(([item, quantity]) => lineItem(item, quantity, { price: item.masterData.current.masterVariant.prices!.find((p) => p.value.currencyCode === currency)! })), {
    shippingAddress: address(country),
    shippingInfo: shippingInfoFor(shipping.method, currency),
    discountCodes: applied.map((id) => ({ discountCode: { typeId: 'discount-code', id }, state: 'MatchesCart' })),
  }), data);
}

describe('the demo discount codes', () => {
  it('never make a cheap line free: SAVE20 needs an order of 100 €, or £85', () => {
    const gb = priced('GBP', [[discs, 1]], ['SAVE20']);
    expect(gb.codeStates.get('SAVE20')).toBe('DoesNotMatchCart');
    expect(gb.cart.lineItems[0].totalPrice.centAmount).toBe(799);
    // 120.00 € − 20.00 €: the floor is the minimum order value less the amount.
    const sk = priced('EUR', [[saw, 1]], ['SAVE20']);
    expect(sk.codeStates.get('SAVE20')).toBe('MatchesCart');
    expect(sk.cart.lineItems[0].totalPrice.centAmount).toBe(10000);
  });

  it('leave a small cart at its price: FREESHIP needs 25 €, SAVE20 100 €', () => {
    const { cart: result, codeStates } = priced('EUR', [[discs, 1]], ['SAVE20', 'FREESHIP']);
    expect(codeStates.get('FREESHIP')).toBe('DoesNotMatchCart');
    // 8.99 € + 1.95 € parcel.
    expect(result.totalPrice.centAmount).toBe(899 + 195);
  });

  it('count one merchandise code per cart; the other reads ApplicationStoppedByPreviousDiscount', () => {
    const { cart: result, codeStates } = priced('EUR', [[saw, 1]], ['SAVE20', 'WELCOME10']);
    expect(codeStates.get('WELCOME10')).toBe('MatchesCart');
    expect(codeStates.get('SAVE20')).toBe('ApplicationStoppedByPreviousDiscount');
    // 120.00 € − 10 %.
    expect(result.lineItems[0].totalPrice.centAmount).toBe(10800);
  });

  it('never discount an extra guarantee: WELCOME10 takes 10 % of the product, the guarantee costs what it showed (issue 23 item 5)', () => {
    const { cart: result, codeStates } = priced('EUR', [[grinder, 1], [guarantee, 1]], ['WELCOME10']);
    expect(codeStates.get('WELCOME10')).toBe('MatchesCart');
    const total = (sku: string) => result.lineItems.find((line) => line.variant.sku === sku)?.totalPrice.centAmount;
    expect(total('SKU-grinder')).toBe(3600);
    expect(total('4100010')).toBe(400);
  });

  it('count merchandise only towards a minimum: a guarantee never lifts a cart over SAVE20\'s 100 € (issue 36 item 2)', () => {
    // 95.99 € of product and a 13.44 € guarantee (an external price, as the cart sets it): 109.43 € in the cart.
    const items = [
      lineItem(drill, 1, { price: price(9599, 'EUR') }),
      lineItem(guarantee, 1, { price: price(1344, 'EUR'), priceMode: 'ExternalPrice' }),
    ];
    const { cart: result, codeStates } = priceCart(cart('EUR', 'SK', items, {
      shippingAddress: address('SK'),
      shippingInfo: shippingInfoFor(shipping.method, 'EUR'),
      discountCodes: [{ discountCode: { typeId: 'discount-code', id: 'SAVE20' }, state: 'MatchesCart' }],
    }), data);
    expect(codeStates.get('SAVE20')).toBe('DoesNotMatchCart');
    expect(result.lineItems.map((line) => line.totalPrice.centAmount)).toEqual([9599, 1344]);
    // The merchandise alone reaching the minimum still counts.
    expect(priced('EUR', [[drill, 1], [discs, 1]], ['SAVE20']).codeStates.get('SAVE20')).toBe('MatchesCart');
  });

  it('let free shipping stack with one merchandise code', () => {
    const { cart: result, codeStates } = priced('EUR', [[grinder, 1]], ['FREESHIP', 'WELCOME10']);
    expect(codeStates.get('FREESHIP')).toBe('MatchesCart');
    expect(codeStates.get('WELCOME10')).toBe('MatchesCart');
    // 40.00 € − 10 % = 36.00 €, shipping 1.95 € − 1.95 €.
    expect(result.shippingInfo?.price.centAmount).toBe(195);
    expect(result.totalPrice.centAmount).toBe(3600);
  });

  it('name their percentage as each language writes it (issue 36 item 4)', () => {
    const welcome = buildCartDiscounts().find((draft) => draft.key === 'code-welcome10')!;
    expect(welcome.name.en).toBe('Welcome discount 10%');
    expect(welcome.name.de).toBe('Willkommensrabatt 10\u00a0%');
    expect(welcome.name.fr).toBe('Remise de bienvenue 10\u00a0%');
    const volume = buildCartDiscounts().find((draft) => draft.key?.startsWith('volume-') && draft.key.endsWith('-3'))!;
    expect(volume.name.hu).toBe('Mennyiségi kedvezmény 5%');
    expect(volume.name.sk).toBe('Množstevná zľava 5\u00a0%');
  });

  it('state their minimum order value in every shop currency, as their predicate checks it', () => {
    for (const code of buildDiscountCodes()) {
      const minimum = code.custom?.fields?.minimumOrderValue as { currencyCode: string; centAmount: number }[];
      expect(minimum.map((money) => money.currencyCode)).toEqual(['BGN', 'CHF', 'CZK', 'DKK', 'EUR', 'GBP', 'HUF', 'NOK', 'PLN', 'RON', 'SEK']);
      for (const money of minimum) expect(code.cartPredicate).toContain(`lineItemTotal(${MERCHANDISE_TARGET_PREDICATE}) >= "${(money.centAmount / 100).toFixed(2)} ${money.currencyCode}"`);
    }
  });
});
