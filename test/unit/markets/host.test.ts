import { describe, expect, it } from 'vitest';
import { countryFromHost, normalizeHostName } from '~/markets';

const productionDomains = { CZ: 'shop.example.cz', DE: 'www.example.de', AT: 'https://example.at/' };

describe('countryFromHost', () => {
  it.each([
    ['sk.localhost:3000', 'SK'],
    ['cz.localhost:3000', 'CZ'],
    ['CZ.LOCALHOST', 'CZ'],
    ['fr.localhost', 'FR'],
    ['gb.localhost:5173', 'GB'],
    ['si.localhost.', 'SI'],
    ['  ch.localhost:3000  ', 'CH'],
  ])('reads the country from the local host %s', (host, country) => {
    expect(countryFromHost(host)).toBe(country);
  });

  it.each([
    'localhost',
    'localhost:3000',
    '127.0.0.1:3000',
    '[::1]:3000',
    'us.localhost:3000',
    'xx.localhost',
    'sk.localhost.evil.com',
    'www.sk.localhost',
    'example.com',
    'shop.example.cz.evil.com',
  ])('gives the default country for the unknown host %s', (host) => {
    expect(countryFromHost(host, productionDomains)).toBe('SK');
  });

  it.each([null, undefined, '', '   ', ':::', '%%%', 'ü.localhost', '\u0000'])('gives the default country for garbage %j', (host) => {
    expect(countryFromHost(host)).toBe('SK');
  });

  it('maps configured production domains, with port, case, trailing dot and www. variant', () => {
    expect(countryFromHost('shop.example.cz', productionDomains)).toBe('CZ');
    expect(countryFromHost('SHOP.EXAMPLE.CZ:443', productionDomains)).toBe('CZ');
    expect(countryFromHost('shop.example.cz.', productionDomains)).toBe('CZ');
    expect(countryFromHost('www.shop.example.cz', productionDomains)).toBe('CZ');
    expect(countryFromHost('www.example.de', productionDomains)).toBe('DE');
    expect(countryFromHost('example.at', productionDomains)).toBe('AT');
  });

  it('ignores production domains that are not configured for a country', () => {
    expect(countryFromHost('shop.example.cz')).toBe('SK');
    expect(countryFromHost('shop.example.cz', {})).toBe('SK');
    expect(countryFromHost('', { CZ: '' })).toBe('SK');
  });

  it('still reads local hosts when production domains are configured', () => {
    expect(countryFromHost('pl.localhost:3000', productionDomains)).toBe('PL');
  });
});

describe('normalizeHostName', () => {
  it('strips scheme, port, path, trailing dot and case', () => {
    expect(normalizeHostName('https://SK.localhost:3000/path?x=1')).toBe('sk.localhost');
    expect(normalizeHostName('[::1]:3000')).toBe('[::1]');
    expect(normalizeHostName('example.cz.')).toBe('example.cz');
  });
});
