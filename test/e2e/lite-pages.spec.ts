import { expect, test, type Page } from '@playwright/test';
import { PORT, cachedAnswer, localeTexts, storeUrl, textOf } from './helpers';
import { rawRequest, type RawAnswer } from './servers';
import { CACHE_PROBE_HEADERS } from './cache-probe';

/**
 * Issue 26, decision 109: a phone on 2G (`ECT: 2g`, which the shop asks for) or with Save-Data gets a lite page:
 * no picture below a 360 × 740 first screen, the others one size for 360 px; title, price, main picture and a
 * working add to cart stay. Everyone else gets every picture, and the shared-document cache never mixes the two.
 */
const BROWSER = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WRENCH = '10000024';
const common = localeTexts('sk', 'common');
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(PORT, { path, headers: { host: `sk.localhost:${PORT}`, 'user-agent': BROWSER, ...CACHE_PROBE_HEADERS, ...headers } });

async function wrenchPath(): Promise<string> {
  const short = await get(`/p-${WRENCH}/`);
  expect(short.status).toBe(301);
  return new URL(String(short.headers.location), storeUrl('SK')).pathname;
}

/** A script element that runs (structured data is no script). */
const SCRIPT = /<script(?! type="application\/ld\+json")/;

/** The pictures a document names (the no-script beacon is no picture). */
const picturesOf = (html: string) => [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]).filter((src) => !src.startsWith('/__noscript'));

/** Chromium sends its own client hints: the 2G one is added to every request on its way out, as a phone's Chrome does. */
async function onTwoG(page: Page) {
  await page.route('**/*', (route) => route.continue({ headers: { ...route.request().headers(), ect: '2g' } }));
}

/** Pictures the browser asked for while the page loaded. */
function picturesAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && !request.url().includes('/__noscript')) asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

test('a phone on 2G gets the product page without pictures below the first screen, and its add to cart works', async ({ page }) => {
  await onTwoG(page);
  const asked = picturesAsked(page);
  await page.goto(storeUrl('SK', `/p-${WRENCH}/`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#buy-box .price').first()).toBeVisible();
  // The main picture, one size for a 360 px phone; the other pictures are links by number, the rows have no pictures.
  const main = page.locator('img.pdp-gallery__main');
  await expect(main).toBeVisible();
  await expect(main).toHaveAttribute('src', `/i/EX${WRENCH}-1?w=360`);
  await expect(main).not.toHaveAttribute('srcset', /./);
  const others = page.getByRole('list', { name: textOf(localeTexts('sk', 'product'), 'gallery.label') }).getByRole('link');
  expect(await others.count()).toBeGreaterThan(0);
  await expect(others.first()).toHaveText('2');
  await expect(page.locator('main img')).toHaveCount(1);
  const cards = page.locator('.pdp-row article.card');
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.first().getByRole('heading', { level: 3 })).not.toBeEmpty();
  await expect(cards.first().locator('.price')).toBeVisible();
  // Payment methods by name, no logo.
  await expect(page.locator('.payment-logos li').first()).not.toBeEmpty();
  await expect(page.locator('.payment-logos img')).toHaveCount(0);
  expect(asked).toEqual([`/i/EX${WRENCH}-1`]);

  const form = page.locator('form.add-to-cart').first();
  await form.getByRole('button', { name: textOf(common, 'cartForm.addToCart') }).click();
  await expect(page).toHaveURL(new RegExp(`cartAdded=EX${WRENCH}`));
  await page.goto(storeUrl('SK', '/checkout/cart'));
  await expect(page.locator('li.cart-line')).toHaveCount(1);
  // The line's thumbnail keeps its place and loads nothing.
  await expect(page.locator('li.cart-line img')).toHaveCount(0);
  await expect(page.locator('li.cart-line .picture-space')).toHaveCount(1);
});

test('a phone on 2G gets the home page with the first banner\'s picture only; names, prices and links stay', async ({ page }) => {
  await onTwoG(page);
  await page.goto(storeUrl('SK'));
  const pictures = page.locator('main img');
  await expect(pictures).toHaveCount(1);
  await expect(pictures.first()).toHaveAttribute('src', /^\/__images\/banners\/[^?]+\?w=360$/);
  // The category tiles are their names, the cards keep name, price and link, in a box of the picture's size.
  await expect(page.locator('.home-categories a').first()).not.toBeEmpty();
  const card = page.locator('.product-group article.card').first();
  await expect(card.getByRole('link')).toHaveAttribute('href', /-\d{8}\/$/);
  await expect(card.locator('.price')).toBeVisible();
  expect((await card.locator('.picture-space').boundingBox())?.height).toBeGreaterThan(100);
});

test('without a hint every picture is in the page; a browser without script loads the first screen\'s only, and gets lite pages once its first page marked it', async ({ page }) => {
  const asked = picturesAsked(page);
  await page.goto(storeUrl('SK', `/p-${WRENCH}/`));
  await expect(page.locator('img.pdp-gallery__main')).toHaveAttribute('srcset', /w=800 800w/);
  expect(await page.locator('.pdp-gallery__thumbs img').count()).toBeGreaterThan(0);
  await expect(page.locator('.pdp-row article.card img').first()).toBeAttached();
  await expect(page.locator('.payment-logos img').first()).toBeAttached();
  // Without script `loading="lazy"` does nothing: the `(scripting: none)` source keeps every lazy picture from
  // loading, so only the main picture is asked for (decision 142). With script, lazy pictures load as usual.
  if (jsOn()) expect(asked.length).toBeGreaterThan(1);
  else expect(asked).toEqual([`/i/EX${WRENCH}-1`]);
  // The payment methods' names are text (shown in place of the logos where there is no script).
  await expect(page.locator('.payment-logos li').first()).toContainText(/\S/);

  await page.goto(storeUrl('SK'));
  if (jsOn()) {
    expect(await page.locator('.home-categories img').count()).toBeGreaterThan(0);
    expect(await page.locator('.promo-banners img').count()).toBeGreaterThan(1);
  } else {
    // The beacon of the first page marked the browser: a lite page, its first banner pictured at the usual sizes.
    await expect(page.locator('main img')).toHaveCount(1);
    await expect(page.locator('main img')).toHaveAttribute('srcset', /w=800 800w/);
    await expect(page.locator('.home-categories a').first()).not.toBeEmpty();
    await expect(page.locator('.payment-logos img')).toHaveCount(0);
  }
});

test('a browser without script that added to its cart fetches the checkout\'s stylesheets ahead, without waiting for them', async ({ page }) => {
  test.skip(jsOn(), 'documents of a browser without script');
  await page.goto(storeUrl('SK', `/p-${WRENCH}/`));
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/(all|checkout)-[\w-]+\.css$/.test(pathname)) prefetched.push(pathname);
  });
  const landing = page.waitForResponse((response) => response.request().isNavigationRequest() && response.url().includes('cartAdded='));
  await page.locator('form.add-to-cart').first().getByRole('button', { name: textOf(common, 'cartForm.addToCart') }).click();
  const link = String((await landing).headers().link);
  expect(link).toMatch(/<\/assets\/all-[\w-]+\.css>; rel=prefetch/);
  expect(link).toMatch(/<\/assets\/checkout-[\w-]+\.css>; rel=prefetch/);
  await expect.poll(() => prefetched.length).toBe(2);
  // A page with an empty cart asks for nothing ahead.
  const empty = await get('/', { cookie: 'noscript=1' });
  expect(String(empty.headers.link ?? '')).not.toContain('rel=prefetch');
});

test.describe('as a server property', () => {
  // Skipped in js-off: raw HTTP answers, no browser involved; the browser tests above run in both modes.
  test.beforeEach(() => test.skip(!jsOn(), 'answers of the server: once is enough'));

  test('every document asks for the connection type, and says that it varies with it', async () => {
    for (const path of ['/', await wrenchPath(), '/checkout/cart']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['accept-ch'], path).toBe('ECT');
      expect(answer.headers['critical-ch'], path).toBe('ECT');
      expect(String(answer.headers.vary), path).toMatch(/Save-Data, ECT/);
    }
  });

  test('the shared-document cache keeps lite and full pages apart, in either order', async () => {
    const path = await wrenchPath();
    const cached = (headers: Record<string, string>) => cachedAnswer(() => get(path, headers));
    const isLite = (answer: RawAnswer) => {
      expect(picturesOf(answer.body)).toEqual([`/i/EX${WRENCH}-1?w=360`]);
      expect(answer.body).not.toMatch(SCRIPT);
    };
    // A lite page in the cache, then a full one beside it, then the lite one again (Save-Data this time).
    isLite(await cached({ ect: '2g' }));
    const full = await cached({});
    expect(picturesOf(full.body).length).toBeGreaterThan(5);
    expect(full.body).toMatch(SCRIPT);
    isLite(await cached({ 'save-data': 'on' }));
    isLite(await cached({ ect: 'slow-2g' }));
  });

  test('crawlers on a 2G hint keep every picture', async () => {
    const answer = await get(await wrenchPath(), { ect: '2g', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(picturesOf(answer.body).length).toBeGreaterThan(5);
  });

  test('a browser known to run no script is not asked again, nor sent the translation files or any script', async () => {
    const unknown = await get('/');
    expect(unknown.body).toContain('/__noscript.gif');
    // Preloaded only where script runs: a first page does not know yet, the browser does (decision 142).
    expect(String(unknown.headers.link)).toContain('</locales/sk/common.json>; rel=preload; as=fetch; crossorigin; media="(scripting: enabled)"');
    expect(unknown.body).toMatch(SCRIPT);
    expect(unknown.body).toContain('modulepreload');
    for (const path of ['/', await wrenchPath()]) {
      const known = await get(path, { cookie: 'noscript=1' });
      expect(known.status, path).toBe(200);
      expect(known.body, path).not.toContain('/__noscript.gif');
      expect(known.headers.link ?? '', path).not.toContain('/locales/');
      // Nothing there would run: no module preloads, no scripts (decision 115). The buy box is the plain form.
      expect(known.body, path).not.toMatch(SCRIPT);
      expect(known.body, path).not.toContain('modulepreload');
      if (path !== '/') expect(known.body, path).toMatch(/<form[^>]*class="[^"]*\badd-to-cart\b/);
    }
    // Only the first screen's pictures (lazy loading needs script), at their usual sizes (decision 142).
    const product = await get(await wrenchPath(), { cookie: 'noscript=1' });
    expect(picturesOf(product.body)).toEqual([`/i/EX${WRENCH}-1?w=640`]);
    expect(product.body.match(/<img [^>]*pdp-gallery__main[^>]*>/)?.[0]).toMatch(/srcSet="[^"]*w=800 800w/i);
  });
});
