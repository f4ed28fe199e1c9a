import type { OrderState, PaymentState } from '@commercetools/platform-sdk';

/**
 * Spec §4: "Payment status on the thank-you page: in-progress when bank transfer or Multibanco data is present,
 * else paid." A payment the provider has not settled yet (a redirect method approved for later) is in
 * progress too: the shop never calls a payment paid before the provider says so. Once the payment failed or its
 * money went back, the page says that instead, whatever the method (issue 36 item 9).
 */
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
