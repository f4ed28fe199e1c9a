// Guarded cart updates with optimistic versioning. Changes to one cart run one after another in this process
// (double-submitted forms, parallel fetchers); a ConcurrentModification from elsewhere (another instance, the
// backend) is retried on the server's current cart, with the actions rebuilt from it.
import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import type { CommerceContext } from './client.server';
import { callCommerce, isConcurrentModification, send } from './errors.server';
import { loadOwnedCart } from './guard.server';
import type { ShopperSession } from './types';
import { withVersionRetry } from './version-retry.server';

/** Builds the actions from the current cart; an empty list means nothing to do. */
export type CartActionsBuilder = (cart: Cart) => CartUpdateAction[];

// The tasks running per key: an entry lives only while its key has work, so it needs no bound.
const queues = new Map<string, Promise<unknown>>();

/** One write at a time to a cart, an owner's first cart, an order, a payment; a failure does not block the rest.
 *  Serialisation, not a double-submit guard: a copy of a submission is answered by the submission record. */
export async function inQueue<T>(key: string, task: (waited: boolean) => Promise<T>): Promise<T> {
  const previous = queues.get(key);
  const current = (previous ?? Promise.resolve()).catch(() => undefined).then(() => task(previous !== undefined));
  queues.set(key, current);
  try {
    return await current;
  } finally {
    if (queues.get(key) === current) queues.delete(key);
  }
}

export function mutateCart(
  ctx: CommerceContext,
  session: ShopperSession,
  endpoint: string,
  build: CartActionsBuilder,
  loaded?: Cart,
): Promise<Cart> {
  const cartId = loaded?.id ?? session.cartId ?? '';
  // After waiting, a cart read before is stale: read it again.
  return inQueue(`cart:${cartId}`, (waited) => applyCartActions(ctx, session, endpoint, build, cartId, waited ? undefined : loaded));
}

async function applyCartActions(
  ctx: CommerceContext,
  session: ShopperSession,
  endpoint: string,
  build: CartActionsBuilder,
  cartId: string,
  loaded: Cart | undefined,
): Promise<Cart> {
  return withVersionRetry({
    current: loaded,
    // Read through the guard, also after a conflict: the new state must still belong to the session.
    read: () => loadOwnedCart(ctx, session, endpoint, { cartId }),
    apply: async (cart) => {
      const actions = build(cart);
      if (actions.length === 0) return cart;
      const { id, version } = cart;
      try {
        return await callCommerce(endpoint, () =>
          send(
            ctx.client.apiRoot
              .inStoreKeyWithStoreKeyValue({ storeKey: ctx.store.key })
              .carts()
              .withId({ ID: id })
              .post({ body: { version, actions } }),
          ),
        );
      } catch (err) {
        if (!isConcurrentModification(err)) ctx.client.logger.warn({ endpoint, cartId: id, err }, 'cart update failed');
        throw err;
      }
    },
    onConflict: (err, retrying) =>
      retrying
        ? ctx.client.logger.info({ endpoint, cartId }, 'cart changed concurrently, retrying once')
        : ctx.client.logger.warn({ endpoint, cartId, err }, 'cart update failed'),
  });
}
