/**
 * `npm run check:webkit` (decision 168): the language switch of a BE store in Debian's WebKitGTK, with the shop's
 * service worker controlling the page, against a running shop (`npm start`; SHOP_PORT, default 3000). Exits 1 when
 * the switch does not land on `/fr` in French.
 */
import { Session } from './webdriver';

const base = `http://be.localhost:${process.env.SHOP_PORT ?? 3000}`;

async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const browser = await Session.start();
try {
  await browser.goto(`${base}/`);
  await until('the worker is active', () => browser.evaluate<boolean>('return navigator.serviceWorker.ready.then(function(r){return !!r.active})'), Boolean);
  await browser.goto(`${base}/`);
  await until('the worker controls the page', () => browser.evaluate<boolean>('return !!navigator.serviceWorker.controller'), Boolean);
  await (await browser.find('form.lang-switch input[value="FR"]')).click();
  // While WebKit is between pages a command may fail: that is read as "not there yet", with the reason.
  const landed = () => Promise.all([browser.url(), browser.evaluate<string>('return document.documentElement.lang')]).catch((error: Error) => [error.message, '']);
  await until('the language switch', landed, ([url, lang]) => url === `${base}/fr` && lang === 'fr');
  console.log('WebKit: the language switch through the service worker lands on /fr in French');
} catch (error) {
  console.error(`WebKit: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await browser.close();
}
