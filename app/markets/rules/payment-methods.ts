import type { CountryCode } from '../codes';
import { moneyFromMajor, type MarketMoney } from '../money';
import { COD_FEE } from './cash-on-delivery';
import type { ClientType, MarketRules } from './market-rules';

/** Spec §3: "Payment method identifiers", the provider's types the shop offers, in the page's order. */
export const PROVIDER_PAYMENT_METHODS = Object.freeze([
  'scheme', 'applepay', 'googlepay', 'paypal', 'klarna', 'klarna_account', 'klarna_b2b', 'ratepay', 'ideal', 'twint', 'mobilepay',
  'multibanco', 'onlineBanking_PL',
] as const);
/** "Wallets: googlepay, applepay": they need the browser's payment sheet, so script. */
export const WALLET_PAYMENT_METHODS: readonly string[] = Object.freeze(['googlepay', 'applepay']);
/** The Payment Request API's method identifier of each wallet. */
export const WALLET_METHOD_URLS: Readonly<Record<string, string>> = Object.freeze({ googlepay: 'https://google.com/pay', applepay: 'https://apple.com/apple-pay' });
/** What a wallet's payment sheet fetches: Chrome refuses a PaymentRequest whose method identifier the CSP's connect-src blocks. */
export const WALLET_CONNECT_SOURCES: readonly string[] = Object.freeze([
  ...Object.values(WALLET_METHOD_URLS),
  'https://www.google.com/pay',
  'https://pay.google.com',
]);
/** The invoice method for companies (Adyen's klarna_b2b, shown as 'Billie'): "non-company customers do not get … Billie". */
export const COMPANY_ONLY_PAYMENT_METHODS: readonly string[] = Object.freeze(['klarna_b2b']);
/** The card: the default selection (spec §3 "paymentSelected (default the card provider)"). */
export const DEFAULT_PAYMENT_METHOD = 'scheme';
/** Spec §8, logged when PayPal comes without its merchant id and intent. */
export const PAYPAL_CONFIGURATION_ERROR = 'Required paypal configuration not provided.';

/** One method as the provider's /paymentMethods lists it. */
export interface ProviderMethodOffer {
  type: string;
  name?: string;
  configuration?: Record<string, string>;
  [field: string]: unknown;
}

export interface PaymentCart {
  /** Units that ship, summed over lines (extra guarantees are not items): the "items" of the 20-item rule. */
  itemCount: number;
  /** Lines that ship: what the cash-on-delivery item limit counts. */
  shippedLineCount: number;
  /** Freight when any line ships as freight. */
  shipping: 'parcel' | 'freight';
  /** What the shopper pays, before a cash-on-delivery fee: the taxed gross total in minor units. */
  totalCentAmount: number;
  /** The cart's VAT rate as a fraction (0.2), from its first tax portion; the COD fee's VAT uses it. */
  vatRate: number;
}

export interface CodFee {
  gross: MarketMoney;
  net: MarketMoney;
  vat: MarketMoney;
  /** Percent, as the spec shows tax ("rate times 100"). */
  vatPercent: number;
}

export type OfferedPaymentMethod =
  | { id: string; kind: 'provider'; requiresScript: boolean; provider: ProviderMethodOffer }
  | { id: 'bank-transfer'; kind: 'bank-transfer'; requiresScript: false }
  | { id: 'cash-on-delivery'; kind: 'cash-on-delivery'; requiresScript: false; fee: CodFee };

export interface PaymentMethodChoice {
  methods: OfferedPaymentMethod[];
  /** The card when offered, else the first method that needs no script; null when there is none. */
  defaultMethod: string | null;
  /** Configuration problems to log (spec §8: 'Required paypal configuration not provided.'). */
  problems: string[];
}

export interface PaymentMethodInput {
  country: CountryCode;
  rules: MarketRules;
  clientType: ClientType;
  cart: PaymentCart;
  /** The provider's answer to /paymentMethods for this cart (country, currency, amount). */
  providerMethods: readonly ProviderMethodOffer[];
  /** Spec §5: "Company customers do not get payment types from a configured list". */
  companyExcludedMethods: readonly string[];
}

/** "Bank and cash payment allowed for at most 20 items"; bank payment only where enabled. */
export function isBankTransferAvailable(rules: MarketRules, cart: Pick<PaymentCart, 'itemCount'>): boolean {
  return rules.bankTransferEnabled && cart.itemCount <= rules.maxItemsForBankAndCash;
}

/** Spec: at most 20 items, an order value up to the country's maximum, "for freight only in SK, HU, CZ, PL", and
 * at most the country's item limit of shipped lines. */
export function isCashOnDeliveryAvailable(rules: MarketRules, cart: PaymentCart): boolean {
  const cod = rules.cashOnDelivery;
  if (cart.itemCount > rules.maxItemsForBankAndCash) return false;
  if (cart.totalCentAmount > cod.maxOrderValue.centAmount) return false;
  if (cart.shipping === 'freight' && !cod.freightAllowed) return false;
  if (cod.itemLimit > 0 && cart.shippedLineCount > cod.itemLimit) return false;
  return true;
}

/** The country's cash-on-delivery fee with its VAT, derived from the cart's VAT rate. */
export function cashOnDeliveryFee(country: CountryCode, currency: MarketMoney['currencyCode'], vatRate: number): CodFee {
  const gross = moneyFromMajor(COD_FEE[country], currency);
  const netCents = Math.round(gross.centAmount / (1 + Math.max(vatRate, 0)));
  const fromCents = (cents: number) => moneyFromMajor(cents / 10 ** gross.fractionDigits, currency);
  return { gross, net: fromCents(netCents), vat: fromCents(gross.centAmount - netCents), vatPercent: Math.round(Math.max(vatRate, 0) * 10_000) / 100 };
}

/** Spec §5, §9: the provider's answer for this cart, filtered by client type and configuration, then bank transfer
 * and cash on delivery where the store's rules allow them. */
export function availablePaymentMethods(input: PaymentMethodInput): PaymentMethodChoice {
  const problems: string[] = [];
  const offered = new Map(input.providerMethods.map((method) => [method.type, method]));
  const methods: OfferedPaymentMethod[] = [];
  for (const type of PROVIDER_PAYMENT_METHODS) {
    const provider = offered.get(type);
    if (!provider) continue;
    if (input.clientType === 'COMPANY' && input.companyExcludedMethods.includes(type)) continue;
    if (input.clientType !== 'COMPANY' && COMPANY_ONLY_PAYMENT_METHODS.includes(type)) continue;
    if (type === 'paypal' && !(provider.configuration?.merchantId && provider.configuration?.intent)) {
      problems.push(PAYPAL_CONFIGURATION_ERROR);
      continue;
    }
    methods.push({ id: type, kind: 'provider', requiresScript: WALLET_PAYMENT_METHODS.includes(type), provider });
  }
  if (isBankTransferAvailable(input.rules, input.cart)) methods.push({ id: 'bank-transfer', kind: 'bank-transfer', requiresScript: false });
  if (isCashOnDeliveryAvailable(input.rules, input.cart)) {
    const currency = input.rules.cashOnDelivery.maxOrderValue.currencyCode;
    methods.push({ id: 'cash-on-delivery', kind: 'cash-on-delivery', requiresScript: false, fee: cashOnDeliveryFee(input.country, currency, input.cart.vatRate) });
  }
  const defaultMethod = methods.some((method) => method.id === DEFAULT_PAYMENT_METHOD)
    ? DEFAULT_PAYMENT_METHOD
    : (methods.find((method) => !method.requiresScript)?.id ?? null);
  return { methods, defaultMethod, problems };
}

/** PAYMENT_METHODS_EXCLUDED_FOR_COMPANIES ("klarna,klarna_account") as a list. */
export function parsePaymentMethodList(value: string): string[] {
  return value.split(',').map((item) => item.trim()).filter((item) => item !== '');
}
