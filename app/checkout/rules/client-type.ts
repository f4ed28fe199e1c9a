import { CLIENT_TYPES, type ClientType } from '~/markets/rules/market-rules';

export type { ClientType };

export function isClientType(value: unknown): value is ClientType {
  return typeof value === 'string' && (CLIENT_TYPES as readonly string[]).includes(value);
}

/** Spec §4: "Address-derived client type is company when the address has a company, else private." */
export function clientTypeOfAddress(address: { company?: string } | undefined): ClientType {
  return address?.company?.trim() ? 'COMPANY' : 'PRIVATE';
}

/** "Client types … remembered in a cookie per checkout": the cookie names its cart, so a new checkout (a new cart)
 *  starts from the store's default or the saved address again. */
export function clientTypeCookieValue(clientType: ClientType, cartId: string): string {
  return `${clientType}:${cartId}`;
}

export function clientTypeFromCookie(value: string | undefined, cartId: string): ClientType | undefined {
  if (!value) return undefined;
  const [type, forCart] = value.split(':');
  return forCart === cartId && isClientType(type) ? type : undefined;
}

/**
 * Which client type the addresses step starts with: this checkout's choice, else what the chosen saved
 * billing address says, else the signed-in customer's type, else the store's default (spec: company is the
 * default in no country).
 */
export function initialClientType(input: {
  cookie: ClientType | undefined;
  savedBillingAddress?: { company?: string };
  customerType?: ClientType;
  storeDefault: ClientType;
}): ClientType {
  if (input.cookie) return input.cookie;
  if (input.savedBillingAddress) return clientTypeOfAddress(input.savedBillingAddress);
  return input.customerType ?? input.storeDefault;
}
