// Placing the order from the cart (spec §4 step 3: "an order is created from the cart"), the one way every path
// takes: the payment return, a provider notification when the return never came, the payment step for bank
// transfer, cash on delivery and Multibanco. Idempotent by the payment's allocated order number: whoever comes
// second (a replayed return URL, the notification after the return, another server instance) finds the order
// instead of creating one, and only the creator sends the confirmation and the purchase event.
import type { Cart, Order, PaymentState } from '@commercetools/platform-sdk';
import { inQueue } from '~/commerce/cart-update.server';
import type { CommerceContext } from '~/commerce/client.server';
import { CommerceError } from '~/commerce/errors.server';
import { findOwnedCart } from '~/commerce/guard.server';
import { createOrderFromCart, getOrderByNumber } from '~/commerce/order.server';
import { getPaymentById } from '~/commerce/payment.server';
import { releaseStock } from '~/commerce/stock-reservation.server';
import type { ShopperSession } from '~/commerce/types';
import type { LanguageCode, Market, Seller } from '~/markets';
import type { Mailer } from '~/mail/mailer.server';
import { cartTotal } from '../payment-cart';
import { sendOrderConfirmation } from './order-mail.server';
import type { RequestTracking } from '~/tracking/tracker.server';
import { moneyWentBack } from '../rules/money-back';
import { moveOrderAfterMoneyBack } from './money-back.server';
import { allocatedOrderNumberOf } from './payment-records.server';
import { emitEvent, type PurchaseEvent } from './tracking.server';

export interface PlaceOrderDeps {
  ctx: CommerceContext;
  /** The shopper's ids; a notification passes the ones of the cart's owner. */
  session: ShopperSession;
  mailer: Mailer;
  market: Market;
  language: LanguageCode;
  locale: string;
  /** The seller the confirmation names (the bank transfer's account holder, decision 120). */
  seller: Seller;
  /**
   * The shopper's request tracking (consent and device cookie decide whether anything is sent): the purchase
   * event. A provider notification has no browser behind it and passes none.
   */
  tracking?: Pick<RequestTracking, 'send'>;
}

export type PlaceOrderResult =
  /** `created`: this call created it (false: it existed already). `session`: the shopper's, without the cart. */
  | { kind: 'placed'; order: Order; created: boolean; session: ShopperSession }
  /** The backend refused for want of stock (OutOfStock): nothing ordered. */
  | { kind: 'out-of-stock'; skus: string[] }
  /** The payment's money went back before the order existed (decision 122): nothing ordered. */
  | { kind: 'money-back' }
  | { kind: 'failed'; error: unknown };

function outOfStockSkus(err: unknown): string[] | null {
  if (!(err instanceof CommerceError) || err.code !== 'OutOfStock') return null;
  const body = (err.cause as { body?: { errors?: Array<{ skus?: unknown }> } } | undefined)?.body;
  const skus = body?.errors?.[0]?.skus;
  return Array.isArray(skus) ? skus.filter((sku): sku is string => typeof sku === 'string') : [];
}

/** The ids of the cart's owner, for a path without the shopper's session (a notification). */
export function sessionOfCart(cart: Pick<Cart, 'id' | 'anonymousId' | 'customerId'>): ShopperSession {
  return { anonymousId: cart.anonymousId ?? '', customerId: cart.customerId, cartId: cart.id };
}

/**
 * The order an ordered cart of the session became, found through the cart's payments (each carries the order
 * number it was allocated; one of them is the order's). Null while the cart is not ordered. A second "Order and
 * pay" of the same cart (a double click, a resubmit, two workers at once) lands on this order (issue 36 item 10).
 */
export async function placedOrderOfCart(ctx: CommerceContext, session: ShopperSession, cartId: string): Promise<Order | null> {
  const cart = await findOwnedCart(ctx, session, '/getCart', { cartId, states: ['Ordered'] });
  for (const reference of [...(cart?.paymentInfo?.payments ?? [])].reverse()) {
    const payment = await getPaymentById(ctx, reference.id);
    const orderNumber = payment && allocatedOrderNumberOf(payment);
    const order = orderNumber ? await getOrderByNumber(ctx, session, orderNumber) : null;
    if (order) return order;
  }
  return null;
}

export async function placeOrder(
  deps: PlaceOrderDeps,
  /** `paymentId`: the provider's payment the order is for; its refunds and chargebacks are checked (decision 122). */
  input: { cart: Cart; orderNumber: string; paymentState: PaymentState; paymentMethod: string; paymentId?: string },
): Promise<PlaceOrderResult> {
  const { ctx } = deps;
  const { cart, orderNumber } = input;
  const session = { ...deps.session, cartId: cart.id };
  const { cartId: _ordered, ...withoutCart } = session;
  const moneyBackOf = async () => {
    const payment = input.paymentId ? await getPaymentById(ctx, input.paymentId) : null;
    return payment && moneyWentBack(payment.transactions) ? payment : null;
  };
  // One at a time per order number in this process; across instances the backend's unique order number decides.
  return inQueue(`order:${ctx.store.key}:${orderNumber}`, async () => {
    const existing = await getOrderByNumber(ctx, session, orderNumber);
    if (existing) return { kind: 'placed', order: existing, created: false, session: withoutCart };
    if (await moneyBackOf()) {
      ctx.client.logger.warn({ orderNumber, cartId: cart.id }, 'payment refunded or charged back before its order existed: no order placed');
      return { kind: 'money-back' };
    }
    let order: Order;
    try {
      ({ order } = await createOrderFromCart(ctx, session, { orderNumber, paymentState: input.paymentState }));
    } catch (err) {
      const skus = outOfStockSkus(err);
      if (skus) return { kind: 'out-of-stock', skus };
      // Created meanwhile by another instance (the cart is ordered, or the number is taken): that order counts.
      const raced = await getOrderByNumber(ctx, session, orderNumber).catch(() => null);
      if (raced) return { kind: 'placed', order: raced, created: false, session: withoutCart };
      ctx.client.logger.error({ err, cartId: cart.id, orderNumber }, 'order creation failed');
      return { kind: 'failed', error: err };
    }
    await releaseStock(ctx, cart);
    // A refund recorded while the order was created found no order to move: this order moves now, and its
    // customer gets the money-back mail instead of a confirmation.
    const refunded = await moneyBackOf().catch(() => null);
    if (refunded) {
      const back = refunded.transactions.filter((item) => item.state === 'Success' && (item.type === 'Refund' || item.type === 'Chargeback'));
      const news = {
        kind: back.some((item) => item.type === 'Chargeback') ? ('chargeback' as const) : ('refund' as const),
        amount: { currencyCode: refunded.amountPlanned.currencyCode, centAmount: back.reduce((total, item) => total + item.amount.centAmount, 0) },
      };
      const moved = await moveOrderAfterMoneyBack(deps, order, refunded.transactions, news);
      return { kind: 'placed', order: moved, created: true, session: withoutCart };
    }
    const total = cartTotal(order);
    const purchase: PurchaseEvent = {
      type: 'purchase',
      orderId: order.id,
      orderNumber,
      cartId: cart.id,
      currency: total.currencyCode,
      value: total.centAmount / 10 ** total.fractionDigits,
      tax: (order.taxedPrice?.totalTax?.centAmount ?? 0) / 10 ** total.fractionDigits,
      shipping: ((order.shippingInfo?.discountedPrice?.value ?? order.shippingInfo?.price)?.centAmount ?? 0) / 10 ** total.fractionDigits,
      paymentMethod: input.paymentMethod,
      items: order.lineItems.map((line) => ({
        sku: line.variant.sku ?? '',
        name: line.name[deps.language] ?? Object.values(line.name)[0] ?? '',
        quantity: line.quantity,
        price: line.price.value.centAmount / 10 ** total.fractionDigits,
      })),
    };
    emitEvent(purchase, { locale: deps.locale, country: deps.market.country }, ctx.client.logger);
    deps.tracking?.send(purchase);
    // The shopper's redirect does not wait for the mail server.
    void sendOrderConfirmation(deps, order);
    return { kind: 'placed', order, created: true, session: withoutCart };
  });
}
