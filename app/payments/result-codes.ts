import type { ResultCode } from './checkout-api';

/** Spec §8: "Result codes Refused, Error, Cancelled mean failure". Pending outcomes come later by notification;
 *  the order is created and shows the payment as in progress. */
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

/** Who said no, and so what helps the shopper; none of them took money. */
export const FAILURE_REASONS = ['declined', 'card-details', 'authentication', 'technical'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

// Adyen's refusalReasonCode values (docs.adyen.com, "Refusal reasons"), by what they mean for the shopper.
const REASONS_BY_CODE: Readonly<Record<string, FailureReason>> = {
  '4': 'technical', // Acquirer Error
  '9': 'technical', // Issuer Unavailable
  '21': 'technical', // Not Submitted
  '39': 'technical', // RReq not received from DS
  '6': 'card-details', // Expired Card
  '8': 'card-details', // Invalid Card Number
  '24': 'card-details', // CVC Declined
  '32': 'card-details', // AVS Declined
  '11': 'authentication', // 3D Not Authenticated
  '38': 'authentication', // Authentication required
  '42': 'authentication', // 3DS Authentication Error
};
const REASONS_BY_TEXT: Readonly<Record<string, FailureReason>> = {
  'acquirer error': 'technical',
  'issuer unavailable': 'technical',
  'not submitted': 'technical',
  'expired card': 'card-details',
  'invalid card number': 'card-details',
  'cvc declined': 'card-details',
  'avs declined': 'card-details',
  '3d not authenticated': 'authentication',
  'authentication required': 'authentication',
  '3ds authentication error': 'authentication',
};

export function failureReasonOf(failure: { resultCode: ResultCode; refusalReason?: string; refusalReasonCode?: string }): FailureReason {
  if (failure.resultCode === 'Error') return 'technical';
  return (
    (failure.refusalReasonCode ? REASONS_BY_CODE[failure.refusalReasonCode] : undefined) ??
    (failure.refusalReason ? REASONS_BY_TEXT[failure.refusalReason.trim().toLowerCase()] : undefined) ??
    'declined'
  );
}

export function failureReason(value: unknown): FailureReason | null {
  return typeof value === 'string' && (FAILURE_REASONS as readonly string[]).includes(value) ? (value as FailureReason) : null;
}
