/**
 * Spec §4: "Payment status on the thank-you page: in-progress when bank transfer or Multibanco data is present,
 * else paid." A payment the provider has not settled yet (a redirect method approved for later) is in
 * progress too: the shop never calls a payment paid before the provider says so.
 */
export type ThankYouPaymentStatus = 'in-progress' | 'paid' | 'on-delivery';

export function thankYouPaymentStatus(input: { bankTransfer: boolean; multibanco: boolean; cashOnDelivery: boolean; settled: boolean }): ThankYouPaymentStatus {
  if (input.bankTransfer || input.multibanco) return 'in-progress';
  if (input.cashOnDelivery) return 'on-delivery';
  return input.settled ? 'paid' : 'in-progress';
}
