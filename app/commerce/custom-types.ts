// Custom types the app reads and writes, shared with the seed (server/commerce-backend/seed): the keys are
// the contract with a real commercetools project too.

/** Customer custom type: `customerType` ('private' | 'company', spec §3: stored lower-cased), `newsletter`. */
export const CUSTOMER_TYPE_KEY = 'customer-custom';

export const CUSTOMER_FIELDS = {
  customerType: 'customerType',
  /** The account's newsletter subscription (my-account/my-newsletter). */
  newsletter: 'newsletter',
} as const;
