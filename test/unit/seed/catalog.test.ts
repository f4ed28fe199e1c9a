import { MARKETS } from '~/markets';
import { describe, expect, it } from 'vitest';
import { buildSeedData } from '../../../server/commerce-backend/seed/data/index';

const data = buildSeedData();
const attr = (sku: string, name: string) =>
  data.products.find((p) => p.sku === sku)?.draft.masterVariant?.attributes?.find((a) => a.name === name)?.value;
const catalogProducts = data.products.filter((p) => p.sku.startsWith('EX'));

describe('seed catalogue', () => {
  it('has 600+ products, 40+ categories over three levels, 25 stores and 25+ brands', () => {
    expect(catalogProducts.length).toBeGreaterThanOrEqual(600);
    expect(data.categories.length).toBeGreaterThanOrEqual(40);
    const keys = new Map(data.categories.map((c) => [c.key, c]));
    const depth = (key: string | undefined): number => (key ? 1 + depth(keys.get(key)?.parent?.key) : 0);
    expect(Math.max(...data.categories.map((c) => depth(c.key)))).toBe(3);
    expect(data.stores.map((s) => s.key).sort()).toEqual(MARKETS.map((m) => m.storeKey).sort());
    const brands = new Set(catalogProducts.map((p) => attr(p.sku, 'brand')));
    expect(brands.size).toBeGreaterThanOrEqual(25);
  });

  it('every category a product names exists, and every leaf has products', () => {
    const categoryKeys = new Set(data.categories.map((c) => c.key));
    for (const product of data.products) {
      for (const category of product.draft.categories ?? []) expect(categoryKeys.has(category.key as string)).toBe(true);
    }
    const leaves = data.categories.filter((c) => !data.categories.some((other) => other.parent?.key === c.key) && c.parent);
    for (const leaf of leaves) {
      expect(data.products.some((p) => p.draft.categories?.some((c) => c.key === leaf.key)), leaf.key).toBe(true);
    }
  });

  it('uses the SKU scheme: EX10 normal, EX20 B-stock of an EX10, EX18 set containing an EX10', () => {
    const skus = new Set(data.products.map((p) => p.sku));
    expect(skus.size).toBe(data.products.length);
    for (const product of catalogProducts) {
      expect(product.sku).toMatch(/^EX(10|20|18)\d{6}$/);
      expect(product.draft.key).toBe(product.sku);
      const serial = product.sku.slice(4);
      if (product.sku.startsWith('EX20')) {
        expect(product.relations.referencedResourceSet).toEqual([`EX10${serial}`]);
        expect(attr(product.sku, 'isBware')).toBe(true);
        expect(attr(product.sku, 'tags')).toContain('bware');
      }
      if (product.sku.startsWith('EX18')) {
        expect(product.relations.referencedResourceSet[0]).toBe(`EX10${serial}`);
        expect(product.relations.referencedResourceSet.length).toBeGreaterThan(1);
      }
      for (const sku of Object.values(product.relations).flat()) expect(skus.has(sku)).toBe(true);
    }
    expect(catalogProducts.filter((p) => p.sku.startsWith('EX20')).length).toBeGreaterThan(0);
    expect(catalogProducts.filter((p) => p.sku.startsWith('EX18')).length).toBeGreaterThan(0);
  });

  it('names every normal product uniquely by brand and model', () => {
    const normal = data.catalog.filter((p) => p.variantKind === 'normal');
    const names = normal.map((p) => `${p.leaf} ${p.brand.name} ${p.model}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('ends every product slug in the SKU digits, as the product route reads it', () => {
    for (const product of catalogProducts) {
      for (const slug of Object.values(product.draft.slug)) expect(slug.endsWith(`-${product.sku.slice(2)}`)).toBe(true);
    }
    expect(data.products.find((p) => p.sku === 'EX10000001')?.draft.slug.sk).toMatch(/^akumulatorovy-vrtaci-skrutkovac-[a-z0-9-]+-10000001$/);
  });

  it('gives EANs with valid GTIN-13 check digits, unique except B-stock (same item as its original)', () => {
    const eans = catalogProducts.filter((p) => !p.sku.startsWith('EX20')).map((p) => attr(p.sku, 'ean') as string);
    expect(new Set(eans).size).toBe(eans.length);
    for (const ean of eans) {
      const digits = [...ean].map(Number);
      const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
      expect((10 - (sum % 10)) % 10).toBe(digits[12]);
    }
  });

  it('links accessories both ways and marks accessories by product type', () => {
    const accessories = data.products.filter((p) => p.draft.productType.key === 'accessory');
    expect(accessories.length).toBeGreaterThan(40);
    const withParents = accessories.filter((a) => a.relations.parentProductsForAccessory.length > 0);
    expect(withParents.length).toBeGreaterThan(accessories.length / 2);
    for (const accessory of withParents) {
      for (const parent of accessory.relations.parentProductsForAccessory) {
        const tool = data.products.find((p) => p.sku === parent);
        expect(tool?.draft.productType.key).toBe('standard-product');
      }
    }
    expect(data.products.some((p) => p.relations.relatedAccessories.length > 0)).toBe(true);
  });

  it('covers the tags, energy labels, freight items and volume-discount groups', () => {
    const tags = new Set(catalogProducts.flatMap((p) => attr(p.sku, 'tags') as string[]));
    for (const tag of ['new', 'bestseller', 'bware', 'on-sale', 'topRated', 'campaign:pro-deals']) expect(tags).toContain(tag);
    expect(catalogProducts.some((p) => attr(p.sku, 'energyClass') !== undefined)).toBe(true);
    expect(catalogProducts.some((p) => attr(p.sku, 'isPackageTypeFreight') === true)).toBe(true);
    expect(catalogProducts.some((p) => attr(p.sku, 'deliveryPackage') === 'pallet')).toBe(true);
    expect(new Set(catalogProducts.map((p) => attr(p.sku, 'volumeDiscountGroup')).filter(Boolean)).size).toBeGreaterThanOrEqual(3);
  });
});
