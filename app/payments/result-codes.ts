import type { ResultCode } from './checkout-api';

/**
 * What a resultCode means for the order (spec §8: "Result codes Refused, Error, Cancelled mean failure").
 * - authorised: the money is reserved; create the order.
 * - failed: show the card payment error page.
 * - pending: the outcome comes later by notification (bank transfer style methods, Multibanco voucher);
 *   the order is created and shows the payment as in progress.
 * - action: the shopper must do something first (redirect, 3-D Secure, present a voucher).
 */
export type PaymentOutcomeKind = 'authorised' | 'failed' | 'pending' | 'action';

const OUTCOMES: Readonly<Record<ResultCode, PaymentOutcomeKind>> = {
  Authorised: 'authorised',
  PartiallyAuthorised: 'failed',
  Refused: 'failed',
  Cancelled: 'failed',
  Error: 'failed',
  Pending: 'pending',
  Received: 'pending',
  PresentToShopper: 'pending',
  RedirectShopper: 'action',
  IdentifyShopper: 'action',
  ChallengeShopper: 'action',
  AuthenticationFinished: 'action',
  AuthenticationNotRequired: 'action',
};

export function outcomeOf(resultCode: ResultCode): PaymentOutcomeKind {
  return OUTCOMES[resultCode];
}
