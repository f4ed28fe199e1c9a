// The commerce adapter against the in-process commercetools mock: paging, published filter,
// enabledOnMarket and hasProducts, shared reads for all stores.
import type { ByProjectKeyRequestBuilder, ProductDraft } from '@commercetools/platform-sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearCommerceCaches } from '~/commerce/catalogue-cache.server';
import { getMarket, type CountryCode } from '~/markets';
import { fetchProducts } from '~/search/embedded/catalogue.server';
import { CONTENT_PAGE_SLUGS, commerceSitemapSource, offerSitemapProducts } from '~/seo/sitemap-source.server';
import { createSitemaps } from '~/seo/sitemaps.server';
import { clientFor, countRequests, startMock, type MockBackend } from '../commerce/harness';
import { parseXml } from '../../unit/seo/xml-check';

let backend: MockBackend;
let api: ByProjectKeyRequestBuilder;

const local = (country: CountryCode) => `http://${country.toLowerCase()}.localhost:3000`;
const storeOf = (country: CountryCode) => ({ market: getMarket(country), origin: local(country), origins: local });

function product(digits: number, options: { publish?: boolean; markets?: string[] } = {}): ProductDraft {
  return {
    productType: { typeId: 'product-type', key: 'tool' },
    name: { de: `Bohrer ${digits}`, fr: `Foret ${digits}`, sk: `Vŕtačka ${digits}` },
    slug: { de: `bohrer-${digits}`, fr: `foret-${digits}`, sk: `vrtacka-${digits}` },
    publish: options.publish ?? true,
    masterVariant: {
      sku: `EX${digits}`,
      attributes: options.markets ? [{ name: 'enabledOnMarket', value: options.markets }] : [],
    },
  };
}

beforeAll(async () => {
  backend = await startMock();
  api = clientFor(backend.url).apiRoot;
  await api.productTypes().post({ body: {
    key: 'tool', name: 'Tool', description: 'Tool',
    attributes: [{ name: 'enabledOnMarket', label: { en: 'Markets' }, isRequired: false, type: { name: 'set', elementType: { name: 'text' } } }],
  } }).execute();
  await api.types().post({ body: {
    key: 'category-fields', name: { en: 'Category' }, resourceTypeIds: ['category'],
    fieldDefinitions: [{ name: 'hasProducts', label: { en: 'Stores' }, required: false, type: { name: 'Set', elementType: { name: 'String' } } }],
  } }).execute();
  const drafts = [
    product(10000001),
    product(10000002, { markets: ['de-CH', 'fr-CH', 'it-CH'] }),
    product(10000003, { publish: false }),
    product(10000004),
    product(10000005, { markets: ['sk-SK'] }),
  ];
  for (const body of drafts) await api.products().post({ body }).execute();
  await api.categories().post({ body: { key: 'drills', name: { de: 'Bohrer' }, slug: { de: 'bohrer', fr: 'forets', sk: 'vrtaky' }, orderHint: '0.2' } }).execute();
  await api.categories().post({ body: {
    key: 'saws', name: { de: 'Sägen' }, slug: { de: 'saegen', fr: 'scies', sk: 'pily' }, orderHint: '0.1',
    custom: { type: { typeId: 'type', key: 'category-fields' }, fields: { hasProducts: ['sk'] } },
  } }).execute();
});
afterAll(() => backend.close());
afterEach(() => clearCommerceCaches());

describe('commerceSitemapSource', () => {
  it('reads every published product page by page, with slugs, dates and enabled markets', async () => {
    const source = commerceSitemapSource(clientFor(backend.url), { pageSize: 2 });
    const start = backend.requests.length;
    const pages = await source.products({ market: getMarket('SK'), language: 'sk' });
    // 4 published products in pages of 2: 2, 2, then an empty page ends the read.
    expect(countRequests(backend, '/product-projections', start)).toBe(3);
    expect(backend.requests.slice(start).every((line) => !line.includes('/product-projections') || line.includes('limit=2'))).toBe(true);
    expect(pages.map((page) => page.slugByLanguage.de).sort()).toEqual(['bohrer-10000001', 'bohrer-10000002', 'bohrer-10000004', 'bohrer-10000005']);
    expect(pages.find((page) => page.slugByLanguage.de === 'bohrer-10000002')?.locales).toEqual(['de-CH', 'fr-CH', 'it-CH']);
    expect(pages.find((page) => page.slugByLanguage.de === 'bohrer-10000001')?.locales).toBeUndefined();
    expect(pages.every((page) => typeof page.lastModifiedAt === 'string')).toBe(true);
  });

  it('reads the catalogue once for all stores and languages', async () => {
    const source = commerceSitemapSource(clientFor(backend.url));
    const start = backend.requests.length;
    await Promise.all([
      source.products({ market: getMarket('SK'), language: 'sk' }),
      source.products({ market: getMarket('CH'), language: 'fr' }),
      source.categories({ market: getMarket('CH'), language: 'de' }),
      source.categories({ market: getMarket('AT'), language: 'de' }),
    ]);
    expect(countRequests(backend, '/product-projections', start)).toBe(1);
    expect(countRequests(backend, '/categories', start)).toBe(1);
  });

  it('gives categories in tree order, limited to the stores that have products in them', async () => {
    const source = commerceSitemapSource(clientFor(backend.url));
    const categories = await source.categories({ market: getMarket('SK'), language: 'sk' });
    expect(categories.map((category) => category.slugByLanguage.de)).toEqual(['saegen', 'bohrer']);
    expect(categories[0].locales).toEqual(['sk-SK']);
    expect(categories[1].locales).toBeUndefined();
  });

  it("takes its products from the search index's whole read when offered: the same files, no read of its own", async () => {
    const offered = clientFor(backend.url);
    const read = fetchProducts(offered);
    offerSitemapProducts(offered, read);
    await read;
    const start = backend.requests.length;
    const fromOffer = createSitemaps(commerceSitemapSource(offered));
    const files = [await fromOffer.sitemapIndex(storeOf('CH')), await fromOffer.languageSitemap(storeOf('CH'), 'fr'), await fromOffer.languageSitemap(storeOf('SK'), 'sk')];
    expect(countRequests(backend, '/product-projections', start)).toBe(0);
    const ownRead = createSitemaps(commerceSitemapSource(clientFor(backend.url)));
    expect([await ownRead.sitemapIndex(storeOf('CH')), await ownRead.languageSitemap(storeOf('CH'), 'fr'), await ownRead.languageSitemap(storeOf('SK'), 'sk')]).toEqual(files);
    expect(countRequests(backend, '/product-projections', start)).toBeGreaterThan(0);
  });

  it('feeds sitemaps that follow enabledOnMarket, hasProducts and the published flag', async () => {
    const sitemaps = createSitemaps(commerceSitemapSource(clientFor(backend.url)), { ttlMs: 1000 });
    const locs = async (country: CountryCode, language: string) => {
      const xml = await sitemaps.languageSitemap(storeOf(country), language);
      return parseXml(xml as string).children.map((url) => url.children[0].text);
    };
    const ch = await locs('CH', 'fr');
    // Home, the one category with products in CH (saws are SK only), the published products, content pages.
    expect(ch.slice(0, 2)).toEqual(['http://ch.localhost:3000/fr', 'http://ch.localhost:3000/fr/forets/']);
    // Products come in id order (stable for a catalogue, random here).
    expect(ch.slice(2, 5).sort()).toEqual([
      'http://ch.localhost:3000/fr/foret-10000001/',
      'http://ch.localhost:3000/fr/foret-10000002/',
      'http://ch.localhost:3000/fr/foret-10000004/',
    ]);
    expect(ch.slice(5)).toEqual([...CONTENT_PAGE_SLUGS.map((slug) => `http://ch.localhost:3000/fr/${slug}/`), 'http://ch.localhost:3000/fr/contact']);
    expect(ch).toEqual(expect.arrayContaining(['http://ch.localhost:3000/fr/help-centre/', 'http://ch.localhost:3000/fr/partners/']));
    const sk = await locs('SK', 'sk');
    expect(sk).toContain('http://sk.localhost:3000/pily/');
    expect(sk).toContain('http://sk.localhost:3000/vrtacka-10000005/');
    expect(sk).not.toContain('http://sk.localhost:3000/vrtacka-10000002/');
    expect(sk.some((loc) => loc.includes('10000003'))).toBe(false);
  });
});
