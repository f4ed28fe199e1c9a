// Custom types the app reads and writes, shared with the seed (server/commerce-backend/seed): the keys are
// the contract with a real commercetools project too.

/** Customer custom type: `customerType` ('private' | 'company', spec §3: stored lower-cased), `newsletter`. */
export const CUSTOMER_TYPE_KEY = 'customer-custom';

export const CUSTOMER_FIELDS = {
  customerType: 'customerType',
  /** The account's newsletter subscription (my-account/my-newsletter). */
  newsletter: 'newsletter',
} as const;

/** Cart and order custom type (spec §3): the cash-on-delivery fee the payment step adds. */
export const CART_TYPE_KEY = 'cart-custom';
export const CART_FIELDS = {
  calculatedCodFee: 'calculatedCodFee',
} as const;

/** Address custom type (spec §3): the billing address's VAT number, whether it validated, the raw answer. */
export const ADDRESS_TYPE_KEY = 'address-custom';
export const ADDRESS_FIELDS = {
  vatNumber: 'vatNumber',
  vatValidated: 'vatValidated',
  vatResponse: 'vatResponse',
} as const;

/** Spec §3's payment fields, plus the cart the payment belongs to: a notification names the cart only through the
 *  payment. */
export const PAYMENT_TYPE_KEY = 'payment-custom';
export const PAYMENT_FIELDS = {
  allocatedOrderNumber: 'allocatedOrderNumber',
  merchantAccount: 'merchantAccount',
  getPaymentMethodsResponse: 'getPaymentMethodsResponse',
  makePaymentResponse: 'makePaymentResponse',
  submitAdditionalPaymentDetailsRequest: 'submitAdditionalPaymentDetailsRequest',
  submitAdditionalPaymentDetailsResponse: 'submitAdditionalPaymentDetailsResponse',
  cartId: 'cartId',
} as const;
