import { shelfPrice } from '../money';
import { hashString } from '../prng';
import { eanFor, PARCEL_WEIGHT_LIMIT_KG } from './base-products';
import type { CatalogProduct, SpecValue } from './types';

export const BWARE_COUNT = 64;
export const SET_COUNT = 42;

/** A stable pseudo-random order: sorting by a hash of the SKU picks the same products every run. */
const byHash = (salt: string) => (a: CatalogProduct, b: CatalogProduct) =>
  hashString(`${salt}:${a.sku}`) - hashString(`${salt}:${b.sku}`) || a.sku.localeCompare(b.sku);

const serialOf = (product: CatalogProduct) => product.digits.slice(2);

/** B-stock ('EX20' + the original's serial): opened returns, cheaper, few in stock, never on sale. */
export function buildBwareProducts(base: readonly CatalogProduct[]): CatalogProduct[] {
  const candidates = base.filter((product) => !product.kind.accessory && product.eligibleForSelling);
  return [...candidates].sort(byHash('bware')).slice(0, BWARE_COUNT).map((original) => ({
    ...original,
    sku: `EX20${serialOf(original)}`,
    digits: `20${serialOf(original)}`,
    variantKind: 'bware',
    priceEur: shelfPrice(original.priceEur * 0.8),
    salePriceEur: undefined,
    inActiveCampaign: false,
    imageCount: 2,
    images360: 0,
    // Same trade item as the original, so the same GTIN.
    ean: original.ean,
    relations: { parentProductsForAccessory: [], relatedAccessories: [], referencedResourceSet: [original.sku] },
    tags: [],
  }));
}

/** Sets ('EX18' + the tool's serial): the tool with up to two of its accessories, 8 % below the parts. */
export function buildSetProducts(base: readonly CatalogProduct[]): CatalogProduct[] {
  const bySku = new Map(base.map((product) => [product.sku, product]));
  const candidates = base.filter((product) => !product.kind.accessory && product.eligibleForSelling
    && product.relations.relatedAccessories.length > 0);
  return [...candidates].sort(byHash('set')).slice(0, SET_COUNT).map((tool) => {
    const parts = tool.relations.relatedAccessories.slice(0, 2).map((sku) => bySku.get(sku)).filter((p) => p !== undefined);
    const hasBattery = parts.some((part) => part.leaf === 'batteries');
    const specs: SpecValue[] = tool.specs.map((spec) =>
      (spec.label === 'batteryIncluded' && hasBattery ? { ...spec, value: true } : spec));
    const netWeight = Number((tool.netWeight + parts.reduce((sum, part) => sum + part.netWeight, 0)).toFixed(2));
    const grossWeight = Number((netWeight * 1.1 + 0.5).toFixed(2));
    return {
      ...tool,
      sku: `EX18${serialOf(tool)}`,
      digits: `18${serialOf(tool)}`,
      variantKind: 'set',
      specs,
      priceEur: shelfPrice((tool.priceEur + parts.reduce((sum, part) => sum + part.priceEur, 0)) * 0.92),
      salePriceEur: undefined,
      inActiveCampaign: false,
      netWeight,
      grossWeight,
      freight: tool.freight || grossWeight > PARCEL_WEIGHT_LIMIT_KG,
      // Sets are their own trade item, so they get their own GTIN.
      ean: eanFor(1_000_000 + Number(serialOf(tool))),
      relations: { parentProductsForAccessory: [], relatedAccessories: [...tool.relations.relatedAccessories],
        referencedResourceSet: [tool.sku, ...parts.map((part) => part.sku)] },
      tags: [],
    };
  });
}
