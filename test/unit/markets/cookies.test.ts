import { describe, expect, it } from 'vitest';
import { COOKIES } from '~/markets';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

describe('COOKIES', () => {
  it('has every cookie of spec §3', () => {
    // "commerce token, customer group, shipping address type, country, locale, currency, store, source tag,
    // customer id, analytics, search, device fingerprint"
    const specCookies = [
      'commerceToken', 'customerGroup', 'shippingAddressType', 'country', 'locale', 'currency', 'store', 'sourceTag',
      'customerId', 'analytics', 'search', 'deviceFingerprint',
    ];
    expect(Object.keys(COOKIES)).toEqual(expect.arrayContaining([...specCookies, 'languageCountry', 'clientType']));
  });

  it('keeps the locale cookie 365 days and country, language-and-country, store and currency one year', () => {
    expect(COOKIES.locale.maxAge).toBe(ONE_YEAR_SECONDS);
    for (const key of ['country', 'languageCountry', 'store', 'currency'] as const) {
      expect(COOKIES[key].maxAge, key).toBe(ONE_YEAR_SECONDS);
    }
  });

  it('sets path / and lax same-site on all, with distinct names and a lifetime', () => {
    const all = Object.values(COOKIES);
    for (const cookie of all) {
      expect(cookie.path).toBe('/');
      expect(cookie.sameSite).toBe('lax');
      expect(cookie.name).toMatch(/^[a-z_]+$/);
      expect(cookie.maxAge).toBeGreaterThan(0);
    }
    expect(new Set(all.map((cookie) => cookie.name)).size).toBe(all.length);
  });

  it('hides the session cookies from page scripts', () => {
    expect(COOKIES.commerceToken.httpOnly).toBe(true);
    expect(COOKIES.customerId.httpOnly).toBe(true);
    expect(COOKIES.locale.httpOnly).toBe(false);
  });
});
