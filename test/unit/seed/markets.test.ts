import { getMarket, MARKETS, type CountryCode } from '~/markets';
import type { PriceDraft } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { SEED_EPOCH } from '../../../server/commerce-backend/seed/data/constants';
import { buildSeedData } from '../../../server/commerce-backend/seed/data/index';
import { STANDARD_VAT_RATES } from '../../../server/commerce-backend/seed/data/taxes';

const data = buildSeedData();
const EPOCH = Date.parse(SEED_EPOCH);

describe('seed data per market', () => {
  it('prices every product in the currency of each market it is sold in, scoped by country', () => {
    for (const { sku, draft } of data.products.filter((p) => p.sku.startsWith('EX'))) {
      const prices = draft.masterVariant?.prices as PriceDraft[];
      const enabled = draft.masterVariant?.attributes?.find((a) => a.name === 'enabledOnMarket')?.value as string[];
      const countries = [...new Set(enabled.map((locale) => locale.split('-')[1]))];
      expect(prices.map((p) => p.country).sort(), sku).toEqual(countries.sort());
      for (const price of prices) {
        const market = getMarket(price.country as CountryCode);
        expect(price.value.currencyCode).toBe(market.currency);
        expect(price.value.centAmount ?? 0).toBeGreaterThan(0);
        if (price.discounted) expect(price.discounted.value.centAmount ?? 0).toBeLessThan(price.value.centAmount ?? 0);
      }
    }
    // Most products sell everywhere; a few (snow throwers) only in some countries.
    const everywhere = data.products.filter((p) => p.draft.masterVariant?.prices?.length === MARKETS.length);
    expect(everywhere.length).toBeGreaterThan(500);
  });

  it('tags exactly the products with sale prices as on-sale', () => {
    for (const { sku, draft } of data.products.filter((p) => p.sku.startsWith('EX'))) {
      const tags = draft.masterVariant?.attributes?.find((a) => a.name === 'tags')?.value as string[];
      const onSale = draft.masterVariant?.prices?.some((p) => p.discounted !== undefined);
      expect(tags.includes('on-sale'), sku).toBe(onSale);
    }
  });

  it('sets shipping fees and free-shipping thresholds equal to the markets module', () => {
    const parcel = data.shippingMethods.find((m) => m.key === 'parcel');
    const freight = data.shippingMethods.find((m) => m.key === 'freight');
    expect(parcel?.isDefault).toBe(true);
    expect(freight?.isDefault).toBe(false);
    for (const market of MARKETS) {
      const zone = `zone-${market.storeKey}`;
      const parcelRate = parcel?.zoneRates?.find((r) => r.zone.key === zone)?.shippingRates?.[0];
      const freightRate = freight?.zoneRates?.find((r) => r.zone.key === zone)?.shippingRates?.[0];
      const { parcelFee, freightFee, freeShippingThreshold } = market.rules.shipping;
      expect(parcelRate?.price).toEqual({ currencyCode: market.currency, centAmount: parcelFee.centAmount });
      expect(parcelRate?.freeAbove).toEqual({ currencyCode: market.currency, centAmount: freeShippingThreshold.centAmount });
      expect(freightRate?.price).toEqual({ currencyCode: market.currency, centAmount: freightFee.centAmount });
    }
    // Spot checks against the spec table.
    const hu = parcel?.zoneRates?.find((r) => r.zone.key === 'zone-hu')?.shippingRates?.[0];
    expect(hu?.price.centAmount).toBe(148_100);
    expect(hu?.freeAbove?.centAmount).toBe(2_209_900);
  });

  it('gives every store its custom fields, flags and one active and one expired campaign', () => {
    const storeType = data.types.find((t) => t.key === 'store-custom');
    const fieldNames = storeType?.fieldDefinitions?.map((f) => f.name) ?? [];
    for (const market of MARKETS) {
      const store = data.stores.find((s) => s.key === market.storeKey);
      expect(store?.languages).toEqual(market.languages);
      const fields = store?.custom?.fields as Record<string, unknown>;
      expect(Object.keys(fields).sort()).toEqual([...fieldNames].sort());
      expect(fields.bankIban).toBe(market.bankDetails.iban);
      expect(fields.reviewWidget).toBe(market.flags.reviewWidget);
      expect(fields.loyaltyDiscount).toBe(market.flags.loyaltyDiscount);
      for (const language of market.languages) {
        expect((fields.openingHours as Record<string, string>)[language]).toBe(market.openingHours[language]);
        const campaigns = JSON.parse((fields.campaigns as Record<string, string>)[language]) as
          { startDate: string; endDate: string; pageTitle: string }[];
        const active = campaigns.filter((c) => Date.parse(c.startDate) <= EPOCH && EPOCH < Date.parse(c.endDate));
        const expired = campaigns.filter((c) => Date.parse(c.endDate) <= EPOCH);
        expect(active).toHaveLength(1);
        expect(expired).toHaveLength(1);
      }
    }
  });

  it('has one zone and channel per country and the 2026 standard VAT rates', () => {
    expect(data.zones.map((z) => z.locations?.[0].country).sort()).toEqual(MARKETS.map((m) => m.country).sort());
    expect(data.channels).toHaveLength(MARKETS.length);
    const rates = data.taxCategories[0].rates ?? [];
    expect(rates).toHaveLength(MARKETS.length);
    expect(rates.find((r) => r.country === 'SK')?.amount).toBe(0.23);
    expect(rates.find((r) => r.country === 'FI')?.amount).toBe(0.255);
    expect(rates.find((r) => r.country === 'CH')?.amount).toBe(0.081);
    expect(rates.every((r) => r.includedInPrice && r.amount === STANDARD_VAT_RATES[r.country as CountryCode])).toBe(true);
  });

  it('stocks products in every band, judged by the markets low-stock boundaries', () => {
    const product = new Map(data.catalog.map((p) => [p.sku, p]));
    const { high, low } = getMarket('SK').rules.lowStockBoundaries;
    const value = (sku: string, quantity: number) => quantity * (product.get(sku)?.salePriceEur ?? product.get(sku)?.priceEur ?? 0);
    const levels = data.inventory.map((entry) => ({ sku: entry.sku, quantity: entry.quantityOnStock }));
    expect(levels.filter((l) => l.quantity === 0).length).toBeGreaterThan(20);
    expect(levels.filter((l) => l.quantity > 0 && value(l.sku, l.quantity) < low.amount).length).toBeGreaterThan(20);
    expect(levels.filter((l) => value(l.sku, l.quantity) >= high.amount).length).toBeGreaterThan(100);
    expect(data.inventory.filter((e) => e.quantityOnStock === 0).every((e) => e.expectedDelivery !== undefined)).toBe(true);
    expect(new Set(data.inventory.map((e) => e.sku)).size).toBe(data.catalog.length);
  });
});
