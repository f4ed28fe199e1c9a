// The provider's verified payment notifications (decision 036). A shopper who pays and closes the tab never returns,
// so AUTHORISATION records the outcome and places the order; the shopper's own return has the first go for a grace
// period. Everything is idempotent: orders by allocated order number, transactions by pspReference, reversals by key.
import type { Cart, Payment, TransactionType } from '@commercetools/platform-sdk';
import type { CommerceClient, CommerceContext } from '~/commerce/client.server';
import { PAYMENT_FIELDS } from '~/commerce/custom-types';
import { changeOrderStates, getOrderByNumber } from '~/commerce/order.server';
import { cartOfPayment, findPaymentByKey, paymentMatchesCart, updatePayment } from '~/commerce/payment.server';
import { releaseStock } from '~/commerce/stock-reservation.server';
import type { ShopperSession } from '~/commerce/types';
import { isStoreLanguage, localeTag, marketByStoreKey, type Market, type Seller } from '~/markets';
import type { Mailer } from '~/mail/mailer.server';
import type { NotificationRequestItem } from '~/payments/checkout-api';
import { idempotencyKey } from '~/payments/idempotency.server';
import type { PaymentProvider } from '~/payments/provider';
import { fieldOf, transactionActions } from './payment-records.server';
import { placeOrder, sessionOfCart } from './place-order.server';
import { CHECKOUT_ERROR_LOG_TEXT } from '../rules/checkout-errors';
import { hasSucceeded, matchesPayment, statesAfterAuthorisation } from '../rules/money-back';
import { moveOrderAfterMoneyBack } from './money-back.server';

/** How long an authorisation waits for the shopper's own return before the notification places the order. */
export const DEFAULT_RETURN_GRACE_MS = 15_000;

export class NotificationRetryLater extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotificationRetryLater';
  }
}

export interface NotificationHandlerDeps {
  client: CommerceClient;
  provider: PaymentProvider;
  mailer: Mailer;
  /** The seller the confirmation mail names. */
  seller: Seller;
  graceMs?: number;
  now?: () => number;
}

interface Located {
  payment: Payment;
  cart: Cart;
  market: Market;
  ctx: CommerceContext;
  session: ShopperSession;
  language: Market['defaultLanguage'];
  locale: string;
  orderNumber: string;
}

export function createPaymentNotificationHandler(deps: NotificationHandlerDeps): (item: NotificationRequestItem) => Promise<void> {
  const { client, provider } = deps;
  const logger = client.logger;
  const graceMs = deps.graceMs ?? DEFAULT_RETURN_GRACE_MS;
  const now = deps.now ?? Date.now;

  /** The payment, its cart and store, from the item's merchantReference; null for what is not the shop's. */
  async function locate(item: NotificationRequestItem): Promise<Located | null> {
    const payment = await findPaymentByKey(client, item.merchantReference);
    const cartId = payment && fieldOf(payment, PAYMENT_FIELDS.cartId);
    const cart = payment && cartId ? await cartOfPayment(client, payment, cartId) : null;
    const market = cart?.store?.key ? marketByStoreKey(cart.store.key) : undefined;
    if (!payment || !cart || !market) {
      logger.warn({ merchantReference: item.merchantReference, pspReference: item.pspReference, eventCode: item.eventCode }, 'payment notification for no known payment; ignored');
      return null;
    }
    const cartLanguage = cart.locale?.slice(0, 2) ?? '';
    const language = isStoreLanguage(market, cartLanguage) ? cartLanguage : market.defaultLanguage;
    const locale = localeTag(language, market.country);
    const ctx: CommerceContext = { client, store: { key: market.storeKey, country: market.country, currency: market.currency, language, locale } };
    return { payment, cart, market, ctx, session: sessionOfCart(cart), language, locale, orderNumber: item.merchantReference };
  }

  async function record(found: Located, item: NotificationRequestItem, type: TransactionType, success: boolean): Promise<Payment | null> {
    return updatePayment(found.ctx, found.session, { paymentId: found.payment.id, cartId: found.cart.id }, (current) =>
      transactionActions(current, {
        type,
        state: success ? 'Success' : 'Failure',
        amount: item.amount,
        pspReference: item.pspReference,
        fractionDigits: current.amountPlanned.fractionDigits,
      }),
    );
  }

  async function reverse(item: NotificationRequestItem, reason: string): Promise<void> {
    logger.warn({ pspReference: item.pspReference, merchantReference: item.merchantReference, reason }, 'authorised payment without an order: reversing it');
    await provider.reversal(item.pspReference, { reference: item.merchantReference }, { idempotencyKey: idempotencyKey('reversal', item.pspReference) });
  }

  /** Logged for the operator: a signed item the shop does not act on. */
  function ignore(item: NotificationRequestItem, found: Located, reason: string): void {
    const planned = found.payment.amountPlanned;
    logger.error(
      { eventCode: item.eventCode, success: item.success, pspReference: item.pspReference, merchantReference: item.merchantReference, amount: item.amount, planned: { value: planned.centAmount, currency: planned.currencyCode }, reason },
      'payment notification not applied: check it with the provider',
    );
  }

  async function onAuthorisation(item: NotificationRequestItem): Promise<void> {
    const found = await locate(item);
    if (!found) return;
    const success = item.success === 'true';
    const { ctx, session, cart, orderNumber } = found;
    const order = await getOrderByNumber(ctx, session, orderNumber);
    if (found.payment.paymentMethodInfo.paymentInterface !== provider.name) return ignore(item, found, 'the payment is not paid through the provider');
    if (!matchesPayment('authorisation', item.amount, found.payment.amountPlanned)) {
      ignore(item, found, 'amount or currency differs from the payment');
      // Money of a wrong amount held for no order goes back; an order keeps its payment state.
      if (success && !order && cart.cartState === 'Active') await reverse(item, CHECKOUT_ERROR_LOG_TEXT['malformed-price']);
      return;
    }
    // A failure after a recorded success (an earlier attempt's refusal arriving late) is kept on the payment as the
    // provider's history, and changes nothing else.
    const succeededBefore = hasSucceeded(found.payment.transactions);
    const payment = await record(found, item, 'Authorization', success);
    if (!success) {
      if (succeededBefore) return ignore(item, found, 'a failed authorisation after a successful one');
      // A pending order (approved for later, a Multibanco reference) whose payment failed after all.
      if (order) await changeOrderStates(ctx, session, order.id, { paymentState: 'Failed' });
      else if (cart.cartState === 'Active') await releaseStock(ctx, cart);
      return;
    }
    if (order) {
      const transactions = (payment ?? found.payment).transactions;
      await changeOrderStates(ctx, session, order.id, statesAfterAuthorisation({ orderState: order.orderState, totalCentAmount: order.totalPrice.centAmount }, transactions));
      return;
    }
    // Authorised, no order: the cart was ordered through another payment, or changed since (spec §5 amounts).
    if (cart.cartState !== 'Active') return reverse(item, `cart is ${cart.cartState}`);
    if (!paymentMatchesCart(cart, found.payment)) return reverse(item, CHECKOUT_ERROR_LOG_TEXT['malformed-price']);
    const age = now() - Date.parse(item.eventDate);
    if (!(age >= graceMs)) throw new NotificationRetryLater(`authorisation ${item.pspReference} waits for the shopper's return`);
    const placed = await placeOrder(
      { ctx, session, mailer: deps.mailer, market: found.market, language: found.language, locale: found.locale, seller: deps.seller },
      { cart, orderNumber, paymentState: 'Paid', paymentMethod: found.payment.paymentMethodInfo.method ?? '', paymentId: found.payment.id },
    );
    if (placed.kind === 'placed') {
      logger.info({ orderNumber, created: placed.created }, 'order placed from a payment notification');
      return;
    }
    // The money went back before the order existed: no order, and nothing left to reverse.
    if (placed.kind === 'money-back') return releaseStock(ctx, cart);
    await reverse(item, CHECKOUT_ERROR_LOG_TEXT['creating-order-failed']);
    await releaseStock(ctx, cart);
  }

  /** Recorded on the payment, the order's states moved and the customer told by mail; a payment without an order has
   *  none to move. */
  async function onMoneyBack(item: NotificationRequestItem, type: 'Refund' | 'Chargeback'): Promise<void> {
    const found = await locate(item);
    if (!found) return;
    if (!matchesPayment('money-back', item.amount, found.payment.amountPlanned)) return ignore(item, found, 'amount or currency does not fit the payment');
    const payment = await record(found, item, type, item.success === 'true');
    const order = payment && (await getOrderByNumber(found.ctx, found.session, found.orderNumber));
    if (!order || item.success !== 'true') return;
    await moveOrderAfterMoneyBack(
      { ctx: found.ctx, session: found.session, mailer: deps.mailer, language: found.language, locale: found.locale },
      order,
      payment.transactions,
      { kind: type === 'Chargeback' ? 'chargeback' : 'refund', amount: { currencyCode: item.amount.currency, centAmount: item.amount.value } },
    );
  }

  /** A Multibanco reference expired unpaid: the pending order's payment failed, the order is cancelled. */
  async function onOfferClosed(item: NotificationRequestItem): Promise<void> {
    const found = await locate(item);
    if (!found) return;
    if (hasSucceeded(found.payment.transactions)) return ignore(item, found, 'the offer closed after a successful payment');
    await record(found, item, 'Authorization', false);
    const order = await getOrderByNumber(found.ctx, found.session, found.orderNumber);
    if (order) await changeOrderStates(found.ctx, found.session, order.id, { paymentState: 'Failed', orderState: 'Cancelled' });
  }

  return async (item) => {
    switch (item.eventCode) {
      case 'AUTHORISATION':
        return onAuthorisation(item);
      case 'CANCEL_OR_REFUND':
      case 'REFUND':
      case 'CANCELLATION':
        return onMoneyBack(item, 'Refund');
      case 'CHARGEBACK':
        return onMoneyBack(item, 'Chargeback');
      case 'OFFER_CLOSED':
        return onOfferClosed(item);
      default:
        logger.info({ eventCode: item.eventCode, pspReference: item.pspReference }, 'payment notification recorded, nothing to do');
    }
  };
}
