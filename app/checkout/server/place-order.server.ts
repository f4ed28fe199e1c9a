// Placing the order from the cart, the one way every path takes (payment return, provider notification, payment
// step). Idempotent by the payment's allocated order number: whoever comes second finds the order instead of
// creating one, and only the creator sends the confirmation and the purchase event.
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
  /** The seller the confirmation names (the bank transfer's account holder). */
  seller: Seller;
  /** The purchase event's tracking (consent decides); a provider notification has no browser and passes none. */
  tracking?: Pick<RequestTracking, 'send'>;
}

export type PlaceOrderResult =
  /** `created`: this call created it (false: it existed already). `session`: the shopper's, without the cart. */
  | { kind: 'placed'; order: Order; created: boolean; session: ShopperSession }
  /** The backend refused for want of stock (OutOfStock): nothing ordered. */
  | { kind: 'out-of-stock'; skus: string[] }
  /** The payment's money went back before the order existed: nothing ordered. */
  | { kind: 'money-back' }
  | { kind: 'failed'; error: unknown };

/** A number the backend already knows stays taken: every further try needs another one. */
const NUMBERING_ATTEMPTS = 3;

type Attempt = PlaceOrderResult | { kind: 'number-taken'; error: unknown };

function firstErrorOf(err: CommerceError): { field?: unknown; skus?: unknown } | undefined {
  return (err.cause as { body?: { errors?: Array<{ field?: unknown; skus?: unknown }> } } | undefined)?.body?.errors?.[0];
}

/** The backend refused the order because another order has its number (DuplicateField on orderNumber). */
function isOrderNumberTaken(err: unknown): boolean {
  return err instanceof CommerceError && err.code === 'DuplicateField' && firstErrorOf(err)?.field === 'orderNumber';
}

function outOfStockSkus(err: unknown): string[] | null {
  if (!(err instanceof CommerceError) || err.code !== 'OutOfStock') return null;
  const skus = firstErrorOf(err)?.skus;
  return Array.isArray(skus) ? skus.filter((sku): sku is string => typeof sku === 'string') : [];
}

/** The ids of the cart's owner, for a path without the shopper's session (a notification). */
export function sessionOfCart(cart: Pick<Cart, 'id' | 'anonymousId' | 'customerId'>): ShopperSession {
  return { anonymousId: cart.anonymousId ?? '', customerId: cart.customerId, cartId: cart.id };
}

/** Found through the number each of the cart's payments was allocated; null while the cart is not ordered. A second
 *  "Order and pay" of the same cart lands here. */
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

type PlaceOrderInput = {
  cart: Cart;
  orderNumber: string;
  paymentState: PaymentState;
  paymentMethod: string;
  /** The provider's payment the order is for; its refunds and chargebacks are checked. */
  paymentId?: string;
  /** Only where no one outside the shop knows the number yet (a provider's payment carries it as its reference). */
  renumber?: (taken: string) => Promise<string>;
};

export async function placeOrder(deps: PlaceOrderDeps, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  let orderNumber = input.orderNumber;
  for (let attempt = 1; ; attempt += 1) {
    const result = await placeNumberedOrder(deps, { ...input, orderNumber });
    if (result.kind !== 'number-taken') return result;
    if (!input.renumber || attempt >= NUMBERING_ATTEMPTS) {
      deps.ctx.client.logger.error({ err: result.error, cartId: input.cart.id, orderNumber }, 'order creation failed: its number is taken');
      return { kind: 'failed', error: result.error };
    }
    deps.ctx.client.logger.warn({ cartId: input.cart.id, orderNumber }, 'order number taken; the order gets another');
    orderNumber = await input.renumber(orderNumber);
  }
}

async function placeNumberedOrder(deps: PlaceOrderDeps, input: Omit<PlaceOrderInput, 'renumber'>): Promise<Attempt> {
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
      if (isOrderNumberTaken(err)) return { kind: 'number-taken', error: err };
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
