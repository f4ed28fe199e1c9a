import { describe, expect, it } from 'vitest';
import type { Customer, CustomerGroup } from '@commercetools/platform-sdk';
import { priceCart } from '../../../server/commerce-backend/pricing/price-cart.ts';
import {
  address,
  cart,
  cartDiscount,
  discountCode,
  lineItem,
  parcel,
  price,
  pricingData,
  product,
  relative,
  shippingInfoFor,
  taxRate,
} from './pricing-fixtures.ts';

// Every expected amount below is computed by hand in the comment next to it (cents, half-even).

const drill = product('drill', [price(9990, 'EUR'), price(249900, 'CZK'), price(6499, 'GBP'), price(1299000, 'HUF')], {
  attributes: { volumeDiscountGroup: 'vdg-1' },
});
const bits = product('bits', [price(1990, 'EUR')]);
const book = product('book', [price(499000, 'HUF')], { taxCategory: 'reduced' });

const vdgTier = (minQty: number, permyriad: number, sortOrder: string) =>
  cartDiscount(`volume-vdg-1-${minQty}`, sortOrder, `lineItemCount(attributes.volumeDiscountGroup = "vdg-1") >= ${minQty}`, relative(permyriad),
    { type: 'lineItems', predicate: 'attributes.volumeDiscountGroup = "vdg-1"' }, { stackingMode: 'StopAfterThisDiscount' });
const volumeTiers = [vdgTier(3, 500, '0.3'), vdgTier(5, 1000, '0.5'), vdgTier(10, 1500, '0.7')];

const shipping = parcel([
  { country: 'SK', currency: 'EUR', fee: 195, freeAbove: 5900 },
  { country: 'CZ', currency: 'CZK', fee: 4600, freeAbove: 139900 },
  { country: 'HU', currency: 'HUF', fee: 148100, freeAbove: 2209900 },
  { country: 'GB', currency: 'GBP', fee: 195, freeAbove: 5200 },
]);
const shippingData = { shippingMethods: new Map([[shipping.method.id, shipping.method]]), zones: shipping.zones };

describe('priceCart: SK, EUR, 23 % VAT included', () => {
  const data = pricingData({ products: [drill, bits], cartDiscounts: volumeTiers, ...shippingData });

  it('applies the 5 % volume tier at 3 items and taxes the discounted total', () => {
    const { cart: priced } = priceCart(cart('EUR', 'SK', [lineItem(drill, 3)], { shippingAddress: address('SK') }), data);
    const item = priced.lineItems[0];
    // 9990 × 5 % = 499.5 → 500 (half-even); unit 9490; 3 units = 28470.
    expect(item.discountedPricePerQuantity).toEqual([
      expect.objectContaining({ quantity: 3, discountedPrice: expect.objectContaining({ value: expect.objectContaining({ centAmount: 9490 }) }) }),
    ]);
    expect(item.discountedPricePerQuantity[0].discountedPrice.includedDiscounts[0]).toMatchObject({
      discount: { id: 'volume-vdg-1-3' },
      discountedAmount: { centAmount: 500 },
    });
    expect(item.totalPrice).toEqual({ type: 'centPrecision', centAmount: 28470, currencyCode: 'EUR', fractionDigits: 2 });
    // 28470 × 23 / 123 = 5323.66 → 5324 tax, 23146 net.
    expect(item.taxRate).toMatchObject({ amount: 0.23, country: 'SK', includedInPrice: true });
    expect(item.taxedPrice).toMatchObject({ totalGross: { centAmount: 28470 }, totalNet: { centAmount: 23146 }, totalTax: { centAmount: 5324 } });
    expect(priced.totalPrice).toMatchObject({ centAmount: 28470, fractionDigits: 2 });
  });

  it('applies only the 10 % tier at 5 items (StopAfterThisDiscount, highest sortOrder first)', () => {
    const { cart: priced } = priceCart(cart('EUR', 'SK', [lineItem(drill, 5)], { shippingAddress: address('SK') }), data);
    const perQuantity = priced.lineItems[0].discountedPricePerQuantity;
    // 9990 × 10 % = 999; unit 8991; 5 units = 44955.
    expect(perQuantity).toHaveLength(1);
    expect(perQuantity[0].discountedPrice.includedDiscounts.map((d) => d.discount.id)).toEqual(['volume-vdg-1-5']);
    expect(priced.totalPrice.centAmount).toBe(44955);
    // 44955 × 23 / 123 = 8406.22 → 8406; net 36549.
    expect(priced.taxedPrice).toMatchObject({ totalNet: { centAmount: 36549 }, totalGross: { centAmount: 44955 }, totalTax: { centAmount: 8406 } });
  });

  it('gives no volume discount below 3 items of the group, and none to other items', () => {
    const { cart: priced } = priceCart(cart('EUR', 'SK', [lineItem(drill, 2), lineItem(bits, 4)]), data);
    expect(priced.lineItems.every((item) => item.discountedPricePerQuantity.length === 0)).toBe(true);
    expect(priced.totalPrice.centAmount).toBe(2 * 9990 + 4 * 1990);
  });

  it('charges shipping below the free-shipping threshold and includes it in totals and taxes', () => {
    const base = cart('EUR', 'SK', [lineItem(bits, 1)], { shippingAddress: address('SK'), shippingInfo: shippingInfoFor(shipping.method, 'EUR') });
    const { cart: priced } = priceCart(base, data);
    expect(priced.shippingInfo?.price.centAmount).toBe(195);
    expect(priced.totalPrice.centAmount).toBe(1990 + 195);
    // Item: 1990 × 23/123 = 372.11 → 372. Shipping: 195 × 23/123 = 36.46 → 36.
    expect(priced.shippingInfo?.taxedPrice).toMatchObject({ totalNet: { centAmount: 159 }, totalTax: { centAmount: 36 } });
    expect(priced.taxedPrice).toMatchObject({ totalGross: { centAmount: 2185 }, totalNet: { centAmount: 1777 }, totalTax: { centAmount: 408 } });
    expect(priced.taxedPrice?.taxPortions).toEqual([{ rate: 0.23, name: 'SK 23%', amount: expect.objectContaining({ centAmount: 408 }) }]);
    expect(priced.taxedShippingPrice).toEqual(priced.shippingInfo?.taxedPrice);
  });

  it('recomputes freeAbove on every change: free at 59.00 and above, charged again below', () => {
    const withQty = (qty: number) => cart('EUR', 'SK', [lineItem(bits, qty)], { shippingAddress: address('SK'), shippingInfo: shippingInfoFor(shipping.method, 'EUR') });
    const three = priceCart(withQty(3), data).cart; // 5970 ≥ 5900
    expect(three.shippingInfo?.price.centAmount).toBe(0);
    expect(three.totalPrice.centAmount).toBe(5970);
    const two = priceCart(three.lineItems[0] && { ...three, lineItems: [{ ...three.lineItems[0], quantity: 2 }] }, data).cart;
    expect(two.shippingInfo?.price.centAmount).toBe(195);
    expect(two.totalPrice.centAmount).toBe(3980 + 195);
  });

  it('compares freeAbove with the discounted item total', () => {
    // 3 drills: 29970 before, 28470 after the volume discount; a 285.00 threshold is missed after discounts.
    const high = parcel([{ country: 'SK', currency: 'EUR', fee: 995, freeAbove: 28500 }]);
    const priced = priceCart(
      cart('EUR', 'SK', [lineItem(drill, 3)], { shippingAddress: address('SK'), shippingInfo: shippingInfoFor(high.method, 'EUR') }),
      pricingData({ products: [drill], cartDiscounts: volumeTiers, shippingMethods: new Map([[high.method.id, high.method]]), zones: high.zones }),
    ).cart;
    expect(priced.shippingInfo?.price.centAmount).toBe(995);
    expect(priced.totalPrice.centAmount).toBe(28470 + 995);
  });

  it('honours a NET cart: external tax mode with 0 % on items and shipping', () => {
    const zero = taxRate('SK', 0, 'reverse charge', false);
    const base = cart('EUR', 'SK', [lineItem(drill, 2, { taxRate: zero })], {
      taxMode: 'External',
      shippingAddress: address('SK'),
      shippingInfo: { ...shippingInfoFor(shipping.method, 'EUR')!, taxRate: zero },
    });
    const { cart: priced } = priceCart(base, pricingData({ products: [drill], ...shippingData }));
    // 2 × 9990 = 19980 ≥ 5900: free shipping; no tax.
    expect(priced.totalPrice.centAmount).toBe(19980);
    expect(priced.lineItems[0].taxRate).toMatchObject({ amount: 0, name: 'reverse charge' });
    expect(priced.taxedPrice).toEqual({
      totalNet: expect.objectContaining({ centAmount: 19980 }),
      totalGross: expect.objectContaining({ centAmount: 19980 }),
      totalTax: expect.objectContaining({ centAmount: 0 }),
      taxPortions: [{ rate: 0, name: 'reverse charge', amount: expect.objectContaining({ centAmount: 0 }) }],
    });
  });

  it('leaves taxedPrice unset while an external rate is missing', () => {
    const base = cart('EUR', 'SK', [lineItem(drill, 1, { taxRate: taxRate('SK', 0, 'rc', false) }), lineItem(bits, 1)], { taxMode: 'External' });
    const { cart: priced } = priceCart(base, pricingData({ products: [drill, bits] }));
    expect(priced.lineItems[1].taxedPrice).toBeUndefined();
    expect(priced.taxedPrice).toBeUndefined();
    expect(priced.totalPrice.centAmount).toBe(9990 + 1990);
  });
});

describe('priceCart: CZ, CZK, discount codes', () => {
  const save10 = cartDiscount('code-save10', '0.9', 'true', relative(1000), undefined, { requiresDiscountCode: true });
  const codes = [
    discountCode('c1', 'SAVE10', ['code-save10']),
    discountCode('c2', 'EXPIRED', ['code-save10'], { validUntil: '2026-01-01T00:00:00.000Z' }),
    discountCode('c3', 'ONCE', ['code-save10'], { maxApplications: 1 }),
  ];
  const data = pricingData({
    products: [drill],
    cartDiscounts: [save10],
    discountCodes: new Map(codes.map((c) => [c.id, c])),
    codeApplications: new Map([['c3', { total: 1, byCustomer: 0 }]]),
    ...shippingData,
  });
  const withCode = (id: string) =>
    cart('CZK', 'CZ', [lineItem(drill, 1)], {
      shippingAddress: address('CZ'),
      shippingInfo: shippingInfoFor(shipping.method, 'CZK'),
      discountCodes: [{ discountCode: { typeId: 'discount-code', id }, state: 'MatchesCart' }],
    });

  it('applies a code-only cart discount and reports MatchesCart', () => {
    const { cart: priced, codeStates } = priceCart(withCode('c1'), data);
    // 249900 − 10 % (24990) = 224910; ≥ 139900 so shipping is free.
    expect(priced.totalPrice).toMatchObject({ centAmount: 224910, currencyCode: 'CZK', fractionDigits: 2 });
    expect(priced.shippingInfo?.price.centAmount).toBe(0);
    // 224910 × 21/121 = 39033.97 → 39034; net 185876.
    expect(priced.taxedPrice).toMatchObject({ totalNet: { centAmount: 185876 }, totalTax: { centAmount: 39034 } });
    expect(codeStates.get('c1')).toBe('MatchesCart');
    expect(priced.discountCodes[0].state).toBe('MatchesCart');
  });

  it('does not apply an expired code or one that reached maxApplications', () => {
    const expired = priceCart(withCode('c2'), data);
    expect(expired.codeStates.get('c2')).toBe('NotValid');
    expect(expired.cart.totalPrice.centAmount).toBe(249900);
    const once = priceCart(withCode('c3'), data);
    expect(once.codeStates.get('c3')).toBe('MaxApplicationReached');
    expect(once.cart.totalPrice.centAmount).toBe(249900);
  });

  it('never applies a code-only discount without its code', () => {
    const { cart: priced } = priceCart(cart('CZK', 'CZ', [lineItem(drill, 1)]), data);
    expect(priced.totalPrice.centAmount).toBe(249900);
  });

  it('reports a code stopped by a higher StopAfterThisDiscount discount, and per-customer limits', () => {
    const stopper = cartDiscount('stopper', '0.95', 'true', relative(100), undefined, { stackingMode: 'StopAfterThisDiscount' });
    const stopped = priceCart(withCode('c1'), pricingData({ products: [drill], cartDiscounts: [stopper, save10], discountCodes: new Map(codes.map((c) => [c.id, c])) }));
    expect(stopped.codeStates.get('c1')).toBe('ApplicationStoppedByPreviousDiscount');
    expect(stopped.cart.totalPrice.centAmount).toBe(249900 - 2499);

    const perCustomer = discountCode('c5', 'MINE', ['code-save10'], { maxApplicationsPerCustomer: 1 });
    const limited = (byCustomer: number) => priceCart(withCode('c5'), pricingData({
      products: [drill], cartDiscounts: [save10], discountCodes: new Map([[perCustomer.id, perCustomer]]), codeApplications: new Map([['c5', { total: 5, byCustomer }]]),
    })).codeStates.get('c5');
    expect(limited(0)).toBe('MatchesCart');
    expect(limited(1)).toBe('MaxApplicationReached');
  });

  it('marks a code DoesNotMatchCart when its discount finds no target', () => {
    const narrow = cartDiscount('code-narrow', '0.8', 'true', relative(1000), { type: 'lineItems', predicate: 'sku = "NOPE"' }, { requiresDiscountCode: true });
    const code = discountCode('c4', 'NARROW', ['code-narrow']);
    const { codeStates, cart: priced } = priceCart(withCode('c4'), pricingData({ products: [drill], cartDiscounts: [narrow], discountCodes: new Map([[code.id, code]]) }));
    expect(codeStates.get('c4')).toBe('DoesNotMatchCart');
    expect(priced.totalPrice.centAmount).toBe(249900);
  });
});

describe('priceCart: HU, HUF, mixed tax rates', () => {
  it('keeps one tax portion per rate and includes shipping below the threshold', () => {
    const base = cart('HUF', 'HU', [lineItem(drill, 1), lineItem(book, 1)], {
      shippingAddress: address('HU'),
      shippingInfo: shippingInfoFor(shipping.method, 'HUF'),
    });
    const { cart: priced } = priceCart(base, pricingData({ products: [drill, book], ...shippingData }));
    // Items 1299000 + 499000 = 1798000 < 2209900: shipping 148100.
    expect(priced.shippingInfo?.price).toMatchObject({ centAmount: 148100, fractionDigits: 2 });
    expect(priced.totalPrice.centAmount).toBe(1946100);
    // 27 %: drill 1299000×27/127 = 276165.35 → 276165; shipping 148100×27/127 = 31485.83 → 31486. 5 %: 499000×5/105 = 23761.90 → 23762.
    expect(priced.taxedPrice?.taxPortions).toEqual([
      { rate: 0.27, name: 'HU 27%', amount: expect.objectContaining({ centAmount: 276165 + 31486 }) },
      { rate: 0.05, name: 'HU 5%', amount: expect.objectContaining({ centAmount: 23762 }) },
    ]);
    expect(priced.taxedPrice).toMatchObject({ totalTax: { centAmount: 331413 }, totalNet: { centAmount: 1614687 }, totalGross: { centAmount: 1946100 } });
  });
});

describe('priceCart: GB, GBP, loyalty tier and total-based discount', () => {
  const tier2: CustomerGroup = { id: 'group-tier-2', key: 'tier-2', name: 'tier-2', version: 1, createdAt: '', lastModifiedAt: '' };
  const customer = { id: 'cust-1', email: 'a@b.c', customerGroup: { typeId: 'customer-group', id: tier2.id } } as Customer;
  const loyalty = cartDiscount('loyalty-tier-2-GB', '0.8', 'customer.customerGroup.key = "tier-2" and country = "GB"', relative(300));
  const over100 = cartDiscount('total-100-gbp', '0.2', 'totalPrice >= "100.00 GBP"', { type: 'absolute', money: [{ type: 'centPrecision', centAmount: 500, currencyCode: 'GBP', fractionDigits: 2 }] });
  const data = (withCustomer: boolean) =>
    pricingData({
      products: [drill],
      cartDiscounts: [over100, loyalty],
      customer: withCustomer ? customer : undefined,
      customerGroups: new Map([[tier2.id, tier2]]),
      ...shippingData,
    });
  const gbCart = () => cart('GBP', 'GB', [lineItem(drill, 2)], { customerId: 'cust-1', shippingAddress: address('GB'), shippingInfo: shippingInfoFor(shipping.method, 'GBP') });

  it('stacks the 3 % loyalty discount and a 5.00 discount on totals over 100.00', () => {
    const { cart: priced } = priceCart(gbCart(), data(true));
    // Loyalty: 6499 × 3 % = 194.97 → 195 → 6304. Total rule (before discounts 12998 ≥ 10000): 500 spread 250/250 → 6054.
    const [group] = priced.lineItems[0].discountedPricePerQuantity;
    expect(group.quantity).toBe(2);
    expect(group.discountedPrice.value.centAmount).toBe(6054);
    expect(group.discountedPrice.includedDiscounts.map((d) => [d.discount.id, d.discountedAmount.centAmount])).toEqual([
      ['loyalty-tier-2-GB', 195],
      ['total-100-gbp', 250],
    ]);
    expect(priced.customerGroup).toEqual({ typeId: 'customer-group', id: 'group-tier-2' });
    // 12108 ≥ 5200: free shipping. VAT 20 %: 12108 / 6 = 2018.
    expect(priced.totalPrice).toMatchObject({ centAmount: 12108, currencyCode: 'GBP' });
    expect(priced.taxedPrice).toMatchObject({ totalTax: { centAmount: 2018 }, totalNet: { centAmount: 10090 } });
  });

  it('gives guests no loyalty discount', () => {
    const { cart: priced } = priceCart(gbCart(), data(false));
    // Only the total rule: 12998 − 500 = 12498.
    expect(priced.totalPrice.centAmount).toBe(12498);
  });
});

describe('priceCart: distribution, custom line items, states', () => {
  it('spreads an absolute discount proportionally and splits units that get an extra cent', () => {
    const tenner = product('tenner', [price(1000, 'EUR')]);
    const euroOff = cartDiscount('one-euro', '0.5', 'true', { type: 'absolute', money: [{ type: 'centPrecision', centAmount: 100, currencyCode: 'EUR', fractionDigits: 2 }] });
    const { cart: priced } = priceCart(cart('EUR', 'SK', [lineItem(tenner, 3)]), pricingData({ products: [tenner], cartDiscounts: [euroOff] }));
    // 100 / 3 = 33.33: two units get 33, one gets 34.
    const groups = priced.lineItems[0].discountedPricePerQuantity.map((g) => [g.quantity, g.discountedPrice.value.centAmount]);
    expect(groups).toEqual(expect.arrayContaining([[1, 966], [2, 967]]));
    expect(priced.totalPrice.centAmount).toBe(2900);
  });

  it('prices and taxes custom line items by their tax category', () => {
    const base = cart('EUR', 'SK', [], {
      customLineItems: [{
        id: 'cli', name: { en: 'Extra guarantee' }, slug: 'guarantee', quantity: 2, state: [], discountedPricePerQuantity: [],
        money: { type: 'centPrecision', centAmount: 1500, currencyCode: 'EUR', fractionDigits: 2 },
        totalPrice: { type: 'centPrecision', centAmount: 0, currencyCode: 'EUR', fractionDigits: 2 },
        taxCategory: { typeId: 'tax-category', id: 'standard' }, priceMode: 'Standard', perMethodTaxRate: [], taxedPricePortions: [],
      }],
    });
    const { cart: priced } = priceCart(base, pricingData());
    // 3000 × 23/123 = 560.98 → 561.
    expect(priced.totalPrice.centAmount).toBe(3000);
    expect(priced.customLineItems[0].taxedPrice).toMatchObject({ totalTax: { centAmount: 561 } });
    expect(priced.taxedPrice?.totalNet.centAmount).toBe(2439);
  });

  it('selects a customer-group price over the general one', () => {
    const group = { typeId: 'customer-group' as const, id: 'b2b' };
    const tool = product('tool', [price(5000, 'EUR'), price(4500, 'EUR', { customerGroup: group }), price(4800, 'EUR', { country: 'SK' })]);
    const guest = priceCart(cart('EUR', 'SK', [lineItem(tool, 1)]), pricingData({ products: [tool] })).cart;
    expect(guest.lineItems[0].price.value.centAmount).toBe(4800);
    const member = priceCart(cart('EUR', 'SK', [lineItem(tool, 1)], { customerGroup: group }), pricingData({ products: [tool] })).cart;
    expect(member.lineItems[0].price.value.centAmount).toBe(4500);
    expect(member.totalPrice.centAmount).toBe(4500);
  });

  it('uses an external line item price as the unit price, still discounted', () => {
    const tool = product('tool', [price(5000, 'EUR', { discounted: { value: { type: 'centPrecision', centAmount: 4000, currencyCode: 'EUR', fractionDigits: 2 }, discount: { typeId: 'product-discount', id: 'pd' } } })]);
    const external = lineItem(tool, 2, { priceMode: 'ExternalPrice', price: { ...tool.masterData.current.masterVariant.prices![0], value: { type: 'centPrecision', centAmount: 4065, currencyCode: 'EUR', fractionDigits: 2 } } });
    const platform = lineItem(tool, 1, { id: 'platform' });
    const { cart: priced } = priceCart(cart('EUR', 'SK', [external, platform]), pricingData({ products: [tool], cartDiscounts: [cartDiscount('ten', '0.5', 'true', relative(1000))] }));
    // External 4065 − 406.5 → 406 (half-even) = 3659 per unit; platform uses the product discount: 4000 − 400 = 3600.
    expect(priced.lineItems[0].totalPrice.centAmount).toBe(2 * 3659);
    expect(priced.lineItems[1].totalPrice.centAmount).toBe(3600);
  });

  it('applies store-restricted discounts only to carts of those stores', () => {
    const skOnly = cartDiscount('sk-only', '0.5', 'true', relative(1000), undefined, { stores: [{ typeId: 'store', key: 'sk' }] });
    const data = pricingData({ products: [bits], cartDiscounts: [skOnly] });
    const inStore = (key: string) => priceCart(cart('EUR', 'SK', [lineItem(bits, 1)], { store: { typeId: 'store', key } }), data).cart.totalPrice.centAmount;
    expect(inStore('sk')).toBe(1791);
    expect(inStore('cz')).toBe(1990);
  });

  it('leaves ordered carts untouched and does not modify its input', () => {
    const ordered = cart('EUR', 'SK', [lineItem(bits, 1)], { cartState: 'Ordered' });
    expect(priceCart(ordered, pricingData({ products: [bits] })).cart).toEqual(ordered);
    const active = cart('EUR', 'SK', [lineItem(bits, 1)]);
    const snapshot = structuredClone(active);
    priceCart(active, pricingData({ products: [bits] }));
    expect(active).toEqual(snapshot);
  });

  it('skips and reports a discount whose predicate it cannot evaluate', () => {
    const odd = cartDiscount('odd', '0.5', 'customLineItemExists(slug = "x")', relative(5000));
    const { cart: priced, warnings } = priceCart(cart('EUR', 'SK', [lineItem(bits, 1)]), pricingData({ products: [bits], cartDiscounts: [odd] }));
    expect(priced.totalPrice.centAmount).toBe(1990);
    expect(warnings).toEqual([expect.objectContaining({ kind: 'unsupported-predicate', subject: 'cart-discount odd' })]);
  });
});
