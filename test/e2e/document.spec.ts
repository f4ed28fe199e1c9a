import { expect, test } from '@playwright/test';
import { storeUrl } from './helpers';

/**
 * The document's own scroll script (decision 081) and Remix's route discovery: a reload and back keep the place,
 * and with script the routes of the page's links are looked up before a click.
 */

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

test('a reload keeps the place on a listing, and back from a product lands the shopper where they left it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const discovered: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/__manifest') discovered.push(...url.searchParams.getAll('p'));
  });
  await page.goto(storeUrl('SK', '/elektricke-naradie/'));
  // Without script, the first page marks the browser as one that runs none, and its later pages are the lighter
  // ones (decision 142): the place is kept between pages of the same kind, so the test starts on the second.
  if (!jsOn()) await page.reload();
  if (jsOn()) await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  if (jsOn()) await page.waitForLoadState('networkidle');
  const card = page.getByRole('article').nth(8).getByRole('link');
  const href = await card.getAttribute('href');
  // With script, the routes of the page's links are looked up before any click (route discovery).
  if (jsOn()) await expect.poll(() => discovered.includes(href ?? '')).toBe(true);
  else expect(discovered).toEqual([]);
  // A click from script: Playwright's own click would first scroll the link into view.
  await card.evaluate((link: HTMLAnchorElement) => link.click());
  await expect(page).toHaveURL(storeUrl('SK', href ?? ''));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(storeUrl('SK', '/elektricke-naradie/'));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  expect(errors).toEqual([]);
});
