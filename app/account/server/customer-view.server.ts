import type { Address, Customer, Order } from '@commercetools/platform-sdk';
import { addressesOf } from '~/commerce/address.server';
import { getPersonalizedDiscount } from '~/commerce/discount.server';
import { loyaltyLevel } from '~/commerce/discount-keys';
import type { CommerceContext } from '~/commerce/client.server';
import { CUSTOMER_FIELDS } from '~/commerce/custom-types';
import { regionNames, type LanguageCode, type Market } from '~/markets';
import { checkoutSummary } from '~/checkout/server/summary.server';
import type { StorefrontContext } from '~/context';
import { createOrdersToken, ordersLink } from '../orders-token.server';
import type { AddressKind, AddressView, HeaderCustomer, LoyaltyView, OrderView, ProfilePage } from '../view';
import { tierKeyOf } from './customer-session.server';

const field = (customer: Customer, name: string): unknown => customer.custom?.fields?.[name];

export function profileOf(customer: Customer): ProfilePage {
  const type = String(field(customer, CUSTOMER_FIELDS.customerType) ?? '').toUpperCase();
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.email,
    dateOfBirth: customer.dateOfBirth ?? '',
    customerType: type === 'COMPANY' ? 'COMPANY' : 'PRIVATE',
    companyName: customer.companyName ?? '',
    newsletter: field(customer, CUSTOMER_FIELDS.newsletter) === true,
    hasPassword: customer.authenticationMode !== 'ExternalAuth',
    emailVerified: customer.isEmailVerified === true,
  };
}

function addressView(address: Address, defaultId: string | undefined, regions: Intl.DisplayNames): AddressView {
  return {
    id: address.id ?? '',
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    company: address.company ?? '',
    streetName: address.streetName ?? '',
    streetNumber: address.streetNumber ?? '',
    additionalStreetInfo: address.additionalStreetInfo ?? '',
    postalCode: address.postalCode ?? '',
    city: address.city ?? '',
    country: address.country,
    countryName: regions.of(address.country) ?? address.country,
    phone: address.phone ?? '',
    isDefault: Boolean(address.id) && address.id === defaultId,
  };
}

/** The customer's addresses of one kind, default first; country names in the shopper's language. */
export function addressBookOf(customer: Customer, kind: AddressKind, locale: string): AddressView[] {
  const defaultId = kind === 'shipping' ? customer.defaultShippingAddressId : customer.defaultBillingAddressId;
  const regions = regionNames(locale);
  return addressesOf(customer, kind).map((address) => addressView(address as Address, defaultId, regions));
}

/** Spec §3–§5: tier key, level and the personalised discount of the tier (failures only logged). */
export async function loyaltyOf(ctx: CommerceContext, customer: Customer): Promise<LoyaltyView> {
  const tierKey = tierKeyOf(customer);
  const permyriad = await getPersonalizedDiscount(ctx, tierKey);
  return { tierKey, level: loyaltyLevel(tierKey), personalDiscountPercent: permyriad !== null && permyriad > 0 ? permyriad / 100 : null };
}

export async function headerCustomerOf(storefront: Pick<StorefrontContext, 'request' | 'commerce' | 'services'>, customer: Customer): Promise<HeaderCustomer> {
  const loyalty = await loyaltyOf(storefront.commerce, customer);
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return { ...loyalty, name: name || customer.email, email: customer.email, ordersUrl: ordersPortalLink(storefront, customer) };
}

/** Once its address is confirmed an account also sees the orders placed with it as a guest; the e-mail is named only
 *  when it is proven. */
export function orderOwnerOf(customer: Customer): { customerId: string; email?: string } {
  return customer.isEmailVerified ? { customerId: customer.id, email: customer.email } : { customerId: customer.id };
}

/** The order self-service portal (orders, invoices, returns) with a fresh signed link for this account in this store. */
export function ordersPortalLink(storefront: Pick<StorefrontContext, 'request' | 'commerce' | 'services'>, customer: Customer): string {
  const token = createOrdersToken(storefront.services.ordersPortal.secret, { ...orderOwnerOf(customer), store: storefront.commerce.store.key }, storefront.request.now.getTime());
  return ordersLink(storefront.services.ordersPortal.url, token);
}

/** The number itself, the one key a shopper quotes (decision 123); the Czech store's numbers have no "NS" to drop
 *  (spec §9). */
export function displayedOrderNumber(order: Pick<Order, 'orderNumber' | 'id'>): string {
  return order.orderNumber ?? order.id.slice(0, 8);
}

/** An order as My account lists it, with the summary every page and the mail print. */
export function orderOf(market: Market, language: LanguageCode, order: Order, discountNames?: ReadonlyMap<string, string>): OrderView {
  const summary = checkoutSummary(order, market, language, discountNames);
  return {
    id: order.id,
    number: displayedOrderNumber(order),
    createdAt: order.createdAt,
    state: order.orderState,
    ...(order.paymentState ? { paymentState: order.paymentState } : {}),
    summary,
  };
}
