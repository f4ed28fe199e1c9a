import { describe, expect, it } from 'vitest';
import { isLocalHost, storeOrigin, storeOrigins } from '~/seo/origin';

const storeDomains = { SK: 'www.protools-direct.sk', CZ: 'https://www.protools-direct.cz/' };

describe('storeOrigin', () => {
  it('uses the configured production domain over https, whatever the request', () => {
    expect(storeOrigin('SK', { requestUrl: 'http://www.protools-direct.sk/x', storeDomains })).toBe('https://www.protools-direct.sk');
    // A configured value with scheme and slash is reduced to its host.
    expect(storeOrigin('CZ', { requestUrl: 'http://sk.localhost:3000/', storeDomains })).toBe('https://www.protools-direct.cz');
  });

  it('locally keeps the request scheme and port and puts the country in front of localhost', () => {
    expect(storeOrigin('CH', { requestUrl: 'http://sk.localhost:3000/fr/x?y=1' })).toBe('http://ch.localhost:3000');
    expect(storeOrigin('CZ', { requestUrl: 'https://localhost:8443/' })).toBe('https://cz.localhost:8443');
    expect(storeOrigin('HU', { requestUrl: 'http://127.0.0.1/' })).toBe('http://hu.localhost');
  });

  it('on a production host without a domain for the country, stays on the request origin', () => {
    expect(storeOrigin('AT', { requestUrl: 'https://www.protools-direct.sk/', storeDomains })).toBe('https://www.protools-direct.sk');
  });
});

describe('storeOrigins', () => {
  it('locally reaches every country', () => {
    const origins = storeOrigins({ requestUrl: 'http://sk.localhost:3000/' });
    expect(origins('FR')).toBe('http://fr.localhost:3000');
    expect(origins('GB')).toBe('http://gb.localhost:3000');
  });

  it('in production leaves out countries that have no domain of their own', () => {
    const origins = storeOrigins({ requestUrl: 'https://www.protools-direct.sk/', storeDomains });
    expect(origins('SK')).toBe('https://www.protools-direct.sk');
    expect(origins('CZ')).toBe('https://www.protools-direct.cz');
    expect(origins('AT')).toBeUndefined();
  });
});

describe('isLocalHost', () => {
  it.each([
    ['localhost', true], ['sk.localhost', true], ['CZ.LOCALHOST:3000', true], ['127.0.0.1', true], ['[::1]', true],
    ['www.protools-direct.sk', false], ['localhost.example.com', false], ['10.0.0.1', false],
  ])('%s → %s', (host, expected) => {
    expect(isLocalHost(host)).toBe(expected);
  });
});
