import { expect, test } from '@playwright/test';
import { storeRequest, plainHttpOnce } from './helpers';
import { robotsAllows } from '../unit/seo/robots-match';

/** Spec "Slug rules" and "Route guards and redirects", as the server answers them (no browser needed). */
const cases: { country: string; path: string; status: number; location?: string }[] = [
  { country: 'SK', path: '/Drills/?x=1', status: 308, location: '/drills/?x=1' },
  { country: 'SK', path: '/home', status: 308, location: '/' },
  { country: 'SK', path: '/drills', status: 308, location: '/drills/' },
  { country: 'SK', path: '/search/', status: 308, location: '/search' },
  { country: 'SK', path: '/drills/?page=1&sort=nameAsc', status: 308, location: '/drills/?sort=nameAsc' },
  { country: 'SK', path: '/sk/drills/', status: 308, location: '/drills/' },
  { country: 'SK', path: '/fr/drills/', status: 308, location: '/drills/' },
  { country: 'CH', path: '/fr-ch/drills/', status: 308, location: '/fr/drills/' },
  // Every store's own language-country prefix, also where the spec's list leaves it out (issue 23).
  { country: 'SK', path: '/sk-sk/', status: 308, location: '/' },
  { country: 'SI', path: '/sl-si/drills/', status: 308, location: '/drills/' },
  { country: 'CH', path: '/de/drills/', status: 308, location: '/drills/' },
  { country: 'CH', path: '/fr/', status: 308, location: '/fr' },
  { country: 'SK', path: '/category/drills/', status: 301, location: '/drills/' },
  { country: 'SK', path: '/p/some-drill-19999999/', status: 301, location: '/some-drill-19999999/' },
  { country: 'IE', path: '/checkout/cart', status: 302, location: '/' },
  // The SEO redirection table (spec checkout-payments-support §7, decision 033), before the 404 page.
  { country: 'GB', path: '/products/ex10000024/', status: 301, location: '/cordless-impact-driver-norvik-id-18-10000024/' },
  { country: 'GB', path: '/shop/power-tools/', status: 301, location: '/power-tools/' },
  { country: 'DE', path: '/brand/tatrik/', status: 301, location: '/search?brand=Tatrik' },
  { country: 'CH', path: '/fr/sale/', status: 301, location: '/fr/search?tags=on-sale' },
  { country: 'GB', path: '/products/ex99999999/', status: 404 },
  { country: 'SK', path: "/it's/", status: 404 },
  { country: 'SK', path: '/a%22b/', status: 404 },
  { country: 'SK', path: '/%E0%A4%A/', status: 404 },
  { country: 'SK', path: `/${'x'.repeat(3000)}/`, status: 404 },
];

for (const { country, path, status, location } of cases) {
  test(`${country} ${path.slice(0, 40)} → ${status}${location ? ` ${location}` : ''}`, async ({ request }) => {
    plainHttpOnce();
    const response = await storeRequest(request, country, path);
    expect(response.status()).toBe(status);
    if (location) {
      const target = new URL(response.headers().location, 'http://store.test');
      expect(target.pathname + target.search).toBe(location);
    }
  });
}

/**
 * Issue 38 item 7: every legacy URL lands in one hop, with the spec's SEO redirect status (301), on a page that
 * answers 200 and that robots.txt lets crawlers fetch (decision 128).
 */
const legacy: { country: string; path: string }[] = [
  { country: 'SK', path: '/products/ex10000024' },
  { country: 'SK', path: '/products/ex10000024/' },
  { country: 'SK', path: '/Products/EX10000024' },
  { country: 'SK', path: '/shop/power-tools' },
  { country: 'SK', path: '/brand/tatrik' },
  { country: 'SK', path: '/sale' },
  { country: 'SK', path: '/sale/' },
  { country: 'SK', path: '/p/stary-nazov-10000107' },
  { country: 'SK', path: '/p/stary-nazov-10000107/' },
  { country: 'CH', path: '/fr/sale' },
  { country: 'CH', path: '/fr/brand/norvik' },
  { country: 'DE', path: '/category/products/ex10000024/' },
];

for (const { country, path } of legacy) {
  test(`${country} ${path} lands in one hop on a crawlable page`, async ({ request }) => {
    plainHttpOnce();
    const first = await storeRequest(request, country, path);
    expect(first.status()).toBe(301);
    const target = new URL(first.headers().location!, 'http://store.test');
    const landing = await storeRequest(request, country, target.pathname + target.search);
    expect(landing.status(), `${target.pathname}${target.search}`).toBe(200);
    const robots = await (await storeRequest(request, country, '/robots.txt')).text();
    expect(robotsAllows(robots, target.pathname + target.search), `${target.pathname}${target.search}`).toBe(true);
  });
}

test('garbage cookies and hosts never give a 500', async ({ request }) => {
  plainHttpOnce();
  const garbage = await storeRequest(request, 'SK', '/', { cookie: '__session=%%%garbage; locale=%E0%A4%A; noscript=zzz' });
  expect(garbage.status()).toBe(200);
  const unknownHost = await storeRequest(request, 'SK', '/', { host: 'unknown.example' });
  expect(unknownHost.status()).toBe(200);
  expect(await unknownHost.text()).toContain('lang="sk"');
});

test('the health check answers', async ({ request }) => {
  plainHttpOnce();
  const response = await storeRequest(request, 'SK', '/healthz');
  expect(response.status()).toBe(200);
});

test('the home page of every store renders in each of its languages', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name === 'js-off', 'plain HTTP requests: once is enough');
  test.setTimeout(120_000);
  const { MARKETS } = await import('../../app/markets');
  const pages = MARKETS.flatMap((market) => market.languages.map((language) => ({ market, language })));
  // A few at a time: the first page of each store also loads its category tree.
  for (let index = 0; index < pages.length; index += 4) {
    await Promise.all(pages.slice(index, index + 4).map(async ({ market, language }) => {
      const path = language === market.defaultLanguage ? '/' : `/${language}`;
      const response = await storeRequest(request, market.country, path);
      expect(response.status(), `${market.country} ${path}`).toBe(200);
      const html = await response.text();
      expect(html, `${market.country} ${path}`).toContain(`<html lang="${language}"`);
      expect(html, `${market.country} ${path}`).toContain(market.phone);
    }));
  }
});
