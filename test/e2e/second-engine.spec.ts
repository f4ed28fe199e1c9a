import { test, type Page } from '@playwright/test';
import { storeUrl } from './helpers';
import { addWrench, chooseAndPay, expect, expectThankYou, fillAddresses, openAddresses, payByCard, sk, text, textsOf } from './checkout-helpers';

/**
 * Issue 38 item 4 (decision 144): the shop in a second engine, Debian's Firefox ESR driven through WebDriver BiDi
 * (the `firefox` project of playwright.config.ts), with JavaScript on and the service worker allowed: a purchase, the
 * language switch and sign-in. Nothing may reach the console as an error, nor go unhandled, on any page of it
 * (decision 162: document navigations leave no single-fetch answer half read; 167, 170: a read or route look-up cut
 * because the shopper left the page reports nothing).
 */
const PASSWORD = 'ProTools-2026';

/** Every console error and every uncaught error or unhandled rejection of the page, as the engine reports them. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test('a guest buys the impact wrench on the hosted card page, with no error in the console', async ({ page }) => {
  // Seven pages and the provider's, in a Firefox that shares two busy cores: more than the project's minute.
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  await addWrench(page);
  // From the address bar at once, as a shopper may: the sidebar's answers may still be being read (decision 167).
  await fillAddresses(page, `firefox-${Date.now()}@example.com`);
  // "Order and pay" answers with the provider's page: a document navigation, the page's script must not be reading.
  await chooseAndPay(page, text(sk.checkout, 'methods.scheme'));
  await payByCard(page, '4111 1111 1111 1111');
  await expectThankYou(page, 'paid');
  expect(errors).toEqual([]);
});

test('a shopper leaves through the address bar while the page still reads its answers, with no error in the console', async ({ page }) => {
  const errors = consoleErrors(page);
  // After the add, Remix reloads the page's data; that answer goes on streaming after its headers arrived.
  const reloaded = page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith('.data'));
  await addWrench(page);
  await reloaded;
  await openAddresses(page, 'SK', sk);
  expect(errors).toEqual([]);
});

test('the language switcher lands on the chosen language, through the service worker', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(storeUrl('BE'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  // The worker controls the store's pages once it is active: the switch goes through it.
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const fr = textsOf('fr');
  // At once: the switch posts as a document while Remix may still be asking for the routes of the page's links.
  await page.getByRole('form', { name: text(textsOf('nl').common, 'header.languageSwitch') }).getByRole('button', { name: 'FR' }).click();
  await expect(page).toHaveURL(storeUrl('BE', '/fr'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: text(fr.common, 'home.title') })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a customer signs in and out, with no error in the console', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(storeUrl('SK', '/login'));
  await page.getByRole('main').getByLabel(text(sk.account, 'fields.email')).fill('demo.base@example.com');
  await page.getByLabel(text(sk.account, 'fields.password')).fill(PASSWORD);
  await page.getByRole('button', { name: text(sk.account, 'login.submit') }).click();
  await expect(page).toHaveURL(storeUrl('SK', '/'));
  // Signed in: the header's account dropdown, and its sign-out.
  const account = page.locator('header summary', { hasText: text(sk.common, 'header.account') });
  await account.click();
  await account.locator('xpath=..').getByRole('button', { name: text(sk.common, 'accountMenu.logOut') }).click();
  await expect(page).toHaveURL(storeUrl('SK', '/'));
  await expect(page.locator('header').getByRole('link', { name: text(sk.common, 'header.login') })).toBeVisible();
  expect(errors).toEqual([]);
});
