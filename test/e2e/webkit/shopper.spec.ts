/**
 * The third engine (decisions 168, 170): Debian's WebKitGTK through its classic WebDriver (./webdriver.ts), JS on,
 * over plain http as `npm start` serves it: WebKit sends no `Secure` cookie back there (decision 144).
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../server/commerce-backend/seed/data/customers';
import { storeUrl } from '../helpers';
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
