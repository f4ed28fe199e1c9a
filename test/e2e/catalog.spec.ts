import { readFileSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { PORT, storeRequest, storeUrl, plainHttpOnce } from './helpers';
import { submitControlsOutsideForms } from './form-controls';

/** Issue 4 items 1–2: home → category (paginate, sort, filter by brand, all as real links or GET forms) → product. */

type Texts = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed locale JSON
const texts = (language: string, namespace: string): Texts =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Texts;

const MARKETS = [
  { country: 'SK', language: 'sk', home: '/' },
  { country: 'CZ', language: 'cs', home: '/' },
  { country: 'HU', language: 'hu', home: '/' },
  { country: 'CH', language: 'fr', home: '/fr' },
] as const;

/** A displayed price as a number: '1 234,50 €', 'CHF 1’234.50', '12 345 Ft' (decimals are the last 1–2 digits after a separator). */
function priceValue(text: string): number {
  const cleaned = text.replace(/[^\d.,]/g, '');
  const decimals = /[.,](\d{1,2})$/.exec(cleaned);
  const integer = (decimals ? cleaned.slice(0, -decimals[0].length) : cleaned).replace(/[.,]/g, '');
  return Number(`${integer}.${decimals ? decimals[1] : '0'}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;

/** The first department on the home page, opened by its link. */
async function openFirstDepartment(page: Page, language: string) {
  const common = texts(language, 'common');
  const departments = page.locator('section', { has: page.getByRole('heading', { name: common.home.categories, exact: true }) });
  const link = departments.getByRole('link').first();
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return name;
}

for (const market of MARKETS) {
  test(`${market.country}: home → category → next page, sort, brand filter → product`, async ({ page }) => {
    const catalog = texts(market.language, 'catalog');
    await page.goto(storeUrl(market.country, market.home));
    await openFirstDepartment(page, market.language);
    const categoryUrl = new URL(page.url());
    expect(categoryUrl.search).toBe('');

    // Pagination: real links, page 1 never in a URL.
    const pages = page.getByRole('navigation', { name: catalog.pagination.label });
    await pages.getByRole('link', { name: catalog.pagination.next }).click();
    await expect(page).toHaveURL(`${categoryUrl.origin}${categoryUrl.pathname}?page=2`);
    await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
    await expect(pages.getByRole('link', { name: catalog.pagination.first })).toHaveAttribute('href', categoryUrl.pathname);
    await expect(pages.getByRole('link', { name: catalog.pagination.prev })).toHaveAttribute('href', categoryUrl.pathname);

    // Sorting is a GET form: Apply without JavaScript, on change with it once the page's script runs (before
    // that, Apply); it starts again at page 1.
    if (jsEnabled()) await page.waitForLoadState('networkidle');
    await page.getByLabel(catalog.listing.sort).selectOption('priceAsc');
    if (!jsEnabled()) await page.getByRole('button', { name: catalog.listing.apply }).first().click();
    await expect(page).toHaveURL(/[?&]sort=priceAsc(&|$)/);
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    await expect(page.getByLabel(catalog.listing.sort)).toHaveValue('priceAsc');
    // With JavaScript the URL changes a moment before the new list is on screen.
    await expect
      .poll(async () => {
        const prices = (await page.locator('.product-grid .price').allInnerTexts()).map(priceValue);
        return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1] <= price);
      })
      .toBe(true);

    // Brand filter: a link that keeps the sort order and lists only that brand.
    const filters = page.getByRole('complementary', { name: catalog.facets.label });
    const brandLink = filters.locator('section', { has: page.getByRole('heading', { name: catalog.facets.brand }) }).getByRole('link').first();
    const [brand, count] = (await brandLink.innerText()).trim().split(/\s+\((\d+)\)$/);
    await brandLink.click();
    await expect(page).toHaveURL(new RegExp(`[?&]brand=${encodeURIComponent(brand).replace(/%20/g, '\\+')}(&|$)`));
    await expect(page).toHaveURL(/[?&]sort=priceAsc/);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${count}\\D`) })).toBeVisible();
    await expect.poll(async () => [...new Set(await page.locator('.product-grid .card__brand').allInnerTexts())]).toEqual([brand]);
    await expect(filters.getByRole('link', { name: new RegExp(`^${escapeRegExp(brand)}`) })).toHaveAttribute('aria-current', 'true');

    // → product page.
    const card = page.locator('.product-grid article').first();
    const productName = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('link', { name: productName }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
  });
}

test('garbage listing parameters give the defaults with status 200', async ({ page }) => {
  const catalog = texts('sk', 'catalog');
  await page.goto(storeUrl('SK'));
  await openFirstDepartment(page, 'sk');
  const path = new URL(page.url()).pathname;
  const response = await page.goto(storeUrl('SK', `${path}?page=abc&hitsPerPage=7&sort=evil`));
  expect(response?.status()).toBe(200);
  await expect(page.getByLabel(catalog.listing.sort)).toHaveValue('newest'); // the category default
  await expect(page.getByLabel(catalog.listing.pageSize)).toHaveValue('24');
  await expect(page.getByRole('navigation', { name: catalog.pagination.label }).locator('[aria-current="page"]')).toHaveText('1');
  await expect(page.locator('.product-grid > li')).toHaveCount(24);
});

test('a page past the end goes to the last page; an unknown category is the 404 page', async ({ request }) => {
  plainHttpOnce();
  const home = await (await storeRequest(request, 'SK', '/')).text();
  const path = /class="grid home-categories".*?href="([^"]+)"/s.exec(home)?.[1] as string;
  const past = await storeRequest(request, 'SK', `${path}?page=999`);
  expect(past.status()).toBe(302);
  expect(past.headers().location).toMatch(new RegExp(`${path}\\?page=\\d+$`));
  expect((await storeRequest(request, 'SK', '/no-such-department/')).status()).toBe(404);
});

test('category page head: canonical without filters, noindex when filtered, BreadcrumbList', async ({ request }) => {
  plainHttpOnce();
  const home = await (await storeRequest(request, 'SK', '/')).text();
  const path = /class="grid home-categories".*?href="([^"]+)"/s.exec(home)?.[1] as string;
  const plain = await (await storeRequest(request, 'SK', `${path}?page=2`)).text();
  expect(plain).toContain(`<link rel="canonical" href="http://sk.localhost:${PORT}${path}?page=2"/>`);
  expect(plain).toContain('<meta name="robots" content="index,follow"/>');
  expect(plain).toMatch(/<link rel="alternate" hrefLang="x-default"/);
  expect(plain).toContain('"@type":"BreadcrumbList"');
  const sorted = await (await storeRequest(request, 'SK', `${path}?sort=priceAsc&page=2`)).text();
  expect(sorted).toContain(`<link rel="canonical" href="http://sk.localhost:${PORT}${path}"/>`);
  expect(sorted).toContain('<meta name="robots" content="noindex,follow"/>');
});

test('Save-Data gets the whole listing without any script; crawlers get the home page with its streamed groups', async ({ request }) => {
  plainHttpOnce();
  const home = await (await storeRequest(request, 'SK', '/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).text();
  const common = texts('sk', 'common');
  // The deferred product groups are inside the one complete document a crawler gets.
  for (const title of [common.home.bestsellers, common.home.onSale]) {
    expect(home).toMatch(new RegExp(`<h2 id="[^"]+">${title}</h2><ul class="slider"><li><article class="card">`));
  }
  const path = /class="grid home-categories".*?href="([^"]+)"/s.exec(home)?.[1] as string;
  const response = await storeRequest(request, 'SK', `${path}?sort=priceDesc`, { 'save-data': 'on' });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).not.toContain('<script');
  expect(html).toMatch(/<h1>[^<]+<\/h1>/);
  expect(html.match(/<span class="price">/g)?.length).toBeGreaterThanOrEqual(24);
  expect(html).toContain(`<option value="priceDesc" selected="">`);
});

test('no quick add on cards in AT (market rule), quick add in SK', async ({ page }) => {
  for (const [country, expected] of [['SK', true], ['AT', false]] as const) {
    await page.goto(storeUrl(country));
    await openFirstDepartment(page, country === 'SK' ? 'sk' : 'de');
    const quickAdds = page.locator('.product-grid article.card button.btn');
    if (expected) await expect(quickAdds.first()).toBeVisible();
    else {
      await expect(quickAdds).toHaveCount(0);
      await expect(page.locator('[data-island="listing"] form')).toHaveCount(0);
    }
  }
});

/**
 * Issue 38 item 2 (decision 143, which reverses decision 083's shared form): every button that submits sits inside
 * the form it submits. A card's quick add is a form of its own, the card's last part; a button outside its form
 * that names it with `form=` sends nothing in w3m, lynx or an older browser.
 */
test("every card's quick add is a form of its own with its button inside; no submit control of a catalogue page stands outside its form", async ({ request }) => {
  plainHttpOnce();
  // A crawler's document is complete: streamed rows are in their place, not in templates at the end.
  const crawler = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
  const home = await (await storeRequest(request, 'SK', '/', crawler)).text();
  const category = /class="grid home-categories".*?href="([^"]+)"/s.exec(home)?.[1] as string;
  const product = /<article class="card"><a [^>]*href="([^"]+)"/.exec(home)?.[1] as string;
  for (const path of ['/', category, product, '/search?query=vrtacka']) {
    const html = await (await storeRequest(request, 'SK', path, crawler)).text();
    expect(submitControlsOutsideForms(html), path).toEqual([]);
    expect(html, `${path}: no control names a form elsewhere`).not.toMatch(/<(button|input)\b[^>]*\sform="/);
    const cards = html.split('<article class="card">').slice(1).map((card) => card.slice(0, card.indexOf('</article>')));
    expect(cards.length, `${path}: cards`).toBeGreaterThan(3);
    const tokens: string[] = [];
    for (const card of cards) {
      if (card.includes('card__stock--out')) continue;
      // Each form its own token (decision 133: not word-only).
      tokens.push(/<input type="hidden" name="submissionId" value="([^"]+)"\/>/.exec(card)?.[1] ?? '');
      const sku = /href="[^"]*-(\d{8})\/"/.exec(card)?.[1];
      // The form, its SKU and its button, as the card's last part.
      expect(card, `${path}: the quick add of ${sku}`).toMatch(new RegExp(`<form [^>]*class="add-to-cart"[^>]*>(?:(?!</form>).)*<input type="hidden" name="sku" value="EX${sku}"/>(?:(?!</form>).)*<button [^>]*class="btn"[^>]*>[^<]+</button></form>$`, 's'));
    }
    expect(tokens.every(Boolean), `${path}: a token in every form`).toBe(true);
    expect(new Set(tokens).size, `${path}: a token per form`).toBe(tokens.length);
  }
});

/** The compressed bytes of a page as a browser receives them. */
function compressedPage(country: string, path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1', port: PORT, path,
        headers: {
          host: `${country.toLowerCase()}.localhost:${PORT}`, 'accept-encoding': 'gzip',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      },
    );
    request.on('error', reject);
  });
}

test('budget: the first 14 KB of the compressed category page hold the h1, a price, a product image and an add-to-cart form', async ({ request }) => {
  plainHttpOnce();
  const home = await (await storeRequest(request, 'SK', '/')).text();
  const path = /class="grid home-categories".*?href="([^"]+)"/s.exec(home)?.[1] as string;
  const body = await compressedPage('SK', path);
  // What the first 14 KB (one round trip of a new connection) decompress to.
  const first = zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const prefix = await new Promise<string>((resolve) => {
    const out: Buffer[] = [];
    first.on('data', (chunk: Buffer) => out.push(chunk));
    first.on('end', () => resolve(Buffer.concat(out).toString('utf8')));
    first.on('error', () => resolve(Buffer.concat(out).toString('utf8')));
    first.end(body.subarray(0, 14 * 1024));
  });
  const html = zlib.gunzipSync(body).toString('utf8');
  const markers = {
    h1: /<h1>[^<]+<\/h1>/,
    price: /<span class="price">[^<]*\d/,
    // A product picture of the first row: loaded eagerly, the default, so not marked lazy (decision 073).
    image: /<img src="\/i\/[^"]+"(?: srcSet="[^"]*")?(?: sizes="[^"]*")? alt="[^"]*" width="\d+" height="\d+"(?! loading="lazy")/i,
    // A card's own quick-add form (decision 143).
    addToCart: /<form [^>]*class="add-to-cart"[^>]*><input type="hidden" name="intent" value="add-to-cart"\/><input type="hidden" name="sku" value="EX\d+"\/>/,
  };
  const positions = Object.fromEntries(Object.entries(markers).map(([name, marker]) => [name, html.search(marker)]));
  console.log(
    `category ${path}: ${(body.length / 1024).toFixed(1)} KB compressed, ${(html.length / 1024).toFixed(1)} KB HTML; ` +
      `the first 14 KB compressed hold ${(prefix.length / 1024).toFixed(1)} KB of HTML; markers at HTML offsets ${JSON.stringify(positions)}`,
  );
  for (const [name, marker] of Object.entries(markers)) expect(marker.test(prefix), `${name} in the first 14 KB`).toBe(true);
  expect(body.length).toBeLessThanOrEqual(30 * 1024);
});
