// Orders: create from the session's cart, read one, list a customer's; every read is checked against the session.
import type { Order, OrderState, OrderUpdateAction, PaymentState } from '@commercetools/platform-sdk';
import { DEFAULT_ORDER_NUMBER_PREFIX } from '~/markets';
import { isCompleteAddress } from './cart-rules';
import { forgetRecentCart } from './cart.server';
import type { CommerceContext } from './client.server';
import { callCommerce, CommerceInputError, findOrNull, send } from './errors.server';
import { isOrderVisible, loadOwnedCart } from './guard.server';
import { isResourceId } from './identifiers';
import { allocateOrderNumber } from './order-number.server';
import type { ShopperSession } from './types';
import { withVersionRetry } from './version-retry.server';

const inStoreOrders = (ctx: CommerceContext) =>
  ctx.client.apiRoot.inStoreKeyWithStoreKeyValue({ storeKey: ctx.store.key }).orders();

/** Creates the order from the session's active cart, retrying a concurrent modification once; returns the session without the cart. */
export async function createOrderFromCart(
  ctx: CommerceContext,
  session: ShopperSession,
  options: { orderNumber?: string; paymentState?: PaymentState } = {},
): Promise<{ order: Order; session: ShopperSession }> {
  const endpoint = '/createMyOrderFromCart';
  const cart = await loadOwnedCart(ctx, session, endpoint);
  if (cart.lineItems.length === 0) throw new CommerceInputError('empty-cart', 'The cart is empty');
  if (!isCompleteAddress(cart.shippingAddress)) {
    throw new CommerceInputError('missing-shipping-address', 'The cart has no complete shipping address');
  }
  const orderNumber = options.orderNumber ?? (await allocateOrderNumber(ctx.client, DEFAULT_ORDER_NUMBER_PREFIX));
  const create = (version: number) =>
    callCommerce(endpoint, () =>
      send(inStoreOrders(ctx).post({ body: { cart: { typeId: 'cart', id: cart.id }, version, orderNumber, paymentState: options.paymentState } })),
    );

  let order = await withVersionRetry({
    current: cart.version,
    // The version the conflict names, else a fresh read (still through the guard).
    read: async (conflict) => conflict?.currentVersion ?? (await loadOwnedCart(ctx, session, endpoint)).version,
    apply: create,
  });
  forgetRecentCart(cart.id);
  // A backend that does not take the draft's payment state (the embedded one) gets it set right after.
  if (options.paymentState && order.paymentState !== options.paymentState) {
    order = await updateOrder(ctx, order, [{ action: 'changePaymentState', paymentState: options.paymentState }]).catch((err: unknown) => {
      ctx.client.logger.warn({ err, orderId: order.id }, 'order payment state not set');
      return order;
    });
  }
  const { cartId: _ordered, ...rest } = session;
  return { order, session: rest };
}

function updateOrder(ctx: CommerceContext, order: Order, actions: OrderUpdateAction[]): Promise<Order> {
  return withVersionRetry({
    current: order,
    read: () => callCommerce('/getOrder', () => send(inStoreOrders(ctx).withId({ ID: order.id }).get())),
    apply: (current) =>
      callCommerce('/updateOrder', () => send(inStoreOrders(ctx).withId({ ID: current.id }).post({ body: { version: current.version, actions } }))),
  });
}

/** A notification that settles a pending payment or reports its failure; nothing happens for an order the session
 *  may not see. */
export async function changeOrderStates(
  ctx: CommerceContext,
  session: ShopperSession,
  orderId: string,
  states: { paymentState?: PaymentState; orderState?: OrderState },
): Promise<Order | null> {
  const order = await getOrder(ctx, session, orderId);
  if (!order) return null;
  const actions: OrderUpdateAction[] = [];
  if (states.paymentState && order.paymentState !== states.paymentState) actions.push({ action: 'changePaymentState', paymentState: states.paymentState });
  if (states.orderState && order.orderState !== states.orderState) actions.push({ action: 'changeOrderState', orderState: states.orderState });
  return actions.length === 0 ? order : updateOrder(ctx, order, actions);
}

/** One order if the session placed it in this store; null otherwise (no leak either way). */
export async function getOrder(ctx: CommerceContext, session: ShopperSession, orderId: string): Promise<Order | null> {
  if (!isResourceId(orderId)) return null;
  const order = await findOrNull(() => callCommerce('/getOrder', () => send(inStoreOrders(ctx).withId({ ID: orderId }).get())));
  return order && isOrderVisible(ctx, session, order) ? order : null;
}

/** Same, by order number (the payment return flow finds orders by number). */
export async function getOrderByNumber(
  ctx: CommerceContext,
  session: ShopperSession,
  orderNumber: string,
): Promise<Order | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(orderNumber)) return null;
  const order = await findOrNull(() => callCommerce('/getOrder', () => send(inStoreOrders(ctx).withOrderNumber({ orderNumber }).get())));
  return order && isOrderVisible(ctx, session, order) ? order : null;
}

/** /getOrders: the signed-in customer's orders in this store, newest first; none for guests. */
export async function getOrders(
  ctx: CommerceContext,
  session: ShopperSession,
  paging: { limit?: number; offset?: number } = {},
): Promise<Order[]> {
  if (!session.customerId) return [];
  const page = await callCommerce('/getOrders', () =>
    send(
      inStoreOrders(ctx).get({
        queryArgs: {
          where: 'customerId = :customerId',
          'var.customerId': session.customerId,
          sort: 'createdAt desc',
          limit: Math.min(Math.max(paging.limit ?? 50, 1), 500),
          offset: Math.max(paging.offset ?? 0, 0),
        },
      }),
    ),
  );
  // The query already filters; the guard is the line of defence if a backend ignores it.
  return page.results
    .filter((order) => isOrderVisible(ctx, session, order))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Whoever placed them: only for an address someone proved (getOrdersOf), never for a shopper's id. */
async function getOrdersByEmail(ctx: CommerceContext, email: string, limit: number): Promise<Order[]> {
  const page = await callCommerce('/getOrders', () =>
    send(
      inStoreOrders(ctx).get({
        queryArgs: { where: 'customerEmail = :email', 'var.email': email, sort: 'createdAt desc', limit: Math.min(Math.max(limit, 1), 100) },
      }),
    ),
  );
  return page.results
    .filter((order) => order.customerEmail?.toLowerCase() === email.toLowerCase() && order.store?.key === ctx.store.key)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The account's own orders and those placed with an e-mail the owner proved. An account whose address is not
 *  confirmed passes no `email`, so a guest's orders never join it. */
export async function getOrdersOf(ctx: CommerceContext, owner: { customerId?: string; email?: string }, limit = 50): Promise<Order[]> {
  const { customerId, email } = owner;
  const [own, placedWithEmail] = await Promise.all([
    customerId ? getOrders(ctx, { anonymousId: '', customerId }, { limit }) : [],
    email ? getOrdersByEmail(ctx, email, limit) : [],
  ]);
  const guests = customerId ? placedWithEmail.filter((order) => !order.customerId || order.customerId === customerId) : placedWithEmail;
  const byId = new Map([...own, ...guests].map((order) => [order.id, order]));
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}
