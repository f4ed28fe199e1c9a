// The SEO redirection table (spec checkout-payments-support §7 `seo-redirection`, decision 033).
import { describe, expect, it } from 'vitest';
import { SEO_REDIRECT_DEFAULT_CODE, seoRedirectKey, seoSourcePath, toSeoRedirect } from '~/commerce/seo-redirect.server';
import { buildSeedData } from '../../../server/commerce-backend/seed/data';

describe('SEO redirection table', () => {
  it('keys an old path by language, whatever its case or trailing slash, in the characters keys allow', () => {
    expect(seoSourcePath('/Products/EX10000024/')).toBe('/products/ex10000024');
    expect(seoRedirectKey('de', '/Products/EX10000024/')).toBe(seoRedirectKey('de', '/products/ex10000024'));
    expect(seoRedirectKey('de', '/sale')).not.toBe(seoRedirectKey('fr', '/sale'));
    expect(seoRedirectKey('cs', '/výprodej/')).toMatch(/^[-_~.a-zA-Z0-9]+$/);
  });

  it('answers the code of the entry, else the default code, and only same-site targets', () => {
    expect(toSeoRedirect({ targetURL: '/search?sales=true', redirectionCode: 302 })).toEqual({ status: 302, location: '/search?sales=true' });
    expect(toSeoRedirect({ targetURL: '/power-tools/' })).toEqual({ status: SEO_REDIRECT_DEFAULT_CODE, location: '/power-tools/' });
    expect(SEO_REDIRECT_DEFAULT_CODE).toBe(301);
    expect(toSeoRedirect({ targetURL: '/x/', redirectionCode: 200 })?.status).toBe(301);
    expect(toSeoRedirect({ targetURL: 'https://evil.example/' })).toBeNull();
    expect(toSeoRedirect({ targetURL: '//evil.example/' })).toBeNull();
    expect(toSeoRedirect(null)).toBeNull();
  });

  it('is seeded for every store language with product, category, brand and sale URLs of the old shop', () => {
    const { seoRedirects } = buildSeedData();
    const english = seoRedirects.filter((entry) => entry.key.startsWith('en.'));
    expect(english.map((entry) => (entry.value as { sourceUrl: string }).sourceUrl)).toEqual(
      expect.arrayContaining(['/products/ex10000024', '/shop/power-tools', '/brand/tatrik', '/sale']),
    );
    expect(english.find((entry) => entry.key === seoRedirectKey('en', '/products/ex10000024'))?.value).toMatchObject({
      targetURL: '/cordless-impact-driver-norvik-id-18-10000024/',
    });
    expect(new Set(seoRedirects.map((entry) => entry.key.split('.')[0])).size).toBe(21);
    expect(new Set(seoRedirects.map((entry) => entry.key)).size).toBe(seoRedirects.length);
  });
});
