// The card payment provider's Checkout API (Adyen, v71) as the shop uses it. Both adapters (the local simulator and
// @adyen/api-library) speak these shapes; answers go through zod so garbage gives a PaymentProviderError.
import { z } from 'zod';

export const CHECKOUT_API_VERSION = 'v71';

/** Minor units (cents) and an ISO 4217 code, as every Checkout API amount. */
export interface Amount {
  currency: string;
  value: number;
}

export const amountSchema = z.object({ currency: z.string().length(3), value: z.number().int() });

/** Every resultCode of /payments, /payments/details and the session result's payments. */
export const RESULT_CODES = [
  'Authorised', 'Refused', 'Cancelled', 'Error', 'Pending', 'Received', 'RedirectShopper', 'IdentifyShopper',
  'ChallengeShopper', 'PresentToShopper', 'AuthenticationFinished', 'AuthenticationNotRequired', 'PartiallyAuthorised',
] as const;
export type ResultCode = (typeof RESULT_CODES)[number];

// ---------------------------------------------------------------------------------------------------------
// POST /paymentMethods

export interface PaymentMethodsRequest {
  merchantAccount: string;
  amount?: Amount;
  countryCode?: string;
  shopperLocale?: string;
  channel?: 'Web' | 'iOS' | 'Android';
  shopperReference?: string;
  allowedPaymentMethods?: string[];
  blockedPaymentMethods?: string[];
}

export const paymentMethodSchema = z
  .object({
    type: z.string(),
    name: z.string(),
    brands: z.array(z.string()).optional(),
    issuers: z.array(z.object({ id: z.string(), name: z.string(), disabled: z.boolean().optional() })).optional(),
    /** Wallet and PayPal settings for the browser components (merchantId, intent, gatewayMerchantId …). */
    configuration: z.record(z.string()).optional(),
  })
  .passthrough();
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsResponseSchema = z
  .object({
    paymentMethods: z.array(paymentMethodSchema).default([]),
    storedPaymentMethods: z.array(z.object({ id: z.string(), type: z.string() }).passthrough()).optional(),
  })
  .passthrough();
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// POST /payments

/** Cards carry encrypted fields (in the test environment `test_`-prefixed plain values). */
export interface PaymentMethodDetails {
  type: string;
  encryptedCardNumber?: string;
  encryptedExpiryMonth?: string;
  encryptedExpiryYear?: string;
  encryptedSecurityCode?: string;
  holderName?: string;
  /** Bank for onlineBanking_PL. */
  issuer?: string;
  googlePayToken?: string;
  applePayToken?: string;
  storedPaymentMethodId?: string;
  [field: string]: unknown;
}

export interface CheckoutAddress {
  street: string;
  houseNumberOrName: string;
  postalCode: string;
  city: string;
  country: string;
  stateOrProvince?: string;
}

export interface LineItem {
  id?: string;
  description: string;
  quantity: number;
  amountIncludingTax: number;
  amountExcludingTax?: number;
  taxAmount?: number;
  taxPercentage?: number;
  sku?: string;
}

export interface PaymentRequest {
  merchantAccount: string;
  amount: Amount;
  /** The shop's reference: the payment's allocated order number. */
  reference: string;
  /** Where the shopper comes back after a redirect (3-D Secure, redirect methods). */
  returnUrl: string;
  paymentMethod: PaymentMethodDetails;
  countryCode?: string;
  shopperLocale?: string;
  shopperEmail?: string;
  shopperReference?: string;
  shopperIP?: string;
  shopperName?: { firstName: string; lastName: string };
  telephoneNumber?: string;
  channel?: 'Web';
  origin?: string;
  browserInfo?: Record<string, unknown>;
  /** `nativeThreeDS: 'preferred'` for the components' in-page challenge; unset: a redirect to the issuer. */
  authenticationData?: { threeDSRequestData?: { nativeThreeDS?: 'preferred' | 'disabled' } };
  billingAddress?: CheckoutAddress;
  deliveryAddress?: CheckoutAddress;
  /** Company data for B2B methods (spec §3: name, taxId, registryLocation). */
  company?: { name?: string; taxId?: string; registryLocation?: string };
  /** Required by Klarna-style and invoice methods. */
  lineItems?: LineItem[];
  metadata?: Record<string, string>;
}

export const redirectActionSchema = z
  .object({
    type: z.literal('redirect'),
    paymentMethodType: z.string().optional(),
    url: z.string().url(),
    method: z.enum(['GET', 'POST']).default('GET'),
    /** Form fields for a POST redirect. */
    data: z.record(z.string()).optional(),
  })
  .passthrough();

export const threeDS2ActionSchema = z
  .object({
    type: z.literal('threeDS2'),
    subtype: z.enum(['fingerprint', 'challenge']).optional(),
    token: z.string(),
    paymentData: z.string().optional(),
    paymentMethodType: z.string().optional(),
    authorisationToken: z.string().optional(),
  })
  .passthrough();

/** Multibanco's reference (spec §3: reference, entity, expiresAt, merchantReference). */
export const voucherActionSchema = z
  .object({
    type: z.literal('voucher'),
    paymentMethodType: z.string(),
    reference: z.string(),
    entity: z.string().optional(),
    expiresAt: z.string().optional(),
    merchantReference: z.string().optional(),
    merchantName: z.string().optional(),
    totalAmount: amountSchema.optional(),
    initialAmount: amountSchema.optional(),
    url: z.string().optional(),
  })
  .passthrough();

/** QR code or app hand-over actions (twint, mobilepay in the components). */
export const otherActionSchema = z
  .object({ type: z.enum(['await', 'qrCode', 'sdk']), paymentMethodType: z.string().optional() })
  .passthrough();

export const checkoutActionSchema = z.discriminatedUnion('type', [
  redirectActionSchema, threeDS2ActionSchema, voucherActionSchema, otherActionSchema,
]);
export type CheckoutAction = z.infer<typeof checkoutActionSchema>;
export type VoucherAction = z.infer<typeof voucherActionSchema>;

export const paymentResponseSchema = z
  .object({
    resultCode: z.enum(RESULT_CODES),
    pspReference: z.string().optional(),
    merchantReference: z.string().optional(),
    action: checkoutActionSchema.optional(),
    amount: amountSchema.optional(),
    refusalReason: z.string().optional(),
    refusalReasonCode: z.string().optional(),
    paymentMethod: z.object({ type: z.string(), brand: z.string().optional() }).passthrough().optional(),
    additionalData: z.record(z.string()).optional(),
  })
  .passthrough();
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// POST /payments/details

export interface PaymentDetailsRequest {
  details: {
    /** From the return URL after a redirect (3-D Secure, redirect methods). */
    redirectResult?: string;
    /** From the components' in-page 3-D Secure 2 challenge. */
    threeDSResult?: string;
    payload?: string;
  };
  paymentData?: string;
}

/** POST /payments/details answers in the shape of POST /payments (paymentResponseSchema). */
export type PaymentDetailsResponse = PaymentResponse;

// ---------------------------------------------------------------------------------------------------------
// POST /payments/{paymentPspReference}/reversals: cancel if not captured yet, refund if captured.

export const reversalResponseSchema = z
  .object({
    merchantAccount: z.string(),
    paymentPspReference: z.string(),
    pspReference: z.string(),
    reference: z.string().optional(),
    status: z.literal('received'),
  })
  .passthrough();
export type ReversalResponse = z.infer<typeof reversalResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// POST /sessions with mode 'hosted' (the provider's own card page, works without JavaScript) and its outcome.

export interface HostedCheckoutRequest {
  merchantAccount: string;
  mode: 'hosted';
  amount: Amount;
  reference: string;
  returnUrl: string;
  countryCode?: string;
  shopperLocale?: string;
  shopperEmail?: string;
  shopperReference?: string;
  /** Only these methods on the page: ['scheme'] for the card page. */
  allowedPaymentMethods?: string[];
  /** ISO date-time; the page refuses payments after it. */
  expiresAt?: string;
  lineItems?: LineItem[];
  company?: { name?: string; taxId?: string; registryLocation?: string };
  metadata?: Record<string, string>;
}

export const hostedCheckoutResponseSchema = z
  .object({
    id: z.string(),
    url: z.string().url(),
    expiresAt: z.string(),
    reference: z.string(),
    amount: amountSchema,
    returnUrl: z.string(),
    merchantAccount: z.string(),
    mode: z.literal('hosted').optional(),
    sessionData: z.string().optional(),
  })
  .passthrough();
export type HostedCheckoutResponse = z.infer<typeof hostedCheckoutResponseSchema>;

export const SESSION_STATUSES = ['active', 'canceled', 'completed', 'expired', 'paymentPending', 'refused'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const sessionResultResponseSchema = z
  .object({
    id: z.string(),
    status: z.enum(SESSION_STATUSES),
    reference: z.string().optional(),
    payments: z
      .array(
        z
          .object({
            pspReference: z.string(),
            resultCode: z.enum(RESULT_CODES),
            amount: amountSchema.optional(),
            paymentMethod: z.object({ type: z.string(), brand: z.string().optional() }).passthrough().optional(),
          })
          .passthrough(),
      )
      .optional(),
    additionalData: z.record(z.string()).optional(),
  })
  .passthrough();
export type SessionResultResponse = z.infer<typeof sessionResultResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Errors: every non-2xx answer of the Checkout API.

export const serviceErrorSchema = z
  .object({
    status: z.number().int(),
    errorCode: z.string(),
    message: z.string(),
    errorType: z.string(),
    pspReference: z.string().optional(),
  })
  .passthrough();
export type ServiceError = z.infer<typeof serviceErrorSchema>;

// ---------------------------------------------------------------------------------------------------------
// Standard webhooks (notifications) the provider posts to the shop.

export const notificationRequestItemSchema = z
  .object({
    additionalData: z.record(z.string()).optional(),
    amount: amountSchema,
    /** A string: the shop acts on the codes it knows (checkout/server/notifications.server.ts) and ignores new ones. */
    eventCode: z.string(),
    eventDate: z.string(),
    merchantAccountCode: z.string(),
    merchantReference: z.string(),
    originalReference: z.string().optional(),
    paymentMethod: z.string().optional(),
    pspReference: z.string(),
    reason: z.string().optional(),
    success: z.enum(['true', 'false']),
    operations: z.array(z.string()).optional(),
  })
  .passthrough();
export type NotificationRequestItem = z.infer<typeof notificationRequestItemSchema>;

export const notificationSchema = z.object({
  live: z.enum(['true', 'false']),
  notificationItems: z.array(z.object({ NotificationRequestItem: notificationRequestItemSchema })).min(1).max(100),
});
