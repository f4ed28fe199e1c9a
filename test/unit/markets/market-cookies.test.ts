import { describe, expect, it } from 'vitest';
import { marketCookies } from '~/lib/market-cookies';

const CH_FR = { country: 'CH', locale: 'fr-CH', storeKey: 'ch', currency: 'CHF' };

describe('marketCookies (spec §9: country, language-and-country, store and currency cookies)', () => {
  it('writes all four for one year, path / and lax same-site', () => {
    expect(marketCookies(undefined, CH_FR)).toEqual([
      'country=CH; Path=/; SameSite=Lax; Max-Age=31536000',
      'language_country=fr-CH; Path=/; SameSite=Lax; Max-Age=31536000',
      'store=ch; Path=/; SameSite=Lax; Max-Age=31536000',
      'currency=CHF; Path=/; SameSite=Lax; Max-Age=31536000',
    ]);
  });

  it('writes nothing when the browser already has the values, and only what changed otherwise', () => {
    expect(marketCookies('country=CH; language_country=fr-CH; store=ch; currency=CHF; locale=fr-CH', CH_FR)).toEqual([]);
    expect(marketCookies('country=CH; language_country=de-CH; store=ch; currency=CHF', CH_FR)).toEqual([
      'language_country=fr-CH; Path=/; SameSite=Lax; Max-Age=31536000',
    ]);
  });
});
