// The company buyer's VAT ID at the addresses step (spec §4, §5, §8): checked with the VAT module, counted in its own
// rate-limit bucket, kept on the billing address's custom fields.
import type { Address, Cart } from '@commercetools/platform-sdk';
import { ADDRESS_FIELDS, ADDRESS_TYPE_KEY } from '~/commerce/custom-types';
import type { StorefrontContext } from '~/context';
import { vatNumberWithPrefix } from '~/markets';
import { DEFINITIVE_ANSWER_MS } from '~/vat/vat-check.server';
import { readStoredVatResponse, storedVatResponse, vatStatusView, type VatStatus, type VatStatusView } from '../rules/vat-status';
import { regionNames } from '~/markets';
import { isNetCart } from '../net-prices';
import { emitCheckoutEvent } from './tracking.server';

export type VatCheckAnswer =
  | { kind: 'checked'; status: VatStatus; stored: string }
  /** Too many checks from this cart or address: the shopper may continue without (GROSS), or wait. */
  | { kind: 'limited'; retryAfterSeconds: number; vatNumber: string };

/** So "Continue to payment" after a check on blur does not ask (and count) again; a check that could not complete is
 *  asked again. */
function standingCheck(address: Address | undefined, vatNumber: string, now: Date): VatCheckAnswer | null {
  const fields = address?.custom?.fields;
  if (fields?.[ADDRESS_FIELDS.vatNumber] !== vatNumber) return null;
  const stored = readStoredVatResponse(fields?.[ADDRESS_FIELDS.vatResponse]);
  if (!stored || (stored.state !== 'valid' && stored.state !== 'not-valid')) return null;
  const age = now.getTime() - Date.parse(stored.checkedAt);
  if (!(age >= 0 && age < DEFINITIVE_ANSWER_MS)) return null;
  return { kind: 'checked', status: { state: stored.state, vatNumber }, stored: fields[ADDRESS_FIELDS.vatResponse] as string };
}

/** Spec §5: "only when VAT validation is enabled and a number is given". Counted per cart and per address, so an
 *  enumerator is slowed and an office is not. */
export async function checkVatNumber(
  storefront: Pick<StorefrontContext, 'request' | 'shopper' | 'commerce' | 'services'>,
  input: string,
  options: { signal?: AbortSignal; cart?: Pick<Cart, 'billingAddress'> } = {},
): Promise<VatCheckAnswer> {
  const vatNumber = vatNumberWithPrefix(storefront.request.market.country, input);
  const standing = standingCheck(options.cart?.billingAddress, vatNumber, storefront.request.now);
  if (standing) return standing;
  const cart = storefront.shopper.session.get().cartId ?? storefront.shopper.ids().anonymousId;
  const verdicts = await Promise.all([storefront.shopper.rateLimit('vatCheck', `cart:${cart}`), storefront.shopper.rateLimit('vatCheckAddress')]);
  const waits = verdicts.flatMap((verdict) => (verdict ? [verdict.retryAfterSeconds] : []));
  if (waits.length > 0) return { kind: 'limited', retryAfterSeconds: Math.max(...waits), vatNumber };
  emitCheckoutEvent(storefront, { type: 'vat-validation', outcome: 'triggered' });
  const result = await storefront.services.vatCheck.check(storefront.request.market.country, input, { signal: options.signal });
  emitCheckoutEvent(storefront, {
    type: 'vat-validation',
    outcome: result.state === 'valid' ? 'success' : result.state === 'timed-out' ? 'timed-out' : 'failed',
  });
  const { state, code, checkedAt, raw } = result;
  return { kind: 'checked', status: { state, vatNumber: result.vatNumber }, stored: storedVatResponse({ state, code, checkedAt, raw }) };
}

/** The billing address's custom fields for a checked (or not checked) VAT number. */
export function vatCustomFields(answer: { vatNumber: string; valid: boolean; stored: string } | null) {
  if (!answer) return undefined;
  return {
    type: { typeId: 'type' as const, key: ADDRESS_TYPE_KEY },
    fields: {
      [ADDRESS_FIELDS.vatNumber]: answer.vatNumber,
      [ADDRESS_FIELDS.vatValidated]: answer.valid,
      [ADDRESS_FIELDS.vatResponse]: answer.stored,
    },
  };
}

/** What the billing address says about its VAT number (after a reload of the step). */
export function vatStatusOfAddress(address: Address | undefined): VatStatus | null {
  const fields = address?.custom?.fields;
  const vatNumber = fields?.[ADDRESS_FIELDS.vatNumber];
  if (typeof vatNumber !== 'string' || vatNumber === '') return null;
  if (fields?.[ADDRESS_FIELDS.vatValidated] === true) return { state: 'valid', vatNumber };
  // No check on record: a store without VAT validation kept the number as given.
  const stored = readStoredVatResponse(fields?.[ADDRESS_FIELDS.vatResponse]);
  if (!stored) return { state: 'recorded', vatNumber };
  return { state: stored.state !== 'valid' ? stored.state : 'not-valid', vatNumber };
}

/** True when the billing address's VAT number validated: with the change-tax-rate flag the cart is NET. */
export function hasValidatedVat(address: Address | undefined): boolean {
  return address?.custom?.fields?.[ADDRESS_FIELDS.vatValidated] === true && Boolean(address.company);
}

/** The VAT ID's state as the addresses step shows it, beside the cart's summary (NET or not). */
export function vatView(storefront: Pick<StorefrontContext, 'request' | 'shop'>, status: VatStatus | null, cart: Pick<Cart, 'taxMode'>): VatStatusView | null {
  return status ? vatStatusView(status, { changeTaxRate: storefront.request.toggles.changeTaxRate, net: isNetCart(cart), sellerCountry: sellerCountryName(storefront) }) : null;
}

/** In the seller's own store (SELLER_COUNTRY): its country's name in the page's language; else null. */
export function sellerCountryName(storefront: Pick<StorefrontContext, 'request' | 'shop'>): string | null {
  const { market, locale } = storefront.request;
  const country = storefront.shop.seller.country;
  return market.country === country ? (regionNames(locale).of(country) ?? country) : null;
}
