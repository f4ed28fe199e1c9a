/**
 * The third engine (decisions 168, 170): Debian's WebKitGTK through its classic WebDriver (./webdriver.ts), with the
 * shop's service worker controlling the page, as on an iPhone that has been to the shop before.
 */
import { expect, test } from '@playwright/test';
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

test('the language switch lands on the new language, through the service worker', async ({ baseURL }) => {
  const store = `http://be.localhost:${new URL(baseURL ?? '').port}`;
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
