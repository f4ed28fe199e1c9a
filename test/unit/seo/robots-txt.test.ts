import { describe, expect, it } from 'vitest';
import { getMarket } from '~/markets';
import { robotsTxt, robotsTxtResponse } from '~/seo/robots.server';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A robots.txt path rule as a RegExp: `*` matches any run, a final `$` anchors the end. */
function ruleRegExp(rule: string): RegExp {
  const anchored = rule.endsWith('$');
  const body = (anchored ? rule.slice(0, -1) : rule).split('*').map(escapeRegExp).join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

/** Google's matching: the longest matching rule wins, Allow on a tie. */
function allowed(txt: string, path: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of txt.split('\n')) {
    const match = /^(Allow|Disallow): (.+)$/.exec(line);
    if (!match || !ruleRegExp(match[2]).test(path)) continue;
    const allow = match[1] === 'Allow';
    if (match[2].length > best.length || (match[2].length === best.length && allow)) best = { length: match[2].length, allow };
  }
  return best.allow;
}

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
