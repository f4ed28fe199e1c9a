import { describe, expect, it } from 'vitest';
import { getMarket } from '~/markets';
import { INDEX_FOLLOW, NOINDEX_FOLLOW, headLinks, pageHead } from '~/seo/head';
import { breadcrumbListJsonLd } from '~/seo/json-ld';
import { localizedPagePaths } from '~/seo/page-paths';

const alternates = [
  { hrefLang: 'de-CH', href: 'https://shop.ch/bohrer-10000001/' },
  { hrefLang: 'fr-CH', href: 'https://shop.ch/fr/foret-10000001/' },
  { hrefLang: 'x-default', href: 'https://shop.sk/vrtacka-10000001/' },
];

type Descriptor = Record<string, unknown>;
const find = (head: Descriptor[], key: string, value: string) => head.filter((descriptor) => descriptor[key] === value);

describe('pageHead', () => {
  it('appends the site name to the title and writes description, canonical, robots and alternates', () => {
    const head = pageHead({
      title: 'Bohrer X',
      siteName: 'ProTools',
      description: '  Ein   guter\nBohrer ',
      canonical: 'https://shop.ch/bohrer-10000001/',
      alternates,
      robots: INDEX_FOLLOW,
      locale: 'de-CH',
    }) as Descriptor[];
    expect(head).toContainEqual({ title: 'Bohrer X | ProTools' });
    expect(head).toContainEqual({ name: 'description', content: 'Ein guter Bohrer' });
    expect(head).toContainEqual({ name: 'robots', content: 'index,follow' });
    expect(find(head, 'rel', 'canonical')).toEqual([{ tagName: 'link', rel: 'canonical', href: 'https://shop.ch/bohrer-10000001/' }]);
    expect(find(head, 'rel', 'alternate')).toEqual(alternates.map((alternate) => ({ tagName: 'link', rel: 'alternate', ...alternate })));
    expect(head).toContainEqual({ property: 'og:url', content: 'https://shop.ch/bohrer-10000001/' });
    expect(head).toContainEqual({ property: 'og:locale', content: 'de_CH' });
  });

  it('gives the not-found page its title alone, noindex, and no canonical or alternates', () => {
    const head = pageHead({
      title: 'page-not-found', siteName: 'ProTools', notFound: true, canonical: 'https://shop.ch/x/', alternates, robots: INDEX_FOLLOW,
    }) as Descriptor[];
    expect(head).toContainEqual({ title: 'page-not-found' });
    expect(head).toContainEqual({ name: 'robots', content: NOINDEX_FOLLOW });
    expect(find(head, 'tagName', 'link')).toEqual([]);
  });

  it('keeps the canonical but drops hreflang on noindex pages', () => {
    const head = pageHead({
      title: 'Suche', siteName: 'ProTools', canonical: 'https://shop.ch/search', alternates, robots: NOINDEX_FOLLOW,
    }) as Descriptor[];
    expect(find(head, 'rel', 'canonical')).toHaveLength(1);
    expect(find(head, 'rel', 'alternate')).toEqual([]);
    expect(head).toContainEqual({ name: 'robots', content: 'noindex,follow' });
  });

  it('defaults to index,follow and leaves out what it was not given', () => {
    const head = pageHead({ title: 'Home', siteName: 'ProTools' }) as Descriptor[];
    expect(head).toContainEqual({ name: 'robots', content: 'index,follow' });
    expect(find(head, 'name', 'description')).toEqual([]);
    expect(find(head, 'tagName', 'link')).toEqual([]);
  });

  it('adds JSON-LD as script:ld+json descriptors', () => {
    const breadcrumbs = breadcrumbListJsonLd([{ name: 'Home', url: 'https://shop.ch/' }]);
    const head = pageHead({ title: 'X', siteName: 'S', jsonLd: [breadcrumbs] }) as Descriptor[];
    expect(head).toContainEqual({ 'script:ld+json': breadcrumbs });
  });
});

describe('headLinks', () => {
  it('puts canonical and alternates of a CH French product on the configured hosts', () => {
    const links = headLinks({
      requestUrl: 'http://www.protools-direct.ch/fr/foret-10000001/?utm_source=mail',
      market: getMarket('CH'),
      storeDomains: { CH: 'www.protools-direct.ch', SK: 'www.protools-direct.sk' },
      resolvePath: localizedPagePaths({ slugByLanguage: { de: 'bohrer-10000001', fr: 'foret-10000001', sk: 'vrtacka-10000001' } }, 'product'),
    });
    expect(links.canonical).toBe('https://www.protools-direct.ch/fr/foret-10000001/');
    expect(links.robots).toBe(NOINDEX_FOLLOW);
    // Production: only countries with a domain of their own get alternates.
    expect(links.alternates).toEqual([
      { hrefLang: 'de-CH', href: 'https://www.protools-direct.ch/bohrer-10000001/' },
      { hrefLang: 'fr-CH', href: 'https://www.protools-direct.ch/fr/foret-10000001/' },
      { hrefLang: 'sk-SK', href: 'https://www.protools-direct.sk/vrtacka-10000001/' },
      { hrefLang: 'x-default', href: 'https://www.protools-direct.sk/vrtacka-10000001/' },
    ]);
  });

  it('locally indexes a second listing page and has no alternates without a resolver', () => {
    const links = headLinks({ requestUrl: 'http://cz.localhost:3000/vrtacky/?page=2', market: getMarket('CZ') });
    expect(links).toEqual({ canonical: 'http://cz.localhost:3000/vrtacky/?page=2', robots: INDEX_FOLLOW, alternates: [] });
  });

  it('gives a listing\'s page n its own alternates: page n in the store\'s languages, itself and x-default included (decision 129)', () => {
    const resolvePath = localizedPagePaths({ slugByLanguage: { de: 'bohrer', fr: 'perceuses', it: 'trapani', sk: 'vrtacky' } }, 'category');
    const page3 = headLinks({ requestUrl: 'http://ch.localhost:3000/fr/perceuses/?page=3', market: getMarket('CH'), resolvePath, paginated: true });
    expect(page3.canonical).toBe('http://ch.localhost:3000/fr/perceuses/?page=3');
    expect(page3.alternates).toEqual([
      { hrefLang: 'de-CH', href: 'http://ch.localhost:3000/bohrer/?page=3' },
      { hrefLang: 'fr-CH', href: 'http://ch.localhost:3000/fr/perceuses/?page=3' },
      { hrefLang: 'it-CH', href: 'http://ch.localhost:3000/it/trapani/?page=3' },
      { hrefLang: 'x-default', href: 'http://ch.localhost:3000/bohrer/?page=3' },
    ]);
    // Reciprocal: each of them lists the same set.
    const page3de = headLinks({ requestUrl: 'http://ch.localhost:3000/bohrer/?page=3', market: getMarket('CH'), resolvePath, paginated: true });
    expect(page3de.alternates).toEqual(page3.alternates);
    // A store of one language: the page names itself, and is its own x-default.
    const sk = headLinks({ requestUrl: 'http://sk.localhost:3000/vrtacky/?page=2', market: getMarket('SK'), resolvePath, paginated: true });
    expect(sk.alternates).toEqual([
      { hrefLang: 'sk-SK', href: 'http://sk.localhost:3000/vrtacky/?page=2' },
      { hrefLang: 'x-default', href: 'http://sk.localhost:3000/vrtacky/?page=2' },
    ]);
    // Page 1 keeps every store's page 1.
    const first = headLinks({ requestUrl: 'http://ch.localhost:3000/fr/perceuses/', market: getMarket('CH'), resolvePath, paginated: true });
    expect(first.alternates.map((alternate) => alternate.hrefLang)).toContain('sk-SK');
  });
});
