// What the account pages show: plain data made from the backend's objects on the server, so a page never
// receives a customer object (with its password hash) or anything of another customer.
import type { ClientType } from '~/markets/rules/market-rules';
import type { CheckoutSummary } from '~/checkout/view';

export type CustomerType = ClientType;
export type AddressKind = 'shipping' | 'billing';

export interface ProfilePage {
  firstName: string;
  lastName: string;
  email: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  customerType: CustomerType;
  companyName: string;
  newsletter: boolean;
  /** Social sign-in customers have no password to change. */
  hasPassword: boolean;
  /** The address is proven: orders placed with it as a guest show in the account. */
  emailVerified: boolean;
}

export interface AddressView {
  id: string;
  firstName: string;
  lastName: string;
  company: string;
  streetName: string;
  streetNumber: string;
  additionalStreetInfo: string;
  postalCode: string;
  city: string;
  country: string;
  /** The country's name in the shopper's language. */
  countryName: string;
  phone: string;
  isDefault: boolean;
}

export interface LoyaltyView {
  /** Spec §3 tier key: monetary-cohort-base-tier, tier-1 … tier-4. */
  tierKey: string;
  /** Spec §9: from the group key, base tier 1. */
  level: number;
  /** Spec §5: permyriad / 100, only when greater than 0. */
  personalDiscountPercent: number | null;
}

/** The header's account dropdown (spec §4 "Account button"). */
export interface HeaderCustomer extends LoyaltyView {
  name: string;
  email: string;
  /** Spec §7 "my orders link": the self-service portal with a signed, expiring token for the e-mail. */
  ordersUrl: string;
}

export interface OrderView {
  id: string;
  /** As shown (displayedOrderNumber): the number itself. */
  number: string;
  createdAt: string;
  state: string;
  /** Spec §3 payment states; a refund or chargeback moves it. */
  paymentState?: string;
  /** Lines before discounts, each discount, shipping, fee and total: they add up as printed. */
  summary: CheckoutSummary;
}

export interface ReviewView {
  id: string;
  productName: string;
  sku: string;
  rating: number;
  text: string;
  createdAt: string;
}
