import type { CountryCode } from '~/markets';
import type { HighlightKey } from '../i18n/highlights';
import type { TechLabel } from '../i18n/tech-labels';
import type { Brand } from './brands';
import type { CategoryKey, LeafKey } from './category-tree';
import type { KindDef } from './kinds';

export type ProductVariantKind = 'normal' | 'bware' | 'set';

/** A resolved technical detail: the label and its raw value (formatted per language later). */
export interface SpecValue {
  readonly label: TechLabel;
  readonly value: number | string | boolean;
  readonly unit: string;
  readonly prefix?: string;
}

export interface Relations {
  parentProductsForAccessory: string[];
  relatedAccessories: string[];
  referencedResourceSet: string[];
}

/** One sellable product before it becomes a draft; stock, reviews, relations and category flags are read from
 * here. */
export interface CatalogProduct {
  readonly sku: string;
  /** The eight digits of the SKU; the product page slug ends in them. */
  readonly digits: string;
  readonly variantKind: ProductVariantKind;
  readonly kind: KindDef;
  readonly brand: Brand;
  readonly model: string;
  readonly family: string;
  readonly leaf: LeafKey;
  readonly categories: readonly CategoryKey[];
  readonly specs: readonly SpecValue[];
  readonly highlights: readonly HighlightKey[];
  /** Set for battery-powered tools and batteries: the platform voltage. */
  readonly voltage: number | undefined;
  readonly priceEur: number;
  /** Sale price in EUR when the product is on sale (shown with the regular price as "before"). */
  readonly salePriceEur: number | undefined;
  readonly inActiveCampaign: boolean;
  readonly markets: readonly CountryCode[];
  readonly netWeight: number;
  readonly grossWeight: number;
  readonly netSize: readonly [number, number, number];
  readonly grossSize: readonly [number, number, number];
  readonly freight: boolean;
  readonly releaseDaysAgo: number;
  readonly eligibleForSelling: boolean;
  readonly ean: string;
  readonly imageCount: number;
  readonly images360: number;
  readonly energyClass: string | undefined;
  /** Filled by the relation step. */
  readonly relations: Relations;
  /** Filled after reviews are generated. */
  tags: string[];
}
