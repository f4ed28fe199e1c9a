import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
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
    // As the seed's products: a price per store and the product page's texts in many languages.
    const languages = ['en', 'de', 'sk', 'cs', 'pl', 'hu', 'sl', 'hr', 'ro', 'bg', 'it', 'fr'];
    const text = (length: number) => Object.fromEntries(languages.map((language) => [language, `${language} `.repeat(length / 3)]));
    const currencies = ['EUR', 'CZK', 'PLN', 'HUF', 'RON', 'BGN', 'SEK', 'DKK', 'CHF', 'GBP', 'NOK'];
    // As a seeded product sold in many stores: a price per country in EUR, names and slugs in every language.
    const allLanguages = ['en', 'de', 'sk', 'cs', 'pl', 'hu', 'sl', 'hr', 'ro', 'bg', 'it', 'fr', 'nl', 'es', 'pt', 'da', 'sv', 'nb', 'fi', 'el', 'lt'];
    const inEvery = (text: string) => Object.fromEntries(allLanguages.map((language) => [language, `${text} (${language})`]));
    await backend.request('POST', '/stores', { key: 'ch', name: { de: 'CH' }, languages: ['de', 'fr', 'it'] });
    await backend.request('POST', '/products', {
      productType: { typeId: 'product-type', id: type.id },
      name: inEvery('Akku-Schlagschrauber Norvik ID 18'),
      slug: inEvery('akku-schlagschrauber-norvik-id-18'),
      masterVariant: {
        sku: 'EX10000003',
        prices: [
          ...['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IT', 'NL', 'PT', 'SK'].map((country, index) => ({ value: { currencyCode: 'EUR', centAmount: 10_000 + index }, country })),
          { value: { currencyCode: 'CHF', centAmount: 11_000 }, country: 'CH' },
          { value: { currencyCode: 'CZK', centAmount: 250_000 }, country: 'CZ' },
        ],
      },
      publish: true,
    });
    await backend.request('POST', '/products', {
      productType: { typeId: 'product-type', id: type.id },
      name: { en: 'Saw' },
      slug: { en: 'saw' },
      masterVariant: {
        sku: 'EX10000002',
        prices: currencies.map((currencyCode, index) => ({ value: { currencyCode, centAmount: 1000 + index } })),
        attributes: [
          { name: 'brand', value: 'Spartek' },
          { name: 'description', value: text(300) },
          { name: 'highlights', value: text(200) },
          { name: 'techdetails', value: text(400) },
          { name: 'faq', value: text(800) },
        ],
      },
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

  it('keeps a cart that reached the checkout longer: setDeleteDaysAfterLastModification, as in commercetools', async () => {
    const cart = await createCart({ deleteDaysAfterLastModification: 7 });
    const updated = await backend.request<Cart>('POST', `/carts/${cart.id}`, {
      version: cart.version,
      actions: [{ action: 'setDeleteDaysAfterLastModification', deleteDaysAfterLastModification: 30 }],
    });
    expect(updated.deleteDaysAfterLastModification).toBe(30);
    age(cart.id, 8);
    await sweepExpiredCarts(store, PROJECT);
    expect(await exists(cart.id)).toBe(true);
  });

  it('stores a line with only its own currency\'s prices and without the product page\'s texts (decision 093)', async () => {
    const cart = await createCart({ lineItems: [{ sku: 'EX10000002', quantity: 1 }] });
    const stored = (await store.storage.get(PROJECT, 'cart', cart.id)) as Cart;
    for (const line of [stored.lineItems[0], cart.lineItems[0]]) {
      // The prices of other currencies go; the cart's own stay, for a line that goes back to the platform's price.
      expect(line.variant.prices?.map((price) => price.value.currencyCode)).toEqual(['EUR']);
      expect(line.variant.attributes?.map((attribute) => attribute.name)).toEqual(['brand']);
      expect(line.price.value).toMatchObject({ currencyCode: 'EUR', centAmount: 1000 });
    }
    expect(stored.totalPrice.centAmount).toBe(1000);
    const row = store.db.prepare("SELECT length(data) AS bytes FROM resources WHERE type_id = 'cart' AND id = ?").get(cart.id) as { bytes: number };
    expect(row.bytes).toBeLessThan(6000);
  });

  it('keeps in a line only the prices its cart can use and its store\'s languages, in commercetools\' shape (decision 139)', async () => {
    const cart = await backend.request<Cart>('POST', '/in-store/key=ch/carts', {
      currency: 'CHF', country: 'CH', locale: 'fr-CH', anonymousId: 'anon', lineItems: [{ sku: 'EX10000003', quantity: 1 }],
    });
    const stored = (await store.storage.get(PROJECT, 'cart', cart.id)) as Cart;
    for (const line of [stored.lineItems[0], cart.lineItems[0]]) {
      expect(line.variant.prices?.map((price) => [price.country, price.value.currencyCode])).toEqual([['CH', 'CHF']]);
      expect(Object.keys(line.name).sort()).toEqual(['de', 'fr', 'it']);
      expect(line.name.fr).toBe('Akku-Schlagschrauber Norvik ID 18 (fr)');
      expect(Object.keys(line.productSlug ?? {}).sort()).toEqual(['de', 'fr', 'it']);
      expect(line.price.value).toMatchObject({ currencyCode: 'CHF', centAmount: 11_000 });
    }
    // An EUR store's cart keeps its own country's price of the ten.
    const austrian = await createCart({ country: 'AT', lineItems: [{ sku: 'EX10000003', quantity: 1 }] });
    expect(austrian.lineItems[0].variant.prices?.map((price) => price.country)).toEqual(['AT']);
    expect(austrian.totalPrice.centAmount).toBe(10_000);
    // Without a store every language stays: nothing tells which ones its pages show.
    expect(Object.keys(austrian.lineItems[0].name)).toHaveLength(21);
    const row = store.db.prepare("SELECT length(data) AS bytes FROM resources WHERE type_id = 'cart' AND id = ?").get(cart.id) as { bytes: number };
    expect(row.bytes).toBeLessThan(3500);
  });

  it('gives the pages of swept carts back: the store file shrinks after a sweep (decision 139)', async () => {
    const pages = () => Number((store.db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count);
    const free = () => Number((store.db.prepare('PRAGMA freelist_count').get() as { freelist_count: number }).freelist_count);
    expect((store.db.prepare('PRAGMA auto_vacuum').get() as { auto_vacuum: number }).auto_vacuum).toBe(2);
    const ids: string[] = [];
    for (let i = 0; i < 150; i += 1) ids.push((await createCart({ deleteDaysAfterLastModification: 7, lineItems: [{ sku: 'EX10000003', quantity: 1 }, { sku: 'EX10000002', quantity: 1 }] })).id);
    for (const id of ids) age(id, 8);
    const before = pages();
    expect(await sweepExpiredCarts(store, PROJECT)).toBe(150);
    expect(free()).toBe(0);
    expect(pages()).toBeLessThan(before - 150);
  });

  it('rewrites a store written without incremental vacuum once, when it is opened', async () => {
    const oldDir = tempDataDir();
    try {
      const old = new DatabaseSync(path.join(oldDir, 'commerce.sqlite'));
      old.exec("PRAGMA journal_mode = WAL; CREATE TABLE resources (project_key TEXT NOT NULL, type_id TEXT NOT NULL, id TEXT NOT NULL, key TEXT, data TEXT NOT NULL, PRIMARY KEY (project_key, type_id, id));");
      expect((old.prepare('PRAGMA auto_vacuum').get() as { auto_vacuum: number }).auto_vacuum).toBe(0);
      old.close();
      const reopened = openStorage(oldDir, { logger: pino({ level: 'silent' }) });
      expect((reopened.db.prepare('PRAGMA auto_vacuum').get() as { auto_vacuum: number }).auto_vacuum).toBe(2);
      reopened.close();
    } finally {
      fs.rmSync(oldDir, { recursive: true, force: true });
    }
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
