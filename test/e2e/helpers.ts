import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { RawAnswer } from './servers';

export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** The store of a country, reached through its host as the brief says ({country}.localhost). */
export function storeUrl(country: string, path = '/'): string {
  return `http://${country.toLowerCase()}.localhost:${PORT}${path}`;
}

/**
 * A raw HTTP request to a store. Node's resolver does not always map *.localhost to loopback (Chromium
 * does), so connect to 127.0.0.1 and name the store in the Host header.
 */
export function storeRequest(request: APIRequestContext, country: string, path: string, headers: Record<string, string> = {}) {
  return request.get(`http://127.0.0.1:${PORT}${path}`, {
    maxRedirects: 0,
    headers: { host: `${country.toLowerCase()}.localhost:${PORT}`, ...headers },
  });
}

/**
 * axe injects a script, which a JavaScript-disabled page refuses; then the same URL is analysed in a
 * context that runs scripts but blocks the shop's own, so axe sees the server-rendered document. One such
 * context per shopper's context, kept until the shopper's closes: a page per check, not a browser context.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const jsEnabled = test.info().project.use.javaScriptEnabled !== false;
  const target = jsEnabled ? page : await scriptedTwin(page);
  // WCAG 2.5.3 "label in name" is serious but off by default in axe (experimental): switched on here.
  // Legacy mode runs axe in the page itself instead of collecting each frame's results in a new blank page:
  // the same rules and results at half the time (the suite runs this about 200 times). It skips cross-origin
  // frames, and the shop's pages have none (decision 102).
  const results = await new AxeBuilder({ page: target })
    .setLegacyMode(true)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const scriptedTwins = new WeakMap<BrowserContext, Promise<Page>>();

/** The page's URL, with the same cookies and window size, in a page that runs scripts but not the shop's. */
async function scriptedTwin(page: Page): Promise<Page> {
  const shopper = page.context();
  let twin = scriptedTwins.get(shopper);
  if (!twin) {
    twin = (async () => {
      const context = await shopper.browser()!.newContext({ javaScriptEnabled: true });
      // Closed with the shopper's; at the end of a worker the browser may already be gone with both.
      shopper.once('close', () => context.close().catch(() => undefined));
      await context.route('**/assets/**/*.js', (route) => route.abort());
      return context.newPage();
    })();
    scriptedTwins.set(shopper, twin);
  }
  const target = await twin;
  // The same shopper: cookies carry the cart, so a cart page is analysed with its items.
  await target.context().clearCookies();
  await target.context().addCookies(await shopper.cookies());
  await target.setViewportSize(page.viewportSize()!);
  await target.goto(page.url());
  return target;
}

/** The page scrolls only downwards: nothing makes the document wider than the window. */
export async function expectNoHorizontalOverflow(page: Page, label = page.url()) {
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
  expect(widths.document, `${label} is ${widths.document} px wide in a ${widths.window} px window`).toBeLessThanOrEqual(widths.window);
}

/**
 * The text part of the one mail to `email` with this subject, read from the local mail catcher (/__mail) as a
 * person running the shop reads it; waits for the mail to arrive (mails leave after the answer). The address
 * may have had others (a sign-up's confirmation).
 */
export async function caughtMailText(context: BrowserContext, country: string, email: string, subject: string): Promise<string> {
  const inbox = await context.newPage();
  const row = inbox.getByRole('row').filter({ hasText: email }).filter({ has: inbox.getByRole('link', { name: subject }) });
  await expect(async () => {
    await inbox.goto(storeUrl(country, '/__mail'));
    await expect(row).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await row.getByRole('link', { name: subject }).click();
  const body = (await inbox.locator('pre').textContent()) ?? '';
  await inbox.close();
  return body;
}

/** The paths of a store's sitemap (one language), as sitemap `<loc>` entries list them. */
export async function sitemapPaths(request: APIRequestContext, country: string, file: string): Promise<string[]> {
  const xml = await (await storeRequest(request, country, `/sitemaps/${file}`)).text();
  return [...xml.matchAll(/<loc>http:\/\/[a-z]{2}\.localhost:\d+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
}

/** A category and a product page of a sitemap: the first of each. */
export function catalogPagesOf(paths: string[], prefix = ''): { category: string; product: string } {
  const unprefixed = unprefixedPaths(paths, prefix);
  const product = unprefixed.find(isProductPath);
  const category = unprefixed.find((path) => path !== '/' && path !== '' && !isProductPath(path) && !path.includes('privacy'));
  if (!product || !category) throw new Error('the sitemap lists no product or category');
  return { category, product };
}

/**
 * The first product of a sitemap that this store sells: some (batteries, for one) cannot be ordered in
 * every country, and their pages rightly show no add-to-cart form.
 */
export function buyableProductOf(request: APIRequestContext, country: string, paths: string[], prefix = ''): Promise<string> {
  return productWhoseBuyBoxHas(request, country, paths, /<form[^>]*class="[^"]*\badd-to-cart\b/, prefix);
}

/**
 * The first product of a sitemap whose buy box holds what a test needs: a product out of stock, for one,
 * offers a back-in-stock form instead of its add-to-cart form or request-a-quote link.
 */
export async function productWhoseBuyBoxHas(request: APIRequestContext, country: string, paths: string[], wanted: RegExp, prefix = ''): Promise<string> {
  for (const product of unprefixedPaths(paths, prefix).filter(isProductPath).slice(0, 20)) {
    const html = await (await storeRequest(request, country, `${prefix}${product}`)).text();
    // The buy box's own: cards further down the page (recommendations) carry add-to-cart forms too.
    const buyBox = html.slice(html.indexOf('id="buy-box"'), html.indexOf('id="buy-box"') + 4000);
    if (html.includes('id="buy-box"') && wanted.test(buyBox)) return product;
  }
  throw new Error(`none of the first 20 products of the ${country} sitemap has ${wanted} in its buy box`);
}

function unprefixedPaths(paths: string[], prefix: string): string[] {
  return paths.map((path) => (prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path));
}

function isProductPath(path: string): boolean {
  return /-\d{8}\/$/.test(path);
}

type Texts = Record<string, unknown>;
const LOCALES = new URL('../../locales/', import.meta.url);

/** A namespace's texts of one language, as the shop shows them. */
export function localeTexts(language: string, namespace: string): Texts {
  return JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, LOCALES), 'utf8')) as Texts;
}

/** The text at a dotted key, its {{placeholders}} filled. */
export function textOf(tree: Texts, key: string, values: Record<string, string | number> = {}): string {
  return (key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], tree) as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/**
 * Asks until a worker answers from its shared-document cache (`X-Cache: HIT`, told only to a request with the probe
 * key, CACHE_PROBE_HEADERS; there is one cache per worker).
 */
export async function cachedAnswer(ask: () => Promise<RawAnswer>): Promise<RawAnswer> {
  let answer: RawAnswer | undefined;
  await expect(async () => {
    answer = await ask();
    expect(answer.headers['x-cache']).toBe('HIT');
  }).toPass({ timeout: 20_000, intervals: [100] });
  return answer!;
}

/**
 * For a test that sends plain HTTP requests and opens no page: the browser's JavaScript setting changes
 * nothing in it, so it runs in one project (the JavaScript-on one, as the other server-answer tests do).
 */
export function plainHttpOnce() {
  test.skip(test.info().project.name === 'js-off', 'plain HTTP: once is enough');
}
