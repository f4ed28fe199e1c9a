import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { storeUrl } from './helpers';

/**
 * The steps of a guest checkout in SK for the checkout specs (issue 11). Seed product EX10000024 (impact
 * wrench) is sold in SK with 72 in stock, so every test buys one.
 */
// Checkout goes through the embedded backend and the payment simulator: a little more patience.
export const expect = baseExpect.configure({ timeout: 10_000 });

const WRENCH = '10000024';
const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

type Texts = Record<string, unknown>;
const texts = (language: string, namespace: string): Texts =>
  JSON.parse(readFileSync(path.join(ROOT, 'locales', language, `${namespace}.json`), 'utf8')) as Texts;
export const text = (tree: Texts, key: string, values: Record<string, string | number> = {}): string =>
  (key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], tree) as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
export const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts of a store language's namespaces the checkout specs read. */
export function textsOf(language: string) {
  return {
    checkout: texts(language, 'checkout'), account: texts(language, 'account'), common: texts(language, 'common'), cart: texts(language, 'cart'),
    // The provider's pages (the simulator's), in the store's language by the shopperLocale (issue 38 item 12).
    paymentPages: texts(language, 'payment-pages'),
  };
}
export type StoreTexts = ReturnType<typeof textsOf>;
export const sk = textsOf('sk');
export const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** Adds one unit of a product from its product page (without JavaScript the form answers 303, with it the sidebar opens). */
export async function addProduct(page: Page, country: string, digits: string, t: StoreTexts) {
  await page.goto(storeUrl(country, `/p-${digits}/?toggleExtraGuarantee=false&toggleComplementaryProducts=false`));
  const form = page.locator('form.add-to-cart').first();
  if (jsOn()) await expect(form.locator('input[name="js"]')).toHaveCount(1);
  await form.getByRole('button', { name: text(t.common, 'cartForm.addToCart') }).click();
  if (jsOn()) {
    // The sidebar with the line; for the last unit in stock the buy box may first say the cart holds the most
    // there is, with its link to the cart.
    const line = page.getByRole('dialog', { name: text(t.cart, 'title') }).getByRole('listitem').first();
    await expect(line.or(page.getByRole('link', { name: text(t.cart, 'viewCart'), exact: true })).first()).toBeVisible();
  } else await expect(page).toHaveURL(new RegExp(`cartAdded=EX${digits}`));
}

export async function addWrench(page: Page) {
  await addProduct(page, 'SK', WRENCH, sk);
}

export interface TestAddress {
  firstName: string;
  lastName: string;
  streetName: string;
  streetNumber: string;
  postalCode: string;
  city: string;
}

export const BRATISLAVA: TestAddress = { firstName: 'Jana', lastName: 'Testerová', streetName: 'Obchodná', streetNumber: '12', postalCode: '811 06', city: 'Bratislava' };

/** Fills the new billing address of the addresses step. */
export async function fillBilling(page: Page, t: StoreTexts, address: TestAddress) {
  const billing = page.locator('section[aria-labelledby="billing-title"]');
  for (const [name, value] of Object.entries(address)) await billing.getByLabel(text(t.account, `fields.${name}`), { exact: true }).fill(value);
}

/** Opens the addresses step of a store; its heading shows. */
export async function openAddresses(page: Page, country: string, t: StoreTexts) {
  await page.goto(storeUrl(country, '/checkout/addresses'));
  await expect(page.getByRole('heading', { level: 1, name: text(t.checkout, 'addresses.title') })).toBeVisible();
}

/** Sends the addresses step and lands on the payment step. */
export async function continueToPayment(page: Page, t: StoreTexts) {
  await page.locator('form.checkout-form button.checkout-submit').click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: text(t.checkout, 'payment.title') })).toBeVisible();
}

/** The addresses step as a private guest, shipping to the billing address. */
export async function fillAddresses(page: Page, email: string, country = 'SK', t: StoreTexts = sk, address: TestAddress = BRATISLAVA) {
  await openAddresses(page, country, t);
  await page.locator('form.checkout-form').getByLabel(text(t.account, 'fields.email'), { exact: true }).fill(email);
  await fillBilling(page, t, address);
  await continueToPayment(page, t);
}

export async function chooseAndPay(page: Page, method: string, t: StoreTexts = sk) {
  await page.getByRole('radio', { name: method, exact: true }).check();
  await page.getByRole('button', { name: text(t.checkout, 'payment.submit') }).click();
}

/** A label of the simulator's card form as its page shows it: "Expiry date (MM/YY)", in the page's language. */
export function cardLabel(t: StoreTexts, field: 'number' | 'expiry' | 'securityCode' | 'holderName'): string {
  const label = text(t.paymentPages, `card.${field}`);
  return field === 'expiry' || field === 'securityCode' ? `${label} (${text(t.paymentPages, `card.${field}Hint`)})` : label;
}

/** The simulator's hosted card page (decision 035), in the store's language: the test card, then back to the shop. */
export async function payByCard(page: Page, number: string, t: StoreTexts = sk) {
  await expect(page.getByRole('heading', { name: text(t.paymentPages, 'card.heading') })).toBeVisible();
  await page.getByLabel(cardLabel(t, 'number')).fill(number);
  await page.getByLabel(cardLabel(t, 'expiry')).fill('03/30');
  await page.getByLabel(cardLabel(t, 'securityCode')).fill('737');
  await page.getByLabel(cardLabel(t, 'holderName')).fill('Jana Testerová');
  const pay = escape(text(t.paymentPages, 'card.pay', { amount: '@' })).replace('@', '.+');
  await page.getByRole('button', { name: new RegExp(`^${pay}$`) }).click();
}

/** The thank-you page with its order number (returned) and payment status. */
export async function expectThankYou(page: Page, status: 'in-progress' | 'paid' | 'on-delivery', t: StoreTexts = sk) {
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: text(t.checkout, 'thankYou.title') })).toBeVisible();
  const pattern = new RegExp(escape(text(t.checkout, 'thankYou.orderNumber', { number: '@' })).replace('@', '(\\S+)'));
  const number = page.locator('.thank-you__number');
  await expect(number).toHaveText(pattern);
  await expect(page.getByText(text(t.checkout, `thankYou.status.${status}`))).toBeVisible();
  return ((await number.textContent()) ?? '').match(pattern)![1]!;
}

/**
 * Holds the way back from the provider's pages: the simulator's form posts are answered by the test with the
 * return URL they redirect to, instead of the browser following it (a route handler never sees the request
 * a redirect leads to). Resolves with that URL; the page shows "held by the test". Set up before paying.
 */
export function holdPaymentReturn(page: Page): Promise<URL> {
  return new Promise((resolve) => {
    void page.route(/\/__payments\//, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      // Node does not resolve {country}.localhost as Chromium does: the same request to the loopback address.
      const url = new URL(route.request().url());
      url.hostname = '127.0.0.1';
      // The form's Origin names the page's host, which the loopback address must match (no cross-site /__ posts).
      const { host: _host, ...sent } = await route.request().allHeaders();
      const headers = { ...sent, origin: url.origin };
      const response = await route.fetch({ url: url.toString(), headers, maxRedirects: 0 });
      const location = response.headers()['location'];
      if (response.status() >= 300 && response.status() < 400 && location && /\/after-payment-redirect-back\?/.test(location)) {
        resolve(new URL(location, route.request().url()));
        return route.fulfill({ status: 200, contentType: 'text/plain', body: 'held by the test' });
      }
      return route.fulfill({ response });
    });
  });
}
