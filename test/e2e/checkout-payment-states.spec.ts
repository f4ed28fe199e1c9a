import { test, type BrowserContext, type Page } from '@playwright/test';
import { backendApi } from './backend-api';
import { PORT, storeUrl } from './helpers';
import { rawRequest, type RawAnswer } from './servers';
import { addWrench, expect, fillAddresses, sk, text } from './checkout-helpers';

/**
 * Payment states that are true (issue 36 items 7–10, 12): one order per "Order and pay", however often it is
 * sent.
 */
test.describe.configure({ timeout: 60_000 });

const unique = (name: string) => `${name}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The orders the backend holds for this address. */
async function ordersTo(email: string): Promise<Array<{ id: string; orderNumber?: string }>> {
  const where = encodeURIComponent(`customerEmail = "${email}"`);
  return (await backendApi<{ results: Array<{ id: string; orderNumber?: string }> }>('GET', `/orders?where=${where}&limit=20`)).results;
}

async function cookieHeader(context: BrowserContext, country: string) {
  return (await context.cookies(storeUrl(country))).map(({ name, value }) => `${name}=${value}`).join('; ');
}

/** "Order and pay" as the browser without script sends it, with the session cookie as it is now, not following the answer. */
async function orderAndPayPoster(page: Page, country: string, method: string) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: text(sk.checkout, 'payment.submit') }) });
  const shownTotal = await form.locator('input[name="shownTotal"]').inputValue();
  const body = new URLSearchParams({ intent: 'pay', method, shownTotal }).toString();
  const host = `${country.toLowerCase()}.localhost:${PORT}`;
  const cookie = await cookieHeader(page.context(), country);
  return (): Promise<RawAnswer> =>
    rawRequest(PORT, {
      method: 'POST',
      path: '/checkout/payment',
      headers: { host, origin: `http://${host}`, cookie, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
}

for (const method of ['bank-transfer', 'cash-on-delivery'] as const) {
  test(`"Order and pay" (${method}) sent twice at once and once more after: one order, every answer its thank-you page (issue 36 item 10)`, async ({ page }) => {
    test.skip(test.info().project.name === 'js-on', 'plain form posts: what a browser without script sends');
    const email = unique(`double-${method}`);
    await addWrench(page);
    await fillAddresses(page, email);
    const post = await orderAndPayPoster(page, 'SK', method);
    const together = await Promise.all([post(), post()]);
    // The resubmit of a tab that never got the first answer: the same cookie, after the order exists.
    const again = await post();
    const answers = [...together, again];
    expect(answers.map(({ status }) => status)).toEqual([303, 303, 303]);
    const orders = await ordersTo(email);
    expect(orders).toHaveLength(1);
    for (const answer of answers) expect(answer.headers.location).toBe(`/checkout/thank-you?order=${orders[0]!.id}`);
    await page.goto(storeUrl('SK', `/checkout/thank-you?order=${orders[0]!.id}`));
    await expect(page.getByRole('heading', { level: 1, name: text(sk.checkout, 'thankYou.title') })).toBeVisible();
  });
}
