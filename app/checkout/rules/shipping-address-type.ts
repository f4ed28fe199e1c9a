/** Spec §3 "Address types": shipping is SAME_AS_BILLING, DIFFERENT_FROM_BILLING or SAVED_ADDRESS. */
export const SHIPPING_ADDRESS_TYPES = ['SAME_AS_BILLING', 'DIFFERENT_FROM_BILLING', 'SAVED_ADDRESS'] as const;
export type ShippingAddressType = (typeof SHIPPING_ADDRESS_TYPES)[number];

export function isShippingAddressType(value: unknown): value is ShippingAddressType {
  return typeof value === 'string' && (SHIPPING_ADDRESS_TYPES as readonly string[]).includes(value);
}

/** Spec §4: "The shipping address type defaults to same-as-billing unless a saved cookie value exists." A saved
 *  SAVED_ADDRESS needs saved shipping addresses. */
export function initialShippingAddressType(cookie: string | undefined, hasSavedShippingAddresses: boolean): ShippingAddressType {
  if (!isShippingAddressType(cookie)) return 'SAME_AS_BILLING';
  if (cookie === 'SAVED_ADDRESS' && !hasSavedShippingAddresses) return 'SAME_AS_BILLING';
  return cookie;
}

/** Spec §4: "Same-as-billing copies the billing details to shipping without the address id." */
export function copyBillingToShipping<A extends { id?: string; key?: string }>(billing: A): Omit<A, 'id' | 'key'> {
  const { id: _id, key: _key, ...rest } = billing;
  return rest;
}
