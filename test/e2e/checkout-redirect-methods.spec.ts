import { test, type Page } from '@playwright/test';
import { buildSeedData } from '../../server/commerce-backend/seed/data/index';
import { addProduct, BRATISLAVA, chooseAndPay, expect, expectThankYou, fillAddresses, sk, text, textsOf, type StoreTexts, type TestAddress } from './checkout-helpers';

/**
 * Redirect and pay-later methods through the whole checkout (issue 11 item 4), JavaScript off and on: the
 * payment step sends the shopper to the method's page (the local provider's stand-in for the bank or Klarna),
 * the shopper approves or declines there, and the shop's return URL answers with the thank-you page or the
 * card payment error page.
 */

const seed = buildSeedData();
/** A parcel product the store sells with plenty in stock, from the deterministic seed. */
function stockedProductOf(country: string): string {
  const product = seed.catalog.find(
    (item) =>
      item.variantKind === 'normal' &&
      item.markets.includes(country as never) &&
      item.eligibleForSelling &&
      !item.freight &&
      (seed.stock.find((level) => level.sku === item.sku)?.quantity ?? 0) > 50,
  );
  return product!.sku.slice(2);
}

const AMSTERDAM: TestAddress = { firstName: 'Sanne', lastName: 'de Vries', streetName: 'Damrak', streetNumber: '70', postalCode: '1012 LM', city: 'Amsterdam' };
const BERLIN: TestAddress = { firstName: 'Jonas', lastName: 'Becker', streetName: 'Invalidenstraße', streetNumber: '117', postalCode: '10115', city: 'Berlin' };

async function checkoutTo(page: Page, country: string, t: StoreTexts, address: TestAddress, email: string, method: string) {
  await addProduct(page, country, stockedProductOf(country), t);
  await fillAddresses(page, email, country, t, address);
  await chooseAndPay(page, method, t);
}

test('NL: iDEAL is approved at the bank and the order is paid', async ({ page }) => {
  const nl = textsOf('nl');
  await checkoutTo(page, 'NL', nl, AMSTERDAM, 'ideal@example.com', 'iDEAL');
  await expect(page.getByRole('heading', { name: 'iDEAL' })).toBeVisible();
  await page.getByRole('button', { name: text(nl.paymentPages, 'approval.approve') }).click();
  await expectThankYou(page, 'paid', nl);
});

test('DE: pay later with Klarna, named in German, declined, then approved on a second try', async ({ page }) => {
  const de = textsOf('de');
  const klarna = text(de.checkout, 'methods.klarna');
  await addProduct(page, 'DE', stockedProductOf('DE'), de);
  await fillAddresses(page, 'klarna@example.com', 'DE', de, BERLIN);
  // The shopper's language, and one full stop: "…auf der Seite von Klarna." (issue 23 item 11).
  const option = page.locator('.payment-method').filter({ has: page.getByRole('radio', { name: klarna, exact: true }) });
  await expect(option.locator('.payment-method__note')).toHaveText(text(de.checkout, 'payment.redirectNote', { method: 'Klarna' }));
  await expect(page.getByText('Pay later with Klarna')).toHaveCount(0);
  await chooseAndPay(page, klarna, de);
  await page.getByRole('button', { name: text(de.paymentPages, 'approval.decline') }).click();
  // Declined: the shop says who said no, in German, and that nothing was charged (issue 38 item 12).
  await expect(page).toHaveURL(/\/adyen-payment-error\?error=payment-error&reason=declined$/);
  await expect(page.getByRole('alert')).toHaveText(text(de.checkout, 'paymentError.reasons.declined'));
  await expect(page.getByText(text(de.checkout, 'paymentError.notCharged'))).toBeVisible();
  await page.getByRole('link', { name: text(de.checkout, 'paymentError.retry') }).click();
  await chooseAndPay(page, klarna, de);
  await page.getByRole('button', { name: text(de.paymentPages, 'approval.approve') }).click();
  await expectThankYou(page, 'paid', de);
});

test('SK: a declined PayPal payment restarts the payment with the spec\'s PayPal message (issue 23 item 10)', async ({ page }) => {
  await checkoutTo(page, 'SK', sk, BRATISLAVA, 'paypal@example.com', text(sk.checkout, 'methods.paypal'));
  await page.getByRole('button', { name: text(sk.paymentPages, 'approval.decline') }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\?error=paypal$/);
  await expect(page.getByRole('alert')).toHaveText(text(sk.checkout, 'payment.paypalError'));
  await chooseAndPay(page, text(sk.checkout, 'methods.bank-transfer'));
  await expectThankYou(page, 'in-progress');
});
