// What the checkout pages receive: plain data made on the server (no commercetools objects, nothing of another
// shopper). Amounts travel as Money (minor units) and are formatted in the page's locale with formatMoney.
import type { Money } from '~/cart/view';
import type { CountryCode } from '~/markets';
import type { PriceSummary } from '~/cart/rules/price-summary';
import type { ClientType } from './rules/client-type';
import type { ShippingAddressType } from './rules/shipping-address-type';
import type { VatStatusView } from './rules/vat-status';
import type { ThankYouPaymentStatus } from './rules/payment-status';
import type { CheckoutErrorCode, PaymentErrorReason } from './rules/checkout-errors';
import type { NetNotice } from './net-prices';

export type { Money };

export type { SummaryLine } from '~/cart/rules/price-summary';

/** The order summary beside every checkout step, on the thank-you page, in the mail and in My account. */
export interface CheckoutSummary extends PriceSummary {
  itemCount: number;
}

/** Lines that need more than can be bought now; `held` when other shoppers' checkouts hold the missing units. */
export interface StockShortageView {
  lines: { name: string; wanted: number; left: number; held: boolean }[];
  holdMinutes: number;
}

/** The shipping method of the addresses step, decided by the cart's items, with the store's fees. */
export interface ShippingMethodView {
  method: 'parcel' | 'freight';
  fee: Money;
  /** Parcels ship free from this value (freight always costs its fee). */
  freeFrom: Money | null;
  price: Money;
}

export interface AddressFieldsView {
  firstName: string;
  lastName: string;
  company: string;
  department: string;
  vatNumber: string;
  streetName: string;
  streetNumber: string;
  additionalStreetInfo: string;
  postalCode: string;
  city: string;
  phone: string;
}

export interface SavedAddressView {
  id: string;
  /** One line per part, for the choice's label. */
  lines: string[];
  company: string;
  isDefault: boolean;
}

export interface AddressesPageData {
  page: { title: string };
  summary: CheckoutSummary;
  stockShortage: StockShortageView | null;
  guest: boolean;
  email: string;
  country: CountryCode;
  countryName: string;
  streetNumberValidation: boolean;
  /** VAT ID check for company buyers (store flag); the change-tax-rate flag decides NET. */
  vatValidation: boolean;
  changeTaxRate: boolean;
  vatPrefix: string;
  /** The seller's country, named, when this is its own store: the field's hint promises no NET invoice. */
  sellerCountry: string | null;
  savedBilling: SavedAddressView[];
  savedShipping: SavedAddressView[];
  initial: {
    clientType: ClientType;
    billingAddressId: string;
    billing: AddressFieldsView;
    shippingType: ShippingAddressType;
    shippingAddressId: string;
    shipping: AddressFieldsView;
  };
  vat: VatStatusView | null;
  shippingMethod: ShippingMethodView;
  /** Where the sign-in links lead back to this step. */
  signInPaths: { login: string; register: string; reset: string };
  /** Sent back from the payment step without shipping and billing details: spec §5's message shows. */
  incompleteData: boolean;
}

export interface PaymentMethodView {
  id: string;
  kind: 'provider' | 'bank-transfer' | 'cash-on-delivery';
  /** The provider's name for it (card, PayPal, Klarna …); the shop's own methods are translated in the view. */
  name: string;
  requiresScript: boolean;
  issuers: { id: string; name: string }[];
  /** The provider's settings a wallet needs in the browser (merchant ids); null for other methods. */
  configuration: Record<string, string> | null;
  /** Cash on delivery: its fee gross, net and VAT; `vatPercentText` as the page's locale writes it. */
  fee: { gross: Money; net: Money; vat: Money; vatPercent: number; vatPercentText: string; title: string } | null;
  /** What "Order and Pay" charges with this method (cash on delivery adds its fee): shown where it is chosen. */
  total: Money;
}

export interface AddressLinesView {
  lines: string[];
}

export interface PaymentPageData {
  page: { title: string };
  summary: CheckoutSummary;
  stockShortage: StockShortageView | null;
  /** A company's VAT ID on the billing address: whether the prices were adjusted to NET (spec §8). */
  vatNotice: NetNotice | null;
  /** The seller's country, named, when this is its own store. */
  sellerCountry: string | null;
  methods: PaymentMethodView[];
  defaultMethod: string | null;
  /** The card provider could not be asked: its methods are missing for now. */
  providerUnavailable: boolean;
  billing: AddressLinesView;
  shipping: AddressLinesView;
  email: string;
  /** The total shown; "Order and Pay" sends it back (a cart changed in another tab is not paid blindly). */
  shownTotal: number;
  /** The provider's browser components (client key, environment); null: the hosted card page. */
  components: { clientKey: string; environment: 'test' | 'live' } | null;
  /** Pay-later billing information (spec §9 "Pay-later billing info: DE, FR, NL"). */
  payLaterInfo: boolean;
  /** Back after a failed PayPal payment: spec §8's PayPal message shows. */
  paypalError: boolean;
}

/** A redirect the shopper must follow to the provider (a page whose origin the shop cannot redirect to itself). */
export interface ProviderContinuation {
  url: string;
  method: 'GET' | 'POST';
  data: Record<string, string>;
  methodName: string;
}

export interface BankTransferView {
  accountOwner: string;
  institute: string;
  iban: string;
  bic: string;
  reference: string;
  amount: Money;
}

export interface MultibancoView {
  entity: string;
  reference: string;
  expiresAt: string;
  merchantReference: string;
  amount: Money;
}

export interface ThankYouData {
  page: { title: string };
  orderNumber: string;
  email: string;
  paymentStatus: ThankYouPaymentStatus;
  paymentMethod: string;
  bankTransfer: BankTransferView | null;
  multibanco: MultibancoView | null;
  summary: CheckoutSummary;
  billing: AddressLinesView;
  shipping: AddressLinesView;
  /** Spec §2 thank-you: a parcel tracking widget slot (off until its keys are set, brief). */
  parcelTracking: { enabled: boolean };
}

/** The thank-you page of a return link opened without the order's session: the outcome only. */
export interface ThankYouElsewhereData {
  page: { title: string };
  elsewhere: 'placed' | 'unfinished';
}

export interface PaymentErrorData {
  page: { title: string };
  error: CheckoutErrorCode;
  /** What happened, where known: a failure's reason, or a refund before the order. */
  reason: PaymentErrorReason | null;
  /** Where "Try again" leads: the payment step while the cart is there, else the cart; null without a cart. */
  retry: '/checkout/payment' | '/checkout/cart' | null;
}
