import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { PORT, expectNoSeriousA11yViolations, storeUrl } from './helpers';
import { cardLabel, escape, holdPaymentReturn, text, textsOf, type StoreTexts } from './checkout-helpers';

/**
 * The local payment simulator's shopper pages (issue 11, decision 035), JavaScript off and on: the hosted
 * card page with its test cards and 3-D Secure challenge, the approval page of a redirect method, and the
 * way back to the shop's return URL. The shop's own checkout pages call the same API; here the test
 * plays the shop through the simulator's Checkout API.
 */
const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const dataDir = path.resolve(ROOT, process.env.E2E_DATA_DIR ?? '.data/e2e');
const keys = () => JSON.parse(readFileSync(path.join(dataDir, 'payment-simulator-keys.json'), 'utf8')) as { apiKey: string; merchantAccount: string };
const API = `http://127.0.0.1:${PORT}/__payments/checkout/v71`;
let counter = 0;

async function api(method: 'GET' | 'POST', endpoint: string, body?: Record<string, unknown>) {
  const { apiKey, merchantAccount } = keys();
  const response = await fetch(`${API}${endpoint}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey, 'idempotency-key': `e2e-${Date.now()}-${(counter += 1)}-${Math.random()}` },
    body: body ? JSON.stringify({ merchantAccount, ...body }) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const returnUrl = (country: string) => storeUrl(country, `/after-payment-redirect-back?cartId=e2e-cart&paymentId=e2e-payment-${Math.random().toString(36).slice(2)}`);

async function hostedSession(country: string, currency: string, value: number, shopperLocale: string) {
  const { status, body } = await api('POST', '/sessions', { mode: 'hosted', amount: { currency, value }, reference: `NS-E2E-${counter}`, returnUrl: returnUrl(country), countryCode: country, shopperLocale });
  expect(status).toBe(201);
  return body as { id: string; url: string };
}

const en = textsOf('en');
const sk = textsOf('sk');
const payButton = (t: StoreTexts) => new RegExp(`^${escape(text(t.paymentPages, 'card.pay', { amount: '@' })).replace('@', '.+')}$`);

async function fillCard(page: Page, t: StoreTexts, number: string, securityCode = '737') {
  await page.getByLabel(cardLabel(t, 'number')).fill(number);
  await page.getByLabel(cardLabel(t, 'expiry')).fill('03/30');
  await page.getByLabel(cardLabel(t, 'securityCode')).fill(securityCode);
  await page.getByLabel(cardLabel(t, 'holderName')).fill('Jane Tester');
  await page.getByRole('button', { name: payButton(t) }).click();
}

test('a GB card payment with a 3-D Secure challenge comes back authorised in GBP', async ({ page }) => {
  const returned = holdPaymentReturn(page).then((url) => url.searchParams);
  const session = await hostedSession('GB', 'GBP', 12_999, 'en-GB');
  await page.goto(session.url);
  await expect(page.getByRole('heading', { name: text(en.paymentPages, 'card.heading') })).toBeVisible();
  await expect(page.getByText('£129.99').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fillCard(page, en, '4212 3456 7891 0006');
  await expect(page.getByRole('heading', { name: text(en.paymentPages, 'challenge.heading') })).toBeVisible();
  await page.getByLabel(text(en.paymentPages, 'challenge.password')).fill('password');
  await page.getByRole('button', { name: text(en.paymentPages, 'challenge.confirm') }).click();
  const query = await returned;
  expect(query.get('cartId')).toBe('e2e-cart');
  expect(query.get('sessionId')).toBe(session.id);
  const result = await api('GET', `/sessions/${session.id}?sessionResult=${encodeURIComponent(query.get('sessionResult')!)}`);
  expect(result.body).toMatchObject({ status: 'completed', payments: [{ resultCode: 'Authorised', amount: { currency: 'GBP', value: 12_999 } }] });
});

test('a refused card comes back refused, and a wrong entry stays on the page with its errors', async ({ page }) => {
  const returned = holdPaymentReturn(page).then((url) => url.searchParams);
  const session = await hostedSession('SK', 'EUR', 4_990, 'sk-SK');
  await page.goto(session.url);
  // In Slovak, the session's shopperLocale (issue 38 item 12).
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  await expect(page.getByRole('heading', { name: text(sk.paymentPages, 'card.heading') })).toBeVisible();
  await page.getByLabel(cardLabel(sk, 'number')).fill('4111 1111 1111 1112');
  await page.getByRole('button', { name: payButton(sk) }).click();
  await expect(page.getByRole('alert')).toContainText(text(sk.paymentPages, 'card.errors.number'));
  await expect(page.getByLabel(cardLabel(sk, 'number'))).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(cardLabel(sk, 'number'))).toHaveValue('4111 1111 1111 1112');
  await expectNoSeriousA11yViolations(page);
  await fillCard(page, sk, '4000 0000 0000 0002');
  const query = await returned;
  const result = await api('GET', `/sessions/${session.id}?sessionResult=${encodeURIComponent(query.get('sessionResult')!)}`);
  expect(result.body).toMatchObject({ status: 'refused', payments: [{ resultCode: 'Refused' }] });
});

test('an iDEAL payment is approved on the redirect page and resolved once by its redirectResult', async ({ page }) => {
  const returned = holdPaymentReturn(page).then((url) => url.searchParams);
  const payment = await api('POST', '/payments', { amount: { currency: 'EUR', value: 25_000 }, reference: 'NS-E2E-IDEAL', returnUrl: returnUrl('NL'), countryCode: 'NL', paymentMethod: { type: 'ideal' } });
  expect(payment.body).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET' } });
  await page.goto((payment.body.action as { url: string }).url);
  await expect(page.getByRole('heading', { name: 'iDEAL' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: text(en.paymentPages, 'approval.approve') }).click();
  const redirectResult = (await returned).get('redirectResult')!;
  expect((await api('POST', '/payments/details', { details: { redirectResult } })).body).toMatchObject({ resultCode: 'Authorised', pspReference: payment.body.pspReference });
  expect((await api('POST', '/payments/details', { details: { redirectResult } })).status).toBe(422);
});
