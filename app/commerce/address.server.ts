// The session customer's shipping and billing addresses (spec §7 address calls).
// Signed-in customers only ('User is not authenticated'); an address id must be
// one of the customer's own.
import { randomUUID } from 'node:crypto';
import type { BaseAddress, Customer, CustomerUpdateAction } from '@commercetools/platform-sdk';
import type { CommerceContext } from './client.server';
import { updateCustomer } from './customer.server';
import { CommerceInputError } from './errors.server';
import { requireCustomerId } from './guard.server';
import type { ShopperSession } from './types';

export type AddressKind = 'shipping' | 'billing';

function requireAddress(customer: Customer, addressId: string): void {
  if (!customer.addresses.some((address) => address.id === addressId)) {
    throw new CommerceInputError('address-not-found', 'Address not found');
  }
}

/** Adds an address of the given kind, optionally as the default. */
export async function addAddress(
  ctx: CommerceContext,
  session: ShopperSession,
  kind: AddressKind,
  address: BaseAddress,
  options: { makeDefault?: boolean } = {},
): Promise<Customer> {
  requireCustomerId(session);
  // A key lets the same request mark the new address, whose id the server assigns.
  const addressKey = `a-${randomUUID()}`;
  const endpoint = kind === 'shipping' ? '/addShippingAddress' : '/addBillingAddress';
  return updateCustomer(
    ctx,
    session,
    () => [
      { action: 'addAddress', address: { ...address, id: undefined, key: addressKey } },
      kind === 'shipping' ? { action: 'addShippingAddressId', addressKey } : { action: 'addBillingAddressId', addressKey },
      ...(options.makeDefault
        ? [
            kind === 'shipping'
              ? { action: 'setDefaultShippingAddress' as const, addressKey }
              : { action: 'setDefaultBillingAddress' as const, addressKey },
          ]
        : []),
    ],
    endpoint,
  );
}

export async function updateAddress(
  ctx: CommerceContext,
  session: ShopperSession,
  kind: AddressKind,
  addressId: string,
  address: BaseAddress,
): Promise<Customer> {
  return changeOwnAddress(ctx, session, addressId, [{ action: 'changeAddress', addressId, address: { ...address, id: addressId } }],
    kind === 'shipping' ? '/updateShippingAddress' : '/updateBillingAddress');
}

export async function removeAddress(ctx: CommerceContext, session: ShopperSession, kind: AddressKind, addressId: string): Promise<Customer> {
  return changeOwnAddress(ctx, session, addressId, [{ action: 'removeAddress', addressId }],
    kind === 'shipping' ? '/deleteShippingAddress' : '/deleteBillingAddress');
}

export async function setDefaultAddress(ctx: CommerceContext, session: ShopperSession, kind: AddressKind, addressId: string): Promise<Customer> {
  return changeOwnAddress(
    ctx,
    session,
    addressId,
    [kind === 'shipping' ? { action: 'setDefaultShippingAddress', addressId } : { action: 'setDefaultBillingAddress', addressId }],
    kind === 'shipping' ? '/setDefaultShippingAddress' : '/setDefaultBillingAddress',
  );
}

/** An update of one of the signed-in customer's own addresses: an id that is not theirs is refused first. */
function changeOwnAddress(
  ctx: CommerceContext,
  session: ShopperSession,
  addressId: string,
  actions: CustomerUpdateAction[],
  endpoint: string,
): Promise<Customer> {
  requireCustomerId(session);
  return updateCustomer(
    ctx,
    session,
    (customer) => {
      requireAddress(customer, addressId);
      return actions;
    },
    endpoint,
  );
}

/** The customer's addresses of one kind, default first. */
export function addressesOf(customer: Customer, kind: AddressKind): BaseAddress[] {
  const ids = (kind === 'shipping' ? customer.shippingAddressIds : customer.billingAddressIds) ?? [];
  const defaultId = kind === 'shipping' ? customer.defaultShippingAddressId : customer.defaultBillingAddressId;
  return customer.addresses
    .filter((address) => address.id && ids.includes(address.id))
    .sort((a, b) => Number(b.id === defaultId) - Number(a.id === defaultId));
}
