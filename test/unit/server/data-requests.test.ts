import { describe, expect, it } from 'vitest';
import { getMarket } from '~/markets';
import { isDataRequest, resolveDataRequest } from '../../../server/data-requests';

const resolve = (country: 'SK' | 'CH', path: string) =>
  resolveDataRequest(new URL(`http://localhost${path}`), getMarket(country), { environment: 'local' });

describe('single-fetch data requests', () => {
  it('recognises the .data suffix', () => {
    expect(isDataRequest('/drills.data')).toBe(true);
    expect(isDataRequest('/drills/')).toBe(false);
  });
  it('maps the root and prefixed homes', () => {
    expect(resolve('SK', '/_root.data?_routes=root')).toEqual({ kind: 'data', language: 'sk', basename: '/', url: '/_root.data?_routes=root' });
    expect(resolve('CH', '/fr.data')).toEqual({ kind: 'data', language: 'fr', basename: '/fr', url: '/fr.data' });
  });
  it('serves category data although the browser dropped the trailing slash', () => {
    expect(resolve('CH', '/fr/perceuses.data?sort=nameAsc')).toEqual({ kind: 'data', language: 'fr', basename: '/fr', url: '/fr/perceuses.data?sort=nameAsc' });
    expect(resolve('SK', '/search.data?query=vrtacka')).toMatchObject({ kind: 'data', url: '/search.data?query=vrtacka' });
  });
  it('refuses what is no page', () => {
    expect(resolve('SK', "/it's.data")).toEqual({ kind: 'not-found' });
  });
});
