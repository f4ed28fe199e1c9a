import type { Amount, CheckoutAction, PaymentDetailsResponse, ResultCode, SessionResultResponse, SessionStatus } from './checkout-api';
import { PaymentProviderError } from './errors';
import { idempotencyKey } from './idempotency.server';
import type { CallOptions, PaymentProvider } from './provider';
import { outcomeOf, type PaymentOutcomeKind } from './result-codes';

/** The provider's query parameters on the shop's return URL (`/after-payment-redirect-back`). */
export interface PaymentReturnParams {
  /** After a redirect method or a 3-D Secure redirect from /payments. */
  redirectResult?: string | null;
  /** After the hosted card page (/sessions, mode hosted). */
  sessionId?: string | null;
  sessionResult?: string | null;
}

export interface PaymentReturnOutcome {
  resultCode: ResultCode;
  kind: PaymentOutcomeKind;
  pspReference?: string;
  merchantReference?: string;
  amount?: Amount;
  refusalReason?: string;
  refusalReasonCode?: string;
  paymentMethod?: { type: string; brand?: string };
  /** A further step (another challenge); rare after a redirect. */
  action?: CheckoutAction;
  /** The provider's answer as received: the payment's submitAdditionalPaymentDetailsResponse field. */
  response: PaymentDetailsResponse | SessionResultResponse;
}

// 'active' after a return: the shopper left the hosted page without paying (a payment made later in
// another tab still arrives by notification). 'expired' likewise ends the attempt.
const SESSION_RESULT_CODES: Readonly<Record<SessionStatus, ResultCode>> = {
  completed: 'Authorised',
  paymentPending: 'Pending',
  refused: 'Refused',
  canceled: 'Cancelled',
  expired: 'Cancelled',
  active: 'Cancelled',
};

/** Spec §4 step 2, "Submit the redirect result as additional payment details". The key comes from the
 *  redirectResult, so a replayed return URL gets the provider's first answer again. */
export async function resolvePaymentReturn(
  provider: PaymentProvider,
  params: PaymentReturnParams,
  options: CallOptions = {},
): Promise<PaymentReturnOutcome> {
  if (params.redirectResult) {
    const response = await provider.paymentDetails(
      { details: { redirectResult: params.redirectResult } },
      { ...options, idempotencyKey: idempotencyKey('details', params.redirectResult) },
    );
    return {
      resultCode: response.resultCode,
      kind: outcomeOf(response.resultCode),
      pspReference: response.pspReference,
      merchantReference: response.merchantReference,
      amount: response.amount,
      refusalReason: response.refusalReason,
      refusalReasonCode: response.refusalReasonCode,
      paymentMethod: response.paymentMethod,
      action: response.action,
      response,
    };
  }
  if (params.sessionId && params.sessionResult) {
    const response = await provider.sessionResult(params.sessionId, params.sessionResult, options);
    // The session's last payment decides (a refused attempt followed by a successful one is authorised);
    // without one, the session's status: the shopper cancelled, or the page expired.
    const payment = response.payments?.at(-1);
    const resultCode = payment?.resultCode ?? SESSION_RESULT_CODES[response.status];
    return {
      resultCode,
      kind: outcomeOf(resultCode),
      pspReference: payment?.pspReference,
      merchantReference: response.reference,
      amount: payment?.amount,
      paymentMethod: payment?.paymentMethod,
      response,
    };
  }
  throw new PaymentProviderError('rejected', 'The return URL carries neither a redirectResult nor a session result', { status: 422, errorCode: 'missing-return-parameters' });
}
