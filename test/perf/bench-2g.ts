/**
 * `npm run bench:2g`: issue 26's measuring instrument, a no-JS purchase on 2G. Starts the production storefront
 * (`build/node/index.js`, after `npm run build`) on its own ports and data folder, as `npm run bench` does, then
 * drives Chromium with JavaScript off, as a 360 × 740 phone (device pixel ratio 2, a mobile user agent), the network
 * emulated as WebPageTest's 2G through CDP (800 ms round trip, 280 kbit/s down, 256 up), through a guest purchase: home → product page → add to cart (POST, back to
 * the product page) → cart → checkout addresses → save addresses → payment → order and pay → thank-you page.
 *
 * Per step: the time from navigation start (or from the form's click) to the load event of the page it lands on,
 * bytes on the wire (encoded bytes incl. headers, from the browser's network log), requests that went out (those
 * the cache answered counted apart; the modulepreload scripts Chromium refuses with JavaScript off not at all). Then the total and the targets (≤ 15 s, ≤ 120 KB), and what each step requested.
 * A fresh browser context per store: an empty cache and no cookies, as a shopper's first visit.
 *
 * The product is the seeded impact wrench EX10000024 (in stock and sold in every store, ships as a parcel), opened
 * at its canonical address; the payment is bank transfer, or cash on delivery where the store has no bank
 * transfer (test/perf/shoppers.ts). Before the browser, each store's home, product, cart and checkout pages are
 * asked once over plain HTTP, so the run measures a warm server and not its first renders.
 *
 * The browser is Debian's full Chromium (`/usr/bin/chromium`, `--headless=new`) started with
 * `--force-effective-connection-type=2G`, so that it tells the shop what a real phone's Chrome on 2G tells it: its
 * network quality estimator says 2G, and once the shop asked for the hint (`Accept-CH: ECT`, and `Critical-CH: ECT`,
 * which makes it retry the very first navigation with it) every request carries `ECT: 2g` (decision 109). The
 * headless shell the e2e tests use has no network quality estimator and never sends ECT, and CDP's network
 * emulation slows the link without changing the estimate: with the shell the shop would serve its full pages.
 * `--browser shell` is the no-hint mode: the shell, as Firefox, Safari, KaiOS or a Chromium whose estimator has no
 * figure yet, sends neither `ECT` nor `Save-Data` (decision 142). The warm-up asks each page as the browser will (the
 * first page without cookies, with `ECT: 2g` and without it as the first navigation goes out before the shop asked
 * for the hint, only without it for the shell; later pages with the no-script mark the first page's beacon set),
 * so the run measures warm renders of those pages.
 *
 * Targets (issue 26, issue 38 item 1), each printed PASS/FAIL; a failed one fails the run (exit code 1): home →
 * thank-you ≤ 120 KB, and ≤ 14 s with the 2G hint or ≤ 15 s without it; the first page of the first visit (home)
 * ≤ 60 KB on the wire.
 *
 * Options: --store sk (a store with checkout; several comma-separated, or `all`), --product 10000024,
 * --port 3310, --backend-port 4654, --data-dir /tmp/protools-bench-2g-data, --json FILE, --details (every request
 * of every step, not only the ones that cost bytes), --browser chromium|shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
// Installs Debian's headless shell when it is missing, as before the e2e tests.
import { CHROMIUM_PATH as HEADLESS_SHELL_PATH } from '../e2e/ensure-chromium';
import { expect, expectThankYou, fillBilling, text, textsOf, type StoreTexts } from '../e2e/checkout-helpers';
import { prepareDataDir, request, startServer, type BenchServer } from './load-server';
import { cartSession, marketCookies } from './sessions';
import { CHECKOUT_STORES, shopperOf, type Shopper } from './shoppers';
import { kb, NETWORK_2G, neverSent, picturePlaces, WireLog, type WireRequest } from './wire';

const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { values: args } = parseArgs({
  options: {
    store: { type: 'string', default: 'sk' },
    product: { type: 'string', default: '10000024' },
    port: { type: 'string', default: '3310' },
    'backend-port': { type: 'string', default: '4654' },
    'data-dir': { type: 'string', default: '/tmp/protools-bench-2g-data' },
    json: { type: 'string' },
    details: { type: 'boolean', default: false },
    browser: { type: 'string', default: 'chromium' },
  },
});

/**
 * Debian's full Chromium, as a phone's Chrome tells its connection type (see above); or the headless shell, which
 * sends no hint. Each with its time target for the whole purchase.
 */
const BROWSERS = {
  chromium: { path: '/usr/bin/chromium', args: ['--headless=new', '--force-effective-connection-type=2G'], hints: { ect: '2g' } as Record<string, string>, mode: 'ECT: 2g', targetMs: 14_000 },
  shell: { path: HEADLESS_SHELL_PATH, args: [], hints: {} as Record<string, string>, mode: 'no hint', targetMs: 15_000 },
};
if (!(args.browser in BROWSERS)) throw new Error(`--browser ${args.browser}: chromium or shell`);
const BROWSER = BROWSERS[args.browser as keyof typeof BROWSERS];

const VIEWPORT = { width: 360, height: 740 };
// A low-end Android phone's Chrome: no "HeadlessChrome", which the shop (isbot) would take for a crawler.
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const TARGET_BYTES = 120 * 1024;
/** The first page of a first visit, on the wire: what a shopper pays before knowing the shop (issue 38 item 1). */
const FIRST_PAGE_TARGET_BYTES = 60 * 1024;
/** The mark the first page's `<noscript>` beacon sets in a browser without JavaScript (decisions 004, 115, 142). */
const NO_SCRIPT_MARK = 'noscript=1';
// A step on 2G takes seconds; a broken step should fail, not hang.
const STEP_TIMEOUT = 120_000;

interface StepResult {
  step: string;
  url: string;
  ms: number;
  bytes: number;
  requests: number;
  cached: number;
  detail: WireRequest[];
}

/** Where a product number's page lives: `/p-{digits}/` redirects to the canonical address. */
async function canonicalProductPath(server: BenchServer, host: string, digits: string): Promise<string> {
  let pathName = `/p-${digits}/`;
  for (let hop = 0; hop < 5; hop += 1) {
    const answer = await request(server.port, host, pathName);
    if (answer.status === 200) return pathName;
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || !location) throw new Error(`${pathName} answered ${answer.status}`);
    pathName = new URL(location, `http://${host}`).pathname;
  }
  throw new Error(`/p-${digits}/ redirects more than 5 times`);
}

/** The store's pages once over plain HTTP, a cart and its checkout pages too: the run measures a warm server. */
async function warm(server: BenchServer, host: string, productPath: string) {
  // The first navigation goes out without the hint (Chromium retries it with the hint once the shop asked): both.
  const firstTry = Object.keys(BROWSER.hints).length > 0 ? [{}] : [];
  for (const headers of [...firstTry, BROWSER.hints]) {
    for (const pathName of ['/', '/']) await request(server.port, host, pathName, { headers });
  }
  // Every later page carries the no-script mark: a page of its own in the shared-document cache.
  for (const pathName of [productPath, productPath]) await request(server.port, host, pathName, { headers: { ...BROWSER.hints, cookie: NO_SCRIPT_MARK } });
  const sku = `EX${args.product}`;
  const jar = await cartSession(server, host, await marketCookies(server, host), sku);
  for (const pathName of ['/checkout/cart', '/checkout/addresses']) {
    const answer = await request(server.port, host, pathName, { headers: { ...BROWSER.hints, cookie: `${jar.header()}; ${NO_SCRIPT_MARK}` } });
    if (answer.status !== 200) throw new Error(`warming ${pathName} answered ${answer.status}`);
  }
}

/** A step: what the browser does (a navigation or a form's click) timed until the landing page's load event. */
async function measure(page: Page, wire: WireLog, step: string, act: () => Promise<unknown>): Promise<StepResult> {
  wire.take(); // whatever came after the previous step settled (nothing, normally) is not this step's
  const loaded = page.waitForEvent('load', { timeout: STEP_TIMEOUT });
  const started = performance.now();
  await act();
  await loaded;
  const ms = Math.round(performance.now() - started);
  // Pictures may still come after the load event: they are this step's bytes, not its time.
  await wire.settle();
  const places = await picturePlaces(page, VIEWPORT.height);
  const detail = wire.take().map((request) => ({ ...request, place: places.get(request.url) }));
  const onWire = detail.filter((request) => !request.cached && !neverSent(request));
  const cached = detail.filter((request) => request.cached).length;
  return { step, url: page.url(), ms, bytes: detail.reduce((sum, request) => sum + request.bytes, 0), requests: onWire.length, cached, detail };
}

async function purchase(browser: Browser, server: BenchServer, store: string): Promise<StepResult[]> {
  const shopper: Shopper = shopperOf(store);
  const t: StoreTexts = textsOf(shopper.language);
  const host = `${store}.localhost:${server.port}`;
  const origin = `http://${host}`;
  const productPath = await canonicalProductPath(server, host, args.product);
  await warm(server, host, productPath);
  console.log(`\n${shopper.country}: product ${productPath}, payment ${shopper.payment}`);

  const context = await browser.newContext({
    javaScriptEnabled: false, viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: MOBILE_UA, serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    const cdp = await context.newCDPSession(page);
    const wire = new WireLog(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK_2G);
    const goto = (pathName: string) => () => page.goto(`${origin}${pathName}`, { waitUntil: 'commit' });
    const steps: StepResult[] = [];

    steps.push(await measure(page, wire, 'home', goto('/')));
    // A first page waits for all its data, up to each section's deadline; a home past it has no product groups
    // and weighs less than a shopper's: say so, the run's home is not the usual one.
    const productLinks = await page.locator('a').evaluateAll((links) => links.filter((link) => /-\d{8}\/$/.test((link as HTMLAnchorElement).pathname)).length);
    if (productLinks === 0) console.warn(`${shopper.country}: WARNING the home page came without product links (its deferred sections gave up): not a representative home`);
    steps.push(await measure(page, wire, 'product page', goto(productPath)));
    const addToCart = page.locator('form.add-to-cart').first().getByRole('button', { name: text(t.common, 'cartForm.addToCart') });
    steps.push(await measure(page, wire, 'add to cart (POST, back to the product page)', () => addToCart.click()));
    await expect(page).toHaveURL(/cartAdded=/);
    steps.push(await measure(page, wire, 'cart', goto('/checkout/cart')));
    steps.push(await measure(page, wire, 'checkout addresses', goto('/checkout/addresses')));
    await expect(page.getByRole('heading', { level: 1, name: text(t.checkout, 'addresses.title') })).toBeVisible();

    await page.locator('form.checkout-form').getByLabel(text(t.account, 'fields.email'), { exact: true }).fill(`bench-2g-${store}-${Date.now()}@example.com`);
    await fillBilling(page, t, shopper.address);
    steps.push(await measure(page, wire, 'save addresses → payment', () => page.locator('form.checkout-form button.checkout-submit').click()));
    await expect(page, 'the addresses were refused (see the page)').toHaveURL(/\/checkout\/payment$/);

    await page.getByRole('radio', { name: text(t.checkout, `methods.${shopper.payment}`), exact: true }).check();
    const pay = page.getByRole('button', { name: text(t.checkout, 'payment.submit') });
    steps.push(await measure(page, wire, 'order and pay → thank-you', () => pay.click()));
    const order = await expectThankYou(page, shopper.payment === 'bank-transfer' ? 'in-progress' : 'on-delivery', t);
    console.log(`${shopper.country}: order ${order} placed`);
    return steps;
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printTable(store: string, steps: StepResult[]) {
  const total = { ms: sum(steps, 'ms'), bytes: sum(steps, 'bytes'), requests: sum(steps, 'requests'), cached: sum(steps, 'cached') };
  const requests = (n: number, cached: number) => `${n}${cached ? ` (+${cached} from cache)` : ''}`;
  console.log(`\n${store.toUpperCase()}, ${BROWSER.mode}, no JavaScript, 360 px, 2G (800 ms RTT, 280/256 kbit/s):`);
  console.log('| step | time | bytes | requests |');
  console.log('|---|---|---|---|');
  for (const step of steps) console.log(`| ${step.step} | ${seconds(step.ms)} | ${kb(step.bytes)} | ${requests(step.requests, step.cached)} |`);
  console.log(`| **home → thank-you** | **${seconds(total.ms)}** | **${kb(total.bytes)}** | **${requests(total.requests, total.cached)}** |`);
  const name = `${store.toUpperCase()} (${BROWSER.mode})`;
  const targets = [
    { name: `${name}: home → thank-you ≤ ${BROWSER.targetMs / 1000} s`, measured: seconds(total.ms), pass: total.ms <= BROWSER.targetMs },
    { name: `${name}: home → thank-you ≤ ${TARGET_BYTES / 1024} KB`, measured: kb(total.bytes), pass: total.bytes <= TARGET_BYTES },
    { name: `${name}: first page (home) ≤ ${FIRST_PAGE_TARGET_BYTES / 1024} KB`, measured: kb(steps[0].bytes), pass: steps[0].bytes <= FIRST_PAGE_TARGET_BYTES },
  ];
  return { total, targets };
}

function sum<K extends 'ms' | 'bytes' | 'requests' | 'cached'>(steps: StepResult[], key: K) {
  return steps.reduce((total, step) => total + step[key], 0);
}

/** What each step asked for, largest first: the input for choosing what a step need not load. */
function printRequests(store: string, steps: StepResult[]) {
  console.log(`\n${store.toUpperCase()}: requests per step (bytes on the wire, sent at / lasted, from the step's first request; pictures with their place on a 360 × 740 screen)`);
  for (const step of steps) {
    console.log(`- ${step.step} (${new URL(step.url).pathname}):`);
    const first = Math.min(...step.detail.map((request) => request.sentAt));
    const shown = args.details ? step.detail : step.detail.filter((request) => !request.cached && !neverSent(request));
    for (const request of [...shown].sort((a, b) => b.bytes - a.bytes)) {
      const url = new URL(request.url);
      const notes = [request.method !== 'GET' ? request.method : '', request.status ? String(request.status) : '', request.cached ? 'cache' : '', request.place ?? '', request.failed ?? ''].filter(Boolean);
      const when = `${seconds((request.sentAt - first) * 1000)} +${seconds(request.ms ?? 0)}`;
      console.log(`  ${kb(request.bytes).padStart(9)}  ${when.padEnd(13)} ${request.type.padEnd(10)} ${url.pathname}${url.search}${notes.length ? `  [${notes.join(', ')}]` : ''}`);
    }
    const refused = step.detail.filter(neverSent);
    if (args.details) continue;
    if (step.cached) console.log(`  (${step.cached} more from the browser's cache)`);
    if (refused.length) console.log(`  (${refused.length} more refused before sending: ${[...new Set(refused.map((request) => request.type))].join(', ')} with JavaScript off)`);
  }
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'build/node/index.js'))) throw new Error('No production build: run `npm run build` first.');
  const stores = args.store === 'all' ? CHECKOUT_STORES : args.store.split(',').map((store) => store.trim().toLowerCase());
  for (const store of stores) shopperOf(store); // a catalogue-only store fails before anything starts
  const dataDir = path.resolve(args['data-dir']);
  console.log(`data: ${dataDir} (${prepareDataDir(repoRoot, dataDir)})`);
  const server = await startServer({ repoRoot, port: Number(args.port), backendPort: Number(args['backend-port']), dataDir });
  const browser = await chromium.launch({
    executablePath: BROWSER.path,
    // As playwright.config.ts, and every store host to the loopback address the server listens on.
    args: [...BROWSER.args, '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
  console.log(`browser: ${BROWSER.path} ${BROWSER.args.join(' ')}`.trim());
  const report: Record<string, unknown> = { browser: args.browser, mode: BROWSER.mode, network: NETWORK_2G, viewport: VIEWPORT, deviceScaleFactor: 2, userAgent: MOBILE_UA, product: args.product, stores: {} };
  const targets: Array<{ name: string; measured: string; pass: boolean }> = [];
  try {
    for (const store of stores) {
      const steps = await purchase(browser, server, store);
      printRequests(store, steps);
      const result = printTable(store, steps);
      targets.push(...result.targets);
      (report.stores as Record<string, unknown>)[store] = { steps, total: result.total };
    }
  } finally {
    if (targets.length) {
      console.log('\nTargets (issue 26, issue 38 item 1):');
      for (const target of targets) console.log(`${target.pass ? 'PASS' : 'FAIL'}  ${target.name}: ${target.measured}`);
    }
    // A missed target fails the run: the figures are the bench's verdict, not a remark.
    if (targets.some((target) => !target.pass)) process.exitCode = 1;
    if (args.json) fs.writeFileSync(args.json, JSON.stringify({ ...report, targets }, null, 2));
    console.log(`storefront log: ${server.logFile}`);
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
