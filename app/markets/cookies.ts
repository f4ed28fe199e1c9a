import { DURATION_SECONDS } from './constants';

/** Name and attributes of one cookie. `secure` is left to the writer, as it depends on the deployment. */
export interface CookieDefinition {
  readonly name: string;
  /** Lifetime in seconds; undefined makes a session cookie. */
  readonly maxAge: number | undefined;
  readonly path: '/';
  readonly sameSite: 'lax';
  /** Hidden from page scripts when only the server needs the value. */
  readonly httpOnly: boolean;
}

const cookie = (name: string, maxAge: number | undefined, httpOnly: boolean): CookieDefinition =>
  Object.freeze({ name, maxAge, path: '/', sameSite: 'lax', httpOnly });

const LOCALE_COOKIE_DAYS = 365;

/** Spec §3: "Locale cookie lasts 365 days. Country, language-and-country, store and currency cookies last one year,
 * path /, lax same-site." The other lifetimes are the shop's choice. */
export const COOKIES = Object.freeze({
  locale: cookie('locale', LOCALE_COOKIE_DAYS * DURATION_SECONDS.day, false),
  country: cookie('country', DURATION_SECONDS.year, false),
  languageCountry: cookie('language_country', DURATION_SECONDS.year, false),
  store: cookie('store', DURATION_SECONDS.year, false),
  currency: cookie('currency', DURATION_SECONDS.year, false),
  /** The commerce backend session (access and refresh token); never readable by scripts. */
  commerceToken: cookie('commerce_token', DURATION_SECONDS.thirtyDays, true),
  customerGroup: cookie('customer_group', DURATION_SECONDS.thirtyDays, true),
  customerId: cookie('customer_id', DURATION_SECONDS.thirtyDays, true),
  /** SAME_AS_BILLING, DIFFERENT_FROM_BILLING or SAVED_ADDRESS, kept for the checkout in progress. */
  shippingAddressType: cookie('shipping_address_type', DURATION_SECONDS.day, false),
  /** PRIVATE or COMPANY, "remembered in a cookie per checkout". */
  clientType: cookie('client_type', DURATION_SECONDS.day, false),
  /** Marketing source tag, copied to the cart's utmSource custom field. */
  sourceTag: cookie('utm_source', DURATION_SECONDS.thirtyDays, false),
  analytics: cookie('analytics_id', DURATION_SECONDS.year, false),
  search: cookie('search_user_token', DURATION_SECONDS.year, false),
  /** The accounts that signed in on this browser (app/account/server/known-device.server.ts); only the server reads it. */
  deviceFingerprint: cookie('device_fingerprint', DURATION_SECONDS.year, true),
});
