/**
 * Issue 8 against the production server: every reproduction of the attack report answers 4xx or a page,
 * fast, and leaves the shop healthy; security headers with a nonce every inline script carries; Secure
 * cookies; log-out without JavaScript; rate limits and the Origin rule behind a proxy (a second shop
 * process, configured as production behind a proxy, on the same embedded backend).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { PORT, storeUrl } from './helpers';
import { rawRequest, startNode, stop, waitFor, type RawAnswer } from './servers';
import { backendApi } from './backend-api';

const SK = `sk.localhost:${PORT}`;
const ADD_TO_CART = 'Pridať do košíka';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const send = (options: Parameters<typeof rawRequest>[1]) => rawRequest(PORT, { ...options, headers: { host: SK, ...options.headers } });
const consentHash = (target: string) => Buffer.from(JSON.stringify({ redirect_to: target })).toString('base64');

async function expectHealthy() {
  const ready = await rawRequest(PORT, { path: '/readyz', headers: { host: SK } });
  expect(ready.status).toBe(200);
  const home = await send({ path: '/' });
  expect(home.status).toBe(200);
}

test.describe('the attack report, replayed (issue 8)', () => {
  test.beforeEach(() => test.skip(!jsOn(), 'plain HTTP: once is enough'));

  const refused: [string, Parameters<typeof rawRequest>[1], number][] = [
    ['a list index of a million (froze the server for 20 s)', { method: 'POST', path: '/checkout/cart', headers: FORM, body: 'intent=add-to-cart&sku=EX10000034&open[1000000]=cart' }, 400],
    ['a list index of ten million (never recovered)', { method: 'POST', path: '/checkout/cart', headers: FORM, body: 'intent=add-to-cart&sku=EX10000034&open[9999999]=cart' }, 400],
    ['a 2,000-level field name (stack overflow)', { method: 'POST', path: '/checkout/cart', headers: FORM, body: `a${'.b'.repeat(2000)}=1` }, 400],
    ['open[0] × 5,000 (stack overflow)', { method: 'POST', path: '/checkout/cart', headers: FORM, body: Array.from({ length: 5000 }, () => 'open[0]=cart').join('&') }, 413],
    ['a 20 MB form', { method: 'POST', path: '/checkout/cart', headers: FORM, body: Buffer.alloc(20_000_000, 'a') }, 413],
    ['a 10 MB JSON body', { method: 'POST', path: '/checkout/cart', headers: { 'content-type': 'application/json' }, body: Buffer.alloc(10_000_000, 'a') }, 400],
    ['set-language without a body', { method: 'POST', path: '/set-language' }, 400],
    ['set-language as JSON', { method: 'POST', path: '/set-language', headers: { 'content-type': 'application/json' }, body: '{"language":"sk"}' }, 400],
    ['set-language as text/plain', { method: 'POST', path: '/set-language', headers: { 'content-type': 'text/plain' }, body: 'language=sk' }, 400],
    ['set-language as multipart', { method: 'POST', path: '/set-language', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x\r\nContent-Disposition: form-data; name="language"\r\n\r\nsk\r\n--x--\r\n' }, 400],
    ['set-language with a language the store lacks', { method: 'POST', path: '/set-language', headers: FORM, body: 'language=xx' }, 400],
    ['a POST from another site', { method: 'POST', path: '/set-language', headers: { ...FORM, origin: 'http://evil.example' }, body: 'language=sk' }, 403],
    ['a POST with Origin: null', { method: 'POST', path: '/checkout/cart', headers: { ...FORM, origin: 'null' }, body: 'intent=remove-line&lineId=x' }, 403],
    ['TRACE', { method: 'TRACE', path: '/' }, 405],
    ['DELETE', { method: 'DELETE', path: '/checkout/cart' }, 405],
    ['GET *', { path: '*' }, 400],
    ['Host with port 99999', { path: '/', headers: { host: 'sk.localhost:99999' } }, 400],
  ];
  for (const [name, request, status] of refused) {
    test(`${name} → ${status}, under a second`, async () => {
      // Every try answers the status; the time is the best of up to three, as a benchmark takes it: on two cores the
      // rest of the suite can hold this client or the shop for a moment, while a shop that parses what it should
      // refuse is slow every time.
      const times: number[] = [];
      for (let attempt = 0; attempt < 3 && !times.some((ms) => ms < 1000); attempt += 1) {
        const answer = await send(request);
        expect(answer.status).toBe(status);
        times.push(answer.ms);
      }
      expect(Math.min(...times)).toBeLessThan(1000);
    });
  }

  test('after all of them the shop is healthy', async () => {
    await Promise.all(refused.map(([, request]) => send(request)));
    await expectHealthy();
  });

  test('the consent link never leaves the shop, and never answers 500', async () => {
    for (const target of ['/\t/evil.example/phish', '//evil.example', '/\\evil.example', '/a\nb', '/a\r\nSet-Cookie: x=1', '/a\u0000b', '/ľudia/']) {
      const answer = await send({ path: `/exConsents/confirm?hash=${encodeURIComponent(consentHash(target))}` });
      expect(answer.status, target).toBe(302);
      expect(answer.headers.location, target).toMatch(/^\/(?:%C4%BEudia\/)?$/);
    }
  });

  test('a foreign Host is never echoed into absolute URLs', async () => {
    const foreign = { host: 'evil.example' };
    const home = await send({ path: '/', headers: foreign });
    expect(home.status).toBe(200);
    const robots = await send({ path: '/robots.txt', headers: foreign });
    const sitemap = await send({ path: '/sitemaps/sk.xml', headers: foreign });
    const product = /href="(\/[a-z0-9-]+-\d{8}\/)"/.exec(home.body)?.[1];
    const productPage = await send({ path: product ?? '/', headers: { ...foreign, 'user-agent': 'Googlebot/2.1' } });
    for (const answer of [home, robots, sitemap, productPage]) expect(answer.body).not.toContain('evil.example');
    expect(home.body).toMatch(/<link rel="canonical" href="http:\/\/sk\.localhost:\d+\/"/);
    expect(robots.body).toMatch(/Sitemap: http:\/\/sk\.localhost:\d+\/sitemap\.xml/);
  });
});

test.describe('security headers and cookies (issue 8 item 8)', () => {
  test('a product page allows only scripts with its nonce, and every inline script has it', async () => {
    test.skip(!jsOn(), 'plain HTTP: once is enough');
    const home = await send({ path: '/' });
    const product = /href="(\/[a-z0-9-]+-\d{8}\/)"/.exec(home.body)![1];
    const answer = await send({ path: product, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36' } });
    const csp = answer.headers['content-security-policy'] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const scripts = [...answer.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    const executable = scripts.filter((attributes) => !/type="application\/(?:ld\+)?json"/.test(attributes));
    expect(executable.length).toBeGreaterThan(2);
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test('the shop runs under its CSP: no violation while browsing and adding to the cart', async ({ page }) => {
    test.skip(!jsOn(), 'about scripts');
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) => console.warn(`CSP violation ${event.violatedDirective} ${event.blockedURI}`)),
    );
    await page.goto(storeUrl('SK', '/p-10000205/?toggleExtraGuarantee=false&toggleComplementaryProducts=false'));
    const form = page.locator('form.add-to-cart').first();
    await expect(form.locator('input[name="js"]')).toHaveCount(1); // hydrated
    await form.getByRole('button', { name: ADD_TO_CART }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goto(storeUrl('SK', '/checkout/cart'));
    await expect(page.locator('li.cart-line')).toHaveCount(1);
    expect(violations).toEqual([]);
  });

  // Over https (and on the production domains) the same cookies are Secure: test/integration/server/edge.test.ts (decision 144).
  test('no cookie of a plain-http answer is Secure, so every browser (WebKit, w3m, lynx) sends it back (decision 144)', async ({ page }) => {
    test.skip(jsOn(), 'a form without JavaScript sets the session cookie in its own response');
    const seen: string[] = [];
    page.on('response', async (response) => {
      // A response still arriving when the test ends has no headers to read any more.
      const cookie = await response.headerValue('set-cookie').catch(() => null);
      if (cookie) seen.push(...cookie.split('\n'));
    });
    await page.goto(storeUrl('CH', '/'));
    await page.goto(storeUrl('SK', '/p-10000205/'));
    await page.locator('form.add-to-cart').first().getByRole('button', { name: ADD_TO_CART }).click();
    await page.goto(storeUrl('CH', '/'));
    await page.locator('.lang-switch').getByRole('button', { name: 'FR', exact: true }).click();
    const names = new Set(seen.map((cookie) => cookie.split('=')[0]));
    for (const name of ['__session', 'noscript', 'locale', 'last_seen_sk-SK']) expect(names, `${name} was set`).toContain(name);
    for (const cookie of seen) expect(cookie).not.toMatch(/;\s*Secure/i);
    const stored = await page.context().cookies();
    expect(stored.filter((cookie) => cookie.secure)).toEqual([]);
  });
});

test('log-out works without JavaScript: the session cookie is written with the redirect (issue 8 item 9)', async ({ page }) => {
  test.skip(jsOn(), 'the plain form');
  // A signed-in customer (issue 10) with a cart.
  await page.goto(storeUrl('SK', '/login'));
  await page.locator('main input[name="email"]').fill('demo.base@example.com');
  await page.locator('input[name="password"]').fill('ProTools-2026');
  await page.locator('main form[method="post"] button[type="submit"]').click();
  await expect(page).toHaveURL(storeUrl('SK', '/'));
  await page.goto(storeUrl('SK', '/p-10000205/'));
  await page.locator('form.add-to-cart').first().getByRole('button', { name: ADD_TO_CART }).click();
  await page.goto(storeUrl('SK', '/checkout/cart'));
  await expect(page.locator('li.cart-line')).toHaveCount(1, { timeout: 10_000 });
  // The log-out page's button (issue 10): a plain form, sent without JavaScript.
  await page.goto(storeUrl('SK', '/log-out'));
  const answered = page.waitForResponse((response) => response.url().endsWith('/log-out'));
  await page.locator('main form[method="post"] button[type="submit"]').click();
  const answer = await answered;
  expect(answer.status()).toBe(303);
  // Among the cookies of the answer (logging out also resets the checkout's choices, spec §4).
  expect(await answer.headerValue('set-cookie')).toMatch(/(?:^|\n)__session=/);
  await page.goto(storeUrl('SK', '/checkout/cart'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('li.cart-line')).toHaveCount(0);
});

/** Another address of this machine (the server listens on all of them): a request to it is not from loopback. */
const offLoopback = Object.values(os.networkInterfaces()).flat().find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

test.describe('operator pages are the operator\'s (issue 23 item 12)', () => {
  test.beforeEach(() => test.skip(!jsOn(), 'plain HTTP: once is enough'));
  const pages = ['/__payments/', '/__payments', '/__PAYMENTS/', '/__mail', '/__mail/api/messages', '/__Mail', '/__support', '/__support/api/cases', '/__tracking', '/__tracking/api/events', '/__vat/evatrRPC?UstId_1=DE123456789&UstId_2=ATU12345678'];
  const actions: [string, string][] = [['/__payments/admin/NOSUCHPAYMENT', 'intent=refund'], ['/__payments/admin/NOSUCHPAYMENT', 'intent=pay'], ['/__payments/admin/NOSUCHPAYMENT', 'intent=refuse'], ['/__vat/vies/check-vat-number', '{"countryCode":"DE","vatNumber":"123456789"}']];
  // The simulator's pages a shopper's browser is sent to stay reachable, but take no cross-site post either.
  const shopperActions = ['/__payments/checkoutshopper/NOSUCHSESSION', '/__payments/redirect/NOSUCHTOKEN'];

  test('every /__ page and action answers this machine, and nobody else', async () => {
    expect(offLoopback, 'this machine has an address besides loopback').toBeTruthy();
    for (const path of pages) {
      const local = await send({ path });
      expect(local.status, path).toBe(200);
      expect(local.headers['x-robots-tag'], path).toBe('noindex');
      expect((await rawRequest(PORT, { path, address: offLoopback, headers: { host: SK } })).status, path).toBe(404);
    }
    for (const [path, body] of actions) {
      const answer = await rawRequest(PORT, { method: 'POST', path, body, address: offLoopback, headers: { host: SK, ...FORM } });
      expect(answer.status, path).toBe(404);
    }
    expect((await send({ method: 'POST', path: '/__payments/admin/NOSUCHPAYMENT', body: 'intent=refund', headers: { ...FORM, origin: `http://${SK}` } })).status).toBe(303);
    // What a shopper's browser reaches from anywhere: the simulator's card page (its own 404 page here), pictures.
    const shopperPage = await rawRequest(PORT, { path: shopperActions[0], address: offLoopback, headers: { host: SK } });
    expect(shopperPage.headers['content-type']).toContain('text/html');
    expect((await rawRequest(PORT, { path: '/__noscript.gif', address: offLoopback, headers: { host: SK } })).status).toBe(200);
  });

  test('a page rebound to this machine under its own name reads no mail and posts no refund (issue 37 item 4)', async () => {
    const rebound = { host: `evil.example:${PORT}` };
    expect((await rawRequest(PORT, { path: '/__mail/api/messages', headers: rebound })).status).toBe(404);
    const refund = await rawRequest(PORT, { method: 'POST', path: '/__payments/admin/NOSUCHPAYMENT', body: 'intent=refund', headers: { ...rebound, ...FORM, origin: `http://evil.example:${PORT}` } });
    expect(refund.status).toBe(404);
    // The operator's own names still answer.
    expect((await rawRequest(PORT, { path: '/__mail/api/messages', headers: { host: `localhost:${PORT}` } })).status).toBe(200);
  });

  test('no /__ action takes a post from another site, not even from this machine', async () => {
    for (const [path, body] of [...actions, ...shopperActions.map((path): [string, string] => [path, 'intent=cancel'])]) {
      for (const origin of ['https://evil.example', 'null']) {
        const answer = await send({ method: 'POST', path, body, headers: { ...FORM, origin } });
        expect(answer.status, `${path} from ${origin}`).toBe(403);
      }
      const fetched = await send({ method: 'POST', path, body, headers: { ...FORM, 'sec-fetch-site': 'cross-site' } });
      expect(fetched.status, path).toBe(403);
    }
  });
});

/** A second shop process: production behind a proxy, rate limits at their real values, on the e2e backend. */
test.describe('behind a proxy, with the real rate limits', () => {
  // One shop per project (the two projects run at once), all of this group's tests in one worker.
  test.describe.configure({ mode: 'serial' });
  let SHOP = 0;
  let shop: ChildProcess | undefined;
  let dataDir = '';
  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    test.setTimeout(150_000); // a production start (search index, warm-up) on a busy machine
    SHOP = PORT + (testInfo.project.name === 'js-on' ? 70 : 72);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hardening-shop-'));
    const backend = `http://127.0.0.1:${process.env.E2E_CT_PORT ?? '4544'}`;
    shop = startNode('shop', {
      PORT: String(SHOP), DATA_DIR: dataDir, EMBEDDED_CT_PORT: String(SHOP + 1000), RATE_LIMIT_FACTOR: '1',
      ALLOW_LOCAL_SIMULATORS: 'true', CTP_PROJECT_KEY: 'protools-local', CTP_CLIENT_ID: 'protools-local-client', CTP_CLIENT_SECRET: 'protools-local-secret',
      CTP_API_URL: backend, CTP_AUTH_URL: backend, CTP_SCOPES: 'manage_project:protools-local',
      TRUST_PROXY: 'loopback', STORE_DOMAINS: 'SK=www.protools-direct.sk,CZ=www.protools-direct.cz',
    });
    await waitFor(`http://127.0.0.1:${SHOP}/readyz`, {}, 140_000);
  });
  test.afterAll(async () => {
    await stop(shop);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const proxied = (client: string, host = 'www.protools-direct.cz') => ({ host: `127.0.0.1:${SHOP}`, 'x-forwarded-host': host, 'x-forwarded-proto': 'https', 'x-forwarded-for': client });

  test('a shopper\'s POST works when the proxy rewrites Host; a foreign Origin is refused', async () => {
    test.skip(!jsOn(), 'plain HTTP: once is enough');
    const client = jsOn() ? '203.0.113.10' : '203.0.113.11';
    const ok = await rawRequest(SHOP, { method: 'POST', path: '/set-language', body: 'language=cs', headers: { ...proxied(client), ...FORM, origin: 'https://www.protools-direct.cz' } });
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe('https://www.protools-direct.cz/');
    expect(ok.headers['strict-transport-security']).toContain('max-age=31536000');
    const foreign = await rawRequest(SHOP, { method: 'POST', path: '/set-language', body: 'language=cs', headers: { ...proxied(client), ...FORM, origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const unknownHost = await rawRequest(SHOP, { path: '/drills/', headers: proxied(client, 'evil.example') });
    expect(unknownHost.status).toBe(308);
    expect(unknownHost.headers.location).toBe('https://www.protools-direct.sk/drills/');
  });

  test('operator pages refuse whatever comes through the proxy, "127.0.0.1" in X-Forwarded-For included (issue 37 item 5)', async () => {
    test.skip(!jsOn(), 'plain HTTP: once is enough');
    const headers = proxied('203.0.113.60', 'www.protools-direct.sk');
    expect((await rawRequest(SHOP, { path: '/__payments/', headers })).status).toBe(404);
    expect((await rawRequest(SHOP, { method: 'POST', path: '/__payments/admin/NOSUCHPAYMENT', body: 'intent=refund', headers: { ...headers, ...FORM } })).status).toBe(404);
    // A client that writes "127.0.0.1" itself, the proxy appending its real address, and one that names localhost.
    expect((await rawRequest(SHOP, { path: '/__payments/', headers: proxied('127.0.0.1, 203.0.113.61', 'www.protools-direct.sk') })).status).toBe(404);
    expect((await rawRequest(SHOP, { path: '/__mail/api/messages', headers: proxied('127.0.0.1', 'localhost') })).status).toBe(404);
    // The operator on this machine, straight to the shop.
    expect((await rawRequest(SHOP, { path: '/__payments/', headers: { host: `localhost:${SHOP}` } })).status).toBe(200);
  });

  test('the 241st POST in a minute gets the translated 429 page with Retry-After and a button that sends it again', async () => {
    test.skip(!jsOn(), 'plain HTTP: once is enough');
    const headers = { ...proxied('203.0.113.20', 'www.protools-direct.sk'), ...FORM, origin: 'https://www.protools-direct.sk' };
    let last: RawAnswer | undefined;
    for (let index = 0; index < 241; index++) last = await rawRequest(SHOP, { method: 'POST', path: '/set-language', body: 'language=sk', headers });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.body).toContain('Príliš veľa požiadaviek');
    expect(last!.body).toMatch(/<input type="hidden" name="language" value="sk"\/?>/);
  });

  test('the 11th support request in an hour gets 429 with the form, the message and the input kept (issue 13)', async () => {
    test.skip(!jsOn(), 'plain HTTP: once is enough');
    const headers = { ...proxied('203.0.113.40', 'www.protools-direct.sk'), ...FORM, origin: 'https://www.protools-direct.sk' };
    const form = (index: number) => new URLSearchParams({
      reason: 'other', subreason: 'feedback', submissionId: `limit-test-${index}-${Date.now()}`, contactName: 'Robin Fletcher',
      customerEmail: 'robin@example.com', subject: `Request number ${index}`, description: 'Asking again and again.',
    }).toString();
    for (let index = 1; index <= 10; index++) {
      expect((await rawRequest(SHOP, { method: 'POST', path: '/contact?index', body: form(index), headers })).status).toBe(303);
    }
    const refused = await rawRequest(SHOP, { method: 'POST', path: '/contact?index', body: form(11), headers });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('Odoslali ste veľa požiadaviek');
    expect(refused.body).toContain('value="Request number 11"');
  });

  test('the 11th discount code in ten minutes is refused with 429, the message, and the code kept', async ({ browser }) => {
    test.setTimeout(90_000); // eleven round trips through the cart action, on a busy machine
    const client = jsOn() ? '203.0.113.30' : '203.0.113.31';
    const page = await shopperPage(browser, client);
    await page.goto(`http://sk.localhost:${SHOP}/p-10000205/`);
    const added = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.locator('form.add-to-cart').first().getByRole('button', { name: ADD_TO_CART }).click();
    await added;
    await page.goto(`http://sk.localhost:${SHOP}/checkout/cart`);
    const field = page.getByLabel('Zadajte zľavový kód');
    for (let attempt = 1; attempt <= 11; attempt++) {
      await field.fill(`GUESS${attempt}`);
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: /Uplatniť/i }).click();
      const response = await answered;
      if (attempt <= 10) expect(response.status()).not.toBe(429);
      else expect(response.status()).toBe(429);
    }
    await expect(page.getByRole('alert').filter({ hasText: 'V krátkom čase ste vyskúšali veľa kódov' }).first()).toBeVisible();
    await expect(field).toHaveValue('GUESS11');
    await page.context().close();
  });

  test("strangers' wrong passwords slow an account; its owner signs in on their own device (issue 23 item 13)", async ({ browser }) => {
    test.setTimeout(90_000);
    const owner = jsOn() ? '203.0.113.50' : '203.0.113.51';
    const email = `owner-${jsOn() ? 'on' : 'off'}-${Date.now()}@example.com`;
    // The owner's account (this shop keeps no mail inbox: STORE_DOMAINS), and a first sign-in on the owner's browser.
    await backendApi('POST', '/in-store/key=sk/customers', { email, password: 'Owner-Secret-1', firstName: 'Ida', lastName: 'Owner', stores: [{ typeId: 'store', key: 'sk' }] });
    const page = await shopperPage(browser, owner);
    await page.goto(`http://sk.localhost:${SHOP}/login`);
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="password"]').fill('Owner-Secret-1');
    await page.locator('main form[method="post"] button[type="submit"]').click();
    await expect(page).toHaveURL(`http://sk.localhost:${SHOP}/`);
    await page.goto(`http://sk.localhost:${SHOP}/log-out`);
    await page.locator('main form[method="post"] button[type="submit"]').click();
    await expect(page).toHaveURL(`http://sk.localhost:${SHOP}/`);

    const login = (client: string, password: string) => rawRequest(SHOP, {
      method: 'POST', path: '/login', body: new URLSearchParams({ email, password }).toString(),
      headers: { ...proxied(client, 'www.protools-direct.sk'), ...FORM, origin: 'https://www.protools-direct.sk' },
    });
    // Five attempts a minute: the owner's first sign-in above and four strangers' guesses.
    for (let attempt = 1; attempt <= 4; attempt++) expect((await login(`198.51.100.${attempt}`, `Guess-${attempt}`)).status).toBe(400);
    const slowed = await login('198.51.100.6', 'Guess-6');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(slowed.body).toContain('Príliš veľa pokusov pre tento účet');
    // A stranger's browser waits even with the right password; the owner's own device does not.
    expect((await login('198.51.100.7', 'Owner-Secret-1')).status).toBe(429);
    await page.goto(`http://sk.localhost:${SHOP}/login`);
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="password"]').fill('Owner-Secret-1');
    await page.locator('main form[method="post"] button[type="submit"]').click();
    await expect(page).toHaveURL(`http://sk.localhost:${SHOP}/`);
    await page.goto(`http://sk.localhost:${SHOP}/my-account`);
    await expect(page).toHaveURL(/\/my-account/);
    await page.context().close();
  });

  test('thirty shoppers behind one address each sign up, ask for a password reset and try a code (issue 23 item 14)', async () => {
    test.skip(!jsOn(), 'plain HTTP: once is enough');
    test.setTimeout(120_000);
    const headers = { ...proxied('203.0.113.60', 'www.protools-direct.sk'), ...FORM, origin: 'https://www.protools-direct.sk' };
    const post = (path: string, fields: Record<string, string>, cookie?: string) =>
      rawRequest(SHOP, { method: 'POST', path, body: new URLSearchParams(fields).toString(), headers: cookie ? { ...headers, cookie } : headers });
    for (let shopper = 1; shopper <= 30; shopper++) {
      const email = `shared-${shopper}-${Date.now()}@example.com`;
      const signedUp = await post('/create-account', { email, password: 'Shared-Secret-1', firstName: 'Ida', lastName: 'Shared', customerType: 'PRIVATE' });
      expect(signedUp.status).toBe(303);
      expect((await post('/password-reset?index', { email })).status).toBe(303);
      const added = await post('/checkout/cart', { intent: 'add-to-cart', sku: 'EX10000205', quantity: '1' });
      expect(added.status).toBe(303);
      const cookie = [added.headers['set-cookie'] ?? []].flat().map((line) => line.split(';')[0]).join('; ');
      const code = await post('/checkout/cart', { intent: 'apply-code', code: `SHARED${shopper}` }, cookie);
      expect(code.status).not.toBe(429);
    }
  });

  async function shopperPage(browser: Browser, client: string) {
    const context = await browser.newContext({
      javaScriptEnabled: jsOn(),
      extraHTTPHeaders: { 'x-forwarded-for': client },
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    });
    return context.newPage();
  }
});

test('with the commerce backend unreachable, pages answer 503 with Retry-After and a translated page, never 500', async () => {
  test.skip(!jsOn(), 'a server configuration: once is enough');
  test.setTimeout(90_000);
  const SHOP = PORT + 80;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-down-shop-'));
  const nowhere = `http://127.0.0.1:${SHOP + 2000}`; // nothing listens there
  const shop = startNode('shop', {
    PORT: String(SHOP), DATA_DIR: dataDir, EMBEDDED_CT_PORT: String(SHOP + 1000),
    ALLOW_LOCAL_SIMULATORS: 'true', CTP_PROJECT_KEY: 'down', CTP_CLIENT_ID: 'down', CTP_CLIENT_SECRET: 'down', CTP_API_URL: nowhere, CTP_AUTH_URL: nowhere,
    WEB_CONCURRENCY: '1', // one process: the 503 page does not depend on the cluster
  });
  try {
    await waitFor(`http://127.0.0.1:${SHOP}/livez`);
    for (const pathname of ['/', '/power-tools/', '/p-10000205/']) {
      const answer = await rawRequest(SHOP, { path: pathname, headers: { host: `sk.localhost:${SHOP}` } });
      expect(answer.status, pathname).toBe(503);
      expect(Number(answer.headers['retry-after']), pathname).toBeGreaterThan(0);
      expect(answer.body, pathname).toContain('Náš obchod je na chvíľu nedostupný');
    }
  } finally {
    await stop(shop);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
