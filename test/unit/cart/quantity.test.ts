import { describe, expect, it } from 'vitest';
import {
  allowedQuantity, checkAddQuantity, checkLineQuantity, normalizeCartQuantityInput, normalizeQuantityInput,
} from '~/cart/rules/quantity';

describe('allowedQuantity (spec §5: min(1000 − in cart, stock − in cart))', () => {
  it('is bound by the stock when the stock is lower than the cap', () => {
    expect(allowedQuantity({ inCart: 0, available: 7 })).toBe(7);
    expect(allowedQuantity({ inCart: 3, available: 7 })).toBe(4);
  });
  it('is bound by the single-product maximum of 1000', () => {
    expect(allowedQuantity({ inCart: 0, available: 5000 })).toBe(1000);
    expect(allowedQuantity({ inCart: 990, available: 5000 })).toBe(10);
  });
  it('ignores the stock of a SKU that is not stock-tracked (always available)', () => {
    expect(allowedQuantity({ inCart: 2, available: null })).toBe(998);
  });
  it('never goes below zero', () => {
    expect(allowedQuantity({ inCart: 9, available: 5 })).toBe(0);
    expect(allowedQuantity({ inCart: 1000, available: null })).toBe(0);
  });
});

describe('checkAddQuantity', () => {
  it('accepts what is allowed', () => {
    expect(checkAddQuantity(4, { inCart: 3, available: 7 })).toEqual({ ok: true, allowed: 4 });
  });
  it('reports out of stock when the stock leaves nothing', () => {
    expect(checkAddQuantity(1, { inCart: 0, available: 0 })).toEqual({ ok: false, reason: 'out-of-stock', allowed: 0 });
    expect(checkAddQuantity(1, { inCart: 7, available: 7 })).toEqual({ ok: false, reason: 'out-of-stock', allowed: 0 });
  });
  it('never reports an always-available SKU as out of stock', () => {
    expect(checkAddQuantity(1, { inCart: 0, available: null })).toEqual({ ok: true, allowed: 1000 });
  });
  it('gives the maximum-quantity warning above the allowed quantity, with what is still allowed', () => {
    expect(checkAddQuantity(5, { inCart: 3, available: 7 })).toEqual({ ok: false, reason: 'max-quantity', allowed: 4 });
    expect(checkAddQuantity(1001, { inCart: 0, available: null })).toEqual({ ok: false, reason: 'max-quantity', allowed: 1000 });
    expect(checkAddQuantity(1, { inCart: 1000, available: 5000 })).toEqual({ ok: false, reason: 'max-quantity', allowed: 0 });
  });
});

describe('checkLineQuantity (cart page)', () => {
  it('allows lowering even when the stock dropped below the cart', () => {
    expect(checkLineQuantity(2, 5, 1)).toMatchObject({ ok: true });
  });
  it('allows raising up to min(1000, stock)', () => {
    expect(checkLineQuantity(7, 5, 7)).toMatchObject({ ok: true, allowed: 7 });
    expect(checkLineQuantity(8, 5, 7)).toEqual({ ok: false, reason: 'max-quantity', allowed: 7 });
    expect(checkLineQuantity(1001, 5, null)).toEqual({ ok: false, reason: 'max-quantity', allowed: 1000 });
  });
  it('refuses raising a line whose product has sold out', () => {
    expect(checkLineQuantity(6, 5, 0)).toEqual({ ok: false, reason: 'out-of-stock', allowed: 5 });
  });
});

describe('quantity inputs', () => {
  it('add to cart: 1 or less, or a non-number, becomes 1 (spec §5)', () => {
    for (const value of [0, -1, 1, '0', '-1', 'abc', '', '  ', NaN, Infinity, undefined, null]) {
      expect(normalizeQuantityInput(value)).toBe(1);
    }
  });
  it('add to cart: larger values stay, fractions are cut', () => {
    expect(normalizeQuantityInput('3')).toBe(3);
    expect(normalizeQuantityInput(2.7)).toBe(2);
    expect(normalizeQuantityInput('1e3')).toBe(1000);
  });
  it('cart page: 0 is kept (it removes the line), negatives and non-numbers become 1', () => {
    expect(normalizeCartQuantityInput('0')).toBe(0);
    expect(normalizeCartQuantityInput('-1')).toBe(1);
    expect(normalizeCartQuantityInput('abc')).toBe(1);
    expect(normalizeCartQuantityInput('4')).toBe(4);
  });
});
