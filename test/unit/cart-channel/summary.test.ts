import type { Cart } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { cartUpdateOf, stockFingerprint, stockSkusOf } from '../../../server/cart-channel/summary';

const eur = (centAmount: number) => ({ type: 'centPrecision' as const, currencyCode: 'EUR', centAmount, fractionDigits: 2 });
const line = (id: string, sku: string | undefined, quantity: number) => ({ id, quantity, variant: { id: 1, sku } });

function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 'c1',
    version: 7,
    cartState: 'Active',
    lineItems: [line('l1', 'EX1', 2), line('l2', '4100010', 1), line('l3', 'EX2', 3), line('l4', 'EX1', 1)],
    totalPrice: eur(12345),
    ...overrides,
  } as unknown as Cart;
}

describe('cartUpdateOf', () => {
  it('counts units of real products, not virtual guarantee lines, and keeps every line', () => {
    const update = cartUpdateOf(cart());
    expect(update).toMatchObject({ id: 'c1', version: 7, state: 'Active', itemCount: 6, taxed: null });
    expect(update.lines).toEqual([
      { id: 'l1', sku: 'EX1', quantity: 2 },
      { id: 'l2', sku: '4100010', quantity: 1 },
      { id: 'l3', sku: 'EX2', quantity: 3 },
      { id: 'l4', sku: 'EX1', quantity: 1 },
    ]);
    expect(update.total).toEqual({ currencyCode: 'EUR', centAmount: 12345, fractionDigits: 2 });
  });

  it('carries net and gross once taxes are calculated, and nothing else of the cart', () => {
    const update = cartUpdateOf(cart({ taxedPrice: { totalNet: eur(10288), totalGross: eur(12345), taxPortions: [] } as unknown as Cart['taxedPrice'], customerEmail: 'a@b.sk' }));
    expect(update.taxed).toEqual({ net: { currencyCode: 'EUR', centAmount: 10288, fractionDigits: 2 }, gross: { currencyCode: 'EUR', centAmount: 12345, fractionDigits: 2 } });
    expect(JSON.stringify(update)).not.toContain('a@b.sk');
  });
});

describe('stock helpers', () => {
  it('watches each real SKU once, sorted', () => {
    expect(stockSkusOf(cart({ lineItems: [...cart().lineItems, line('l5', undefined, 1)] as Cart['lineItems'] }))).toEqual(['EX1', 'EX2']);
  });

  it('fingerprints stock independently of order and sensitive to any level', () => {
    const a = [{ sku: 'EX1', availableQuantity: 5 }, { sku: 'EX2', availableQuantity: 0 }];
    expect(stockFingerprint(a)).toBe(stockFingerprint([...a].reverse()));
    expect(stockFingerprint(a)).not.toBe(stockFingerprint([{ sku: 'EX1', availableQuantity: 4 }, a[1]]));
    expect(stockFingerprint(a)).not.toBe(stockFingerprint([a[0]]));
  });
});
