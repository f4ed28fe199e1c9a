import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { test, type Page } from '@playwright/test';
import { PORT, storeUrl } from './helpers';
import { BRATISLAVA, expect, fillBilling, sk, text } from './checkout-helpers';
import { submitControlsOutsideForms } from './form-controls';
import { rawRequest } from './servers';

/**
 * Issue 38 items 2 and 3 (decision 143): the shop in text browsers. Lynx adds a product from a listing card's quick
 * add (a form post, its button inside the form) and reads the cart; w3m and lynx dumps of the key pages read in the
 * order and with the separators a sighted shopper sees, and print no value of a button. Neither runs a script: the
 * JavaScript-off project is theirs.
 */
test.beforeEach(() => test.skip(test.info().project.use.javaScriptEnabled !== false, 'text browsers run no script'));

const WIDTH = '200';

/** A page's text as w3m or lynx prints it (`-dump`), read from the HTML. */
function dump(browser: 'w3m' | 'lynx', html: string): string {
  const args = browser === 'w3m' ? ['-dump', '-T', 'text/html', '-cols', WIDTH, '-O', 'UTF-8'] : ['-dump', '-stdin', '-force_html', '-nolist', `-width=${WIDTH}`, '-display_charset=utf-8', '-assume_charset=utf-8'];
  return execFileSync(browser, args, { input: html, encoding: 'utf8' });
}

/** Every line of a dump, trimmed, without the empty ones. */
const linesOf = (textDump: string) => textDump.split('\n').map((line) => line.trim()).filter(Boolean);

/**
 * A forward proxy for lynx: this machine's resolver knows no `{country}.localhost` name (Chromium maps them itself),
 * so lynx asks the proxy (`http_proxy`), which hands each request to the shop with its Host header.
 */
async function startProxy(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/');
    const upstream = http.request({ host: '127.0.0.1', port: PORT, path: `${target.pathname}${target.search}`, method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('lynx adds a product with a listing card\'s quick add, and the cart then holds it', async () => {
  // The first card in stock of a category page: its quick add is a form of its own, its button inside it.
  const category = '/elektricke-naradie/';
  const html = (await rawRequest(PORT, { path: category, headers: { host: `sk.localhost:${PORT}`, 'user-agent': 'Lynx/2.9.0dev.12 libwww-FM/2.14' } })).body;
  expect(submitControlsOutsideForms(html)).toEqual([]);
  const card = html.split('<article class="card">').slice(1).find((part) => part.includes('class="add-to-cart"'));
  const name = /<h3 class="card__title">([^<]+)<\/h3>/.exec(card ?? '')?.[1] ?? '';
  const brand = /<p class="card__brand">([^<]+)<\/p>/.exec(card ?? '')?.[1] ?? '';
  // Lynx searches for what it types: the name from the brand on ("Hexacraft ID 12"), in plain letters.
  const typed = name.slice(name.indexOf(brand));
  expect(typed).toMatch(/^[\w .-]+$/);

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lynx-'));
  const proxy = await startProxy();
  try {
    const jar = path.join(folder, 'cookies');
    const config = path.join(folder, 'lynx.cfg');
    fs.writeFileSync(config, 'INCLUDE:/etc/lynx/lynx.cfg\nACCEPT_ALL_COOKIES:TRUE\nPERSISTENT_COOKIES:TRUE\n');
    // Search for the card's name (its link), go to the next control (the card's quick add), press it, quit.
    const keys = ['/', ...typed, '^J', 'Down Arrow', '^J', 'q', 'y'];
    const script = path.join(folder, 'keys');
    fs.writeFileSync(script, keys.map((key) => `key ${key === ' ' ? '<space>' : key}`).join('\n'));
    // Run apart from this process: the proxy that serves lynx lives in it.
    const lynx = async (args: string[]) => (await promisify(execFile)('lynx', [`-cfg=${config}`, `-cookie_file=${jar}`, `-cookie_save_file=${jar}`, ...args], {
      encoding: 'utf8', env: { ...process.env, http_proxy: proxy.url, TERM: 'vt100' }, timeout: 20_000,
    })).stdout;
    await lynx(['-nopause', `-cmd_script=${script}`, storeUrl('SK', category)]);
    const cart = linesOf(await lynx(['-dump', '-nolist', `-width=${WIDTH}`, '-display_charset=utf-8', storeUrl('SK', '/checkout/cart')]));
    expect(cart).toContain(name);
    expect(cart).toContain(text(sk.cart, 'items', { count: 1 }));
  } finally {
    await proxy.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

/** The page's document as the browser without script got it. */
const htmlOf = (page: Page) => page.content();

test('the cart link, the language switcher and a listing read in order in w3m and lynx, with nothing a button hides', async ({ page }) => {
  await page.goto(storeUrl('SK', '/elektricke-naradie/'));
  const listing = await htmlOf(page);
  for (const browser of ['w3m', 'lynx'] as const) {
    const lines = linesOf(dump(browser, listing));
    // The cart link: its label and the number once ("Košík (0)"), never the number beside its words.
    expect(lines.join('\n'), browser).toContain(`${text(sk.common, 'header.cart')} (0)`);
    expect(lines.join('\n'), browser).not.toContain(text(sk.common, 'header.cartEmpty'));
    expect(lines.join('\n'), browser).toContain(`${text(sk.common, 'header.login')} ${text(sk.common, 'header.cart')} (0)`);
    // A card's quick add prints its label only, no SKU.
    expect(lines.join('\n'), browser).not.toMatch(/\(EX\d+\)/);
    expect(lines.filter((line) => line.includes(text(sk.common, 'cartForm.addToCart'))).length, browser).toBeGreaterThan(3);
  }
  await page.goto(storeUrl('CH', '/fr'));
  const switcher = await htmlOf(page);
  expect(linesOf(dump('w3m', switcher))).toContain('[DE] [FR] [IT]');
  expect(linesOf(dump('lynx', switcher)).join('\n')).toMatch(/DE FR IT/);
});

test('the checkout reads in order in w3m and lynx: summary lines apart, addresses line by line, no hidden button first, no button value', async ({ page }) => {
  await page.goto(storeUrl('SK', '/p-10000024/'));
  await page.locator('form.add-to-cart').first().getByRole('button', { name: text(sk.common, 'cartForm.addToCart') }).click();
  await expect(page).toHaveURL(/cartAdded=/);
  await page.goto(storeUrl('SK', '/checkout/addresses'));
  const addresses = await htmlOf(page);
  expect(submitControlsOutsideForms(addresses)).toEqual([]);
  for (const browser of ['w3m', 'lynx'] as const) {
    const lines = linesOf(dump(browser, addresses));
    const heading = lines.indexOf(text(sk.checkout, 'addresses.title'));
    const submit = lines.findIndex((line) => line.includes(text(sk.checkout, 'addresses.submit')));
    // "Continue to payment" once, after the form's fields, not before them.
    expect(heading, browser).toBeGreaterThan(-1);
    expect(submit, browser).toBeGreaterThan(lines.findIndex((line) => line.includes(text(sk.checkout, 'addresses.shippingTitle'))));
    expect(lines.filter((line) => line.includes(text(sk.checkout, 'addresses.submit'))), browser).toHaveLength(1);
    expect(lines.join('\n'), browser).not.toContain('(save-addresses)');
  }

  await page.locator('form.checkout-form').getByLabel(text(sk.account, 'fields.email'), { exact: true }).fill(`text-${Date.now()}@example.com`);
  await fillBilling(page, sk, BRATISLAVA);
  await page.locator('form.checkout-form button.checkout-submit').click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  const payment = await htmlOf(page);
  expect(submitControlsOutsideForms(payment)).toEqual([]);
  const address = [`${BRATISLAVA.firstName} ${BRATISLAVA.lastName}`, `${BRATISLAVA.streetName} ${BRATISLAVA.streetNumber}`, `${BRATISLAVA.postalCode} ${BRATISLAVA.city}`];
  for (const browser of ['w3m', 'lynx'] as const) {
    const lines = linesOf(dump(browser, payment));
    // Each address line on its own line, in order.
    const first = lines.indexOf(address[0]);
    expect(first, browser).toBeGreaterThan(-1);
    expect(lines.slice(first, first + 3), browser).toEqual(address);
    // A summary line: quantity and name, a dash, the amount.
    expect(lines.join('\n'), browser).toMatch(/1 × [^\n]+ – \d+,\d{2} €/);
    expect(lines.join('\n'), browser).not.toContain('(pay)');
  }
});
