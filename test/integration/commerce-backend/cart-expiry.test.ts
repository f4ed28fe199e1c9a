import fs from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@commercetools/platform-sdk';
import { createEmbeddedBackend, type EmbeddedBackend } from '../../../server/commerce-backend/backend.ts';
import { sweepExpiredCarts } from '../../../server/commerce-backend/cart-expiry.ts';
import { openStorage, type CommerceStore } from '../../../server/commerce-backend/storage.ts';
import { tempDataDir } from './harness.ts';

const PROJECT = 'expiry-project';
const DAY_MS = 86_400_000;

describe('cart expiry in the embedded backend', () => {
  let dataDir: string;
  let store: CommerceStore;
  let backend: EmbeddedBackend;

  beforeAll(async () => {
    dataDir = tempDataDir();
    store = openStorage(dataDir, { logger: pino({ level: 'silent' }) });
    backend = createEmbeddedBackend({ store, projectKey: PROJECT, client: { clientId: 'c', clientSecret: 's', scopes: [`manage_project:${PROJECT}`] }, logger: pino({ level: 'silent' }) });
    const type = await backend.request<{ id: string }>('POST', '/product-types', { name: 'tool', description: 'tool', key: 'tool' });
    await backend.request('POST', '/products', {
      productType: { typeId: 'product-type', id: type.id },
      name: { en: 'Drill' },
      slug: { en: 'drill' },
      masterVariant: { sku: 'EX10000001', prices: [{ value: { currencyCode: 'EUR', centAmount: 1000 } }] },
      publish: true,
    });
  });
  afterAll(() => {
    store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const createCart = (extra: Record<string, unknown> = {}) =>
    backend.request<Cart>('POST', '/carts', { currency: 'EUR', country: 'SK', anonymousId: 'anon', ...extra });

  /** Moves a cart's last change into the past, as if nobody had touched it since. */
  const age = (id: string, days: number) =>
    store.db
      .prepare("UPDATE resources SET data = json_set(data, '$.lastModifiedAt', ?) WHERE type_id = 'cart' AND id = ?")
      .run(new Date(Date.now() - days * DAY_MS).toISOString(), id);

  const exists = async (id: string) => (await store.storage.get(PROJECT, 'cart', id)) !== null;

  it('keeps the draft\'s deleteDaysAfterLastModification and creates a cart with its first line in one call', async () => {
    const cart = await createCart({ deleteDaysAfterLastModification: 30, lineItems: [{ sku: 'EX10000001', quantity: 2 }] });
    expect(cart.deleteDaysAfterLastModification).toBe(30);
    expect(cart.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([['EX10000001', 2]]);
    expect(cart.totalPrice.centAmount).toBe(2000);
    const stored = await backend.request<Cart>('GET', `/carts/${cart.id}`);
    expect(stored).toMatchObject({ deleteDaysAfterLastModification: 30, version: cart.version });
  });

  it('creates no cart when the first line cannot be added', async () => {
    const before = store.countResources(PROJECT, 'cart');
    await expect(createCart({ lineItems: [{ sku: 'EX19999999', quantity: 1 }] })).rejects.toThrow(/answered 400/);
    expect(store.countResources(PROJECT, 'cart')).toBe(before);
  });

  it('sweeps carts past their days (the project default of 90 without their own) and keeps the rest', async () => {
    const expired = await createCart({ deleteDaysAfterLastModification: 30 });
    const fresh = await createCart({ deleteDaysAfterLastModification: 30 });
    const oldWithoutDays = await createCart();
    const ancientWithoutDays = await createCart();
    const customerCart = await createCart({ anonymousId: undefined, deleteDaysAfterLastModification: 90 });
    age(expired.id, 31);
    age(fresh.id, 29);
    age(oldWithoutDays.id, 60);
    age(ancientWithoutDays.id, 91);
    age(customerCart.id, 60);

    const deleted = await sweepExpiredCarts(store, PROJECT);

    expect(deleted).toBe(2);
    expect(await exists(expired.id)).toBe(false);
    expect(await exists(ancientWithoutDays.id)).toBe(false);
    for (const kept of [fresh, oldWithoutDays, customerCart]) expect(await exists(kept.id)).toBe(true);
    expect(await sweepExpiredCarts(store, PROJECT)).toBe(0);
  });

  it('sweeps in steps and yields between them, so a large number of carts does not block the backend', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 450; i += 1) ids.push((await createCart({ deleteDaysAfterLastModification: 30 })).id);
    for (const id of ids) age(id, 40);
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 0);
    const deleted = await sweepExpiredCarts(store, PROJECT);
    clearInterval(ticker);
    expect(deleted).toBe(450);
    expect(turns).toBeGreaterThan(0);
  });
});
