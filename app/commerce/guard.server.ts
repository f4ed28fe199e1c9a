// Ownership checks: the API client can read every cart and order of the project, so isolation between shoppers is
// enforced here from the signed session only.
import type { Cart, CartState, Order } from '@commercetools/platform-sdk';
import type { CommerceContext } from './client.server';
import { callCommerce, cartNotFoundInStore, CommerceInputError, findOrNull, send } from './errors.server';
import { isResourceId } from './identifiers';
import type { ShopperSession } from './types';

type Owned = { customerId?: string; anonymousId?: string };

/** A customer's resource belongs to that customer only, even with the anonymous id it was created under (a shared browser). */
export function isOwnedBy(session: ShopperSession, resource: Owned): boolean {
  if (resource.customerId) return resource.customerId === session.customerId;
  return Boolean(resource.anonymousId) && resource.anonymousId === session.anonymousId;
}


export function requireCustomerId(session: ShopperSession): string {
  if (!session.customerId) throw new CommerceInputError('not-authenticated', 'User is not authenticated');
  return session.customerId;
}

/** The cart with this id in the store, without an ownership check: for the server's own reads only (see findOwnedCart). */
export async function readCartInStore(ctx: CommerceContext, cartId: string, endpoint = '/getCart'): Promise<Cart | null> {
  if (!isResourceId(cartId)) return null;
  return findOrNull(() =>
    callCommerce(endpoint, () => send(ctx.client.apiRoot.inStoreKeyWithStoreKeyValue({ storeKey: ctx.store.key }).carts().withId({ ID: cartId }).get())),
  );
}

/** The session's cart if it is usable here, else null (missing, foreign, other store, wrong state). */
export async function findOwnedCart(
  ctx: CommerceContext,
  session: ShopperSession,
  endpoint: string,
  options: { cartId?: string; states?: readonly CartState[] } = {},
): Promise<Cart | null> {
  const cartId = options.cartId ?? session.cartId;
  if (!isResourceId(cartId)) return null;
  const states = options.states ?? ['Active'];
  const cart = await readCartInStore(ctx, cartId, endpoint);
  if (!cart) return null;
  const usable = isOwnedBy(session, cart) && cart.store?.key === ctx.store.key && states.includes(cart.cartState);
  return usable ? cart : null;
}

/** Like findOwnedCart, but a missing cart is the spec's "was not found in store" error. */
export async function loadOwnedCart(
  ctx: CommerceContext,
  session: ShopperSession,
  endpoint: string,
  options: { cartId?: string; states?: readonly CartState[] } = {},
): Promise<Cart> {
  const cart = await findOwnedCart(ctx, session, endpoint, options);
  if (!cart) throw cartNotFoundInStore(endpoint, options.cartId ?? session.cartId ?? '', ctx.store.key);
  return cart;
}

/** An order is visible to the session that placed it, in the store it was placed in. */
export function isOrderVisible(ctx: CommerceContext, session: ShopperSession, order: Order): boolean {
  return isOwnedBy(session, order) && order.store?.key === ctx.store.key;
}
