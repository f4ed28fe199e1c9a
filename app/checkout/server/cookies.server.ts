// The checkout's cookies (spec §3 "Cookies: … shipping address type …"; client type "remembered in a cookie per
// checkout"), and the once-per-session mark of address validation (spec §4).
import { COOKIES, type CookieDefinition } from '~/markets';
import { expireCookie, readCookie, serializeCookie } from '~/lib/cookies';
import type { ClientType } from '../rules/client-type';
import { clientTypeCookieValue, clientTypeFromCookie } from '../rules/client-type';
import type { ShippingAddressType } from '../rules/shipping-address-type';

/** Spec §4 "Address validation runs once per session": a browser-session cookie, for the server only. */
const ADDRESS_VALIDATED: CookieDefinition = Object.freeze({ name: 'address_validated', maxAge: undefined, path: '/', sameSite: 'lax', httpOnly: true });

export function readClientType(request: Request, cartId: string): ClientType | undefined {
  return clientTypeFromCookie(readCookie(request, COOKIES.clientType.name), cartId);
}

export function readShippingAddressType(request: Request): string | undefined {
  return readCookie(request, COOKIES.shippingAddressType.name);
}

export function wasAddressValidated(request: Request): boolean {
  return readCookie(request, ADDRESS_VALIDATED.name) === '1';
}

export function checkoutChoiceCookies(choice: { clientType: ClientType; cartId: string; shippingType: ShippingAddressType }): string[] {
  return [
    serializeCookie(COOKIES.clientType, clientTypeCookieValue(choice.clientType, choice.cartId)),
    serializeCookie(COOKIES.shippingAddressType, choice.shippingType),
  ];
}

export function addressValidatedCookie(): string {
  return serializeCookie(ADDRESS_VALIDATED, '1');
}

/** Spec §4: the shipping address type "resets when the user logs out" (the client type with it). */
export function checkoutResetCookies(): string[] {
  return [COOKIES.shippingAddressType, COOKIES.clientType].map(expireCookie);
}
