// The order summary of the checkout pages and the confirmation mail, from a cart or an order (same shape).
import type { Address, Cart, Order } from '@commercetools/platform-sdk';
import { isFreightLine, isGuaranteeLine, productUnitCents } from '~/cart/server/line-facts';
import { localized } from '~/commerce/localize';
import type { Market } from '~/markets';
import { storeText } from '~/markets';
import type { LanguageCode } from '~/markets';
import { isNetCart } from '../net-prices';
import { codFeeLine, cartTotal } from '../payment-cart';
import type { AddressLinesView, CheckoutSummary, Money } from '../view';

type Priced = Pick<Cart, 'lineItems' | 'customLineItems' | 'shippingInfo' | 'taxedPrice' | 'totalPrice' | 'taxMode'>;

function money(value: { centAmount: number; currencyCode: string; fractionDigits?: number }, digits: number): Money {
  return { centAmount: value.centAmount, currencyCode: value.currencyCode, fractionDigits: value.fractionDigits ?? digits };
}

export function checkoutSummary(cart: Priced | Order, market: Market, language: LanguageCode): CheckoutSummary {
  const digits = cart.totalPrice.fractionDigits ?? market.fractionDigits;
  const currency = cart.totalPrice.currencyCode;
  const cents = (centAmount: number): Money => ({ centAmount, currencyCode: currency, fractionDigits: digits });
  const lines = cart.lineItems.map((line) => ({
    name: localized(line.name, language) ?? line.variant.sku ?? '',
    sku: line.variant.sku ?? '',
    quantity: line.quantity,
    total: money(line.totalPrice, digits),
    guarantee: isGuaranteeLine(line),
  }));
  const subtotal = cart.lineItems.reduce((sum, line) => sum + productUnitCents(line) * line.quantity, 0);
  const itemsAfterDiscounts = cart.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  const shipping = cart.shippingInfo;
  const shippingPrice = shipping ? (shipping.discountedPrice?.value ?? shipping.price).centAmount : 0;
  const shippingDiscount = shipping?.discountedPrice ? shipping.price.centAmount - shipping.discountedPrice.value.centAmount : 0;
  const fee = codFeeLine(cart);
  return {
    lines,
    itemCount: cart.lineItems.filter((line) => !isGuaranteeLine(line)).reduce((sum, line) => sum + line.quantity, 0),
    subtotal: cents(subtotal),
    discountTotal: cents(Math.max(0, subtotal - itemsAfterDiscounts) + Math.max(0, shippingDiscount)),
    shipping: { method: cart.lineItems.some(isFreightLine) ? 'freight' : 'parcel', price: cents(shippingPrice), free: shippingPrice === 0 },
    cashOnDeliveryFee: fee ? { title: storeText(market, market.cashOnDeliveryFeeTitle, language), amount: money(fee.totalPrice, digits) } : null,
    taxes: (cart.taxedPrice?.taxPortions ?? []).filter((portion) => portion.rate > 0).map((portion) => ({
      percent: Math.round(portion.rate * 10000) / 100,
      amount: money(portion.amount, digits),
    })),
    net: isNetCart(cart as Pick<Cart, 'taxMode'>),
    total: money(cartTotal(cart), digits),
  };
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
