// Extra guarantees in the cart. Which guarantees a product may get and what they cost are the product page's
// rules (app/product/guarantees.ts: spec §3, §4 "Extra guarantee", §5 Other, §9 Prices); the cart
// applies the same rules to its lines, so the cart never offers what the product page would not.
import {
  guaranteeOptions, guaranteePrice, type CoveredProduct, type GuaranteeOption, type GuaranteeProduct,
} from '~/product/guarantees';
import type { MoneyLike } from '~/commerce/money';

export type { GuaranteeOption, GuaranteeProduct };

/** Relation attributes of spec §3 ("Relations: parentProductsForAccessory, relatedAccessories, referencedResourceSet"). */
export const RELATION_ATTRIBUTES = ['parentProductsForAccessory', 'relatedAccessories', 'referencedResourceSet'] as const;

type Attribute = { name: string; value: unknown };
type VariantFacts = { sku?: string; attributes?: readonly Attribute[] };

/** The relation attributes of a variant that hold at least one value. */
export function filledRelations(attributes: readonly Attribute[] | undefined): string[] {
  return (attributes ?? [])
    .filter((attribute) => (RELATION_ATTRIBUTES as readonly string[]).includes(attribute.name))
    .filter((attribute) => (Array.isArray(attribute.value) ? attribute.value.length > 0 : Boolean(attribute.value)))
    .map((attribute) => attribute.name);
}

export function coveredProduct(variant: VariantFacts, price: MoneyLike | null): CoveredProduct {
  const brand = variant.attributes?.find((attribute) => attribute.name === 'brand')?.value;
  return { sku: variant.sku ?? '', brand: typeof brand === 'string' ? brand : null, nonEmptyRelations: filledRelations(variant.attributes), price };
}

/** The guarantees offered for a product in the cart (the cart is never the payment page). */
export function guaranteeOptionsForVariant(
  variant: VariantFacts,
  price: MoneyLike | null,
  guarantees: readonly GuaranteeProduct[],
  situation: { featureEnabled: boolean; locale: string },
): GuaranteeOption[] {
  return guaranteeOptions(coveredProduct(variant, price), guarantees, { ...situation, onPaymentPage: false });
}

/** Its rate of the covered product's unit price as the product is sold (its sale price when it has one, before cart
 *  discounts). */
export function guaranteeUnitCents(productUnitCents: number, rate: number): number {
  return guaranteePrice({ centAmount: productUnitCents, currencyCode: 'EUR' }, rate).centAmount;
}
