import { expect, test, type Locator, type Page } from '@playwright/test';
import { storeUrl } from './helpers';

/**
 * Decision 074: the footer is an island, server HTML without loader data in the document. It is there on every
 * page, and its links work: with JavaScript as client-side navigations (also after the layout was mounted
 * again, from the HTML kept in memory, or rendered from a client-side navigation's data), without it as links.
 */

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** Console errors and uncaught exceptions (a failed hydration is reported as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Marks the document, so a later check tells a client-side navigation (mark kept) from a new document. */
async function markDocument(page: Page) {
  if (jsOn()) await page.evaluate(() => Object.assign(window, { islandTestMark: true }));
}

async function expectSameDocument(page: Page) {
  if (jsOn()) expect(await page.evaluate(() => 'islandTestMark' in window), 'a client-side navigation').toBe(true);
}

const footer = (page: Page) => page.getByRole('contentinfo');

const ADD_TO_CART = 'Pridať do košíka';

/** The cards with a quick add: a button of the grid's shared form, or (enhanced, or just added from) a form of their own. */
const quickAddCards = (page: Page, grid: string) => page.locator(`${grid} article.card`).filter({ has: page.getByRole('button', { name: ADD_TO_CART }) });

/** The SKU a card's quick add sends: its button's value (the grid's shared form) or its own form's field. */
async function quickAddSku(card: Locator): Promise<string> {
  const button = card.locator('button[name="sku"]');
  const sku = (await button.count()) > 0 ? await button.getAttribute('value') : await card.locator('input[name="sku"]').getAttribute('value');
  return sku ?? '';
}

/**
 * Adds `card`'s product with its quick add and checks that this product was added: with JavaScript the cart
 * sidebar names it (then closes), without it the page comes back confirming its SKU next to that card.
 */
async function quickAdd(page: Page, card: Locator) {
  // Enhanced once hydrated: the card's form then carries js=1.
  if (jsOn()) await expect(card.locator('form.add-to-cart input[name="js"]')).toHaveCount(1);
  const title = (await card.locator('.card__title').innerText()).trim();
  const sku = await quickAddSku(card);
  expect(sku).toMatch(/^EX\d+$/);
  await markDocument(page);
  await card.getByRole('button', { name: ADD_TO_CART }).click();
  if (jsOn()) {
    const sidebar = page.getByRole('dialog');
    await expect(sidebar.getByText(title).first()).toBeVisible();
    await expectSameDocument(page);
    await sidebar.getByRole('button', { name: 'Zavrieť' }).click();
    await expect(sidebar).toBeHidden();
  } else {
    await expect(page).toHaveURL(new RegExp(`[?&]cartAdded=${sku}(&|$|#)`));
    const added = page.locator('article.card', { has: page.locator(`[id="added-${sku}"]`) });
    await expect(added.locator('.card__title')).toHaveText(title);
  }
}

/** The grid's prices, lowest first ("1 234,56 €"). */
async function pricesAscending(page: Page): Promise<boolean> {
  const prices = (await page.locator('.product-grid .price').allInnerTexts()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1] <= price);
}

async function followFooterLink(page: Page, name: string, path: string) {
  // The island's links navigate client-side once its lazily loaded handler is in (before that, as links).
  if (jsOn()) await page.waitForLoadState('networkidle');
  await markDocument(page);
  await footer(page).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(storeUrl('SK', path));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSameDocument(page);
  await expect(footer(page).getByRole('link', { name: 'Platba', exact: true })).toBeVisible();
}

test('the footer of a document is there and its links work, on the page and after it', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(storeUrl('SK', '/'));
  await expect(footer(page).getByRole('heading', { name: 'Zákaznícky servis' })).toBeVisible();
  await followFooterLink(page, 'Platba', '/payment/');
  await followFooterLink(page, 'Informácie o doručení', '/dispatch-information/');
  if (jsOn()) {
    await page.goBack();
    await expect(page).toHaveURL(storeUrl('SK', '/payment/'));
    await expectSameDocument(page);
    await followFooterLink(page, 'Centrum pomoci', '/help-centre/');
  }
  expect(errors).toEqual([]);
});

test("the footer of the 404 page works, and comes back when the layout's page is shown instead", async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto(storeUrl('SK', '/no-such-department/'));
  expect(response?.status()).toBe(404);
  // With JavaScript the layout's error view gives way to its page: the footer is mounted again, from memory.
  await followFooterLink(page, 'Platba', '/payment/');
  await followFooterLink(page, 'Obchodné podmienky', '/terms-and-conditions/');
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});

test('a page reached from a layout without a footer shows it from the navigation data', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(storeUrl('SK', '/checkout/cart'));
  await expect(footer(page)).toHaveCount(0);
  await markDocument(page);
  await page.getByRole('link', { name: 'ProTools Direct – úvodná stránka' }).click();
  await expect(page).toHaveURL(storeUrl('SK', '/'));
  await expectSameDocument(page);
  await followFooterLink(page, 'Platba', '/payment/');
  expect(errors).toEqual([]);
});

/**
 * The listing's cards are an island on a document: the card links still navigate client-side, the quick add
 * still opens the cart sidebar with JavaScript, and the next page and another sort order render from their data.
 */
test.describe('the listing island', () => {
  const LISTING = '/elektricke-naradie/?toggleExtraGuarantee=false&toggleComplementaryProducts=false';
  const cards = (page: Page) => page.locator('.product-grid article.card');

  const quickAddFirstCard = (page: Page) => quickAdd(page, quickAddCards(page, '.product-grid').first());

  test('a document: quick add, then the next page and a sort order, then a card', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(storeUrl('SK', LISTING));
    await quickAddFirstCard(page);
    await expect(page.getByRole('link', { name: /1 položka v košíku/ })).toBeVisible();
    // The cards are still the document's, and their quick add still works after the revalidation.
    await quickAddFirstCard(page);
    await expect(page.getByRole('link', { name: /2 položky v košíku/ })).toBeVisible();

    const firstPageCards = await cards(page).locator('.card__title').allInnerTexts();
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Stránky' }).getByRole('link', { name: 'Ďalšia stránka' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect.poll(async () => (await cards(page).locator('.card__title').allInnerTexts())[0]).not.toBe(firstPageCards[0]);
    await expectSameDocument(page);
    // Rendered from the navigation's data: its quick add is the enhanced one too.
    await quickAddFirstCard(page);

    await page.getByLabel('Zoradiť podľa').selectOption('priceAsc');
    if (!jsOn()) await page.getByRole('button', { name: /Použiť/ }).first().click();
    await expect(page).toHaveURL(/[?&]sort=priceAsc(&|$)/);
    await expectSameDocument(page);
    // The URL changes a moment before the sorted cards are on screen.
    await expect.poll(async () => pricesAscending(page)).toBe(true);

    const card = cards(page).first();
    const productName = (await card.locator('.card__title').innerText()).trim();
    await card.getByRole('link', { name: productName }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });

  test("a card's link on a document navigates client-side; back shows the cards again", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(storeUrl('SK', '/elektricke-naradie/'));
    const card = cards(page).first();
    const productName = (await card.locator('.card__title').innerText()).trim();
    if (jsOn()) await page.waitForLoadState('networkidle');
    await markDocument(page);
    await card.getByRole('link', { name: productName }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    await expectSameDocument(page);
    await page.goBack();
    await expect(cards(page).first().locator('.card__title')).toHaveText(productName);
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });
});

/**
 * The home page's product groups and the product page's rows are islands too: their quick adds still work,
 * and each adds its own card's product (the grid shares one form; the button carries the SKU).
 */
for (const { name, path, row } of [
  { name: 'home page product group', path: '/', row: '.product-group' },
  { name: "product page's row of cards", path: '/pilovy-kotuc-kovanik-sb-210-10000481/', row: '.pdp-row' },
]) {
  test(`a quick add from the ${name} of a document`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(storeUrl('SK', `${path}?toggleExtraGuarantee=false&toggleComplementaryProducts=false`));
    // Not the first card: a shared form that sent the wrong SKU would show.
    await quickAdd(page, quickAddCards(page, row).nth(1));
    await expect(page.getByRole('link', { name: /1 položka v košíku/ })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('two products from the same rendered listing (back without JavaScript): both are in the cart', async ({ page }) => {
  const listing = storeUrl('SK', '/elektricke-naradie/?toggleExtraGuarantee=false&toggleComplementaryProducts=false');
  await page.goto(listing);
  const first = quickAddCards(page, '.product-grid').nth(2);
  const firstTitle = (await first.locator('.card__title').innerText()).trim();
  await quickAdd(page, first);
  // Without JavaScript the browser goes back to the page it posted from, with the grid's token unchanged.
  if (!jsOn()) await page.goBack();
  const second = quickAddCards(page, '.product-grid').nth(3);
  const secondTitle = (await second.locator('.card__title').innerText()).trim();
  expect(secondTitle).not.toBe(firstTitle);
  await quickAdd(page, second);
  await expect(page.getByRole('link', { name: /2 položky v košíku/ })).toBeVisible();
  await page.goto(storeUrl('SK', '/checkout/cart'));
  for (const title of [firstTitle, secondTitle]) await expect(page.locator('li.cart-line').getByRole('heading', { name: title })).toBeVisible();
});

/**
 * Decision 082: a category page's whole body is an island. On a document its facet links, pages and GET forms
 * (sorting on change, the price range on Apply) are client-side navigations with JavaScript, and the same
 * links and forms without it; what they lead to is rendered from the navigation's data.
 */
test.describe('the category page island', () => {
  const CATEGORY = '/elektricke-naradie/';
  const cards = (page: Page) => page.locator('.product-grid article.card');
  const filters = (page: Page) => page.getByRole('complementary', { name: 'Filtre' });

  async function openDocument(page: Page, path = CATEGORY) {
    await page.goto(storeUrl('SK', path));
    await expect(page.locator('[data-island="category"]')).toHaveCount(1);
    // Links and forms navigate client-side once the island's lazily loaded enhancer is in.
    if (jsOn()) await page.waitForLoadState('networkidle');
    await markDocument(page);
  }

  test('choosing a sort order on a document', async ({ page }) => {
    const errors = collectErrors(page);
    await openDocument(page);
    await page.getByLabel('Zoradiť podľa').selectOption('priceAsc');
    if (!jsOn()) await page.getByRole('button', { name: 'Použiť' }).first().click();
    await expect(page).toHaveURL(/[?&]sort=priceAsc(&|$)/);
    await expectSameDocument(page);
    await expect(page.getByLabel('Zoradiť podľa')).toHaveValue('priceAsc');
    await expect.poll(async () => pricesAscending(page)).toBe(true);
    // Rendered from data now: React's own handlers take over, the next change still navigates client-side.
    await page.getByLabel('Zoradiť podľa').selectOption('priceDesc');
    if (!jsOn()) await page.getByRole('button', { name: 'Použiť' }).first().click();
    await expect(page).toHaveURL(/[?&]sort=priceDesc(&|$)/);
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });

  test('choosing a sort order on a document of a store with a language prefix', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(storeUrl('CH', '/fr/outillage-electrique/'));
    if (jsOn()) await page.waitForLoadState('networkidle');
    await markDocument(page);
    await page.getByLabel('Trier par').selectOption('priceAsc');
    if (!jsOn()) await page.getByRole('button', { name: 'Appliquer' }).first().click();
    await expect(page).toHaveURL(/[?&]sort=priceAsc(&|$)/);
    expect(new URL(page.url()).pathname).toBe('/fr/outillage-electrique/');
    await expectSameDocument(page);
    await expect(page.getByLabel('Trier par')).toHaveValue('priceAsc');
    expect(errors).toEqual([]);
  });

  test('a price range on a document', async ({ page }) => {
    const errors = collectErrors(page);
    await openDocument(page);
    const form = page.locator('form.price-form');
    await form.getByLabel('Od').fill('100');
    await form.getByRole('button', { name: 'Použiť' }).click();
    await expect(page).toHaveURL(/[?&]priceMin=100(&|$)/);
    await expectSameDocument(page);
    await expect(page.locator('form.price-form').getByLabel('Od')).toHaveValue('100');
    expect(errors).toEqual([]);
  });

  test('a facet link and a page link on a document', async ({ page }) => {
    const errors = collectErrors(page);
    await openDocument(page);
    const brandLink = filters(page).locator('section', { has: page.getByRole('heading', { name: 'Značka' }) }).getByRole('link').first();
    const [brand, count] = (await brandLink.innerText()).trim().split(/\s+\((\d+)\)$/);
    await brandLink.click();
    await expect(page).toHaveURL(/[?&]brand=/);
    await expectSameDocument(page);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${count}\\D`) })).toBeVisible();
    await expect.poll(async () => [...new Set(await page.locator('.product-grid .card__brand').allInnerTexts())]).toEqual([brand]);

    await openDocument(page);
    const firstPageCards = await cards(page).locator('.card__title').allInnerTexts();
    const pages = page.getByRole('navigation', { name: 'Stránky' });
    await pages.getByRole('link', { name: 'Ďalšia stránka' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expectSameDocument(page);
    await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
    await expect.poll(async () => (await cards(page).locator('.card__title').allInnerTexts())[0]).not.toBe(firstPageCards[0]);
    expect(errors).toEqual([]);
  });

  test('home → category client-side, then its facets from data', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(storeUrl('SK', '/'));
    if (jsOn()) await page.waitForLoadState('networkidle');
    await markDocument(page);
    await page.locator('.home-categories').getByRole('link', { name: 'Elektrické náradie' }).click();
    await expect(page).toHaveURL(storeUrl('SK', CATEGORY));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elektrické náradie');
    await expectSameDocument(page);
    await expect(cards(page).first()).toBeVisible();
    await filters(page).locator('section', { has: page.getByRole('heading', { name: 'Značka' }) }).getByRole('link').first().click();
    await expect(page).toHaveURL(/[?&]brand=/);
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });
});

/** Decision 082: the product page's breadcrumb, gallery, details and rating rows are islands. */
test('the product details on a document, and from data after a card of a listing', async ({ page }) => {
  const errors = collectErrors(page);
  const expectDetails = async () => {
    await expect(page.getByRole('navigation', { name: 'Navigačná cesta' }).getByRole('link', { name: 'Domov' })).toBeVisible();
    await expect(page.locator('.pdp-gallery__main')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Technické údaje' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Číslo produktu/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Potrebujete pomoc s týmto produktom?' })).toBeVisible();
  };
  await page.goto(storeUrl('SK', '/uhlova-bruska-norvik-ws-115-10000072/'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Norvik WS 115');
  await expectDetails();

  await page.goto(storeUrl('SK', '/elektricke-naradie/'));
  if (jsOn()) await page.waitForLoadState('networkidle');
  await markDocument(page);
  const card = page.locator('.product-grid article.card').first();
  const productName = (await card.locator('.card__title').innerText()).trim();
  await card.getByRole('link', { name: productName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
  await expectSameDocument(page);
  await expectDetails();
  expect(errors).toEqual([]);
});
