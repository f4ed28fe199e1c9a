import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMarket, type CountryCode } from '~/markets';
import { parseSitemapName, languageSitemapPath } from '~/seo/sitemap-names';
import {
  SITEMAP_TTL_MS, createSitemaps, languageSitemapResponse, sitemapIndexResponse, sitemapStore, type SitemapPage,
  type SitemapSource, type SitemapStore,
} from '~/seo/sitemaps.server';
import { SITEMAP_NAMESPACE, XHTML_NAMESPACE } from '~/seo/xml';
import { parseXml, type XmlElement } from './xml-check';

const local = (country: CountryCode) => `http://${country.toLowerCase()}.localhost:3000`;
const storeOf = (country: CountryCode): SitemapStore => ({ market: getMarket(country), origin: local(country), origins: local });

const categories: SitemapPage[] = [
  { slugByLanguage: { de: 'bohrmaschinen', fr: 'perceuses', it: 'trapani', sk: 'vrtacky' }, lastModifiedAt: '2025-01-02T03:04:05.000Z' },
  // Only stocked in SK: no page in CH.
  { slugByLanguage: { de: 'nur-sk', fr: 'seulement-sk', sk: 'len-sk' }, locales: ['sk-SK'] },
];
const products: SitemapPage[] = [
  {
    slugByLanguage: { de: 'bohrer-a-b-10000001', fr: 'foret-&-co-10000001', it: 'trapano-10000001', sk: 'vrtacka-10000001' },
    lastModifiedAt: '2025-02-03T00:00:00.000Z',
    locales: ['de-CH', 'fr-CH', 'it-CH', 'sk-SK'],
  },
  // No French slug: missing from the French sitemap, present in the German one.
  { slugByLanguage: { de: 'saege-10000002', sk: 'pila-10000002' }, lastModifiedAt: 'not a date' },
  // A virtual guarantee: its slug is no product page.
  { slugByLanguage: { de: 'garantie-4100010', fr: 'garantie-4100010' } },
];

function fakeSource(overrides: Partial<SitemapSource> = {}) {
  const calls = { categories: 0, products: 0 };
  const source: SitemapSource = {
    categories: async () => {
      calls.categories += 1;
      return categories;
    },
    products: async () => {
      calls.products += 1;
      return products;
    },
    contentSlugs: ['privacy-data'],
    ...overrides,
  };
  return { source, calls };
}

const childrenNamed = (element: XmlElement, name: string) => element.children.filter((child) => child.name === name);
const locsOf = (urlset: XmlElement) => childrenNamed(urlset, 'url').map((url) => childrenNamed(url, 'loc')[0].text);

afterEach(() => {
  vi.useRealTimers();
});

describe('sitemap index', () => {
  it('lists one sitemap per store language on the store origin, well-formed in the sitemaps namespace', async () => {
    const xml = await createSitemaps(fakeSource().source).sitemapIndex(storeOf('CH'));
    const root = parseXml(xml);
    expect(root).toMatchObject({ name: 'sitemapindex', namespace: SITEMAP_NAMESPACE });
    const entries = childrenNamed(root, 'sitemap');
    expect(entries.map((entry) => childrenNamed(entry, 'loc')[0].text)).toEqual([
      'http://ch.localhost:3000/sitemaps/de.xml',
      'http://ch.localhost:3000/sitemaps/fr.xml',
      'http://ch.localhost:3000/sitemaps/it.xml',
    ]);
    // lastmod: the newest change among the file's pages.
    expect(childrenNamed(entries[0], 'lastmod')[0].text).toBe('2025-02-03T00:00:00.000Z');
  });

  it('answers as XML', async () => {
    const response = await sitemapIndexResponse(createSitemaps(fakeSource().source), storeOf('SK'));
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(parseXml(await response.text()).children).toHaveLength(1);
  });
});

describe('language sitemap', () => {
  it('lists home, categories, products, content pages and the support form of the store language, escaped', async () => {
    const xml = (await createSitemaps(fakeSource().source).languageSitemap(storeOf('CH'), 'fr')) as string;
    const root = parseXml(xml);
    expect(root).toMatchObject({ name: 'urlset', namespace: SITEMAP_NAMESPACE });
    expect(root.attributes['xmlns:xhtml']).toBe(XHTML_NAMESPACE);
    expect(locsOf(root)).toEqual([
      'http://ch.localhost:3000/fr',
      'http://ch.localhost:3000/fr/perceuses/',
      `http://ch.localhost:3000/fr/${encodeURIComponent('foret-&-co-10000001')}/`,
      'http://ch.localhost:3000/fr/privacy-data/',
      'http://ch.localhost:3000/fr/contact',
    ]);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('gives each URL its hreflang alternates in the xhtml namespace, itself included, plus x-default', async () => {
    const root = parseXml((await createSitemaps(fakeSource().source).languageSitemap(storeOf('CH'), 'de')) as string);
    const [home, category, product, saw] = childrenNamed(root, 'url');
    const links = (url: XmlElement) => childrenNamed(url, 'link').map((link) => {
      expect(link.namespace).toBe(XHTML_NAMESPACE);
      expect(link.attributes.rel).toBe('alternate');
      return [link.attributes.hreflang, link.attributes.href];
    });
    expect(links(home)).toHaveLength(29);
    expect(links(home)).toContainEqual(['fr-BE', 'http://be.localhost:3000/fr']);
    expect(links(category)).toEqual([
      ['de-AT', 'http://at.localhost:3000/bohrmaschinen/'],
      ['fr-BE', 'http://be.localhost:3000/fr/perceuses/'],
      ['de-CH', 'http://ch.localhost:3000/bohrmaschinen/'],
      ['fr-CH', 'http://ch.localhost:3000/fr/perceuses/'],
      ['it-CH', 'http://ch.localhost:3000/it/trapani/'],
      ['de-DE', 'http://de.localhost:3000/bohrmaschinen/'],
      ['fr-FR', 'http://fr.localhost:3000/perceuses/'],
      ['it-IT', 'http://it.localhost:3000/trapani/'],
      ['sk-SK', 'http://sk.localhost:3000/vrtacky/'],
      ['x-default', 'http://sk.localhost:3000/vrtacky/'],
    ]);
    expect(links(product)).toEqual([
      ['de-CH', 'http://ch.localhost:3000/bohrer-a-b-10000001/'],
      ['fr-CH', `http://ch.localhost:3000/fr/${encodeURIComponent('foret-&-co-10000001')}/`],
      ['it-CH', 'http://ch.localhost:3000/it/trapano-10000001/'],
      ['sk-SK', 'http://sk.localhost:3000/vrtacka-10000001/'],
      ['x-default', 'http://sk.localhost:3000/vrtacka-10000001/'],
    ]);
    expect(childrenNamed(product, 'lastmod')[0].text).toBe('2025-02-03T00:00:00.000Z');
    // An unreadable date is left out rather than written.
    expect(childrenNamed(saw, 'lastmod')).toEqual([]);
    expect(locsOf(root)).not.toContain('http://ch.localhost:3000/nur-sk/');
    expect(locsOf(root).some((loc) => loc.includes('garantie'))).toBe(false);
  });

  it('has no sitemap for a language or part the store does not have', async () => {
    const sitemaps = createSitemaps(fakeSource().source);
    expect(await sitemaps.languageSitemap(storeOf('CH'), 'sk')).toBeNull();
    expect(await sitemaps.languageSitemap(storeOf('CH'), 'de', 2)).toBeNull();
    expect((await languageSitemapResponse(sitemaps, storeOf('CH'), 'sk.xml')).status).toBe(404);
    expect((await languageSitemapResponse(sitemaps, storeOf('CH'), 'de-1.xml')).status).toBe(404);
    const ok = await languageSitemapResponse(sitemaps, storeOf('CH'), 'it.xml');
    expect(ok.status).toBe(200);
    expect(locsOf(parseXml(await ok.text()))[0]).toBe('http://ch.localhost:3000/it');
  });

  it('splits a language over several files when it exceeds the URL limit, and lists them all', async () => {
    const many: SitemapPage[] = Array.from({ length: 6 }, (_, index) => ({ slugByLanguage: { cs: `vrtacka-${10000001 + index}` } }));
    const sitemaps = createSitemaps(fakeSource({ products: async () => many, categories: async () => [] }).source, { maxUrls: 3 });
    const store = storeOf('CZ');
    // home + 6 products + 1 content page + the support form = 9 URLs → 3 files of 3.
    const index = parseXml(await sitemaps.sitemapIndex(store));
    expect(childrenNamed(index, 'sitemap').map((entry) => childrenNamed(entry, 'loc')[0].text)).toEqual([
      'http://cz.localhost:3000/sitemaps/cs.xml',
      'http://cz.localhost:3000/sitemaps/cs-2.xml',
      'http://cz.localhost:3000/sitemaps/cs-3.xml',
    ]);
    const files = await Promise.all([1, 2, 3].map((part) => sitemaps.languageSitemap(store, 'cs', part)));
    const locs = files.flatMap((xml) => locsOf(parseXml(xml as string)));
    expect(locs).toHaveLength(9);
    expect(new Set(locs).size).toBe(9);
    expect(await sitemaps.languageSitemap(store, 'cs', 4)).toBeNull();
  });

  it('splits by size too', async () => {
    const sitemaps = createSitemaps(fakeSource().source, { maxBytes: 4_000 });
    const files: string[] = [];
    for (let part = 1; ; part++) {
      const xml = await sitemaps.languageSitemap(storeOf('SK'), 'sk', part);
      if (xml === null) break;
      files.push(xml);
    }
    expect(files.length).toBeGreaterThan(1);
    for (const xml of files) {
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(4_000);
      parseXml(xml);
    }
  });
});

describe('sitemap cache', () => {
  it('builds each store language once per ten minutes, shared by concurrent requests', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { source, calls } = fakeSource();
    const sitemaps = createSitemaps(source);
    const store = storeOf('CZ');
    await Promise.all([sitemaps.languageSitemap(store, 'cs'), sitemaps.languageSitemap(store, 'cs'), sitemaps.sitemapIndex(store)]);
    expect(calls.products).toBe(1);

    vi.advanceTimersByTime(SITEMAP_TTL_MS - 1);
    await sitemaps.languageSitemap(store, 'cs');
    expect(calls.products).toBe(1);

    vi.advanceTimersByTime(2);
    await sitemaps.languageSitemap(store, 'cs');
    expect(calls.products).toBe(2);

    // Another store, or the same store reached on other hosts, is another file.
    await sitemaps.languageSitemap(storeOf('SK'), 'sk');
    await sitemaps.languageSitemap({ ...store, origin: 'https://shop.cz' }, 'cs');
    expect(calls.products).toBe(4);
  });

  it('does not keep a failed build', async () => {
    let fail = true;
    const { source } = fakeSource({
      products: async () => {
        if (fail) throw new Error('backend down');
        return products;
      },
    });
    const sitemaps = createSitemaps(source);
    await expect(sitemaps.languageSitemap(storeOf('SK'), 'sk')).rejects.toThrow('backend down');
    fail = false;
    expect(await sitemaps.languageSitemap(storeOf('SK'), 'sk')).toContain('vrtacka-10000001');
  });
});

describe('sitemap names and stores', () => {
  it('round-trips file names and refuses others', () => {
    expect(languageSitemapPath('fr')).toBe('/sitemaps/fr.xml');
    expect(languageSitemapPath('fr', 2)).toBe('/sitemaps/fr-2.xml');
    expect(parseSitemapName('fr.xml')).toEqual({ language: 'fr', part: 1 });
    expect(parseSitemapName('/sitemaps/fr-12.xml')).toEqual({ language: 'fr', part: 12 });
    for (const name of ['fr-1.xml', 'fr-0.xml', 'xx.xml', 'fr.txt', 'FR.xml', 'fr-ch.xml', '../fr.xml', 'fr-2']) {
      expect(parseSitemapName(name), name).toBeNull();
    }
  });

  it('takes the store origin and the other countries from the request', () => {
    const store = sitemapStore(new Request('http://localhost:4000/sitemap.xml'), { market: getMarket('BE') });
    expect(store.origin).toBe('http://be.localhost:4000');
    expect(store.origins('NL')).toBe('http://nl.localhost:4000');
  });
});
