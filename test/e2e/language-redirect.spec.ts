import { expect, test, type APIRequestContext } from '@playwright/test';
import { storeRequest, storeUrl, plainHttpOnce } from './helpers';

/**
 * Issue 9 item 1 (decision 021): an unprefixed page of a multi-language store follows the shopper's language
 * (locale cookie, then Accept-Language) to the same page in that language, its own slug there: the page its
 * hreflang link names. Every multi-language store (BE nl/fr, CH de/fr/it), category, product and content page.
 */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

const STORES = [
  { country: 'BE', sitemap: 'nl.xml', defaultLanguage: 'nl', others: ['fr'] },
  { country: 'CH', sitemap: 'de.xml', defaultLanguage: 'de', others: ['fr', 'it'] },
] as const;

type Page = { kind: string; path: string; alternates: Map<string, string> };

/** A category, a product and a content page of the store's default language, with their hreflang alternates. */
async function pagesOf(request: APIRequestContext, country: string, sitemap: string): Promise<Page[]> {
  const xml = await (await storeRequest(request, country, `/sitemaps/${sitemap}`)).text();
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/gs)].map(([, loc, links]) => ({
    path: new URL(loc).pathname,
    alternates: new Map([...links.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, tag, href]) => [tag, new URL(href).pathname])),
  }));
  const find = (kind: string, test: (path: string) => boolean) => {
    const found = urls.find((url) => test(url.path));
    if (!found) throw new Error(`no ${kind} page in ${sitemap}`);
    return { kind, ...found };
  };
  return [
    find('category', (path) => path !== '/' && !/-\d{8}\/$/.test(path) && !path.includes('privacy')),
    find('product', (path) => /-\d{8}\/$/.test(path)),
    find('content', (path) => path === '/privacy-data/'),
  ];
}

for (const store of STORES) {
  test(`${store.country}: unprefixed pages lead to the same page in the shopper's language, never to a 404`, async ({ request }) => {
    plainHttpOnce();
    // Four requests for each page and language of the store: a few dozen documents in all.
    test.slow();
    for (const page of await pagesOf(request, store.country, store.sitemap)) {
      for (const language of store.others) {
        const target = page.alternates.get(`${language}-${store.country}`);
        expect(target, `${page.kind} has a ${language} alternate`).toMatch(new RegExp(`^/${language}/`));
        // The browser's language, then the locale cookie (which wins over the browser).
        const byHeader = await storeRequest(request, store.country, page.path, { 'user-agent': CHROME, 'accept-language': `${language}-${store.country},${language};q=0.9` });
        const byCookie = await storeRequest(request, store.country, page.path, {
          'user-agent': CHROME, 'accept-language': store.defaultLanguage, cookie: `locale=${language}-${store.country}`,
        });
        for (const [how, response] of [['Accept-Language', byHeader], ['cookie', byCookie]] as const) {
          expect(response.status(), `${page.kind} by ${how}`).toBe(302);
          expect(response.headers().location, `${page.kind} by ${how}`).toBe(target);
          expect(response.headers().vary).toMatch(/Accept-Language/);
        }
        // The target is the page, in that language.
        const landed = await storeRequest(request, store.country, target!, { 'user-agent': CHROME, 'accept-language': language });
        expect(landed.status(), `${page.kind} ${target}`).toBe(200);
        expect(await landed.text()).toContain(`<html lang="${language}"`);
        // The other way: a prefixed page stays in its language, whatever the browser prefers.
        const back = await storeRequest(request, store.country, target!, { 'user-agent': CHROME, 'accept-language': store.defaultLanguage });
        expect(back.status(), `${target} for a ${store.defaultLanguage} browser`).toBe(200);
      }
      // The default language stays where it is, and says the answer depends on the language.
      const stays = await storeRequest(request, store.country, page.path, { 'user-agent': CHROME, 'accept-language': store.defaultLanguage });
      expect(stays.status(), page.kind).toBe(200);
      expect(stays.headers().vary).toMatch(/Accept-Language/);
    }
  });
}

test('a page that does not exist in the wanted language is not redirected', async ({ request }) => {
  plainHttpOnce();
  const response = await storeRequest(request, 'CH', '/no-such-page/', { 'user-agent': CHROME, 'accept-language': 'fr' });
  expect(response.status()).toBe(404);
});

test('crawlers are never redirected by language: every language has its own URL', async ({ request }) => {
  plainHttpOnce();
  const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const response = await storeRequest(request, 'BE', '/', { 'user-agent': googlebot, 'accept-language': 'fr' });
  expect(response.status()).toBe(200);
});

test('a French-speaking shopper opening a German category link lands on the French category', async ({ browser, request }) => {
  const [category] = await pagesOf(request, 'CH', 'de.xml');
  const context = await browser.newContext({ locale: 'fr-CH', userAgent: CHROME, javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  const page = await context.newPage();
  const response = await page.goto(storeUrl('CH', category.path));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(storeUrl('CH', category.alternates.get('fr-CH')));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});
