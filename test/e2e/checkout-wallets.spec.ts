import { test, type Page } from '@playwright/test';
import { storeUrl } from './helpers';
import { addWrench, expect, fillAddresses, jsOn } from './checkout-helpers';

/**
 * Wallets (issue 11 item 4, decision 061): the payment step offers Google Pay and Apple Pay through the
 * browser's Payment Request API. Chrome refuses to construct a PaymentRequest whose method identifier the
 * page's CSP connect-src does not allow, so the payment step (and only it) allows the wallets' sources.
 */

const GOOGLE_PAY = 'https://google.com/pay';

/** Whether the page may construct a Google Pay payment request ('refused': the CSP forbids it). */
function constructGooglePay(page: Page) {
  return page.evaluate((method) => {
    try {
      new PaymentRequest([{ supportedMethods: method, data: { apiVersion: 2, apiVersionMinor: 0 } }], { total: { label: 'Total', amount: { currency: 'EUR', value: '1.00' } } });
      return 'constructed';
    } catch (error) {
      return error instanceof RangeError ? 'refused' : String(error);
    }
  }, GOOGLE_PAY);
}

test('the payment step lets the browser reach the wallets; other pages do not', async ({ page }) => {
  // Skipped in js-off: a wallet is the browser's Payment Request sheet, which only script can open; without
  // script the payment step offers no wallet (checkout.spec.ts checks the methods shown there).
  test.skip(!jsOn(), 'wallets need the browser\'s payment sheet, so script');
  await addWrench(page);
  await page.goto(storeUrl('SK', '/checkout/cart'));
  expect(await constructGooglePay(page)).toBe('refused');

  const payment = page.waitForResponse((response) => new URL(response.url()).pathname === '/checkout/payment' && response.request().resourceType() === 'document');
  await fillAddresses(page, 'wallet@example.com');
  const policy = (await (await payment).headerValue('content-security-policy')) ?? '';
  const connectSrc = policy.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('connect-src ')) ?? '';
  expect(connectSrc.split(/\s+/)).toEqual(expect.arrayContaining(["'self'", GOOGLE_PAY, 'https://pay.google.com']));
  // Only connect-src opens: scripts still run only with the page's nonce.
  expect(policy).not.toMatch(/script-src[^;]*google/);
  expect(await constructGooglePay(page)).toBe('constructed');
});
