import { parseSetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import { visibleFooterColumns } from '~/components/footer-links';
import { readConsentRedirect } from '~/lib/consent-hash';
import { pageTitle } from '~/lib/meta';
import { normaliseSearchTerm, SEARCH_TERM_MAX_LENGTH } from '~/lib/search-term';
import { expireCookie, readCookieHeader, serializeCookie } from '~/lib/cookies';
import { COOKIES } from '~/markets';
import { parseStoreDomains, readEnv } from '../../../server/env';

describe('footer columns', () => {
  it('drop links without a name or target and columns without links', () => {
    const columns = visibleFooterColumns([
      { id: 'a', title: 'A', links: [{ name: 'Ok', to: '/ok/' }, { name: '', to: '/x/' }, { name: 'No target', to: ' ' }] },
      { id: 'b', title: 'B', links: [{ name: '', to: '' }] },
    ]);
    expect(columns).toEqual([{ id: 'a', title: 'A', links: [{ name: 'Ok', to: '/ok/' }] }]);
  });
});

describe('newsletter consent hash', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
  it('yields a same-site redirect_to path', () => {
    expect(readConsentRedirect(encode({ redirect_to: '/drills/' }))).toBe('/drills/');
  });
  it('refuses other hosts and garbage', () => {
    expect(readConsentRedirect(encode({ redirect_to: '//evil.example/' }))).toBeUndefined();
    expect(readConsentRedirect(encode({ redirect_to: 'https://evil.example/' }))).toBeUndefined();
    expect(readConsentRedirect('%%%not-base64')).toBeUndefined();
    expect(readConsentRedirect(encode({}))).toBeUndefined();
  });
});

describe('small helpers', () => {
  it('titles append the site name', () => {
    expect(pageTitle('Drills', 'ProTools Direct')).toBe('Drills | ProTools Direct');
  });
  it('search terms are trimmed and cut', () => {
    expect(normaliseSearchTerm('  cordless   drill ')).toBe('cordless drill');
    expect(normaliseSearchTerm('x'.repeat(500))).toHaveLength(SEARCH_TERM_MAX_LENGTH);
  });
  it('the locale cookie lasts 365 days, path /, lax', () => {
    expect(parseSetCookie(serializeCookie(COOKIES.locale, 'fr-CH'))).toEqual({ name: 'locale', value: 'fr-CH', path: '/', sameSite: 'lax', maxAge: 365 * 86400 });
  });
  it('server-only cookies are HttpOnly, Secure only when asked, and expiring one keeps its path', () => {
    expect(parseSetCookie(serializeCookie(COOKIES.commerceToken, 'a b;c', { secure: true }))).toEqual({
      name: 'commerce_token', value: 'a b;c', path: '/', sameSite: 'lax', maxAge: 30 * 86400, httpOnly: true, secure: true,
    });
    expect(parseSetCookie(expireCookie(COOKIES.clientType))).toEqual({ name: 'client_type', value: '', path: '/', sameSite: 'lax', maxAge: 0 });
  });
  it('reads one cookie from a header without trusting its format', () => {
    expect(readCookieHeader('a=1; locale=fr-CH; b', 'locale')).toBe('fr-CH');
    expect(readCookieHeader('locale=%E0%A4%A', 'locale')).toBeUndefined();
    expect(readCookieHeader(';;;=;', 'locale')).toBeUndefined();
    expect(readCookieHeader(null, 'locale')).toBeUndefined();
  });
});

describe('environment', () => {
  it('has zero-configuration defaults', () => {
    const env = readEnv({} as unknown as NodeJS.ProcessEnv);
    expect(env.PORT).toBe(3000);
    expect(env.CTP_PROJECT_KEY).toBeUndefined();
  });
  it('refuses a half-configured commercetools project', () => {
    expect(() => readEnv({ CTP_PROJECT_KEY: 'shop' } as unknown as NodeJS.ProcessEnv)).toThrow(/Set all of CTP_PROJECT_KEY/);
  });
  it('validates the mail and social sign-in settings (issue 10)', () => {
    const env = readEnv({} as unknown as NodeJS.ProcessEnv);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SMTP_CATCHER_PORT).toBe(2525);
    expect(env.GOOGLE_ISSUER).toBe('https://accounts.google.com');
    expect(() => readEnv({ SMTP_URL: 'http://mail.example' } as unknown as NodeJS.ProcessEnv)).toThrow(/SMTP_URL/);
    expect(readEnv({ SMTP_URL: 'smtps://user:pw@mail.example:465' } as unknown as NodeJS.ProcessEnv).SMTP_URL).toBe('smtps://user:pw@mail.example:465');
    expect(() => readEnv({ GOOGLE_CLIENT_ID: 'id' } as unknown as NodeJS.ProcessEnv)).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    expect(() => readEnv({ MY_ORDERS_URL: 'https://orders.example' } as unknown as NodeJS.ProcessEnv)).toThrow(/MY_ORDERS_TOKEN_SECRET/);
    expect(() => readEnv({ SMTP_CATCHER_PORT: '70000' } as unknown as NodeJS.ProcessEnv)).toThrow(/SMTP_CATCHER_PORT/);
  });
  it('bounds each shop worker\'s heap (decision 060)', () => {
    expect(readEnv({} as unknown as NodeJS.ProcessEnv).WORKER_HEAP_MB).toBe(512);
    expect(readEnv({ WORKER_HEAP_MB: '1024' } as unknown as NodeJS.ProcessEnv).WORKER_HEAP_MB).toBe(1024);
    expect(() => readEnv({ WORKER_HEAP_MB: '64' } as unknown as NodeJS.ProcessEnv)).toThrow(/WORKER_HEAP_MB/);
  });
  it('gives every long-lived process a memory ceiling (decision 130)', () => {
    const env = readEnv({} as unknown as NodeJS.ProcessEnv);
    expect([env.WORKER_MEMORY_MB, env.BACKEND_MEMORY_MB, env.PRIMARY_MEMORY_MB]).toEqual([1024, 1536, 1024]);
    expect(() => readEnv({ BACKEND_MEMORY_MB: '64' } as unknown as NodeJS.ProcessEnv)).toThrow(/BACKEND_MEMORY_MB/);
  });
  it('gives workers and the backend few malloc arenas (decision 064)', () => {
    expect(readEnv({} as unknown as NodeJS.ProcessEnv).MALLOC_ARENA_MAX).toBe(2);
    expect(readEnv({ MALLOC_ARENA_MAX: '8' } as unknown as NodeJS.ProcessEnv).MALLOC_ARENA_MAX).toBe(8);
    expect(() => readEnv({ MALLOC_ARENA_MAX: '0' } as unknown as NodeJS.ProcessEnv)).toThrow(/MALLOC_ARENA_MAX/);
  });
  it('parses store domains', () => {
    expect(parseStoreDomains('SK=www.shop.sk, cz=WWW.SHOP.CZ,garbage')).toEqual({ SK: 'www.shop.sk', CZ: 'www.shop.cz' });
  });
});
