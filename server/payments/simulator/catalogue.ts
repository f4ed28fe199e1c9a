import type { PaymentMethod } from '~/payments/checkout-api';

/** The spec's payment methods (§9) with the markets the real schemes serve; /paymentMethods answers those that fit
 * the request's country, currency and amount, in this order. */
export interface CatalogueEntry {
  readonly type: string;
  readonly name: string;
  /** Shopper countries; undefined: every country. */
  readonly countries?: readonly string[];
  /** Currencies; undefined: every currency. */
  readonly currencies?: readonly string[];
  /** Upper bound in euros, compared through APPROXIMATE_EUR_RATES (pay-later credit limits). */
  readonly maxEuros?: number;
  /** How the simulator completes it. */
  readonly flow: 'card' | 'redirect' | 'redirect-async' | 'direct' | 'wallet' | 'voucher';
  /** Klarna-style methods need the order lines, as Adyen requires. */
  readonly needsLineItems?: boolean;
  readonly needsIssuer?: boolean;
  readonly brands?: readonly string[];
  readonly issuers?: readonly { id: string; name: string }[];
  readonly configuration?: Readonly<Record<string, string>>;
}

const KLARNA_PAY_LATER = ['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IT', 'NL', 'NO', 'PL', 'PT', 'SE'];
const KLARNA_OVER_TIME = ['AT', 'DE', 'DK', 'FI', 'GB', 'NL', 'NO', 'SE'];

export function paymentCatalogue(merchantAccount: string): readonly CatalogueEntry[] {
  return [
    { type: 'scheme', name: 'Cards', flow: 'card', brands: ['visa', 'mc', 'amex', 'maestro'] },
    { type: 'applepay', name: 'Apple Pay', flow: 'wallet', configuration: { merchantId: 'merchant.com.protools-direct.simulator', merchantName: 'ProTools Direct' } },
    { type: 'googlepay', name: 'Google Pay', flow: 'wallet', configuration: { merchantId: 'SIMULATOR0000001', gatewayMerchantId: merchantAccount } },
    { type: 'paypal', name: 'PayPal', flow: 'redirect', configuration: { merchantId: 'SIMULATORPAYPAL01', intent: 'capture' } },
    { type: 'klarna', name: 'Pay later with Klarna.', flow: 'redirect', countries: KLARNA_PAY_LATER, maxEuros: 5000, needsLineItems: true },
    { type: 'klarna_account', name: 'Pay over time with Klarna.', flow: 'redirect', countries: KLARNA_OVER_TIME, maxEuros: 10000, needsLineItems: true },
    { type: 'klarna_b2b', name: 'Billie', flow: 'redirect', countries: ['AT', 'DE', 'FR', 'NL'], currencies: ['EUR'], maxEuros: 25000, needsLineItems: true },
    { type: 'ratepay', name: 'Ratepay Open Invoice', flow: 'direct', countries: ['AT', 'CH', 'DE', 'NL'], maxEuros: 5000, needsLineItems: true },
    { type: 'ideal', name: 'iDEAL', flow: 'redirect', countries: ['NL'], currencies: ['EUR'] },
    { type: 'twint', name: 'TWINT', flow: 'redirect', countries: ['CH'], currencies: ['CHF'] },
    { type: 'mobilepay', name: 'MobilePay', flow: 'redirect', countries: ['DK', 'FI'], currencies: ['DKK', 'EUR'] },
    { type: 'multibanco', name: 'Multibanco', flow: 'voucher', countries: ['PT'], currencies: ['EUR'] },
    {
      type: 'onlineBanking_PL', name: 'Online banking Poland', flow: 'redirect-async', countries: ['PL'], currencies: ['PLN'], needsIssuer: true,
      issuers: [
        { id: '154', name: 'BLIK' }, { id: '31', name: 'PKO BP (iPKO)' }, { id: '243', name: 'mBank (mTransfer)' },
        { id: '112', name: 'Santander' }, { id: '20', name: 'Pekao24 Przelew' }, { id: '65', name: 'ING Bank Śląski' },
      ],
    },
  ];
}

/** Rough euro value of one unit, only to apply the pay-later limits in every currency. */
const APPROXIMATE_EUR_RATES: Readonly<Record<string, number>> = {
  EUR: 1, CHF: 1.05, GBP: 1.17, CZK: 0.04, DKK: 0.134, SEK: 0.088, NOK: 0.086, PLN: 0.23, HUF: 0.0025, RON: 0.2, BGN: 0.51, USD: 0.92,
};

export function fitsRequest(entry: CatalogueEntry, request: { countryCode?: string; currency?: string; value?: number }): boolean {
  if (entry.countries && (!request.countryCode || !entry.countries.includes(request.countryCode))) return false;
  if (entry.currencies && (!request.currency || !entry.currencies.includes(request.currency))) return false;
  if (entry.maxEuros !== undefined && request.currency && request.value !== undefined) {
    const rate = APPROXIMATE_EUR_RATES[request.currency];
    if (rate === undefined || (request.value / 100) * rate > entry.maxEuros) return false;
  }
  return true;
}

export function asPaymentMethod(entry: CatalogueEntry): PaymentMethod {
  return {
    type: entry.type,
    name: entry.name,
    ...(entry.brands ? { brands: [...entry.brands] } : {}),
    ...(entry.issuers ? { issuers: entry.issuers.map((issuer) => ({ ...issuer })) } : {}),
    ...(entry.configuration ? { configuration: { ...entry.configuration } } : {}),
  };
}
