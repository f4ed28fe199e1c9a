// The page step of the request path (decision 153): every request that reaches it gets one page for Remix, a
// redirect, or the data request's 404; the page's URL is chosen here and the request itself is left as it came.
import { describe, expect, it } from 'vitest';
import { getMarket } from '~/markets';
import { decidePage, NOT_FOUND_PATH } from '../../../server/page-target';

const decide = (country: 'SK' | 'CH', originalUrl: string, wanted?: 'de' | 'fr') => {
  const req = Object.freeze({ originalUrl, path: originalUrl.split('?')[0]! });
  return decidePage(req, getMarket(country), { environment: 'local' }, () => wanted);
};

describe('the page a request is for', () => {
  it('is the page the URL rules name, at the URL the request asked', () => {
    expect(decide('SK', '/vrtacky/?page=2')).toMatchObject({ kind: 'page', target: { kind: 'page', language: 'sk', basename: '/', url: '/vrtacky/?page=2' } });
  });

  it('for a data request, is its page\'s data under the page\'s language, the request untouched', () => {
    expect(decide('CH', '/fr/perceuses.data?sort=nameAsc')).toMatchObject({ kind: 'page', target: { kind: 'data', language: 'fr', basename: '/fr', url: '/fr/perceuses.data?sort=nameAsc' } });
    expect(decide('SK', "/it's.data")).toEqual({ kind: 'no-data' });
  });

  it('for Remix\'s manifest, is the manifest under its language, or the 404 page for a language the store lacks', () => {
    expect(decide('CH', '/fr/__manifest?version=1')).toMatchObject({ kind: 'page', target: { kind: 'manifest', basename: '/fr', url: '/fr/__manifest?version=1' } });
    expect(decide('SK', '/fr/__manifest')).toMatchObject({ kind: 'page', target: { kind: 'not-found', url: NOT_FOUND_PATH } });
  });

  it('is the spec\'s 404 page for what no rule owns, and for a path that cannot be read', () => {
    expect(decide('SK', '/index.html')).toMatchObject({ kind: 'page', target: { kind: 'not-found', basename: '/', language: 'sk', url: NOT_FOUND_PATH } });
    expect(decide('SK', '/a%zz')).toMatchObject({ kind: 'page', target: { kind: 'not-found', url: NOT_FOUND_PATH } });
    // Joined to the origin, not resolved against it: a path that looks like a host stays a path on this site.
    expect(decide('SK', '//evil.example/x')).toMatchObject({ kind: 'redirect', location: '/evil.example/x/' });
  });

  it('is a redirect the URL rules ask for, negotiated when it follows the shopper\'s language', () => {
    expect(decide('SK', '/sk/')).toMatchObject({ kind: 'redirect', location: '/' });
    expect(decide('CH', '/', 'fr')).toMatchObject({ kind: 'redirect', location: '/fr', negotiated: true });
  });
});
