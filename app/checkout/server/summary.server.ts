// The order summary of the checkout pages, the thank-you page, the confirmation mail and My account: the
// shared price summary (decision 118) of a cart or an order (same shape), with the item count.
import type { Address, Cart, Order } from '@commercetools/platform-sdk';
import { cartDiscountNames } from '~/cart/server/discount-info.server';
import { isGuaranteeLine } from '~/cart/server/line-facts';
import { priceSummary, summaryDiscountIds, type SummarySource } from '~/cart/rules/price-summary';
import type { CommerceContext } from '~/commerce/client.server';
import type { Market } from '~/markets';
import { localeTag, storeText } from '~/markets';
import type { LanguageCode } from '~/markets';
import { COD_FEE_SLUG } from '../payment-cart';
import type { AddressLinesView, CheckoutSummary } from '../view';

export function checkoutSummary(cart: SummarySource, market: Market, language: LanguageCode, discountNames?: ReadonlyMap<string, string>): CheckoutSummary {
  const summary = priceSummary(cart, {
    language,
    locale: localeTag(language, market.country),
    discountNames,
    fee: { slug: COD_FEE_SLUG, title: storeText(market, market.cashOnDeliveryFeeTitle, language) },
  });
  return {
    ...summary,
    itemCount: cart.lineItems.filter((line) => !isGuaranteeLine(line)).reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** The names of the cart discounts on a cart or an order, for its discount lines (cached reads). */
export function summaryDiscountNames(ctx: CommerceContext, cart: Pick<Cart | Order, 'lineItems'>): Promise<Map<string, string>> {
  return cartDiscountNames(ctx, summaryDiscountIds(cart));
}

/** An address as the pages print it: name, company, street, town, country, phone. */
export function addressLines(address: Address | undefined, countryName: string): AddressLinesView {
  if (!address) return { lines: [] };
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    [address.company, address.department].filter(Boolean).join(', '),
    [address.streetName, address.streetNumber].filter(Boolean).join(' '),
    address.additionalStreetInfo ?? '',
    [address.postalCode, address.city].filter(Boolean).join(' '),
    countryName,
    address.phone ?? '',
  ];
  const vat = address.custom?.fields?.vatNumber;
  if (typeof vat === 'string' && vat) lines.splice(2, 0, vat);
  return { lines: lines.filter((line) => line.trim() !== '') };
}
