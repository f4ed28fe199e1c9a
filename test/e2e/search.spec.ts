import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { storeUrl } from './helpers';

/** Issue 4 item 3: the search listing and the header's quick search. */

type Texts = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed locale JSON
const texts = (language: string, namespace: string): Texts =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Texts;

const MARKETS = [
  { country: 'SK', language: 'sk', prefix: '' },
  { country: 'CZ', language: 'cs', prefix: '' },
  { country: 'HU', language: 'hu', prefix: '' },
  { country: 'CH', language: 'fr', prefix: '/fr' },
] as const;

/** A brand of the seed: its name is part of product names in every language. */
const TERM = 'Nordlyse';

const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;
const searchField = (page: Page, language: string) => page.getByRole(jsEnabled() ? 'combobox' : 'searchbox', { name: texts(language, 'common').header.searchLabel });

for (const market of MARKETS) {
  test(`${market.country}: search from the header → results → product`, async ({ page }) => {
    const catalog = texts(market.language, 'catalog');
    await page.goto(storeUrl(market.country, market.prefix || '/'));
    const field = page.getByLabel(texts(market.language, 'common').header.searchLabel);
    await field.fill(TERM);
    await field.press('Enter');
    await expect(page).toHaveURL(storeUrl(market.country, `${market.prefix}/search?query=${TERM}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalog.search.resultsFor.replace('{{query}}', TERM));
    const card = page.locator('.product-grid article').first();
    const name = (await card.getByRole('heading').innerText()).trim();
    expect(name).toContain(TERM);
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
}

test('without JavaScript the header search is a GET form to /search', async ({ page }) => {
  test.skip(jsEnabled(), 'the JavaScript-off project checks the plain form');
  await page.goto(storeUrl('CH', '/fr'));
  const form = page.getByRole('search');
  await expect(form).toHaveAttribute('action', '/fr/search');
  await expect(form).toHaveAttribute('method', 'get');
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('quick search: opens on typing, Down/Up move, Enter opens the active hit', async ({ page }) => {
  test.skip(!jsEnabled(), 'the dropdown needs JavaScript');
  const catalog = texts('sk', 'catalog');
  await page.goto(storeUrl('SK'));
  const field = page.getByRole('searchbox', { name: texts('sk', 'common').header.searchLabel });
  await field.focus();
  const combobox = searchField(page, 'sk');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await combobox.pressSequentially(TERM, { delay: 20 });
  const list = page.getByRole('listbox', { name: catalog.quickSearch.label });
  await expect(list).toBeVisible();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  expect(await options.count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByRole('link', { name: catalog.quickSearch.seeAll })).toBeVisible();
  for (const name of await options.allInnerTexts()) expect(name).toContain(TERM);

  await combobox.press('ArrowDown');
  await combobox.press('ArrowDown');
  await combobox.press('ArrowUp');
  const first = options.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) as string);
  const href = (await first.getAttribute('href')) as string;
  const name = (await first.locator('span').first().innerText()).trim();
  await combobox.press('Enter');
  await expect(page).toHaveURL(storeUrl('SK', href));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('quick search: "No results", closes on clear, Enter without a hit searches', async ({ page }) => {
  test.skip(!jsEnabled(), 'the dropdown needs JavaScript');
  const catalog = texts('cs', 'catalog');
  await page.goto(storeUrl('CZ'));
  const field = page.getByRole('searchbox', { name: texts('cs', 'common').header.searchLabel });
  await field.focus();
  const combobox = searchField(page, 'cs');
  await combobox.pressSequentially('qqxxzz', { delay: 20 });
  await expect(page.getByRole('status').filter({ hasText: catalog.quickSearch.noResults })).toBeVisible();
  await combobox.fill('');
  await expect(page.getByRole('status').filter({ hasText: catalog.quickSearch.noResults })).toBeHidden();
  await combobox.pressSequentially(TERM, { delay: 20 });
  await expect(page.getByRole('listbox')).toBeVisible();
  await combobox.fill('');
  await expect(page.getByRole('listbox')).toBeHidden();
  await combobox.pressSequentially(TERM, { delay: 20 });
  await expect(page.getByRole('listbox')).toBeVisible();
  await combobox.press('Enter');
  await expect(page).toHaveURL(storeUrl('CZ', `/search?query=${TERM}`));
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalog.search.resultsFor.replace('{{query}}', TERM));
});

test('a campaign listing shows the running campaign\'s banner and title; an ended one does not', async ({ page }) => {
  const running = await page.goto(storeUrl('SK', '/search?refinementList%5Btags%5D%5B0%5D=campaign%3Apro-deals'));
  expect(running?.status()).toBe(200);
  const banner = page.locator('img.campaign-banner');
  await expect(banner).toHaveAttribute('src', /^\/__images\/campaigns\/pro-deals\?w=\d+$/);
  await expect(banner).toHaveAttribute('srcset', /pro-deals\?w=\d+ \d+w/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profi ponuky');
  await expect(page.locator('.product-grid article').first()).toBeVisible();

  await page.goto(storeUrl('SK', '/search?refinementList%5Btags%5D%5B0%5D=campaign%3Awinter-clearance'));
  await expect(page.locator('img.campaign-banner')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('sk', 'catalog').search.title);
});

test('new arrivals, sales and brand links name what they list', async ({ page }) => {
  const catalog = texts('hu', 'catalog');
  await page.goto(storeUrl('HU', '/search?new-arrivals=true'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalog.search.newArrivals);
  await page.goto(storeUrl('HU', '/search?sales=true'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalog.search.sales);
  await page.goto(storeUrl('HU', `/search?brand=${TERM}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TERM);
  await expect.poll(async () => [...new Set(await page.locator('.product-grid .card__brand').allInnerTexts())]).toEqual([TERM]);
});

test('no results, garbage parameters, long and hostile terms', async ({ page }) => {
  const catalog = texts('sk', 'catalog');
  await page.goto(storeUrl('SK', '/search?query=qqxxzzyy'));
  await expect(page.getByText(catalog.listing.noResults, { exact: true })).toBeVisible();

  const garbage = await page.goto(storeUrl('SK', '/search?page=abc&hitsPerPage=7&sort=evil'));
  expect(garbage?.status()).toBe(200);
  await expect(page.getByLabel(catalog.listing.sort)).toHaveValue('relevance');
  await expect(page.getByLabel(catalog.listing.pageSize)).toHaveValue('24');
  await expect(page.locator('.product-grid > li')).toHaveCount(24);

  // Terms are cut at 100 characters and shown as text, never as markup.
  const long = 'a'.repeat(150);
  await page.goto(storeUrl('SK', `/search?query=${long}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalog.search.resultsFor.replace('{{query}}', 'a'.repeat(100)));
  const hostile = '<img src=x onerror=alert(1)>';
  await page.goto(storeUrl('SK', `/search?query=${encodeURIComponent(hostile)}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalog.search.resultsFor.replace('{{query}}', hostile));
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
});
