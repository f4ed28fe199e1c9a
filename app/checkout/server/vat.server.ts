// The company buyer's VAT ID at the addresses step (spec §4, §5, §8; brief "Money, prices, VAT"): checked with the
// VAT module (decision 037), counted in its own rate-limit bucket, kept on the billing address's custom fields.
import type { Address, Cart } from '@commercetools/platform-sdk';
import { ADDRESS_FIELDS, ADDRESS_TYPE_KEY } from '~/commerce/custom-types';
import type { StorefrontContext } from '~/context';
import { readStoredVatResponse, storedVatResponse, vatStatusView, type VatStatus, type VatStatusView } from '../rules/vat-status';
import { regionNames } from '~/markets';
import { isNetCart } from '../net-prices';
import { emitCheckoutEvent } from './tracking.server';

export type VatCheckAnswer =
  | { kind: 'checked'; status: VatStatus; stored: string }
  /** Too many checks from this client: the shopper may continue without (GROSS). */
  | { kind: 'limited'; retryAfterSeconds: number };

/** Asks the VAT service (spec §5: "only when VAT validation is enabled and a number is given"). */
export async function checkVatNumber(storefront: Pick<StorefrontContext, 'request' | 'shopper' | 'commerce' | 'services'>, input: string, signal?: AbortSignal): Promise<VatCheckAnswer> {
  const limited = await storefront.shopper.rateLimit('vatCheck');
  if (limited) return { kind: 'limited', retryAfterSeconds: limited.retryAfterSeconds };
  emitCheckoutEvent(storefront, { type: 'vat-validation', outcome: 'triggered' });
  const result = await storefront.services.vatCheck.check(storefront.request.market.country, input, { signal });
  emitCheckoutEvent(storefront, {
    type: 'vat-validation',
    outcome: result.state === 'valid' ? 'success' : result.state === 'timed-out' ? 'timed-out' : 'failed',
  });
  const { state, code, checkedAt, raw, vatNumber } = result;
  return { kind: 'checked', status: { state, vatNumber }, stored: storedVatResponse({ state, code, checkedAt, raw }) };
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

/** In the seller's own store (SELLER_COUNTRY, decision 120): its country's name in the page's language; else null. */
export function sellerCountryName(storefront: Pick<StorefrontContext, 'request' | 'shop'>): string | null {
  const { market, locale } = storefront.request;
  const country = storefront.shop.seller.country;
  return market.country === country ? (regionNames(locale).of(country) ?? country) : null;
}
