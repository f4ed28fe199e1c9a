import { describe, expect, it } from 'vitest';
import { MARKETS, getMarket, type CountryCode } from '~/markets';
import { X_DEFAULT, hreflangAlternates } from '~/seo/hreflang';
import { localizedPagePaths, productPath, samePathEverywhere } from '~/seo/page-paths';

const local = (country: CountryCode) => `http://${country.toLowerCase()}.localhost:3000`;
const ALL_LOCALES = MARKETS.flatMap((market) => market.locales);

// A product with a slug per language (as the backend keys them), ending in its eight digits.
const slugByLanguage = Object.fromEntries(
  ['bg', 'cs', 'da', 'de', 'el', 'en', 'es', 'fi', 'fr', 'hr', 'hu', 'it', 'lt', 'nb', 'nl', 'pl', 'pt', 'ro', 'sk', 'sl', 'sv']
    .map((language) => [language, `drill-${language}-10000001`]),
);

describe('hreflangAlternates', () => {
  it('gives a CH product de-CH unprefixed, fr-CH under /fr/ and it-CH under /it/', () => {
    const alternates = hreflangAlternates(localizedPagePaths({ slugByLanguage }, 'product'), local);
    const byTag = new Map(alternates.map((alternate) => [alternate.hrefLang, alternate.href]));
    expect(byTag.get('de-CH')).toBe('http://ch.localhost:3000/drill-de-10000001/');
    expect(byTag.get('fr-CH')).toBe('http://ch.localhost:3000/fr/drill-fr-10000001/');
    expect(byTag.get('it-CH')).toBe('http://ch.localhost:3000/it/drill-it-10000001/');
  });

  it('covers every country and language once, plus x-default on SK in Slovak', () => {
    const alternates = hreflangAlternates(localizedPagePaths({ slugByLanguage }, 'product'), local);
    expect(alternates.map((alternate) => alternate.hrefLang)).toEqual([...ALL_LOCALES, X_DEFAULT]);
    // 25 stores, BE with two languages and CH with three: 28 locales, plus x-default.
    expect(alternates).toHaveLength(28 + 1);
    const byTag = new Map(alternates.map((alternate) => [alternate.hrefLang, alternate.href]));
    expect(byTag.get('de-AT')).toBe('http://at.localhost:3000/drill-de-10000001/');
    expect(byTag.get('nl-BE')).toBe('http://be.localhost:3000/drill-nl-10000001/');
    expect(byTag.get('fr-BE')).toBe('http://be.localhost:3000/fr/drill-fr-10000001/');
    expect(byTag.get('fr-FR')).toBe('http://fr.localhost:3000/drill-fr-10000001/');
    expect(byTag.get('nb-NO')).toBe('http://no.localhost:3000/drill-nb-10000001/');
    expect(byTag.get(X_DEFAULT)).toBe('http://sk.localhost:3000/drill-sk-10000001/');
  });

  it('leaves out stores the product is not enabled on, and languages it has no slug in', () => {
    const page = { slugByLanguage: { de: 'bohrer-10000001', fr: 'foret-10000001' }, locales: ['de-AT', 'de-CH', 'fr-CH', 'it-CH'] };
    const alternates = hreflangAlternates(localizedPagePaths(page, 'product'), local);
    // it-CH is enabled but has no Italian slug; SK is not enabled, so there is no x-default either.
    expect(alternates).toEqual([
      { hrefLang: 'de-AT', href: 'http://at.localhost:3000/bohrer-10000001/' },
      { hrefLang: 'de-CH', href: 'http://ch.localhost:3000/bohrer-10000001/' },
      { hrefLang: 'fr-CH', href: 'http://ch.localhost:3000/fr/foret-10000001/' },
    ]);
  });

  it('skips countries without an origin', () => {
    const alternates = hreflangAlternates(samePathEverywhere('/'), (country) => (country === 'CH' ? 'https://shop.ch' : undefined));
    expect(alternates).toEqual([
      { hrefLang: 'de-CH', href: 'https://shop.ch/' },
      { hrefLang: 'fr-CH', href: 'https://shop.ch/fr' },
      { hrefLang: 'it-CH', href: 'https://shop.ch/it' },
    ]);
  });

  it('links home pages to the bare language prefix', () => {
    const byTag = new Map(hreflangAlternates(samePathEverywhere('/'), local).map((alternate) => [alternate.hrefLang, alternate.href]));
    expect(byTag.get('fr-CH')).toBe('http://ch.localhost:3000/fr');
    expect(byTag.get('cs-CZ')).toBe('http://cz.localhost:3000/');
    expect(byTag.get(X_DEFAULT)).toBe('http://sk.localhost:3000/');
  });

  it('uses the native /p/ prefix where a market routes products natively', () => {
    const LT = getMarket('LT');
    expect(productPath('grezt-10000001', LT, 'production')).toBe('/p/grezt-10000001/');
    expect(productPath('grezt-10000001', LT, 'local')).toBe('/grezt-10000001/');
    const byTag = new Map(
      hreflangAlternates(localizedPagePaths({ slugByLanguage }, 'product', 'production'), local).map((a) => [a.hrefLang, a.href]),
    );
    for (const market of MARKETS) {
      const native = market.rules.nativeRouting.production;
      expect(byTag.get(market.defaultLocale)?.includes('/p/'), market.country).toBe(native);
    }
  });

  it('percent-encodes non-ASCII slugs', () => {
    const page = { slugByLanguage: { el: 'τρυπάνι-10000001' } };
    const [alternate] = hreflangAlternates(localizedPagePaths(page, 'product'), local);
    expect(alternate.href).toBe(`http://gr.localhost:3000/${encodeURIComponent('τρυπάνι-10000001')}/`);
  });

  it('never links a product slug that is no product page (no eight-digit ending)', () => {
    const alternates = hreflangAlternates(localizedPagePaths({ slugByLanguage: { sk: 'zaruka-4100010' } }, 'product'), local);
    expect(alternates).toEqual([]);
  });
});
