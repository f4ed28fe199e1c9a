import type { Cart, LineItem } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { freeShippingBasis, freeShippingProgress } from '~/cart/rules/shipping-progress';
import { netNoticeOf, toNetActions } from '~/checkout/net-prices';
import { vatStatusView } from '~/checkout/rules/vat-status';
import { checkoutSummary } from '~/checkout/server/summary.server';
import { getMarket } from '~/markets';

const eur = (centAmount: number) => ({ type: 'centPrecision' as const, centAmount, currencyCode: 'EUR', fractionDigits: 2 });

/** A line made NET: its external price is net, while the platform price's product discount (gross) stayed on it. */
function netLine(): LineItem {
  return {
    id: 'l1', productId: 'p1', name: { de: 'Akku-Schlagschrauber' }, quantity: 1, priceMode: 'ExternalPrice',
    variant: { id: 1, sku: 'EX10000024', attributes: [] },
    price: { id: 'pr1', value: eur(7333), discounted: { value: eur(8799), discount: { typeId: 'product-discount', id: 'd1' } } },
    totalPrice: eur(7333), discountedPricePerQuantity: [],
    taxRate: { name: 'Reverse charge', amount: 0, includedInPrice: false, country: 'AT' },
  } as unknown as LineItem;
}

function netCart(): Cart {
  return {
    taxMode: 'External', lineItems: [netLine()], customLineItems: [], shippingInfo: undefined,
    totalPrice: eur(7333),
    taxedPrice: { totalNet: eur(7333), totalGross: eur(7333), taxPortions: [{ rate: 0, amount: eur(0), name: 'Reverse charge' }] },
    billingAddress: { country: 'AT', company: 'Muster GmbH', custom: { type: { typeId: 'type', id: 't' }, fields: { vatNumber: 'ATU12345200', vatValidated: true } } },
  } as unknown as Cart;
}

describe('a NET cart shows NET figures only (issue 23 item 1)', () => {
  it('takes the subtotal from the NET prices: no gross subtotal, no VAT shown as a discount, no 0 % VAT', () => {
    const summary = checkoutSummary(netCart(), getMarket('AT'), 'de');
    expect(summary.net).toBe(true);
    expect(summary.subtotal.centAmount).toBe(7333);
    expect(summary.discountTotal.centAmount).toBe(0);
    expect(summary.taxes).toEqual([]);
    expect(summary.total.centAmount).toBe(7333);
  });

  it('says after the addresses step whether a company\'s VAT ID made the prices NET', () => {
    const cart = netCart();
    expect(netNoticeOf(cart, false)).toBe('adjustedToNet');
    expect(netNoticeOf({ ...cart, taxMode: 'Platform' }, false)).toBe('notAdjustedToNet');
    expect(netNoticeOf({ ...cart, billingAddress: { country: 'AT' } }, false)).toBeNull();
  });
});

describe('the VAT ID\'s messages follow the prices (issue 23 items 2 and 3)', () => {
  const valid = { state: 'valid' as const, vatNumber: 'ATU12345200' };
  it('says "adjusted to NET" only when the cart is NET', () => {
    expect(vatStatusView(valid, { changeTaxRate: true, net: true, sellerCountry: null }).messages).toEqual(['validated', 'adjustedToNet']);
    // Valid, but the cart has no company yet: no promise either way until the step is sent.
    expect(vatStatusView(valid, { changeTaxRate: true, net: false, sellerCountry: null }).messages).toEqual(['validated']);
  });

  it('says "unable to adjust" where the ID is only recorded (outside the EU)', () => {
    expect(vatStatusView({ state: 'recorded', vatNumber: 'CHE-123.456.789' }, { changeTaxRate: false, net: false, sellerCountry: null }).messages).toEqual(['notAdjustedToNet']);
  });

  it('tells a company in the seller\'s own country the truth: VAT is charged, deducted in its own return (issue 36 item 5)', () => {
    const own = { changeTaxRate: false, net: false, sellerCountry: 'Deutschland' };
    const german = { state: 'valid' as const, vatNumber: 'DE123456200' };
    expect(vatStatusView(german, own)).toMatchObject({ messages: ['validated', 'sellerCountryVat'], sellerCountry: 'Deutschland' });
    // Not valid: no NET invoice to aim for either.
    expect(vatStatusView({ state: 'not-valid', vatNumber: 'DE123456201' }, own).messages).toEqual(['notValidated', 'sellerCountryVat']);
    expect(netNoticeOf({ ...netCart(), taxMode: 'Platform' }, true)).toBe('sellerCountryVat');
  });
});

describe('free shipping in a NET cart has one basis (issue 36 item 3, decision 119)', () => {
  /** A gross SK cart of 63.98 € whose parcel is free (59 € threshold), as the backend priced it. */
  function grossCart(): Cart {
    const rate = { name: 'SK standard', amount: 0.23, includedInPrice: true, country: 'SK' };
    return {
      taxMode: 'Platform', customLineItems: [], totalPrice: eur(6398),
      lineItems: [{ ...netLine(), priceMode: 'Platform', price: { id: 'pr1', value: eur(6398) }, totalPrice: eur(6398), taxRate: rate }],
      shippingInfo: { shippingMethodName: 'parcel', price: eur(0), shippingRate: { price: eur(195), freeAbove: eur(5900), tiers: [] }, taxRate: rate, shippingMethodState: 'MatchesCart' },
    } as unknown as Cart;
  }

  it('makes the shipping rate NET: its fee and its threshold, so the backend keeps pricing it on the net goods', () => {
    const shipping = toNetActions(grossCart(), 'SK', 'parcel').find((action) => action.action === 'setCustomShippingMethod');
    expect(shipping).toMatchObject({ shippingRate: { price: { centAmount: 159 }, freeAbove: { centAmount: 4797 } } });
  });

  it('measures the cart\'s progress with the threshold of its own rate: the "buy … more" and the charge agree', () => {
    // 52.02 € of net goods are above the net threshold (47.97 €): no "6.98 € more" beside free shipping.
    const netCart = { lineItems: [{ totalPrice: eur(5202) }], customLineItems: [], totalPrice: eur(5202), shippingInfo: { shippingRate: { freeAbove: eur(4797) } } };
    const basis = freeShippingBasis(netCart, 5900)!;
    expect(basis).toEqual({ itemsCents: 5202, thresholdCents: 4797 });
    expect(freeShippingProgress(basis.itemsCents, basis.thresholdCents).reached).toBe(true);
    // Below it, the remainder is the net one the charge waits for.
    expect(freeShippingProgress(4000, freeShippingBasis({ ...netCart, lineItems: [{ totalPrice: eur(4000) }] }, 5900)!.thresholdCents).remainingCents).toBe(797);
    // Without a shipping method yet: the store's threshold; a rate without one (freight): no progress at all.
    expect(freeShippingBasis({ ...netCart, shippingInfo: undefined }, 5900)).toEqual({ itemsCents: 5202, thresholdCents: 5900 });
    expect(freeShippingBasis({ ...netCart, shippingInfo: { shippingRate: {} } }, 5900)).toBeNull();
  });
});
