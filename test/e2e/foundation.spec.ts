import { expect, test } from '@playwright/test';
import { storeUrl } from './helpers';

test.describe('home page of a store', () => {
  test('renders in Slovak for SK', async ({ page }) => {
    const response = await page.goto(storeUrl('SK'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profesionálne náradie a vybavenie');
    await expect(page).toHaveTitle(/\| ProTools Direct$/);
  });

  test('renders in English for GB, with footer and copyright', async ({ page }) => {
    await page.goto(storeUrl('GB'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const year = new Date().getFullYear();
    await expect(page.getByText(`© 2007–${year} ProTools Direct`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms-and-conditions/');
  });

  test('renders in French under /fr/ in CH', async ({ page }) => {
    await page.goto(storeUrl('CH', '/fr/'));
    await expect(page).toHaveURL(storeUrl('CH', '/fr'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outillage et équipement professionnels');
    // Links keep the language prefix.
    await expect(page.getByRole('link', { name: 'Conditions générales de vente' })).toHaveAttribute('href', '/fr/terms-and-conditions/');
  });

  test('shows the checkout-disabled notice in IE', async ({ page }) => {
    await page.goto(storeUrl('IE'));
    await expect(page.getByRole('note')).toContainText('Online ordering is not available in this country');
  });
});

test('unknown routes show the 404 page', async ({ page }) => {
  const response = await page.goto(storeUrl('GB', '/no-such-department/'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page).toHaveTitle('Page not found');
  await expect(page.locator('body')).toHaveAttribute('data-page-type', 'not-found');
  // On a phone the departments keep the page's margin, as the heading above them does.
  await page.setViewportSize({ width: 360, height: 800 });
  const departments = page.getByRole('region', { name: 'Shop by department' });
  const margins = await departments.evaluate((section) => {
    const box = section.getBoundingClientRect();
    return { left: box.left >= 16, right: box.right <= innerWidth - 16 };
  });
  expect(margins).toEqual({ left: true, right: true });
});

test('language switch in CH does a full redirect to the localized home', async ({ page }) => {
  await page.goto(storeUrl('CH', '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: 'FR' }).click();
  await expect(page).toHaveURL(storeUrl('CH', '/fr'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The choice is remembered: an unprefixed page now leads to French.
  await page.goto(storeUrl('CH', '/'));
  await expect(page).toHaveURL(storeUrl('CH', '/fr'));
  await page.getByRole('button', { name: 'DE' }).click();
  await expect(page).toHaveURL(storeUrl('CH', '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('single-language stores have no language switcher', async ({ page }) => {
  await page.goto(storeUrl('SK'));
  await expect(page.getByRole('button', { name: 'SK' })).toHaveCount(0);
});

test('the burger menu opens and lists the on-sale link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(storeUrl('GB'));
  const onSale = page.locator('.burger__panel').getByRole('link', { name: 'On sale' });
  await expect(onSale).toBeHidden();
  await page.locator('summary', { hasText: 'Menu' }).click();
  await expect(onSale).toBeVisible();
});

test('the header search form submits to /search', async ({ page }) => {
  await page.goto(storeUrl('GB'));
  await page.getByRole('searchbox', { name: 'Search products' }).fill('drill');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(storeUrl('GB', '/search?query=drill'));
});

test('Save-Data gets a page without any script', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
  const page = await context.newPage();
  await page.goto(storeUrl('GB'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('script').count()).toBe(0);
  await context.close();
});
