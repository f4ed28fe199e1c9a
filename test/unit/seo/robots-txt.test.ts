import { describe, expect, it } from 'vitest';
import { getMarket } from '~/markets';
import { isCrawlableLink } from '~/seo/crawlable-links';
import { robotsTxt, robotsTxtResponse } from '~/seo/robots.server';
import { supportLink } from '~/routing/support-links';
import { robotsAllows as allowed } from './robots-match';

describe('robots.txt', () => {
  const CH = getMarket('CH');
  const txt = robotsTxt({ origin: 'https://www.protools-direct.ch', market: CH });

  it('allows everything, names the sitemap on the store origin', () => {
    expect(txt.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    expect(txt).toContain('\nSitemap: https://www.protools-direct.ch/sitemap.xml\n');
  });

  it('blocks checkout, my-account, search with parameters, /__ and /api in every store language', () => {
    for (const path of [
      '/checkout', '/checkout/cart', '/checkout?x=1', '/fr/checkout/payment', '/it/checkout',
      '/my-account', '/my-account/my-profile', '/fr/my-account',
      '/search?query=drill', '/fr/search?query=perceuse', '/it/search?sales',
      '/__images/products/x.svg', '/__noscript.gif', '/api', '/api/cart',
    ]) {
      expect(allowed(txt, path), path).toBe(false);
    }
  });

  it('leaves pages, pagination, forms and look-alike slugs crawlable', () => {
    for (const path of [
      '/', '/fr', '/bohrmaschinen/', '/bohrmaschinen/?page=2', '/fr/perceuses/?brand=bosch', '/search',
      '/checkout-counters/', '/my-accounting-tools/', '/apiary-tools/', '/login', '/privacy-data/', '/sitemap.xml',
    ]) {
      expect(allowed(txt, path), path).toBe(true);
    }
  });

  it('keeps crawlers to one filter at a time, the brand and tag listings, and out of the support form with a product number (decision 127)', () => {
    const blocked = [
      '/bohrmaschinen/?brand=Bosch&brand=Tatrik', '/bohrmaschinen/?brand=Tatrik&rating=4', '/fr/perceuses/?tags=on-sale&rating=4',
      '/bohrmaschinen/?brand=Tatrik&tags=new', '/bohrmaschinen/?rating=4&tags=new', '/bohrmaschinen/?brand=Tatrik&page=2',
      '/bohrmaschinen/?sort=priceAsc', '/bohrmaschinen/?hitsPerPage=48', '/bohrmaschinen/?priceMin=10',
      '/search?brand=Bosch&brand=Tatrik', '/fr/search?tags=on-sale&brand=Tatrik', '/search?rating=4', '/search?page=2',
      supportLink('missingManual', 'EX10000024'), `/fr${supportLink('spareParts', 'EX10000024')}`, '/contact?reason=orders',
    ];
    for (const path of blocked) expect(allowed(txt, path), path).toBe(false);
    const crawlable = [
      '/bohrmaschinen/?brand=Tatrik', '/bohrmaschinen/?tags=on-sale', '/bohrmaschinen/?rating=4', '/it/trapani/?page=3',
      '/search?brand=Tatrik', '/fr/search?brand=Kraftwerk%20Pro', '/search?tags=on-sale', '/contact', '/fr/contact',
    ];
    for (const path of crawlable) expect(allowed(txt, path), path).toBe(true);
    // The links the pages write say the same (nofollow where robots.txt blocks), unprefixed as the listing builds them.
    for (const path of [...blocked, ...crawlable].filter((path) => !/^\/(fr|it)\//.test(path))) {
      expect(isCrawlableLink(path), path).toBe(allowed(txt, path));
    }
  });

  it('only lists the prefixes of the store languages', () => {
    const sk = robotsTxt({ origin: 'https://s.sk', market: getMarket('SK') });
    expect(sk).not.toMatch(/Disallow: \/[a-z]{2}\//);
    expect(sk).toContain('Disallow: /checkout/');
  });

  it('answers as plain text on the origin of the request', async () => {
    const response = robotsTxtResponse(new Request('http://ch.localhost:3000/robots.txt'), { market: CH });
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain('Sitemap: http://ch.localhost:3000/sitemap.xml');
    const production = robotsTxtResponse(new Request('http://www.protools-direct.ch/robots.txt'), {
      market: CH, storeDomains: { CH: 'www.protools-direct.ch' },
    });
    expect(await production.text()).toContain('Sitemap: https://www.protools-direct.ch/sitemap.xml');
  });
});
