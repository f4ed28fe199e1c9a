import type { Cart, LineItem } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { guaranteeSyncActions, shippingSyncActions, wantedShippingMethod } from '~/cart/server/cart-sync.server';

const eur = (centAmount: number) => ({ type: 'centPrecision' as const, centAmount, currencyCode: 'EUR', fractionDigits: 2 });

function line(id: string, sku: string, quantity: number, extra: Partial<LineItem> & { attributes?: { name: string; value: unknown }[]; unit?: number; sale?: number } = {}): LineItem {
  const { attributes = [], unit = 10000, sale, ...rest } = extra;
  return {
    id, quantity, productId: `p-${sku}`, name: { sk: sku }, productType: { typeId: 'product-type', id: 't' },
    variant: { id: 1, sku, attributes }, priceMode: 'Platform',
    price: { id: 'price', value: eur(unit), ...(sale ? { discounted: { value: eur(sale), discount: { typeId: 'product-discount', id: 'd' } } } : {}) },
    totalPrice: eur(unit * quantity), discountedPricePerQuantity: [], taxedPricePortions: [], state: [], perMethodTaxRate: [], lineItemMode: 'Standard',
    ...rest,
  } as LineItem;
}

function guaranteeLine(id: string, sku: string, parentSku: string, quantity: number, price: number, mode: LineItem['priceMode'] = 'ExternalPrice'): LineItem {
  return line(id, sku, quantity, {
    unit: price, priceMode: mode, attributes: [{ name: 'priceRate', value: 8 }],
    custom: { type: { typeId: 'type', id: 'line-item-custom' }, fields: { parentSku } },
  });
}

const cartOf = (lineItems: LineItem[], shippingMethodId?: string) =>
  ({ id: 'c', version: 3, lineItems, shippingInfo: shippingMethodId ? { shippingMethod: { typeId: 'shipping-method', id: shippingMethodId } } : undefined } as unknown as Cart);

describe('guarantee lines follow their product (spec §3, issue 5)', () => {
  it('leave a cart in step alone', () => {
    expect(guaranteeSyncActions(cartOf([line('a', 'EX10000001', 2), guaranteeLine('g', '4100020', 'EX10000001', 2, 800)]))).toEqual([]);
  });
  it('take the product quantity', () => {
    expect(guaranteeSyncActions(cartOf([line('a', 'EX10000001', 5), guaranteeLine('g', '4100020', 'EX10000001', 2, 800)]))).toEqual([
      { action: 'changeLineItemQuantity', lineItemId: 'g', quantity: 5 },
    ]);
  });
  it('go when the product goes', () => {
    expect(guaranteeSyncActions(cartOf([line('b', 'EX10000002', 1), guaranteeLine('g', '4100020', 'EX10000001', 2, 800)]))).toEqual([
      { action: 'removeLineItem', lineItemId: 'g' },
    ]);
  });
  it('cost their rate of the product price (its sale price when it has one), set as an external price', () => {
    const cart = cartOf([line('a', 'EX10000001', 1, { unit: 10999, sale: 8799 }), guaranteeLine('g', '4100020', 'EX10000001', 1, 0, 'Platform')]);
    expect(guaranteeSyncActions(cart)).toEqual([
      { action: 'setLineItemPrice', lineItemId: 'g', externalPrice: { currencyCode: 'EUR', centAmount: 704 } }, // 8 % of 87.99 €
    ]);
  });
});

describe('the shipping method follows the items', () => {
  const ids = new Map([['parcel', 'm-parcel'], ['freight', 'm-freight']]);
  it('is parcel for parcel items and freight as soon as one item ships as freight', () => {
    const parcel = cartOf([line('a', 'EX10000001', 1)]);
    expect(wantedShippingMethod(parcel)).toBe('parcel');
    expect(shippingSyncActions(parcel, ids)).toEqual([{ action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', key: 'parcel' } }]);
    const freight = cartOf([line('a', 'EX10000001', 1), line('b', 'EX10000002', 1, { attributes: [{ name: 'isPackageTypeFreight', value: true }] })], 'm-parcel');
    expect(shippingSyncActions(freight, ids)).toEqual([{ action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', key: 'freight' } }]);
  });
  it('is left alone when it is already right, and for an empty cart', () => {
    expect(shippingSyncActions(cartOf([line('a', 'EX10000001', 1)], 'm-parcel'), ids)).toEqual([]);
    expect(shippingSyncActions(cartOf([]), ids)).toEqual([]);
  });
});
