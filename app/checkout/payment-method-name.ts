// A payment method in the page's language, never the provider's English label, and the site the shopper confirms
// it on ("…on the page of Klarna."), a brand that reads the same in every language.
import { PROVIDER_PAYMENT_METHODS } from '~/markets/rules/payment-methods';

type Translate = (key: string) => string;

/** The methods `checkout:methods.*` names: the provider's ones of spec §3 and the shop's own. */
const TRANSLATED_METHODS: ReadonlySet<string> = new Set([...PROVIDER_PAYMENT_METHODS, 'bank-transfer', 'cash-on-delivery']);

/** Whose page a redirect method's payment is confirmed on. */
const METHOD_SITES: Readonly<Record<string, string>> = Object.freeze({
  paypal: 'PayPal', klarna: 'Klarna', klarna_account: 'Klarna', klarna_b2b: 'Billie', ratepay: 'Ratepay', ideal: 'iDEAL',
  twint: 'TWINT', mobilepay: 'MobilePay', multibanco: 'Multibanco', applepay: 'Apple Pay', googlepay: 'Google Pay',
});

/** A provider's label as a name inside a sentence: without its closing full stop ("Pay later with Klarna."). */
function plainName(name: string): string {
  return name.trim().replace(/\.+$/, '');
}

export function paymentMethodName(t: Translate, id: string, providerName?: string | null): string {
  if (TRANSLATED_METHODS.has(id)) return t(`methods.${id}`);
  return plainName(providerName || id);
}

/** A method without a brand of its own (online banking: the shopper's bank) is named instead. */
export function paymentMethodSite(t: Translate, id: string, providerName?: string | null): string {
  return METHOD_SITES[id] ?? paymentMethodName(t, id, providerName);
}
