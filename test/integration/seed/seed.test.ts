import type { ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeedApiRoot } from '../../../server/commerce-backend/seed/client';
import { isSeeded, resetSeedData, seed, seedState, type SeedSummary } from '../../../server/commerce-backend/seed/index';
import { startMockBackend, type MockBackend } from './mock-backend';

let backend: MockBackend;
let api: ByProjectKeyRequestBuilder;
let summary: SeedSummary;

describe('seeding a commercetools API over HTTP', () => {
  beforeAll(async () => {
    backend = await startMockBackend();
    api = createSeedApiRoot(backend.connection);
    expect(await seedState(api)).toBe('empty');
    summary = await seed(api, { concurrency: 12 });
    console.info(`seed into in-memory mock: ${summary.durationMs} ms`, summary.counts);
  }, 120_000);

  afterAll(async () => {
    await backend?.close();
  });

  it('completes well within the budget and marks the project as seeded', async () => {
    expect(summary.durationMs).toBeLessThan(60_000);
    expect(summary.counts.products).toBeGreaterThanOrEqual(600);
    expect(await isSeeded(api)).toBe(true);
    expect(await seedState(api)).toBe('complete');
  });

  it('reads back a published product with prices, relations and review statistics', async () => {
    // By key through /products: the mock has no product-projections/key= route.
    const stored = (await api.products().withKey({ key: 'EX10000001' }).get().execute()).body;
    expect(stored.masterData.published).toBe(true);
    const product = stored.masterData.current;
    expect(product.name.sk).toMatch(/^Akumulátorový vŕtací skrutkovač /);
    expect(product.slug.sk).toMatch(/-10000001$/);
    expect(product.masterVariant.sku).toBe('EX10000001');
    const czk = product.masterVariant.prices?.find((price) => price.country === 'CZ');
    expect(czk?.value.currencyCode).toBe('CZK');
    const related = product.masterVariant.attributes?.find((a) => a.name === 'relatedAccessories')?.value as { id: string }[];
    expect(related.length).toBeGreaterThan(0);
    const accessory = (await api.products().withId({ ID: related[0].id }).get().execute()).body;
    expect(accessory.productType.id).toBeTruthy();

    const reviewed = (await api.reviews().get({ queryArgs: { limit: 1 } }).execute()).body.results[0];
    const target = (await api.products().withId({ ID: reviewed.target?.id as string }).get().execute()).body;
    expect(target.masterData.published).toBe(true);
    expect(target.reviewRatingStatistics?.count).toBeGreaterThan(0);
  });

  it('reads back the category tree', async () => {
    const leaf = (await api.categories().withKey({ key: 'cordless-drill-drivers' }).get({ queryArgs: { expand: ['ancestors[*]'] } })
      .execute()).body;
    expect(leaf.ancestors.map((a) => a.obj?.key)).toEqual(['cordless-tools', 'power-tools']);
    expect(leaf.slug.de).toBe('akku-bohrschrauber');
    expect(leaf.custom?.fields.hasProducts).toContain('sk');
    const root = (await api.categories().withKey({ key: 'power-tools' }).get().execute()).body;
    const children = (await api.categories().get({ queryArgs: { where: `parent(id="${root.id}")`, limit: 50 } }).execute()).body;
    expect(children.results.map((c) => c.key).sort()).toEqual(['corded-tools', 'cordless-tools', 'sanders-planers']);
    const all = (await api.categories().get({ queryArgs: { limit: 500 } }).execute()).body;
    expect(all.total ?? all.results.length).toBeGreaterThanOrEqual(40);
  });

  it('reads back a store with its custom fields', async () => {
    const store = (await api.stores().withKey({ key: 'ch' }).get().execute()).body;
    expect(store.languages).toEqual(['de', 'fr', 'it']);
    const fields = store.custom?.fields ?? {};
    expect(fields.currencyCode).toBe('CHF');
    expect(fields.bankBic).toBeTruthy();
    expect(Object.keys(fields.openingHours)).toEqual(['de', 'fr', 'it']);
    expect(JSON.parse(fields.campaigns.fr)).toHaveLength(2);
  });

  it('reads back the shipping methods with per-country rates', async () => {
    const methods = (await api.shippingMethods().get({ queryArgs: { expand: ['zoneRates[*].zone'] } }).execute()).body.results;
    const parcel = methods.find((m) => m.key === 'parcel');
    expect(parcel?.isDefault).toBe(true);
    expect(methods.find((m) => m.key === 'freight')).toBeDefined();
    const cz = parcel?.zoneRates.find((rate) => rate.zone.obj?.key === 'zone-cz')?.shippingRates[0];
    expect(cz?.price).toMatchObject({ currencyCode: 'CZK', centAmount: 4600 });
    expect(cz?.freeAbove).toMatchObject({ currencyCode: 'CZK', centAmount: 139_900 });
  });

  it('assigns demo customers to their tier', async () => {
    const customers = (await api.customers().get({ queryArgs: { where: 'email="demo.tier3@example.com"' } }).execute()).body;
    const group = (await api.customerGroups().withKey({ key: 'tier-3' }).get().execute()).body;
    expect(customers.results[0]?.customerGroup?.id).toBe(group.id);
  });

  it('refuses to seed twice without reset, and a reset empties the project', async () => {
    await expect(seed(api)).rejects.toThrow(/reset/);
    await resetSeedData(api);
    expect(await seedState(api)).toBe('empty');
    expect(await isSeeded(api)).toBe(false);
  }, 120_000);
});
