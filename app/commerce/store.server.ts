// Stores (spec §7 /getStores) and shipping methods (/getShippingMethodsWithoutId
// and its by-cart variant). Stores and the store's methods are cached (catalogue-cache.server.ts).
import type { Money, ShippingMethod, ShippingRate, Store, TypedMoney, Zone } from '@commercetools/platform-sdk';
import type { CommerceClient, CommerceContext } from './client.server';
import { callCommerce, findOrNull, send } from './errors.server';
import { loadOwnedCart } from './guard.server';
import { localized } from './localize';
import type { ShopperSession, StoreContext } from './types';

export type StoreShippingMethod = {
  id: string;
  key?: string;
  name: string;
  description?: string;
  isDefault: boolean;
  price: TypedMoney | Money;
  /** Cart value from which shipping is free, if the rate has one. */
  freeAbove?: TypedMoney | Money;
  method: ShippingMethod;
};

/** One store with its custom fields, or null if the key is unknown. */
export function getStore(client: CommerceClient, storeKey: string): Promise<Store | null> {
  return client.catalogueCache.get({
    name: 'store',
    key: storeKey,
    depends: ['stores'],
    getFreshValue: () => findOrNull(() => callCommerce('/getStores', () => send(client.apiRoot.stores().withKey({ key: storeKey }).get()))),
  });
}

/** All stores (hreflang links, sitemaps, country switcher). */
export function getStores(client: CommerceClient): Promise<Store[]> {
  return client.catalogueCache.get({
    name: 'stores',
    key: '',
    depends: ['stores'],
    getFreshValue: async () => {
      const page = await callCommerce('/getStores', () =>
        send(client.apiRoot.stores().get({ queryArgs: { limit: 500 } })),
      );
      return [...page.results].sort((a, b) => a.key.localeCompare(b.key));
    },
  });
}

function zoneCovers(zone: Zone | undefined, country: string): boolean {
  return Boolean(zone?.locations.some((location) => location.country === country));
}

/** The method's rate for the store's country and currency, if it ships there. */
export function rateForStore(method: ShippingMethod, store: StoreContext): ShippingRate | undefined {
  for (const zoneRate of method.zoneRates) {
    if (!zoneCovers(zoneRate.zone.obj, store.country)) continue;
    const rate = zoneRate.shippingRates.find((candidate) => candidate.price.currencyCode === store.currency);
    if (rate) return rate;
  }
  return undefined;
}

function toStoreMethods(methods: ShippingMethod[], store: StoreContext): StoreShippingMethod[] {
  const result: StoreShippingMethod[] = [];
  for (const method of methods) {
    const rate = rateForStore(method, store);
    if (!rate) continue;
    result.push({
      id: method.id,
      key: method.key,
      name: localized(method.localizedName, store.language) ?? method.name,
      description: localized(method.localizedDescription, store.language),
      isDefault: method.isDefault,
      price: rate.price,
      freeAbove: rate.freeAbove,
      method,
    });
  }
  // The default method first, then a stable order.
  return result.sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || (a.key ?? a.id).localeCompare(b.key ?? b.id));
}

/** Methods that ship to the store's country in its currency (cached). */
export function getShippingMethods(ctx: CommerceContext): Promise<StoreShippingMethod[]> {
  const { client, store } = ctx;
  return client.catalogueCache.get({
    name: 'shipping-methods',
    key: `${store.key}|${store.country}|${store.currency}|${store.language}`,
    depends: ['shipping'],
    getFreshValue: async () => {
      const page = await callCommerce('/getShippingMethodsWithoutId', () =>
        send(client.apiRoot.shippingMethods().get({ queryArgs: { limit: 500, expand: ['zoneRates[*].zone'] } })),
      );
      return toStoreMethods(page.results, store);
    },
  });
}

/** Methods the backend allows for the session's cart (not cached: depends on the cart). */
export async function getShippingMethodsForCart(
  ctx: CommerceContext,
  session: ShopperSession,
): Promise<StoreShippingMethod[]> {
  const cart = await loadOwnedCart(ctx, session, '/getShippingMethods');
  const page = await callCommerce('/getShippingMethods', () =>
    send(
      ctx.client.apiRoot
        .inStoreKeyWithStoreKeyValue({ storeKey: ctx.store.key })
        .shippingMethods()
        .matchingCart()
        .get({ queryArgs: { cartId: cart.id, expand: ['zoneRates[*].zone'] } }),
    ),
  );
  return toStoreMethods(page.results, ctx.store);
}
