// Payments of the session's cart. A payment is reachable only through a cart the session owns that references it,
// so a paymentId from a redirect URL is never trusted on its own.
import type { Cart, CartState, Payment, PaymentUpdateAction } from '@commercetools/platform-sdk';
import { mutateCart } from './cart-update.server';
import type { CommerceContext } from './client.server';
import { PAYMENT_FIELDS } from './custom-types';
import { callCommerce, findOrNull, send } from './errors.server';
import { findOwnedCart, loadOwnedCart } from './guard.server';
import { isResourceId } from './identifiers';
import type { ShopperSession } from './types';
import { withVersionRetry } from './version-retry.server';

// A return from a payment page may find the cart already ordered or frozen.
const PAYABLE_STATES: readonly CartState[] = ['Active', 'Frozen', 'Ordered'];

export type PaymentInput = {
  /** A unique key (the allocated order number), by which a provider notification finds the payment. */
  key?: string;
  paymentInterface: string;
  method: string;
  /** The method's name as the shopper saw it, per language. */
  name?: Record<string, string>;
  custom?: { typeKey: string; fields: Record<string, unknown> };
};

/** What the shopper pays: the taxed gross total, or the total price for a cart without taxes. */
export function cartAmount(cart: Cart) {
  return cart.taxedPrice?.totalGross ?? cart.totalPrice;
}

/** Checkout spec §5: amounts must agree in cents, currency and fraction digits ('Malformed price'). */
export function paymentMatchesCart(cart: Cart, payment: Payment): boolean {
  const due = cartAmount(cart);
  const planned = payment.amountPlanned;
  return (
    due.centAmount === planned.centAmount &&
    due.currencyCode === planned.currencyCode &&
    due.fractionDigits === planned.fractionDigits
  );
}

/** Creates a payment for the cart's amount and adds it to the cart. */
export async function createPaymentForCart(
  ctx: CommerceContext,
  session: ShopperSession,
  input: PaymentInput,
): Promise<{ payment: Payment; cart: Cart }> {
  const cart = await loadOwnedCart(ctx, session, '/createPayment');
  const amount = cartAmount(cart);
  const payment = await callCommerce('/createPayment', () =>
    send(
      ctx.client.apiRoot.payments().post({
        body: {
          ...(input.key ? { key: input.key } : {}),
          // Fraction digits come from the currency, so a mis-priced cart shows up as 'Malformed price'.
          amountPlanned: { currencyCode: amount.currencyCode, centAmount: amount.centAmount },
          paymentMethodInfo: { paymentInterface: input.paymentInterface, method: input.method, ...(input.name ? { name: input.name } : {}) },
          ...(cart.customerId ? { customer: { typeId: 'customer' as const, id: cart.customerId } } : { anonymousId: cart.anonymousId }),
          ...(input.custom ? { custom: { type: { typeId: 'type' as const, key: input.custom.typeKey }, fields: input.custom.fields } } : {}),
        },
      }),
    ),
  );
  const updated = await mutateCart(
    ctx,
    session,
    '/updateCart',
    () => [{ action: 'addPayment', payment: { typeId: 'payment', id: payment.id } }],
    cart,
  );
  return { payment, cart: updated };
}

/** The cart and one of its payments, if the session owns the cart (the payment return passes the cart id). */
export async function getCartPayment(
  ctx: CommerceContext,
  session: ShopperSession,
  ids: { paymentId: string; cartId?: string },
): Promise<{ cart: Cart; payment: Payment } | null> {
  const cart = await findOwnedCart(ctx, session, '/getPayment', { cartId: ids.cartId, states: PAYABLE_STATES });
  if (!cart?.paymentInfo?.payments.some((reference) => reference.id === ids.paymentId)) return null;
  const payment = await getPaymentById(ctx, ids.paymentId);
  return payment && { cart, payment };
}

/** Updates a payment of the session's cart, retried once on a concurrent modification. */
export async function updatePayment(
  ctx: CommerceContext,
  session: ShopperSession,
  ids: { paymentId: string; cartId?: string },
  build: (payment: Payment) => PaymentUpdateAction[],
): Promise<Payment | null> {
  const found = await getCartPayment(ctx, session, ids);
  if (!found) return null;
  return withVersionRetry({
    current: found.payment,
    read: () => callCommerce('/getPayment', () => send(ctx.client.apiRoot.payments().withId({ ID: ids.paymentId }).get())),
    apply: (payment) => {
      const actions = build(payment);
      if (actions.length === 0) return Promise.resolve(payment);
      const { version } = payment;
      return callCommerce('/updatePayment', () => send(ctx.client.apiRoot.payments().withId({ ID: ids.paymentId }).post({ body: { version, actions } })));
    },
  });
}

/** For a provider notification: it carries no session, so it may only find the payment, whose cart then names the
 *  shopper. */
export async function findPaymentByKey(client: CommerceContext['client'], key: string): Promise<Payment | null> {
  if (!/^[A-Za-z0-9_-]{2,256}$/.test(key)) return null;
  return findOrNull(() => callCommerce('/getPayment', () => send(client.apiRoot.payments().withKey({ key }).get())));
}

/** Read project-wide, as a notification does not know the store; the cart must reference the payment too. */
export async function cartOfPayment(client: CommerceContext['client'], payment: Payment, cartId: string): Promise<Cart | null> {
  if (!isResourceId(cartId)) return null;
  const cart = await findOrNull(() => callCommerce('/getCart', () => send(client.apiRoot.carts().withId({ ID: cartId }).get())));
  return cart?.paymentInfo?.payments.some((reference) => reference.id === payment.id) ? cart : null;
}

/** A payment by id; null when it is gone. */
export function getPaymentById(ctx: CommerceContext, id: string): Promise<Payment | null> {
  return findOrNull(() => callCommerce('/getPayment', () => send(ctx.client.apiRoot.payments().withId({ ID: id }).get())));
}

/** Read without a session (a return link opened in another browser): never the order's details, as the link is no
 *  proof of who opens it. */
export async function paymentOutcomeWithoutSession(ctx: CommerceContext, ids: { cartId: string; paymentId: string }): Promise<'placed' | 'unfinished' | null> {
  if (!isResourceId(ids.cartId) || !isResourceId(ids.paymentId)) return null;
  const payment = await getPaymentById(ctx, ids.paymentId);
  const fields = payment?.custom?.fields ?? {};
  if (!payment || fields[PAYMENT_FIELDS.cartId] !== ids.cartId) return null;
  const cart = await cartOfPayment(ctx.client, payment, ids.cartId);
  if (!cart || cart.store?.key !== ctx.store.key) return null;
  const orderNumber = fields[PAYMENT_FIELDS.allocatedOrderNumber];
  if (cart.cartState !== 'Ordered' || typeof orderNumber !== 'string') return 'unfinished';
  const order = await findOrNull(() =>
    callCommerce('/getOrder', () =>
      send(ctx.client.apiRoot.inStoreKeyWithStoreKeyValue({ storeKey: ctx.store.key }).orders().withOrderNumber({ orderNumber }).get()),
    ),
  );
  return order?.paymentInfo?.payments.some((reference) => reference.id === payment.id) ? 'placed' : 'unfinished';
}
