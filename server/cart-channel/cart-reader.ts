// The channel's own read of a cart by id. No ownership check here on purpose: it is the server reading
// for sockets that already proved ownership at admission, and the result only goes to that cart's room.
import type { Cart } from '@commercetools/platform-sdk';
import type { CommerceContext } from '~/commerce/client.server';
import { callCommerce, isNotFound, send } from '~/commerce/errors.server';
import { isResourceId } from '~/commerce/identifiers';

/** The cart in the context's store, or null when it no longer exists there. */
export async function readCartById(ctx: CommerceContext, cartId: string): Promise<Cart | null> {
  if (!isResourceId(cartId)) return null;
  try {
    return await callCommerce('/getCart', () =>
      send(ctx.client.apiRoot.inStoreKeyWithStoreKeyValue({ storeKey: ctx.store.key }).carts().withId({ ID: cartId }).get()),
    );
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}
