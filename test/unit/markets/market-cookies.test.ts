import { parseSetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import { marketCookies } from '~/lib/market-cookies';

const CH_FR = { country: 'CH', locale: 'fr-CH', storeKey: 'ch', currency: 'CHF' };
const yearLong = (name: string, value: string) => ({ name, value, path: '/', sameSite: 'lax', maxAge: 31_536_000 });

describe('marketCookies (spec §9: country, language-and-country, store and currency cookies)', () => {
  it('writes all four for one year, path / and lax same-site', () => {
    expect(marketCookies(undefined, CH_FR).map((cookie) => parseSetCookie(cookie))).toEqual([
      yearLong('country', 'CH'),
      yearLong('language_country', 'fr-CH'),
      yearLong('store', 'ch'),
      yearLong('currency', 'CHF'),
    ]);
  });

  it('writes nothing when the browser already has the values, and only what changed otherwise', () => {
    expect(marketCookies('country=CH; language_country=fr-CH; store=ch; currency=CHF; locale=fr-CH', CH_FR)).toEqual([]);
    expect(marketCookies('country=CH; language_country=de-CH; store=ch; currency=CHF', CH_FR).map((cookie) => parseSetCookie(cookie))).toEqual([
      yearLong('language_country', 'fr-CH'),
    ]);
  });

  it('rewrites a cookie whose value is not valid percent-encoding', () => {
    expect(marketCookies('country=%E0%A4%A; language_country=fr-CH; store=ch; currency=CHF', CH_FR).map((cookie) => parseSetCookie(cookie).name)).toEqual(['country']);
  });
});
