import type {
  HostedCheckoutRequest, HostedCheckoutResponse, PaymentDetailsRequest, PaymentDetailsResponse, PaymentMethodsRequest,
  PaymentMethodsResponse, PaymentRequest, PaymentResponse, ReversalResponse, SessionResultResponse,
} from './checkout-api';

/** The adapter fills in the merchant account; callers never handle it. */
export type WithoutMerchant<T> = Omit<T, 'merchantAccount'>;

export interface CallOptions {
  /** Cancels the call when the shopper goes away (the request's signal). */
  signal?: AbortSignal;
}

/** Same key, same answer: a retried or replayed call never charges, authorises or reverses twice. */
export interface IdempotentCallOptions extends CallOptions {
  idempotencyKey: string;
}

/** The card payment provider as the shop sees it: the local simulator or Adyen; every method throws PaymentProviderError on failure. */
export interface PaymentProvider {
  readonly name: 'adyen' | 'simulator';
  readonly merchantAccount: string;
  /** True for the provider's live environment; notifications must say the same. */
  readonly live: boolean;
  /** What the browser components need (client key, environment); null when the provider offers none. */
  readonly componentsConfig: { clientKey: string; environment: 'test' | 'live' } | null;
  /** Origins of the provider's own pages the shopper is sent to, for the CSP's `form-action`; empty for the simulator (served under /__payments). */
  readonly redirectOrigins: readonly string[];

  /** POST /paymentMethods: what the shopper may pay with, for a country, currency and amount. */
  paymentMethods(request: WithoutMerchant<PaymentMethodsRequest>, options?: CallOptions): Promise<PaymentMethodsResponse>;
  /** POST /payments: starts a payment (components' card data, wallets, redirect methods, Multibanco). */
  payments(request: WithoutMerchant<PaymentRequest>, options: IdempotentCallOptions): Promise<PaymentResponse>;
  /** POST /payments/details: the outcome after a redirect (`details.redirectResult`) or a 3-D Secure step. */
  paymentDetails(request: PaymentDetailsRequest, options: IdempotentCallOptions): Promise<PaymentDetailsResponse>;
  /** POST /payments/{pspReference}/reversals: cancels or refunds (e.g. when no order could be created). */
  reversal(pspReference: string, request: { reference?: string }, options: IdempotentCallOptions): Promise<ReversalResponse>;
  /** POST /sessions with mode 'hosted': the provider's card page, for shoppers without JavaScript. */
  hostedCheckout(request: WithoutMerchant<Omit<HostedCheckoutRequest, 'mode'>>, options: IdempotentCallOptions): Promise<HostedCheckoutResponse>;
  /** GET /sessions/{id}?sessionResult=…: the hosted checkout's outcome when the shopper came back. */
  sessionResult(sessionId: string, sessionResult: string, options?: CallOptions): Promise<SessionResultResponse>;
}
