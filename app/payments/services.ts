import type { PaymentProvider } from './provider';

/** The payment services of a request (context.storefront.services.payments). */
export interface PaymentServices {
  provider: PaymentProvider;
  /** Spec §5: payment types company buyers never get (PAYMENT_METHODS_EXCLUDED_FOR_COMPANIES). */
  companyExcludedMethods: readonly string[];
}
