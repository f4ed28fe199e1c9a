import { test, type BrowserContext, type Page } from '@playwright/test';
import { PORT, storeUrl } from './helpers';
import { addWrench, chooseAndPay, expect, fillAddresses, holdPaymentReturn, payByCard, sk, text } from './checkout-helpers';
import { rawRequest } from './servers';

/**
 * The payment return against the whole shop (issue 11 items 6 and 9): the real server, its backend and the
 * payment simulator with its signed notifications. The browser pays on the hosted card page, but the way
 * back to the shop is held, so the test decides who comes back and how often:
 * - the same return URL replayed ten times, and twice at once → one order, one confirmation e-mail;
 * - the return never called (the tab closed) → the AUTHORISATION notification places exactly one order,
 *   and a late return still shows that order.
 * "One order" is what the shop tells: one order confirmation in the mail catcher for the test's own e-mail
 * address, and every answer leading to the same thank-you page.
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

async function expectOneConfirmation(context: BrowserContext, email: string, orderNumber?: string) {
  let subjects: string[] = [];
  await expect(async () => {
    subjects = await confirmationsTo(context, email);
    expect(subjects).toHaveLength(1);
  }).toPass({ timeout: 20_000 });
  // A second order would have mailed by now too (mails leave right after the order is placed).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await confirmationsTo(context, email)).toHaveLength(1);
  if (orderNumber) expect(subjects[0]).toContain(orderNumber);
  return subjects[0]!;
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
  await expectOneConfirmation(context, email, orderNumber);
});

test('a payment whose return never comes becomes one order through the notification', async ({ page, context }) => {
  const email = unique('notified');
  const returnUrl = await payAndHoldReturn(page, email);
  // The shopper closed the tab: only the provider's AUTHORISATION notification reaches the shop.
  const subject = await expectOneConfirmation(context, email);
  const orderNumber = /NS\d+/.exec(subject)?.[0];
  expect(orderNumber).toBeTruthy();

  // Coming back later (the tab restored) shows that order, and places nothing more.
  await page.goto(returnUrl.toString());
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
  await expect(page.locator('.thank-you__number')).toContainText(orderNumber!);
  await expectOneConfirmation(context, email, orderNumber);
});
