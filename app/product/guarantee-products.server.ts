// The virtual extra-guarantee products (spec §5): the same for every product page, read from the catalogue cache like
// any product.
import type { ProductProjection } from '@commercetools/platform-sdk';
import { getProductsBySkus } from '~/commerce/catalog.server';
import type { CommerceContext } from '~/commerce/client.server';
import { localized } from '~/commerce/localize';
import { EXTRA_GUARANTEE_SKUS } from '~/markets';
import type { GuaranteeProduct } from './guarantees';
import { attributeValues, numberAttribute, textSetAttribute } from './product-attributes';

export function toGuaranteeProduct(product: ProductProjection, language: string): GuaranteeProduct | null {
  const variant = product.masterVariant;
  const values = attributeValues(variant.attributes);
  const name = localized(product.name, language);
  const priceRate = numberAttribute(values, 'priceRate');
  if (!variant.sku || !name || priceRate === null) return null;
  return {
    sku: variant.sku,
    name,
    priceRate,
    excludedSkus: textSetAttribute(values, 'excludedSkus'),
    excludedBrands: textSetAttribute(values, 'excludedBrands'),
    excludedRelations: textSetAttribute(values, 'excludedRelations'),
    enabledOnMarket: textSetAttribute(values, 'enabledOnMarket'),
  };
}

/** The guarantee products; a failed read gives none (the page sells without guarantees) and is not cached. */
export async function getGuaranteeProducts(ctx: CommerceContext): Promise<GuaranteeProduct[]> {
  // getProductsBySkus logs a backend error and gives null: the page then sells without guarantees.
  const products = await getProductsBySkus(ctx, EXTRA_GUARANTEE_SKUS);
  return (products ?? []).map((product) => toGuaranteeProduct(product, ctx.store.language)).filter((item): item is GuaranteeProduct => item !== null);
}
