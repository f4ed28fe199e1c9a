import type { OrderState, PaymentState } from '@commercetools/platform-sdk';

/** Spec §4: "in-progress when bank transfer or Multibanco data is present, else paid"; the shop never calls a payment
 *  paid before the provider says so, and a failed payment or money gone back is said whatever the method. */
export type ThankYouPaymentStatus = 'in-progress' | 'paid' | 'on-delivery' | 'failed' | 'refunded' | 'partly-refunded' | 'charged-back';

export function thankYouPaymentStatus(input: {
  bankTransfer: boolean;
  multibanco: boolean;
  cashOnDelivery: boolean;
  settled: boolean;
  paymentState?: PaymentState;
  orderState?: OrderState;
}): ThankYouPaymentStatus {
  if (input.paymentState === 'BalanceDue') return 'charged-back';
  if (input.paymentState === 'CreditOwed') return input.orderState === 'Cancelled' ? 'refunded' : 'partly-refunded';
  if (input.paymentState === 'Failed') return 'failed';
  if (input.bankTransfer || input.multibanco) return 'in-progress';
  if (input.cashOnDelivery) return 'on-delivery';
  return input.settled ? 'paid' : 'in-progress';
}
