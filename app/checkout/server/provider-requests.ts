// The parts of a card provider request the shop fills in from its cart: the order lines Klarna-style and invoice
// methods require, the addresses, the shopper and the company (spec §3: "Company data sent to the payment provider:
// name, taxId, registryLocation"). Pure.
import type { Address, Cart } from '@commercetools/platform-sdk';
import { localized } from '~/commerce/localize';
import type { Amount, CheckoutAddress, LineItem, PaymentRequest } from '~/payments/checkout-api';
import { cartTotal } from '../payment-cart';

export function amountOf(cart: Pick<Cart, 'taxedPrice' | 'totalPrice'>): Amount {
  const total = cartTotal(cart);
  return { currency: total.currencyCode, value: total.centAmount };
}

function checkoutAddress(address: Address | undefined): CheckoutAddress | undefined {
  if (!address?.streetName || !address.postalCode || !address.city) return undefined;
  return {
    street: address.streetName,
    houseNumberOrName: address.streetNumber ?? '',
    postalCode: address.postalCode,
    city: address.city,
    country: address.country,
  };
}

/** Every line, the shipping and the fee, with amounts including tax per unit (as Adyen asks for them). */
export function providerLineItems(cart: Cart, language: string): LineItem[] {
  const items: LineItem[] = cart.lineItems.map((line) => {
    const unitGross = Math.round((line.taxedPrice?.totalGross ?? line.totalPrice).centAmount / line.quantity);
    const unitNet = Math.round((line.taxedPrice?.totalNet ?? line.totalPrice).centAmount / line.quantity);
    return {
      id: line.id,
      sku: line.variant.sku,
      description: localized(line.name, language) ?? line.variant.sku ?? 'Item',
      quantity: line.quantity,
      amountIncludingTax: unitGross,
      amountExcludingTax: unitNet,
      taxAmount: unitGross - unitNet,
      taxPercentage: Math.round((line.taxRate?.amount ?? 0) * 10_000),
    };
  });
  for (const line of cart.customLineItems) {
    const gross = (line.taxedPrice?.totalGross ?? line.totalPrice).centAmount;
    items.push({ id: line.id, description: localized(line.name, language) ?? line.slug, quantity: 1, amountIncludingTax: gross });
  }
  const shipping = cart.shippingInfo;
  if (shipping) {
    const gross = (shipping.taxedPrice?.totalGross ?? shipping.discountedPrice?.value ?? shipping.price).centAmount;
    if (gross > 0) items.push({ id: 'shipping', description: shipping.shippingMethodName, quantity: 1, amountIncludingTax: gross });
  }
  return items;
}

/** What every payment request of a cart carries, besides the method and the return URL. */
export function paymentRequestBase(
  cart: Cart,
  input: { orderNumber: string; country: string; locale: string; language: string; company: boolean },
): Omit<PaymentRequest, 'merchantAccount' | 'paymentMethod' | 'returnUrl'> {
  const billing = cart.billingAddress;
  const vatNumber = billing?.custom?.fields?.vatNumber;
  return {
    amount: amountOf(cart),
    reference: input.orderNumber,
    countryCode: input.country,
    shopperLocale: input.locale,
    shopperEmail: cart.customerEmail,
    ...(cart.customerId ? { shopperReference: cart.customerId } : {}),
    ...(billing?.firstName && billing.lastName ? { shopperName: { firstName: billing.firstName, lastName: billing.lastName } } : {}),
    ...(billing?.phone ? { telephoneNumber: billing.phone } : {}),
    channel: 'Web',
    billingAddress: checkoutAddress(billing),
    deliveryAddress: checkoutAddress(cart.shippingAddress),
    lineItems: providerLineItems(cart, input.language),
    ...(input.company && billing?.company
      ? { company: { name: billing.company, ...(typeof vatNumber === 'string' && vatNumber ? { taxId: vatNumber } : {}), registryLocation: billing.country } }
      : {}),
    metadata: { cartId: cart.id },
  };
}
