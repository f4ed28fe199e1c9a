import fs from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart, Customer, LineItem, Review } from '@commercetools/platform-sdk';
import { createEmbeddedBackend, type EmbeddedBackend } from '../../../server/commerce-backend/backend.ts';
import { isPasswordHash } from '../../../server/commerce-backend/password-hash.ts';
import { openStorage, type CommerceStore } from '../../../server/commerce-backend/storage.ts';
import { PROJECT, tempDataDir } from './harness.ts';

/**
 * One test per change the shop makes to @labdigital/commercetools-mock (patches/, decision 157) and per step the
 * embedded backend's storage adds for it (shop-storage.ts): each fails against the unpatched mock.
 */
describe('the embedded backend on the patched mock', () => {
  let dataDir: string;
  let store: CommerceStore;
  let backend: EmbeddedBackend;
  let productId: string;
  let channelId: string;

  const cart = (draft: Record<string, unknown> = {}) =>
    backend.request<Cart & { deleteDaysAfterLastModification?: number }>('POST', '/carts', { currency: 'EUR', country: 'SK', shippingAddress: { country: 'SK' }, ...draft });
  const update = <T = Cart>(path: string, version: number, ...actions: unknown[]) => backend.request<T>('POST', path, { version, actions });
  const stored = <T>(typeId: string, id: string) => store.storage.get(PROJECT, typeId as never, id) as Promise<T>;

  beforeAll(async () => {
    dataDir = tempDataDir();
    store = openStorage(dataDir, { logger: pino({ level: 'silent' }) });
    backend = createEmbeddedBackend({ store, projectKey: PROJECT, client: { clientId: 'c', clientSecret: 's', scopes: [`manage_project:${PROJECT}`] }, logger: pino({ level: 'silent' }), passwordCost: { N: 1024, r: 8, p: 1 } });
    const tax = await backend.request<{ id: string }>('POST', '/tax-categories', { key: 'standard', name: 'standard', rates: [{ name: 'SK', amount: 0.23, includedInPrice: true, country: 'SK' }] });
    const type = await backend.request<{ id: string }>('POST', '/product-types', { key: 'tool', name: 'tool', description: 'tool' });
    const product = await backend.request<{ id: string }>('POST', '/products', {
      productType: { typeId: 'product-type', id: type.id },
      taxCategory: { typeId: 'tax-category', id: tax.id },
      name: { en: 'Drill' },
      slug: { en: 'drill' },
      masterVariant: { sku: 'DRILL', prices: [{ value: { currencyCode: 'EUR', centAmount: 12300 } }] },
      variants: [{ sku: 'DRILL-KIT', prices: [{ value: { currencyCode: 'EUR', centAmount: 24600 } }] }],
      publish: true,
    });
    productId = product.id;
    channelId = (await backend.request<{ id: string }>('POST', '/channels', { key: 'warehouse', roles: ['InventorySupply', 'ProductDistribution'] })).id;
    await backend.request('POST', '/types', {
      key: 'line', name: { en: 'line' }, resourceTypeIds: ['line-item'],
      fieldDefinitions: [{ name: 'parentSku', label: { en: 'parent' }, required: false, type: { name: 'String' }, inputHint: 'SingleLine' }],
    });
    await backend.request('POST', '/customer-groups', { key: 'tier-1', groupName: 'tier-1' });
  });

  afterAll(async () => {
    await backend.close();
    store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('adds units to a line only of the same variant, channels and custom fields; a new line keeps its channels', async () => {
    const created = await cart();
    const guarantee = (parentSku: string) => ({ action: 'addLineItem', sku: 'DRILL', quantity: 1, custom: { type: { typeId: 'type', key: 'line' }, fields: { parentSku } } });
    const updated = await update(`/carts/${created.id}`, created.version,
      { action: 'addLineItem', sku: 'DRILL', quantity: 1 },
      { action: 'addLineItem', sku: 'DRILL', quantity: 2 },
      guarantee('A'),
      guarantee('B'),
      { action: 'addLineItem', sku: 'DRILL', quantity: 1, distributionChannel: { typeId: 'channel', key: 'warehouse' }, supplyChannel: { typeId: 'channel', key: 'warehouse' } },
    );
    const lines = updated.lineItems.map((line: LineItem) => ({ quantity: line.quantity, parent: line.custom?.fields.parentSku, channel: line.distributionChannel?.id, supply: line.supplyChannel?.id }));
    expect(lines).toEqual([
      { quantity: 3, parent: undefined, channel: undefined, supply: undefined },
      { quantity: 1, parent: 'A', channel: undefined, supply: undefined },
      { quantity: 1, parent: 'B', channel: undefined, supply: undefined },
      { quantity: 1, parent: undefined, channel: channelId, supply: channelId },
    ]);
  });

  it('adds the master variant for a product id without a variant', async () => {
    const created = await cart();
    const updated = await update(`/carts/${created.id}`, created.version, { action: 'addLineItem', productId, quantity: 1 });
    expect(updated.lineItems.map((line: LineItem) => line.variant.sku)).toEqual(['DRILL']);
  });

  it('switches a cart to External tax mode dropping the platform rates, and sets the tax calculation mode', async () => {
    const created = await cart({ lineItems: [{ sku: 'DRILL', quantity: 1 }] });
    expect(created.lineItems[0].taxRate?.amount).toBe(0.23);
    const external = await update(`/carts/${created.id}`, created.version,
      { action: 'changeTaxMode', taxMode: 'External' },
      { action: 'changeTaxCalculationMode', taxCalculationMode: 'UnitPriceLevel' },
    );
    expect(external).toMatchObject({ taxMode: 'External', taxCalculationMode: 'UnitPriceLevel' });
    expect(external.lineItems[0].taxRate).toBeUndefined();
    const zero = await update(`/carts/${created.id}`, external.version, {
      action: 'setLineItemTaxRate', lineItemId: external.lineItems[0].id, externalTaxRate: { name: 'reverse charge', amount: 0, country: 'SK' },
    });
    expect(zero.taxedPrice?.totalGross.centAmount).toBe(12300);
    expect(zero.taxedPrice?.totalNet.centAmount).toBe(12300);
  });

  it("keeps a custom shipping method's free-above amount and tiers", async () => {
    const created = await cart({ lineItems: [{ sku: 'DRILL', quantity: 1 }] });
    const updated = await update(`/carts/${created.id}`, created.version, {
      action: 'setCustomShippingMethod', shippingMethodName: 'Courier',
      shippingRate: { price: { currencyCode: 'EUR', centAmount: 490 }, freeAbove: { currencyCode: 'EUR', centAmount: 5000 }, tiers: [] },
    });
    expect(updated.shippingInfo?.shippingRate.freeAbove?.centAmount).toBe(5000);
  });

  it("sets a line's inventory mode", async () => {
    const created = await cart({ lineItems: [{ sku: 'DRILL', quantity: 1 }] });
    const updated = await update(`/carts/${created.id}`, created.version, { action: 'setLineItemInventoryMode', lineItemId: created.lineItems[0].id, inventoryMode: 'ReserveOnOrder' });
    expect(updated.lineItems[0].inventoryMode).toBe('ReserveOnOrder');
  });

  it("keeps a cart's own days until deletion from its draft and from setDeleteDaysAfterLastModification", async () => {
    const created = await cart({ deleteDaysAfterLastModification: 7 });
    expect(created.deleteDaysAfterLastModification).toBe(7);
    const updated = await update<Cart & { deleteDaysAfterLastModification?: number }>(`/carts/${created.id}`, created.version, { action: 'setDeleteDaysAfterLastModification', deleteDaysAfterLastModification: 30 });
    expect(updated.deleteDaysAfterLastModification).toBe(30);
    expect((await stored<{ deleteDaysAfterLastModification?: number }>('cart', created.id)).deleteDaysAfterLastModification).toBe(30);
  });

  it("keeps a customer draft's group and group assignments", async () => {
    const group = { typeId: 'customer-group', key: 'tier-1' };
    const { customer } = await backend.request<{ customer: Customer }>('POST', '/customers', { email: 'group@example.com', customerGroup: group, customerGroupAssignments: [{ customerGroup: group }] });
    const groupId = (await backend.request<{ id: string }>('GET', '/customer-groups/key=tier-1')).id;
    expect(customer.customerGroup?.id).toBe(groupId);
    expect(customer.customerGroupAssignments?.map((assignment) => assignment.customerGroup.id)).toEqual([groupId]);
  });

  it('no longer calls a changed e-mail address verified', async () => {
    const { customer } = await backend.request<{ customer: Customer }>('POST', '/customers', { email: 'old@example.com', isEmailVerified: true });
    const same = await update<Customer>(`/customers/${customer.id}`, customer.version, { action: 'changeEmail', email: 'old@example.com' });
    expect(same.isEmailVerified).toBe(true);
    const changed = await update<Customer>(`/customers/${customer.id}`, same.version, { action: 'changeEmail', email: 'new@example.com' });
    expect(changed.isEmailVerified).toBe(false);
  });

  it('stores customer passwords as scrypt hashes, on creation and on setAuthenticationMode', async () => {
    const { customer } = await backend.request<{ customer: Customer }>('POST', '/customers', { email: 'hash@example.com', password: 'Secret-2026' });
    expect(isPasswordHash((await stored<{ password?: string }>('customer', customer.id)).password)).toBe(true);
    const external = await update<Customer>(`/customers/${customer.id}`, customer.version, { action: 'setAuthenticationMode', authMode: 'ExternalAuth' });
    await update(`/customers/${customer.id}`, external.version, { action: 'setAuthenticationMode', authMode: 'Password', password: 'Other-2026' });
    const password = (await stored<{ password?: string }>('customer', customer.id)).password;
    expect(isPasswordHash(password)).toBe(true);
    expect(password).not.toContain(Buffer.from('Other-2026').toString('base64'));
  });

  it("keeps tokens in the store, where a second backend accepts and refreshes them, and grants a client its scopes", async () => {
    const basic = { authorization: `Basic ${Buffer.from('c:s').toString('base64')}` };
    const issued = await backend.app.inject({ method: 'POST', url: '/oauth/token?grant_type=client_credentials', headers: basic });
    const token = issued.json<{ access_token: string; refresh_token: string; scope: string }>();
    expect(token.scope).toBe(`manage_project:${PROJECT}`);
    const second = createEmbeddedBackend({ store, projectKey: PROJECT, client: { clientId: 'c', clientSecret: 's', scopes: [`manage_project:${PROJECT}`] }, logger: pino({ level: 'silent' }) });
    try {
      const read = await second.app.inject({ method: 'GET', url: `/${PROJECT}/carts?limit=1`, headers: { authorization: `Bearer ${token.access_token}` } });
      expect(read.statusCode).toBe(200);
      const refreshed = await second.app.inject({ method: 'POST', url: `/oauth/token?grant_type=refresh_token&refresh_token=${encodeURIComponent(token.refresh_token)}`, headers: basic });
      expect(refreshed.statusCode).toBe(200);
      const renewed = refreshed.json<{ access_token: string; scope: string }>();
      expect(renewed.scope).toBe(token.scope);
      expect((await backend.app.inject({ method: 'GET', url: `/${PROJECT}/carts?limit=1`, headers: { authorization: `Bearer ${renewed.access_token}` } })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('dates an imported review by when it was written', async () => {
    await backend.request('POST', '/types', {
      key: 'review', name: { en: 'review' }, resourceTypeIds: ['review'],
      fieldDefinitions: [{ name: 'writtenAt', label: { en: 'written' }, required: false, type: { name: 'DateTime' }, inputHint: 'SingleLine' }],
    });
    const review = await backend.request<Review>('POST', '/reviews', {
      target: { typeId: 'product', id: productId }, rating: 4, text: 'fine',
      custom: { type: { typeId: 'type', key: 'review' }, fields: { writtenAt: '2024-03-01T10:00:00.000Z' } },
    });
    expect(review.createdAt).toBe('2024-03-01T10:00:00.000Z');
  });

  it('reads the reviews once for the statistics of any number of product reads, and again after a review is written', async () => {
    type Projection = { reviewRatingStatistics?: { count: number } };
    const reads = vi.spyOn(store.storage, 'all');
    const reviewReads = () => reads.mock.calls.filter(([, typeId]) => typeId === 'review').length;
    const first = await backend.request<Projection>('GET', `/product-projections/${productId}`);
    await backend.request<Projection>('GET', `/product-projections/${productId}`);
    expect(reviewReads()).toBe(1);
    await backend.request('POST', '/reviews', { target: { typeId: 'product', id: productId }, rating: 2, text: 'meh' });
    const after = await backend.request<Projection>('GET', `/product-projections/${productId}`);
    reads.mockRestore();
    expect(after.reviewRatingStatistics?.count).toBe((first.reviewRatingStatistics?.count ?? 0) + 1);
  });
});
