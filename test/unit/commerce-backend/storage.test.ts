import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart, Order, Product } from '@commercetools/platform-sdk';
import { StoreLockedError, isStoreEmpty, openStorage, storeFilePath } from '../../../server/commerce-backend/storage.ts';
import type { CommerceStore } from '../../../server/commerce-backend/storage.ts';
import { cart, cartDiscount, discountCode, lineItem, price, product, relative, standardCategory } from './pricing-fixtures.ts';

const P = 'unit-project';
const dirs: string[] = [];
const open: CommerceStore[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-store-'));
  dirs.push(dir);
  return dir;
}

function openIn(dir: string): CommerceStore {
  const store = openStorage(dir);
  open.push(store);
  return store;
}

afterEach(() => {
  for (const store of open.splice(0)) if (store.db.isOpen) store.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('openStorage', () => {
  it('creates a WAL database that keeps its data across close and reopen', async () => {
    const dir = tempDir();
    const store = openIn(dir);
    expect(store.db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(store.isEmpty(P)).toBe(true);
    expect(isStoreEmpty(dir, P)).toBe(true);
    await store.storage.add(P, 'tax-category', standardCategory);
    expect(store.isEmpty(P)).toBe(false);
    expect(isStoreEmpty(dir, P)).toBe(false); // read-only check while the store is open
    store.close();
    expect(fs.existsSync(`${storeFilePath(dir)}.lock`)).toBe(false);
    const reopened = openIn(dir);
    expect((await reopened.storage.get(P, 'tax-category', 'standard'))?.rates).toHaveLength(25);
    expect(reopened.countResources(P, 'tax-category')).toBe(1);
  });

  it('refuses a store locked by a live process and takes over a stale lock', () => {
    const dir = tempDir();
    fs.writeFileSync(`${storeFilePath(dir)}.lock`, String(process.ppid));
    expect(() => openStorage(dir)).toThrow(StoreLockedError);
    fs.writeFileSync(`${storeFilePath(dir)}.lock`, '2147483646'); // no such process
    expect(openIn(dir).isEmpty(P)).toBe(true);
  });

  it('indexes published SKUs, forgets deleted products, and rebuilds the index on open', async () => {
    const dir = tempDir();
    const store = openIn(dir);
    const drill = product('drill', [price(100, 'EUR')]);
    await store.storage.add(P, 'product', drill);
    expect(store.findSku(P, 'SKU-drill')).toEqual({ productId: 'drill', variantId: 1 });
    store.db.exec('DELETE FROM embedded_sku_index');
    store.close();
    expect(openIn(dir).findSku(P, 'SKU-drill')).toEqual({ productId: 'drill', variantId: 1 });
    const again = open[open.length - 1];
    await again.storage.delete(P, 'product', 'drill', {});
    expect(again.findSku(P, 'SKU-drill')).toBeUndefined();
  });

  it('prices every cart it stores and resets to empty', async () => {
    const store = openIn(tempDir());
    const bits: Product = product('bits', [price(1990, 'EUR')]);
    await store.storage.add(P, 'product', bits);
    await store.storage.add(P, 'tax-category', standardCategory);
    const unpriced = cart('EUR', 'SK', [lineItem(bits, 2)]);
    const returned = await store.storage.add(P, 'cart', unpriced);
    const stored = (await store.storage.get(P, 'cart', unpriced.id)) as Cart;
    // 2 × 19.90 with 23 % SK VAT included: 3980 × 23/123 = 744.23 → 744.
    expect(stored.totalPrice).toEqual({ type: 'centPrecision', centAmount: 3980, currencyCode: 'EUR', fractionDigits: 2 });
    expect(stored.taxedPrice?.totalTax?.centAmount).toBe(744);
    expect(returned.totalPrice.centAmount).toBe(3980);
    expect(unpriced.totalPrice.centAmount).toBe(3980); // priced in place for repository callers
    await store.reset();
    expect(store.isEmpty(P)).toBe(true);
  });

  it('prices a cart with what its products and discounts are now, not what they were at the last cart write', async () => {
    const store = openIn(tempDir());
    await store.storage.add(P, 'tax-category', standardCategory);
    await store.storage.add(P, 'product', product('bits', [price(1990, 'EUR')]));
    const first = cart('EUR', 'SK', [lineItem(product('bits', [price(1990, 'EUR')]), 2)]);
    expect((await store.storage.add(P, 'cart', first)).totalPrice.centAmount).toBe(3980);
    // The price changes: the next write of the same cart is priced at 24.90.
    await store.storage.add(P, 'product', { ...product('bits', [price(2490, 'EUR')]), version: 2 });
    expect((await store.storage.add(P, 'cart', { ...first, version: 2 })).totalPrice.centAmount).toBe(4980);
    // A cart discount appears (10 % off the whole cart): the next write applies it.
    await store.storage.add(P, 'cart-discount', cartDiscount('ten', '0.5', 'true', relative(1000)));
    expect((await store.storage.add(P, 'cart', { ...first, version: 3 })).totalPrice.centAmount).toBe(4482);
    // What a write hands back is the caller's to change.
    const again = await store.storage.add(P, 'cart', { ...first, version: 4 });
    expect(Object.isFrozen(again.lineItems[0].price)).toBe(false);
  });

  it('turns the cart Ordered and counts code applications when an order is created', async () => {
    const store = openIn(tempDir());
    const bits = product('bits', [price(1990, 'EUR')]);
    await store.storage.add(P, 'product', bits);
    await store.storage.add(P, 'cart-discount', cartDiscount('ten', '0.5', 'true', relative(1000), undefined, { requiresDiscountCode: true }));
    await store.storage.add(P, 'discount-code', discountCode('once', 'ONCE', ['ten'], { maxApplications: 1 }));
    const withCode = cart('EUR', 'SK', [lineItem(bits, 1)], { discountCodes: [{ discountCode: { typeId: 'discount-code', id: 'once' }, state: 'MatchesCart' }] });
    await store.storage.add(P, 'cart', withCode);
    const priced = (await store.storage.get(P, 'cart', withCode.id)) as Cart;
    expect(priced.totalPrice.centAmount).toBe(1791);

    const order = { id: 'order-1', version: 1, cart: { typeId: 'cart', id: priced.id }, lineItems: priced.lineItems, customLineItems: [], discountCodes: priced.discountCodes, totalPrice: priced.totalPrice } as unknown as Order;
    await store.storage.add(P, 'order', order);
    const ordered = (await store.storage.get(P, 'cart', priced.id)) as Cart;
    expect(ordered).toMatchObject({ cartState: 'Ordered', version: priced.version + 1 });

    // A second cart with the used-up code no longer gets the discount.
    const next = cart('EUR', 'SK', [lineItem(bits, 1)], { id: 'cart-2', discountCodes: withCode.discountCodes });
    await store.storage.add(P, 'cart', next);
    const second = (await store.storage.get(P, 'cart', 'cart-2')) as Cart;
    expect(second.totalPrice.centAmount).toBe(1990);
    expect(second.discountCodes[0].state).toBe('MaxApplicationReached');
  });

  it('tells write listeners after each write is complete: the product indexed, the cart priced and stored', async () => {
    const store = openIn(tempDir());
    const bits = product('bits', [price(1990, 'EUR')]);
    await store.storage.add(P, 'tax-category', standardCategory);
    const storedTotal = store.db.prepare("SELECT json_extract(data, '$.totalPrice.centAmount') AS cents FROM resources WHERE type_id = 'cart' AND id = ?");
    const heard: string[] = [];
    const stop = store.storage.onWrite({
      written: (typeId) => heard.push(typeId === 'product'
        ? `product, indexed as ${store.findSku(P, 'SKU-bits')?.productId}`
        : `${typeId}, stored with total ${(storedTotal.get('cart-1') as { cents: number } | undefined)?.cents}`),
      cleared: () => heard.push('cleared'),
    });
    await store.storage.add(P, 'product', bits);
    await store.storage.add(P, 'cart', cart('EUR', 'SK', [lineItem(bits, 2)]));
    await store.reset();
    expect(heard).toEqual(['product, indexed as bits', 'cart, stored with total 3980', 'cleared']);
    stop();
    await store.storage.add(P, 'product', bits);
    expect(heard).toHaveLength(3);
  });
});
