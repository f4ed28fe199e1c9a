import { describe, expect, it } from 'vitest';
import { isSameSiteLocation, safeRedirectPath } from '~/routing/safe-redirect';
import { readConsentRedirect } from '~/lib/consent-hash';

describe('safeRedirectPath: the one same-site check for redirect targets', () => {
  it('keeps a same-site path with its query and fragment', () => {
    expect(safeRedirectPath('/drills/?page=2')).toBe('/drills/?page=2');
    expect(safeRedirectPath('/vrtacka-10000001/')).toBe('/vrtacka-10000001/');
    expect(safeRedirectPath('/my-account#orders')).toBe('/my-account#orders');
  });

  it('percent-encodes non-ASCII paths so the Location header stays valid', () => {
    expect(safeRedirectPath('/vŕtačky/')).toBe('/v%C5%95ta%C4%8Dky/');
    expect(safeRedirectPath('/search?query=bohrmaschine ä')).toBe('/search?query=bohrmaschine%20%C3%A4');
  });

  it.each([
    ['absolute URL', 'https://evil.example/'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash', '/\\evil.example'],
    ['backslash later', '/a\\b'],
    ['tab that a parser drops (issue 8)', '/\t/evil.example/phish'],
    ['newline', '/a\nb'],
    ['CR LF (header splitting)', '/a\r\nSet-Cookie: x=1'],
    ['NUL', '/a\u0000b'],
    ['C1 control', '/a\u0085b'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['relative path', 'drills/'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [42, null, undefined, {}, ['/x']]) expect(safeRedirectPath(value)).toBeNull();
  });
});

describe('consent link redirect_to', () => {
  const hash = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

  it('follows a same-site path', () => {
    expect(readConsentRedirect(hash({ redirect_to: '/my-account/my-newsletter' }))).toBe('/my-account/my-newsletter');
  });

  it.each(['/\t/evil.example/phish', '//evil.example', '/\\evil.example', '/a\nb', '/a\r\nb', '/a\u0000b', 'https://evil.example'])(
    'never leaves the site for %j',
    (target) => {
      expect(readConsentRedirect(hash({ redirect_to: target }))).toBeUndefined();
    },
  );

  it('ignores garbage hashes', () => {
    expect(readConsentRedirect('%%%')).toBeUndefined();
    expect(readConsentRedirect(hash(['not', 'an', 'object']))).toBeUndefined();
  });
});

describe('isSameSiteLocation: the last check on every Location header', () => {
  const own = 'http://sk.localhost:3000';
  it('accepts safe paths and absolute URLs on the own origin', () => {
    expect(isSameSiteLocation('/checkout/cart?notice=added', own)).toBe(true);
    expect(isSameSiteLocation('http://sk.localhost:3000/fr', own)).toBe(true);
  });
  it.each(['https://evil.example/', '//evil.example', 'http://sk.localhost:3001/', '/\\evil', 'javascript:alert(1)', 'http://sk.localhost:3000//evil.example'])(
    'refuses %s',
    (location) => {
      expect(isSameSiteLocation(location, own)).toBe(false);
    },
  );
});
