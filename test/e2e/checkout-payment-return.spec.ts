import { test, type BrowserContext, type Page } from '@playwright/test';
import { PORT, storeUrl } from './helpers';
import { addWrench, chooseAndPay, expect, fillAddresses, holdPaymentReturn, payByCard, sk, text } from './checkout-helpers';
import { rawRequest } from './servers';
import { backendApi } from './backend-api';

/**
 * The payment return against the whole shop (issue 11 items 6 and 9): the real server, its backend and the
 * payment simulator with its signed notifications. The browser pays on the hosted card page, but the way
 * back to the shop is held, so the test decides who comes back and how often:
 * - the same return URL replayed ten times, and twice at once → one order, one confirmation e-mail;
 * - the return never called (the tab closed) → the AUTHORISATION notification places exactly one order,
 *   and a late return still shows that order.
 * "One order" is one order in the backend for the test's own e-mail address, counted once nothing is left that
 * could place another (every answer in, the notification answered), one confirmation of it in the mail catcher,
 * and every answer leading to the same thank-you page.
 */
/** Pays by card with the way back held: the return URL the provider sent the browser to. */
async function payAndHoldReturn(page: Page, email: string): Promise<URL> {
  const held = holdPaymentReturn(page);
  await addWrench(page);
  await fillAddresses(page, email);
  await chooseAndPay(page, text(sk.checkout, 'methods.scheme'));
  await payByCard(page, '4111 1111 1111 1111');
  await expect(page.getByText('held by the test')).toBeVisible();
  await page.unrouteAll();
  return held;
}

/** The return request as the browser would send it, with its session cookie, not following the redirect. */
async function returnRequest(context: BrowserContext, url: URL) {
  const cookie = (await context.cookies(storeUrl('SK'))).map(({ name, value }) => `${name}=${value}`).join('; ');
  return rawRequest(PORT, { path: `${url.pathname}${url.search}`, headers: { host: `sk.localhost:${PORT}`, cookie } });
}

/** The order confirmations the mail catcher received for this address. */
async function confirmationsTo(context: BrowserContext, email: string) {
  const inbox = await context.newPage();
  await inbox.goto(storeUrl('SK', '/__mail'));
  const rows = inbox.getByRole('row').filter({ hasText: email });
  const subjects = await rows.allTextContents();
  await inbox.close();
  return subjects;
}

/** The orders the backend holds for this address: what "one order" means, whatever the mails still do. */
async function ordersTo(email: string): Promise<string[]> {
  const where = encodeURIComponent(`customerEmail = "${email}"`);
  const found = await backendApi<{ results: { orderNumber?: string }[] }>('GET', `/orders?where=${where}&limit=20`);
  return found.results.map(({ orderNumber }) => orderNumber ?? '(no number)');
}

/**
 * The provider's notifications for this order's payment have all been answered by the shop (the simulator's
 * overview says delivered): after that and the shopper's answers, nothing is left that could place another order.
 */
async function notificationsAnswered(context: BrowserContext, orderNumber: string) {
  const overview = await context.newPage();
  await expect(async () => {
    await overview.goto(storeUrl('SK', '/__payments/'));
    const payment = overview.getByRole('row').filter({ hasText: orderNumber });
    const psp = (await payment.locator('code').first().textContent({ timeout: 1000 }))!;
    const notifications = overview.getByRole('row').filter({ hasText: psp }).filter({ hasText: 'AUTHORISATION' });
    await expect(notifications.first()).toContainText('delivered', { timeout: 1000 });
    await expect(notifications.filter({ hasText: 'waiting' })).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await overview.close();
}

/**
 * One order in the backend, known once every answer is in and the notification was handled (no wait that
 * guesses how late a second one could come); and its one confirmation in the mail catcher, which arrives
 * after the order (it is sent once per order created, not awaited by the redirect).
 */
async function expectOneOrder(context: BrowserContext, email: string, orderNumber: string) {
  await notificationsAnswered(context, orderNumber);
  expect(await ordersTo(email)).toEqual([orderNumber]);
  await expect(async () => {
    const subjects = await confirmationsTo(context, email);
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).toContain(orderNumber);
  }).toPass({ timeout: 20_000 });
}

const unique = (name: string) => `${name}-${test.info().project.name}-${Date.now()}@example.com`;

test('the same payment return replayed ten times, and twice at once, places one order', async ({ page, context }) => {
  const email = unique('replay');
  const returnUrl = await payAndHoldReturn(page, email);
  expect(returnUrl.searchParams.get('sessionResult')).toBeTruthy();

  const together = await Promise.all([returnRequest(context, returnUrl), returnRequest(context, returnUrl)]);
  const oneByOne = [];
  for (let i = 0; i < 8; i += 1) oneByOne.push(await returnRequest(context, returnUrl));
  const answers = [...together, ...oneByOne];
  expect(answers.map(({ status }) => status)).toEqual(Array(10).fill(303));
  const locations = new Set(answers.map(({ headers }) => headers.location));
  expect(locations.size).toBe(1);
  const [location] = [...locations];
  expect(location).toMatch(/^\/checkout\/thank-you\?order=[\w-]+$/);

  await page.goto(storeUrl('SK', location!));
  await expect(page.getByRole('heading', { level: 1, name: text(sk.checkout, 'thankYou.title') })).toBeVisible();
  const orderNumber = /Číslo vašej objednávky: (\S+)/.exec((await page.locator('.thank-you__number').textContent()) ?? '')![1]!;
  await expectOneOrder(context, email, orderNumber);
});

test('a payment whose return never comes becomes one order through the notification', async ({ page, context }) => {
  const email = unique('notified');
  const returnUrl = await payAndHoldReturn(page, email);
  // The shopper closed the tab: only the provider's AUTHORISATION notification reaches the shop.
  let orderNumber = '';
  await expect(async () => {
    [orderNumber = ''] = await ordersTo(email);
    expect(orderNumber).toMatch(/^NS\d+/);
  }).toPass({ timeout: 20_000 });
  await expectOneOrder(context, email, orderNumber);

  // Coming back later (the tab restored) shows that order, and places nothing more.
  await page.goto(returnUrl.toString());
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
  await expect(page.locator('.thank-you__number')).toContainText(orderNumber);
  expect(await ordersTo(email)).toEqual([orderNumber]);
});
