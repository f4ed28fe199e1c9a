import type { Cart, LineItem } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { netNoticeOf } from '~/checkout/net-prices';
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
    expect(netNoticeOf(cart)).toBe('adjustedToNet');
    expect(netNoticeOf({ ...cart, taxMode: 'Platform' })).toBe('notAdjustedToNet');
    expect(netNoticeOf({ ...cart, billingAddress: { country: 'AT' } })).toBeNull();
  });
});

describe('the VAT ID\'s messages follow the prices (issue 23 items 2 and 3)', () => {
  const valid = { state: 'valid' as const, vatNumber: 'ATU12345200' };
  it('says "adjusted to NET" only when the cart is NET', () => {
    expect(vatStatusView(valid, { changeTaxRate: true, net: true }).messages).toEqual(['validated', 'adjustedToNet']);
    // Valid, but the cart has no company yet: no promise either way until the step is sent.
    expect(vatStatusView(valid, { changeTaxRate: true, net: false }).messages).toEqual(['validated']);
  });

  it('says "unable to adjust" in the seller\'s own country and where the ID is only recorded (outside the EU)', () => {
    expect(vatStatusView(valid, { changeTaxRate: false, net: false }).messages).toEqual(['validated', 'notAdjustedToNet']);
    expect(vatStatusView({ state: 'recorded', vatNumber: 'CHE-123.456.789' }, { changeTaxRate: false, net: false }).messages).toEqual(['notAdjustedToNet']);
  });
});
