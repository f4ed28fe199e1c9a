import type { OrderState, PaymentState, Transaction } from '@commercetools/platform-sdk';

// What a refund or chargeback does to the order: a refund makes paymentState CreditOwed, a chargeback
// BalanceDue, and all of the money back cancels the order (a Complete order stays Complete).

type Money = Pick<Transaction, 'type' | 'state' | 'amount'>;

// Notifications and the shopper's return come in any order: money back before the order means no order, a failure
// after a recorded success changes nothing, and an item of another amount or currency is not news of this payment.

/** A refund or chargeback of the payment has succeeded: its money went back. */
export function moneyWentBack(transactions: Money[]): boolean {
  return transactions.some((item) => item.state === 'Success' && (item.type === 'Refund' || item.type === 'Chargeback'));
}

/** An authorisation or capture of the payment has succeeded. */
export function hasSucceeded(transactions: Money[]): boolean {
  return transactions.some((item) => item.state === 'Success' && (item.type === 'Authorization' || item.type === 'Charge'));
}

/** An authorisation must be for the amount planned, in its currency; money going back must be in that currency and
 *  no more than was planned. */
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

/** Unless money already went back: a late authorisation must not turn a refunded order's payment back to Paid. */
export function statesAfterAuthorisation(
  order: { orderState: OrderState; totalCentAmount: number },
  transactions: Money[],
): { paymentState: PaymentState; orderState?: OrderState } {
  return statesAfterMoneyBack(order, transactions) ?? { paymentState: 'Paid' };
}
