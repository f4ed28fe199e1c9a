import { describe, expect, it } from 'vitest';
import { getMarket } from '~/markets';
import {
  INDEX_FOLLOW, NOINDEX_FOLLOW, canonicalUrl, canonicalUrlOfRequest, indexablePage, isPrivatePath, robotsDirective,
} from '~/seo/indexing';

const CH = getMarket('CH');
const SK = getMarket('SK');
const origin = 'https://www.protools-direct.ch';

describe('indexablePage', () => {
  it.each([
    ['', 1], ['?', 1], ['?page=1', 1], ['?page=2', 2], ['?page=17', 17],
  ])('%s → %s', (search, page) => {
    expect(indexablePage(search)).toBe(page);
  });

  it.each([
    '?page=0', '?page=02', '?page=-2', '?page=2.5', '?page=1e3', '?page=abc', '?page=', '?page=2&page=3',
    '?page=2&brand=makita', '?sort=priceAsc', '?utm_source=mail', '?query=drill', '?Page=2',
  ])('%s is not indexable', (search) => {
    expect(indexablePage(search)).toBeNull();
  });
});

describe('canonicalUrl', () => {
  const base = { origin, market: CH, path: '/bohrmaschinen/' } as const;

  it('drops page=1 and keeps page=2', () => {
    expect(canonicalUrl({ ...base, language: 'de', search: '?page=1' })).toBe(`${origin}/bohrmaschinen/`);
    expect(canonicalUrl({ ...base, language: 'de', search: '?page=2' })).toBe(`${origin}/bohrmaschinen/?page=2`);
  });

  it('drops filters, sort and tracking, and with them the page of the filtered set', () => {
    expect(canonicalUrl({ ...base, language: 'de', search: '?brand=makita' })).toBe(`${origin}/bohrmaschinen/`);
    expect(canonicalUrl({ ...base, language: 'de', search: '?page=3&sort=priceAsc' })).toBe(`${origin}/bohrmaschinen/`);
    expect(canonicalUrl({ ...base, language: 'de', search: new URLSearchParams('utm_source=x') })).toBe(`${origin}/bohrmaschinen/`);
  });

  it('omits the default language prefix and prefixes the other languages', () => {
    expect(canonicalUrl({ ...base, language: 'de' })).toBe(`${origin}/bohrmaschinen/`);
    expect(canonicalUrl({ ...base, language: 'fr', path: '/perceuses/', search: '?page=2' })).toBe(`${origin}/fr/perceuses/?page=2`);
    expect(canonicalUrl({ ...base, language: 'it', path: '/' })).toBe(`${origin}/it`);
    expect(canonicalUrl({ origin: 'https://www.protools-direct.sk', market: SK, language: 'sk', path: '/' })).toBe('https://www.protools-direct.sk/');
  });

  it('reads language and path from the request and puts the page on the store origin', () => {
    expect(canonicalUrlOfRequest('http://ch.localhost:3000/fr/perceuses/?page=4', CH, origin)).toBe(`${origin}/fr/perceuses/?page=4`);
    expect(canonicalUrlOfRequest('http://ch.localhost:3000/fr/perceuses/?page=4&brand=bosch', CH, origin)).toBe(`${origin}/fr/perceuses/`);
    expect(canonicalUrlOfRequest('http://ch.localhost:3000/fr', CH, origin)).toBe(`${origin}/fr`);
    // '/fr/…' is no prefix in SK: it is a slug of the default language.
    expect(canonicalUrlOfRequest('http://sk.localhost:3000/fr/x/', SK, 'https://s.sk')).toBe('https://s.sk/fr/x/');
  });
});

describe('robotsDirective', () => {
  const at = (path: string) => `http://ch.localhost:3000${path}`;

  it('indexes pages whose query is empty or a lone page above 1', () => {
    expect(robotsDirective(at('/bohrmaschinen/'), CH)).toBe(INDEX_FOLLOW);
    expect(robotsDirective(at('/fr/perceuses/?page=2'), CH)).toBe(INDEX_FOLLOW);
    expect(robotsDirective(at('/'), CH)).toBe(INDEX_FOLLOW);
    expect(robotsDirective(at('/fr'), CH)).toBe(INDEX_FOLLOW);
  });

  it('does not index filters, sort or any other parameter', () => {
    expect(robotsDirective(at('/bohrmaschinen/?brand=makita'), CH)).toBe(NOINDEX_FOLLOW);
    expect(robotsDirective(at('/bohrmaschinen/?page=2&sort=priceAsc'), CH)).toBe(NOINDEX_FOLLOW);
    expect(robotsDirective(at('/bohrmaschinen/?page=x'), CH)).toBe(NOINDEX_FOLLOW);
  });

  it('never indexes search results, with or without a query, in any language', () => {
    expect(robotsDirective(at('/search?query=drill'), CH)).toBe(NOINDEX_FOLLOW);
    expect(robotsDirective(at('/search'), CH)).toBe(NOINDEX_FOLLOW);
    expect(robotsDirective(at('/fr/search?page=2'), CH)).toBe(NOINDEX_FOLLOW);
  });

  it('never indexes checkout, account and form pages; a category slug that starts alike is indexed', () => {
    for (const path of ['/checkout', '/checkout/cart', '/fr/my-account/my-profile', '/login', '/it/create-account', '/create-account/check-email', '/password-reset/check-email']) {
      expect(robotsDirective(at(path), CH), path).toBe(NOINDEX_FOLLOW);
    }
    expect(robotsDirective(at('/checkout-counters/'), CH)).toBe(INDEX_FOLLOW);
    expect(robotsDirective(at('/login-tools/'), CH)).toBe(INDEX_FOLLOW);
  });

  it('lets the page force noindex', () => {
    expect(robotsDirective(at('/bohrmaschinen/'), CH, { noindex: true })).toBe(NOINDEX_FOLLOW);
  });

  it('knows the private paths', () => {
    expect(isPrivatePath('/exConsents/confirm')).toBe(true);
    expect(isPrivatePath('/my-account')).toBe(true);
    expect(isPrivatePath('/privacy-data/')).toBe(false);
  });
});
