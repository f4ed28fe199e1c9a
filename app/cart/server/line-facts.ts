// Facts about commercetools line items the cart needs in several places (pure).
import type { Cart, LineItem, TypedMoney } from '@commercetools/platform-sdk';
import { isGuaranteeSku } from '~/markets/constants';

/** The custom type and field of a guarantee line: spec §3 "The first custom field holds the parent sku". */
export const GUARANTEE_LINE_TYPE_KEY = 'line-item-custom';
export const PARENT_SKU_FIELD = 'parentSku';

export function attributeOf(line: LineItem, name: string): unknown {
  return line.variant.attributes?.find((attribute) => attribute.name === name)?.value;
}

export function parentSkuOf(line: LineItem): string | undefined {
  const value = line.custom?.fields?.[PARENT_SKU_FIELD];
  return typeof value === 'string' ? value : undefined;
}

export function isGuaranteeLine(line: LineItem): boolean {
  return isGuaranteeSku(line.variant.sku);
}

/** Lines of real products (not the virtual guarantees). */
export function productLines(cart: Cart): LineItem[] {
  return cart.lineItems.filter((line) => !isGuaranteeLine(line));
}

/** Guarantee lines by the SKU of the product they cover. */
export function guaranteeLinesByParent(cart: Cart): Map<string, LineItem> {
  const byParent = new Map<string, LineItem>();
  for (const line of cart.lineItems) {
    const parent = isGuaranteeLine(line) ? parentSkuOf(line) : undefined;
    if (parent && !byParent.has(parent)) byParent.set(parent, line);
  }
  return byParent;
}

/** Units of one SKU in the cart (its product lines only). */
export function quantityInCart(cart: Cart | null, sku: string): number {
  return (cart?.lineItems ?? []).filter((line) => line.variant.sku === sku && !isGuaranteeLine(line)).reduce((sum, line) => sum + line.quantity, 0);
}

/** Before cart discounts (a sale price when the product has one). An external price (a NET line) is the price as set:
 *  a product discount of the platform price it replaced is gross. */
export function productUnitPrice(line: LineItem): TypedMoney {
  return line.priceMode === 'ExternalPrice' ? line.price.value : (line.price.discounted?.value ?? line.price.value);
}

export function productUnitCents(line: LineItem): number {
  return productUnitPrice(line).centAmount;
}

export function isFreightLine(line: LineItem): boolean {
  return attributeOf(line, 'isPackageTypeFreight') === true;
}

export function volumeGroupOf(line: LineItem): string | null {
  const group = attributeOf(line, 'volumeDiscountGroup');
  return typeof group === 'string' && group !== '' ? group : null;
}

export function itemCount(cart: Cart | null): number {
  return productLines(cart ?? ({ lineItems: [] } as unknown as Cart)).reduce((sum, line) => sum + line.quantity, 0);
}
