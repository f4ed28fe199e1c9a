import type { OrderState, PaymentState, Transaction } from '@commercetools/platform-sdk';

// What a refund or chargeback does to the order (issue 23 item 7, decision 090), from the payment's transactions
// once the provider's notification is recorded on them:
// - money went back to the shopper (a refund): paymentState CreditOwed, the shop owed the shopper and paid it back;
// - the shopper's bank took it back (a chargeback): paymentState BalanceDue, the price is owed to the shop again;
// - all of it back: orderState Cancelled, so the order no longer ships (a delivered, Complete order stays Complete).

type Money = Pick<Transaction, 'type' | 'state' | 'amount'>;

// Notifications and the shopper's return come in any order (decision 122). Whatever the order:
// - a payment whose money went back before its order existed never becomes an order (moneyWentBack: the return
//   and the notification place none, and an order created at the same moment is moved at once, below);
// - a failure after a recorded success changes nothing (hasSucceeded): the provider's late word on an earlier
//   attempt, logged for the operator;
// - an item whose amount or currency differs from the payment's is no news of this payment (matchesPayment).

/** A refund or chargeback of the payment has succeeded: its money went back. */
export function moneyWentBack(transactions: Money[]): boolean {
  return transactions.some((item) => item.state === 'Success' && (item.type === 'Refund' || item.type === 'Chargeback'));
}

/** An authorisation or capture of the payment has succeeded. */
export function hasSucceeded(transactions: Money[]): boolean {
  return transactions.some((item) => item.state === 'Success' && (item.type === 'Authorization' || item.type === 'Charge'));
}

/**
 * A notification's amount against the payment's: an authorisation must be for the amount planned, in its
 * currency; money going back must be in that currency and no more than was planned.
 */
export function matchesPayment(
  kind: 'authorisation' | 'money-back',
  amount: { value: number; currency: string },
  planned: Pick<Transaction['amount'], 'centAmount' | 'currencyCode'>,
): boolean {
  if (amount.currency !== planned.currencyCode) return false;
  return kind === 'authorisation' ? amount.value === planned.centAmount : amount.value > 0 && amount.value <= planned.centAmount;
}

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
