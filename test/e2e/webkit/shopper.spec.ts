/**
 * The third engine (decisions 168, 170): Debian's WebKitGTK through its classic WebDriver (./webdriver.ts), JS on,
 * over plain http as `npm start` serves it: WebKit sends no `Secure` cookie back there (decision 144).
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../server/commerce-backend/seed/data/customers';
import { BRATISLAVA, sk, text } from '../checkout-helpers';
import { storeRequest, storeUrl } from '../helpers';
import { Session } from './webdriver';

/** Reads until `ok`, one WebDriver command at a time (WebKitWebDriver can leave a concurrent one unanswered). While
 * WebKit is between pages a command may fail: its reason is read as "not there yet". */
async function until<T>(read: () => Promise<T>, ok: (value: T | string) => boolean): Promise<T | string> {
  const end = Date.now() + 30_000;
  for (;;) {
    const value = await read().catch((error: Error) => error.message);
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// As on an iPhone that has been to the shop before: the service worker controls the page.
test('the language switch lands on the new language, through the service worker', async () => {
  const store = storeUrl('BE', '');
  const browser = await Session.start();
  try {
    await browser.goto(`${store}/`);
    const active = 'return navigator.serviceWorker.ready.then(function(r){return !!r.active})';
    expect(await until(() => browser.evaluate<boolean>(active), (value) => value === true)).toBe(true);
    await browser.goto(`${store}/`);
    const controlled = 'return !!navigator.serviceWorker.controller';
    expect(await until(() => browser.evaluate<boolean>(controlled), (value) => value === true)).toBe(true);
    expect(await browser.evaluate<string>('return document.documentElement.lang')).toBe('nl');

    await (await browser.find('form.lang-switch input[value="FR"]')).click();
    const landed = async () => `${await browser.url()} ${await browser.evaluate<string>('return document.documentElement.lang')}`;
    expect(await until(landed, (value) => value === `${store}/fr fr`)).toBe(`${store}/fr fr`);
  } finally {
    await browser.close();
  }
});

/** Types each value into the field the selector names. */
async function fill(browser: Session, fields: Record<string, string>) {
  for (const [selector, value] of Object.entries(fields)) await (await browser.find(selector)).type(value);
}

// The whole purchase with JS on: the add answers in the cart sidebar, the card is paid on the provider's page and the
// way back lands on the thank-you page, with the guest's cart and checkout kept by a session cookie sent over http.
test('a guest adds to the cart, pays by card on the provider\'s page and reaches the thank-you page', async () => {
  test.setTimeout(120_000);
  const store = storeUrl('SK', '');
  const browser = await Session.start();
  const textOf = (css: string) => `return (document.querySelector(${JSON.stringify(css)}) || {}).textContent || ''`;
  try {
    await browser.goto(`${store}/p-10000024/`);
    const hydrated = 'return !!document.querySelector(\'form.add-to-cart input[name="js"]\')';
    expect(await until(() => browser.evaluate<boolean>(hydrated), (value) => value === true)).toBe(true);
    const product = (await browser.evaluate<string>(textOf('h1'))).trim();
    await (await browser.find('form.add-to-cart button[type="submit"]')).click();
    const added = text(sk.cart, 'sidebar.added', { quantity: 1, name: product });
    expect(await until(() => browser.evaluate<string>(textOf('[role="dialog"] [role="status"]')), (value) => value === added)).toBe(added);

    await browser.goto(`${store}/checkout/addresses`);
    // Sent empty first: the first failed field has the focus, and its label is in view (WebKit alone scrolls a
    // focused field just to the window's edge).
    await (await browser.find('form.checkout-form button.checkout-submit')).click();
    const labelInView = `const field = document.activeElement; const label = field && field.labels && field.labels[0];
      if (!label || field.getAttribute('aria-invalid') !== 'true') return 'no failed field focused';
      const top = label.getBoundingClientRect().top; return top >= 0 && field.getBoundingClientRect().bottom <= innerHeight ? field.name : 'out of view: ' + top;`;
    expect(await until(() => browser.evaluate<string>(labelInView), (value) => value === 'email')).toBe('email');
    const billing = Object.fromEntries(Object.entries(BRATISLAVA).map(([name, value]) => [`form.checkout-form [name="billing.${name}"]`, value]));
    await fill(browser, { 'form.checkout-form [name="email"]': `webkit-${Date.now()}@example.com`, ...billing });
    await (await browser.find('form.checkout-form button.checkout-submit')).click();
    const path = 'return location.pathname';
    expect(await until(() => browser.evaluate<string>(path), (value) => value === '/checkout/payment')).toBe('/checkout/payment');

    await (await browser.find('#method-scheme')).click();
    await (await browser.find('main form button[type="submit"]')).click();
    const cardPage = `return !!document.querySelector('#card-number') && document.querySelector('h1, h2').textContent`;
    const heading = text(sk.paymentPages, 'card.heading');
    expect(await until(() => browser.evaluate<string | false>(cardPage), (value) => value === heading)).toBe(heading);
    await fill(browser, { '#card-number': '4111 1111 1111 1111', '#card-expiry': '03/30', '#card-securityCode': '737', '#card-holderName': 'Jana Testerová' });
    await (await browser.find('button[name="intent"][value="pay"]')).click();

    const thanks = text(sk.checkout, 'thankYou.title');
    expect(await until(() => browser.evaluate<string>(textOf('main h1')), (value) => value === thanks)).toBe(thanks);
    const main = await browser.evaluate<string>(textOf('main'));
    expect(main).toContain(text(sk.checkout, 'thankYou.status.paid'));
    expect(main).toContain(product);
  } finally {
    await browser.close();
  }
});

// WebKitGTK's locale data writes these stores' figures differently from the server's ("7.179,00 €" for "7179,00 €" in
// it-IT, "kr 7 489,00" for "7 489,00 kr" in nb-NO): the page keeps the server's figures through hydration (decision 172).
test('prices keep the server\'s writing through hydration where WebKit\'s locale data differs', async ({ request }) => {
  const browser = await Session.start();
  const price = '#buy-box [data-testid="price"]';
  try {
    for (const country of ['IT', 'NO', 'HU', 'CH']) {
      // The product's canonical address (the short one redirects there), then its page as served.
      const canonical = (await storeRequest(request, country, '/p-10000277/')).headers().location ?? '/p-10000277/';
      const html = await (await storeRequest(request, country, canonical)).text();
      const served = /data-testid="price">([^<]+)</.exec(html)?.[1].replace(/&#x27;|&#39;/g, "'");
      expect(served, country).toBeTruthy();
      await browser.goto(storeUrl(country, canonical));
      const hydrated = 'return !!document.querySelector(\'#buy-box form.add-to-cart input[name="js"]\')';
      expect(await until(() => browser.evaluate<boolean>(hydrated), (value) => value === true)).toBe(true);
      expect(`${country} ${await browser.evaluate<string>(`return document.querySelector(${JSON.stringify(price)}).textContent`)}`).toBe(`${country} ${served}`);
    }
  } finally {
    await browser.close();
  }
});

test('a customer stays signed in from page to page, and signs out', async () => {
  const store = storeUrl('SK', '');
  const browser = await Session.start();
  const signedIn = 'return !!document.querySelector(\'header form[action="/log-out"]\')';
  try {
    await browser.goto(`${store}/login`);
    await (await browser.find('#login-email')).type('demo.base@example.com');
    await (await browser.find('#login-password')).type(DEMO_PASSWORD);
    await (await browser.find('#login button[type="submit"]')).click();
    expect(await until(() => browser.evaluate<boolean>(signedIn), (value) => value === true)).toBe(true);
    await browser.goto(`${store}/p-10000024/`);
    expect(await browser.evaluate<boolean>(signedIn)).toBe(true);

    await (await browser.find('header details:has(form[action="/log-out"]) > summary')).click();
    await (await browser.find('header form[action="/log-out"] button')).click();
    expect(await until(() => browser.evaluate<boolean>(signedIn), (value) => value === false)).toBe(false);
  } finally {
    await browser.close();
  }
});
