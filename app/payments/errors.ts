import type { ServiceError } from './checkout-api';

/** `rejected`: the provider answered with an error (spec §8: 422 → unprocessable-entity). `unavailable`: no usable
 *  answer, so nothing can be assumed about the outcome: retry with the same idempotency key. */
export class PaymentProviderError extends Error {
  readonly kind: 'rejected' | 'unavailable';
  readonly status: number;
  readonly errorCode?: string;
  readonly errorType?: string;

  constructor(
    kind: 'rejected' | 'unavailable',
    message: string,
    details: { status?: number; errorCode?: string; errorType?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'PaymentProviderError';
    this.kind = kind;
    this.status = details.status ?? (kind === 'unavailable' ? 503 : 422);
    this.errorCode = details.errorCode;
    this.errorType = details.errorType;
  }

  static fromServiceError(error: ServiceError): PaymentProviderError {
    const kind = error.status >= 500 ? 'unavailable' : 'rejected';
    return new PaymentProviderError(kind, error.message, { status: error.status, errorCode: error.errorCode, errorType: error.errorType });
  }
}

export function isPaymentProviderError(error: unknown): error is PaymentProviderError {
  return error instanceof PaymentProviderError;
}
