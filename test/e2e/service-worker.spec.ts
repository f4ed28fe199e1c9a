// The service worker (issue 12 item 5, decision 058): registered at the root once a page has loaded, it keeps
// the scripts and translations, and when the network is gone a page answers with the offline page in the
// shopper's language. Under Save-Data nothing is registered.
import { expect, test, type Page } from '@playwright/test';
import { storeUrl } from './helpers';

// The other specs block service workers (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(() => test.skip(test.info().project.name === 'js-off', 'a service worker needs a script: nothing registers with JavaScript off'));

/** Waits until the worker controls the page and has stored what the page loaded. */
async function controlledWithCachedAssets(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(async () => {
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((request) => request.url.includes('/assets/')) && keys.some((request) => request.url.includes('/locales/'))) return true;
    }
    return false;
  });
}

/**
 * Opens a page with the network gone and waits for the offline page. Chromium applies the offline emulation to
 * the worker's own target asynchronously, so a worker started for this navigation may still reach the network
 * once: the page is asked for again until the worker's fetch fails too (the first full run after 2026-11-25's
 * merges saw one such navigation reach the shop).
 */
async function openOffline(page: Page, url: string, heading: string) {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('after going offline, a page answers with the offline page in the shopper\'s language', async ({ page, context }) => {
  await page.goto(storeUrl('SK', '/'));
  await controlledWithCachedAssets(page);
  const registration = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  expect(new URL(registration).pathname).toBe('/sw.js');
  // One cache, named after this build.
  const version = await page.evaluate(() => (window as unknown as { __remixManifest: { version: string } }).__remixManifest.version);
  expect(await page.evaluate(() => caches.keys())).toEqual([`protools-${version}`]);

  await context.setOffline(true);
  await openOffline(page, storeUrl('SK', '/zahrada/'), 'Ste offline');
  await expect(page.getByRole('link', { name: 'Skúsiť znova' })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Skúsiť znova' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ste offline' })).toBeHidden();
  await expect(page.locator('h1')).toBeVisible();
});

test('a page under a language prefix goes offline in that language', async ({ page, context }) => {
  await page.goto(storeUrl('BE', '/fr'));
  await controlledWithCachedAssets(page);
  await context.setOffline(true);
  await openOffline(page, storeUrl('BE', '/fr/jardin/'), 'Vous êtes hors ligne');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('with Save-Data no service worker is registered', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
  const page = await context.newPage();
  await page.goto(storeUrl('SK', '/'));
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('load');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await page.content()).not.toContain('/sw.js');
  await context.close();
});
