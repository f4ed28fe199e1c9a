import type { OrderState, PaymentState, Transaction } from '@commercetools/platform-sdk';

// What a refund or chargeback does to the order (issue 23 item 7, decision 090), from the payment's transactions
// once the provider's notification is recorded on them:
// - money went back to the shopper (a refund): paymentState CreditOwed, the shop owed the shopper and paid it back;
// - the shopper's bank took it back (a chargeback): paymentState BalanceDue, the price is owed to the shop again;
// - all of it back: orderState Cancelled, so the order no longer ships (a delivered, Complete order stays Complete).

type Money = Pick<Transaction, 'type' | 'state' | 'amount'>;

const sum = (transactions: Money[], types: Transaction['type'][]) =>
  transactions.filter((item) => item.state === 'Success' && types.includes(item.type)).reduce((total, item) => total + item.amount.centAmount, 0);

export function statesAfterMoneyBack(
  order: { orderState: OrderState; totalCentAmount: number },
  transactions: Money[],
): { paymentState: PaymentState; orderState?: OrderState } | null {
  const back = sum(transactions, ['Refund', 'Chargeback']);
  if (back === 0) return null;
  // An authorisation and its capture are the same money: what was taken is the larger of the two.
  const taken = Math.max(sum(transactions, ['Authorization']), sum(transactions, ['Charge'])) || order.totalCentAmount;
  const paymentState: PaymentState = sum(transactions, ['Chargeback']) > 0 ? 'BalanceDue' : 'CreditOwed';
  const full = back >= taken;
  return full && order.orderState !== 'Complete' ? { paymentState, orderState: 'Cancelled' } : { paymentState };
}

/**
 * What a successful authorisation does to an order that exists: Paid, unless money already went back. Notifications
 * come in any order, and an authorisation that waited for the shopper's return (or was sent again) can arrive after
 * the operator's refund: it must not turn a refunded, cancelled order's payment back to Paid.
 */
export function statesAfterAuthorisation(
  order: { orderState: OrderState; totalCentAmount: number },
  transactions: Money[],
): { paymentState: PaymentState; orderState?: OrderState } {
  return statesAfterMoneyBack(order, transactions) ?? { paymentState: 'Paid' };
}
