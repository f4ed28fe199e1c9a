// Keeps the parts of a cart that follow other parts in step (spec §3, §4): guarantee lines follow their product, the
// shipping method follows the items (freight when any item ships as freight). Built from the fresh cart, so the
// concurrent-modification retry rebuilds them from the server's version.
import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import { getShippingMethods } from '~/commerce/store.server';
import type { CommerceContext } from '~/commerce/client.server';
import { updateCart } from '~/commerce/cart.server';
import type { ShopperSession } from '~/commerce/types';
import { guaranteeUnitCents } from '../rules/guarantee';
import { attributeOf, isFreightLine, isGuaranteeLine, parentSkuOf, productUnitCents } from './line-facts';

export const SHIPPING_METHOD_KEYS = { parcel: 'parcel', freight: 'freight' } as const;

export function guaranteeSyncActions(cart: Cart): CartUpdateAction[] {
  const actions: CartUpdateAction[] = [];
  const products = new Map(cart.lineItems.filter((line) => !isGuaranteeLine(line)).map((line) => [line.variant.sku, line]));
  for (const line of cart.lineItems) {
    if (!isGuaranteeLine(line)) continue;
    const parent = products.get(parentSkuOf(line));
    if (!parent) {
      actions.push({ action: 'removeLineItem', lineItemId: line.id });
      continue;
    }
    if (line.quantity !== parent.quantity) actions.push({ action: 'changeLineItemQuantity', lineItemId: line.id, quantity: parent.quantity });
    const rate = attributeOf(line, 'priceRate');
    if (typeof rate !== 'number') continue;
    const expected = guaranteeUnitCents(productUnitCents(parent), rate);
    if (line.priceMode !== 'ExternalPrice' || line.price.value.centAmount !== expected) {
      actions.push({
        action: 'setLineItemPrice',
        lineItemId: line.id,
        externalPrice: { currencyCode: line.price.value.currencyCode, centAmount: expected },
      });
    }
  }
  return actions;
}

/** The method key the items call for; null for an empty cart (nothing to ship). */
export function wantedShippingMethod(cart: Cart): string | null {
  if (cart.lineItems.length === 0) return null;
  return cart.lineItems.some(isFreightLine) ? SHIPPING_METHOD_KEYS.freight : SHIPPING_METHOD_KEYS.parcel;
}

export function shippingSyncActions(cart: Cart, methodIdsByKey: ReadonlyMap<string, string>): CartUpdateAction[] {
  // A NET cart ships by a custom method at its net price, which the checkout keeps in step (checkout/net-prices.ts).
  if (cart.taxMode === 'External') return [];
  const wanted = wantedShippingMethod(cart);
  const id = wanted && methodIdsByKey.get(wanted);
  if (!wanted || !id || cart.shippingInfo?.shippingMethod?.id === id) return [];
  return [{ action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', key: wanted } }];
}

/** In one update, none when the cart is in step. Shipping methods that cannot be read leave the shipping as it is:
 *  the cart page then estimates it from the store's rules. */
export async function syncCart(ctx: CommerceContext, session: ShopperSession, cart: Cart): Promise<Cart> {
  const methods = await getShippingMethods(ctx).catch(() => []);
  const ids = new Map(methods.flatMap((method) => (method.key ? [[method.key, method.id] as const] : [])));
  const needed = [...guaranteeSyncActions(cart), ...shippingSyncActions(cart, ids)];
  if (needed.length === 0) return cart;
  return updateCart(ctx, session, (fresh) => [...guaranteeSyncActions(fresh), ...shippingSyncActions(fresh, ids)]);
}
