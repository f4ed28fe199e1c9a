import { parseSetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import { getMarket } from '~/markets';
import { carriesOnlyMarketCookies, isMarketCookieWrite, marketCookies, marketCookieValues } from '~/lib/market-cookies';

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

  it('takes the values from the store and the page language', () => {
    expect(marketCookieValues(getMarket('CH'), 'fr')).toEqual(CH_FR);
  });
});

describe('carriesOnlyMarketCookies (decision 104: such a visitor shares the first visitors\' pages)', () => {
  it('is true without cookies and with market cookies only, whatever their values', () => {
    expect(carriesOnlyMarketCookies(undefined)).toBe(true);
    expect(carriesOnlyMarketCookies('  ')).toBe(true);
    expect(carriesOnlyMarketCookies('country=CH; language_country=de-CH; store=ch; currency=CHF')).toBe(true);
    expect(carriesOnlyMarketCookies('country=%E0%A4%A')).toBe(true);
  });

  it('is false as soon as any other cookie comes along', () => {
    for (const header of ['__session=x', 'country=CH; locale=fr-CH', 'store=ch; last_seen_de-CH=1', 'no_script=1']) {
      expect(carriesOnlyMarketCookies(header), header).toBe(false);
    }
  });

  it('recognises the Set-Cookie of a market cookie, and no other', () => {
    for (const cookie of marketCookies(undefined, CH_FR)) expect(isMarketCookieWrite(cookie)).toBe(true);
    expect(isMarketCookieWrite('last_seen_fr-CH=SK-1; Path=/')).toBe(false);
    expect(isMarketCookieWrite('__session=x; Path=/; HttpOnly')).toBe(false);
  });
});
