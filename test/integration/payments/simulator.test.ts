import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolvePaymentReturn } from '~/payments/payment-return.server';
import { createSimulatorProvider } from '~/payments/simulator-client.server';
import type { PaymentResponse } from '~/payments/checkout-api';
import { readFileSync } from 'node:fs';
import { API_KEY, MERCHANT, page, queuedEvents, rejection, startSimulator, testCard, type SimulatorHarness } from './harness';

/** The shopper pages' texts of a language (issue 38 item 12: the pages speak the shopperLocale's language). */
type Texts = { [key: string]: string | Texts };
const textsOf = (language: string) => JSON.parse(readFileSync(new URL(`../../../locales/${language}/payment-pages.json`, import.meta.url), 'utf8')) as Texts;
const text = (texts: Texts, key: string) => key.split('.').reduce<string | Texts>((node, part) => (node as Texts)[part], texts) as string;
const sk = textsOf('sk');
const escaped = (value: string) => value.replaceAll("'", '&#39;');

let sim: SimulatorHarness;
let returnUrl: string;
let counter = 0;

beforeAll(async () => {
  sim = await startSimulator();
  returnUrl = `${sim.origin}/after-payment-redirect-back?cartId=cart-1&paymentId=payment-1`;
});
afterAll(() => sim.close());
afterEach(() => {
  sim.clock.now = Date.parse('2026-11-24T10:00:00Z');
});

const key = () => `test-key-${(counter += 1)}`;
const euros = (value: number) => ({ currency: 'EUR', value });

function pay(paymentMethod: Record<string, unknown>, extra: Record<string, unknown> = {}, idempotencyKey = key()): Promise<PaymentResponse> {
  return sim.provider.payments(
    { amount: euros(12_999), reference: `NS26112400${String(counter).padStart(4, '0')}`, returnUrl, paymentMethod: paymentMethod as { type: string }, countryCode: 'SK', shopperLocale: 'sk-SK', ...extra },
    { idempotencyKey },
  );
}

const lines = [{ id: '1', description: 'Cordless drill', quantity: 1, amountIncludingTax: 12_999 }];

describe('payment methods', () => {
  const types = async (countryCode: string, currency: string, value = 10_000) =>
    (await sim.provider.paymentMethods({ countryCode, amount: { currency, value }, shopperLocale: 'en-GB' })).paymentMethods.map((method) => method.type);

  it('answers the methods of the country and currency', async () => {
    expect(await types('NL', 'EUR')).toEqual(expect.arrayContaining(['scheme', 'paypal', 'googlepay', 'applepay', 'ideal', 'klarna', 'klarna_account']));
    expect(await types('NL', 'EUR')).not.toContain('twint');
    expect(await types('CH', 'CHF')).toContain('twint');
    expect(await types('DK', 'DKK')).toContain('mobilepay');
    expect(await types('PT', 'EUR')).toContain('multibanco');
    expect(await types('PL', 'PLN')).toContain('onlineBanking_PL');
    expect(await types('DE', 'EUR')).toEqual(expect.arrayContaining(['klarna_b2b', 'ratepay']));
    expect(await types('SK', 'EUR')).toEqual(['scheme', 'applepay', 'googlepay', 'paypal']);
  });

  it('lists the issuers of online banking and the PayPal configuration', async () => {
    const { paymentMethods } = await sim.provider.paymentMethods({ countryCode: 'PL', amount: { currency: 'PLN', value: 50_000 } });
    expect(paymentMethods.find((method) => method.type === 'onlineBanking_PL')?.issuers?.length).toBeGreaterThan(3);
    expect(paymentMethods.find((method) => method.type === 'paypal')?.configuration).toEqual({ merchantId: expect.any(String), intent: 'capture' });
  });

  it('drops pay-later methods above their amount limit', async () => {
    expect(await types('DE', 'EUR', 499_900)).toContain('klarna');
    expect(await types('DE', 'EUR', 600_000)).not.toContain('klarna');
    expect(await types('SE', 'SEK', 20_000_000)).not.toContain('klarna_account');
  });
});

describe('card payments through /payments', () => {
  it('authorises the test card and names the card brand', async () => {
    const answer = await pay(testCard('4111 1111 1111 1111'));
    expect(answer).toMatchObject({ resultCode: 'Authorised', amount: euros(12_999), paymentMethod: { type: 'scheme', brand: 'visa' } });
    expect(answer.pspReference).toMatch(/^[A-Z0-9]{16}$/);
  });

  it.each([
    ['4000 0000 0000 0002', {}, 'Refused', 'Refused'],
    ['4000 0000 0000 0010', {}, 'Cancelled', 'Cancelled'],
    ['4000 0000 0000 0036', {}, 'Error', 'Acquirer Error'],
    ['4111 1111 1111 1111', { cvc: '123' }, 'Refused', 'CVC Declined'],
    ['4111 1111 1111 1111', { month: '10', year: '2026' }, 'Refused', 'Expired Card'],
    ['4242 4242 4242 4242', {}, 'Refused', 'Refused'],
  ])('gives %s (%o) the result %s', async (number, options, resultCode, refusalReason) => {
    expect(await pay(testCard(number, options))).toMatchObject({ resultCode, refusalReason });
  });

  it('refuses data that is not test data and numbers that fail the Luhn check', async () => {
    expect(await rejection(pay({ ...testCard('4111111111111111'), encryptedCardNumber: 'adyenjs_0_1_25$abc' }))).toMatchObject({ kind: 'rejected', status: 422, errorCode: '174' });
    expect(await rejection(pay(testCard('4111 1111 1111 1112')))).toMatchObject({ status: 422, errorCode: '101' });
  });

  it('sends a 3-D Secure card to the challenge page and resolves its redirectResult exactly once', async () => {
    const answer = await pay(testCard('4212 3456 7891 0006'));
    expect(answer.resultCode).toBe('RedirectShopper');
    expect(answer.action).toMatchObject({ type: 'redirect', method: 'GET', paymentMethodType: 'scheme' });
    const url = (answer.action as { url: string }).url;
    expect(url.startsWith(`${sim.origin}/__payments/redirect/`)).toBe(true);

    const challenge = await page(url);
    expect(challenge.status).toBe(200);
    expect(challenge.body).toContain(`<label for="challenge-password">${text(sk, 'challenge.password')}</label>`);
    expect(challenge.body).toContain(`<h1>${text(sk, 'challenge.heading')}</h1>`);
    const back = await page(url, { password: 'password', intent: 'submit' });
    expect(back.status).toBe(303);
    const location = new URL(back.location!);
    expect(location.pathname).toBe('/after-payment-redirect-back');
    expect(location.searchParams.get('cartId')).toBe('cart-1');
    expect(location.searchParams.get('paymentId')).toBe('payment-1');
    const redirectResult = location.searchParams.get('redirectResult')!;

    const details = await sim.provider.paymentDetails({ details: { redirectResult } }, { idempotencyKey: key() });
    expect(details).toMatchObject({ resultCode: 'Authorised', pspReference: answer.pspReference });
    expect(await rejection(sim.provider.paymentDetails({ details: { redirectResult } }, { idempotencyKey: key() }))).toMatchObject({ status: 422 });
    // The step is finished: the page cannot be used again.
    expect((await page(url, { password: 'password', intent: 'submit' })).status).toBe(410);
  });

  it('refuses a wrong 3-D Secure password and cancels on request', async () => {
    const wrong = await pay(testCard('5454 5454 5454 5454'));
    const refused = await page((wrong.action as { url: string }).url, { password: 'guess', intent: 'submit' });
    const refusedResult = new URL(refused.location!).searchParams.get('redirectResult')!;
    expect(await sim.provider.paymentDetails({ details: { redirectResult: refusedResult } }, { idempotencyKey: key() })).toMatchObject({
      resultCode: 'Refused', refusalReason: '3D Not Authenticated',
    });
    const cancelled = await pay(testCard('4212 3456 7891 0006'));
    const back = await page((cancelled.action as { url: string }).url, { intent: 'cancel' });
    const outcome = await resolvePaymentReturn(sim.provider, { redirectResult: new URL(back.location!).searchParams.get('redirectResult') });
    expect(outcome).toMatchObject({ resultCode: 'Cancelled', kind: 'failed' });
  });
});

describe('idempotency', () => {
  it('answers the same key with the same payment and charges once', async () => {
    const idempotencyKey = key();
    const before = sim.store.recentPayments(1000).length;
    const first = await pay(testCard('4111 1111 1111 1111'), {}, idempotencyKey);
    const [second, third] = await Promise.all([pay(testCard('4111 1111 1111 1111'), {}, idempotencyKey), pay(testCard('4111 1111 1111 1111'), {}, idempotencyKey)]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(sim.store.recentPayments(1000).length).toBe(before + 1);
    expect(queuedEvents(sim.store).filter((event) => event.pspReference === first.pspReference)).toHaveLength(1);
  });

  it('replays the first answer of payment details under the same key, never a 422', async () => {
    const answer = await pay(testCard('4212 3456 7891 0006'));
    const back = await page((answer.action as { url: string }).url, { password: 'password', intent: 'submit' });
    const params = { redirectResult: new URL(back.location!).searchParams.get('redirectResult') };
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => resolvePaymentReturn(sim.provider, params)));
    expect(new Set(outcomes.map((outcome) => `${outcome.resultCode}:${outcome.pspReference}`))).toEqual(new Set([`Authorised:${answer.pspReference}`]));
  });

  it('refuses a key reused for another endpoint', async () => {
    const idempotencyKey = key();
    await pay(testCard('4111 1111 1111 1111'), {}, idempotencyKey);
    expect(await rejection(sim.provider.hostedCheckout({ amount: euros(100), reference: 'x', returnUrl }, { idempotencyKey }))).toMatchObject({ status: 422, errorCode: '704' });
  });
});

describe('redirect methods', () => {
  async function approve(paymentMethod: Record<string, unknown>, intent: string, extra: Record<string, unknown> = {}) {
    const answer = await pay(paymentMethod, extra);
    expect(answer).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect', paymentMethodType: paymentMethod.type } });
    const approval = await page((answer.action as { url: string }).url);
    expect(approval.status).toBe(200);
    const back = await page((answer.action as { url: string }).url, { intent });
    return { answer, outcome: await resolvePaymentReturn(sim.provider, { redirectResult: new URL(back.location!).searchParams.get('redirectResult') }) };
  }

  it('authorises, declines or cancels on the approval page', async () => {
    expect((await approve({ type: 'ideal' }, 'authorise', { countryCode: 'NL' })).outcome).toMatchObject({ resultCode: 'Authorised', kind: 'authorised' });
    expect((await approve({ type: 'paypal' }, 'refuse')).outcome).toMatchObject({ resultCode: 'Refused', kind: 'failed' });
    expect((await approve({ type: 'klarna' }, 'cancel', { countryCode: 'DE', lineItems: lines })).outcome).toMatchObject({ resultCode: 'Cancelled' });
  });

  it('requires order lines for Klarna and a bank for online banking', async () => {
    expect(await rejection(pay({ type: 'klarna' }, { countryCode: 'DE' }))).toMatchObject({ status: 422, errorCode: '130' });
    expect(await rejection(pay({ type: 'onlineBanking_PL' }, { countryCode: 'PL', amount: { currency: 'PLN', value: 5000 } }))).toMatchObject({ status: 422 });
    expect(await rejection(pay({ type: 'twint' }, { countryCode: 'SK' }))).toMatchObject({ status: 422, errorCode: '905_1' });
  });

  it('leaves online banking Received until the bank confirms, then sends AUTHORISATION', async () => {
    const { answer, outcome } = await approve({ type: 'onlineBanking_PL', issuer: '154' }, 'authorise', { countryCode: 'PL', amount: { currency: 'PLN', value: 25_000 } });
    expect(outcome).toMatchObject({ resultCode: 'Received', kind: 'pending' });
    expect(queuedEvents(sim.store).some((event) => event.pspReference === answer.pspReference)).toBe(false);
    sim.clock.now += 5_000;
    sim.simulator.runDueJobs();
    expect(sim.store.getPayment(answer.pspReference!)?.result_code).toBe('Authorised');
    expect(queuedEvents(sim.store).filter((event) => event.pspReference === answer.pspReference)).toEqual([
      expect.objectContaining({ eventCode: 'AUTHORISATION', success: 'true' }),
    ]);
  });

  it('leaves a payment approved for later Pending, settled by AUTHORISATION', async () => {
    const { answer, outcome } = await approve({ type: 'paypal' }, 'pending');
    expect(outcome).toMatchObject({ resultCode: 'Pending', kind: 'pending' });
    sim.clock.now += 5_000;
    sim.simulator.runDueJobs();
    expect(queuedEvents(sim.store).filter((event) => event.pspReference === answer.pspReference)).toEqual([
      expect.objectContaining({ eventCode: 'AUTHORISATION', success: 'true' }),
    ]);
  });

  it('authorises wallets with their token and the direct invoice method at once', async () => {
    expect(await pay({ type: 'googlepay', googlePayToken: '{"signature":"…"}' })).toMatchObject({ resultCode: 'Authorised' });
    expect(await rejection(pay({ type: 'applepay' }))).toMatchObject({ status: 422 });
    expect(await pay({ type: 'ratepay' }, { countryCode: 'DE', lineItems: lines })).toMatchObject({ resultCode: 'Authorised' });
  });
});

describe('Multibanco', () => {
  it('presents a reference with entity, expiry and merchant reference, paid later by notification', async () => {
    const answer = await pay({ type: 'multibanco' }, { countryCode: 'PT', reference: 'NS261124009999' });
    expect(answer.resultCode).toBe('PresentToShopper');
    expect(answer.action).toMatchObject({
      type: 'voucher', paymentMethodType: 'multibanco', entity: expect.stringMatching(/^\d{5}$/), reference: expect.stringMatching(/^\d{9}$/),
      merchantReference: 'NS261124009999', expiresAt: '2026-11-27T10:00:00.000Z',
    });
    expect(sim.simulator.admin.settle(answer.pspReference!, true)).toBe(true);
    expect(sim.simulator.admin.settle(answer.pspReference!, true)).toBe(false);
    expect(queuedEvents(sim.store).filter((event) => event.pspReference === answer.pspReference)).toEqual([
      expect.objectContaining({ eventCode: 'AUTHORISATION', success: 'true' }),
    ]);
  });

  it('closes an unpaid reference when it expires', async () => {
    const answer = await pay({ type: 'multibanco' }, { countryCode: 'PT' });
    sim.clock.now += 3 * 24 * 3_600_000;
    sim.simulator.runDueJobs();
    expect(queuedEvents(sim.store).filter((event) => event.pspReference === answer.pspReference)).toEqual([
      expect.objectContaining({ eventCode: 'OFFER_CLOSED', success: 'true' }),
    ]);
  });
});

describe('reversals', () => {
  it('reverses an authorised payment once, however often asked', async () => {
    const payment = await pay(testCard('4111 1111 1111 1111'));
    const first = await sim.provider.reversal(payment.pspReference!, { reference: 'creating-order-failed' }, { idempotencyKey: key() });
    expect(first).toMatchObject({ merchantAccount: MERCHANT, paymentPspReference: payment.pspReference, status: 'received', reference: 'creating-order-failed' });
    const again = await sim.provider.reversal(payment.pspReference!, {}, { idempotencyKey: key() });
    expect(again.pspReference).toBe(first.pspReference);
    expect(queuedEvents(sim.store).filter((event) => event.originalReference === payment.pspReference)).toEqual([
      expect.objectContaining({ eventCode: 'CANCEL_OR_REFUND', success: 'true', pspReference: first.pspReference }),
    ]);
  });

  it('refunds from the operator overview once, with a REFUND notification', async () => {
    const payment = await pay(testCard('5555 5555 5555 4444'));
    const overview = await page(`${sim.origin}/__payments/`);
    expect(overview.body).toContain(payment.pspReference);
    const refunded = await page(`${sim.origin}/__payments/admin/${payment.pspReference}`, { intent: 'refund' });
    expect(refunded.status).toBe(303);
    expect(sim.simulator.admin.refund(payment.pspReference!)).toBe(false);
    expect(queuedEvents(sim.store).filter((event) => event.originalReference === payment.pspReference)).toEqual([
      expect.objectContaining({ eventCode: 'REFUND', success: 'true' }),
    ]);
  });

  it('answers an unknown pspReference with 422', async () => {
    expect(await rejection(sim.provider.reversal('UNKNOWNREFERENCE', {}, { idempotencyKey: key() }))).toMatchObject({ status: 422, errorCode: '167' });
  });
});

describe('hosted card page (sessions, mode hosted)', () => {
  async function session(value = 4_990) {
    return sim.provider.hostedCheckout({ amount: euros(value), reference: 'NS261124000042', returnUrl, countryCode: 'SK', shopperLocale: 'sk-SK' }, { idempotencyKey: key() });
  }
  const card = (number: string, extra: Record<string, string> = {}) => ({ number, expiry: '03/30', securityCode: '737', holderName: 'Jana Nováková', intent: 'pay', ...extra });

  it('serves a form without script, labelled, with the amount in the shopper locale', async () => {
    const created = await session();
    expect(created).toMatchObject({ id: expect.stringMatching(/^CS[0-9A-F]{16}$/), url: `${sim.origin}/__payments/checkoutshopper/${created.id}`, mode: 'hosted' });
    const form = await page(created.url);
    expect(form.status).toBe(200);
    expect(form.body).not.toContain('<script');
    // In Slovak, as the shop's shopperLocale sk-SK asks (Adyen localises its pages by it).
    for (const key of ['card.heading', 'card.number', 'card.expiry', 'card.securityCode', 'card.holderName', 'card.cancel', 'banner']) expect(form.body).toContain(text(sk, key));
    expect(form.body).toContain('49,90');
    expect(form.body).toContain('lang="sk"');
    expect(form.body).not.toContain('Card number');
  });

  it.each([['de-CH', 'de', 'Kartennummer'], ['fr-BE', 'fr', 'Numéro de carte'], ['en-GB', 'en', 'Card number'], ['ja-JP', 'en', 'Card number']])(
    'speaks the language of shopperLocale %s (%s), English for a locale of no store language',
    async (shopperLocale, language, label) => {
      const created = await sim.provider.hostedCheckout({ amount: euros(4_990), reference: 'NS261124000043', returnUrl, countryCode: 'CH', shopperLocale }, { idempotencyKey: key() });
      const form = await page(created.url);
      expect(form.body).toContain(`lang="${language}"`);
      expect(form.body).toContain(`>${label}</label>`);
    },
  );

  it('shows every error with the input kept (security code cleared), status 422', async () => {
    const created = await session();
    const answer = await page(created.url, { number: '4111 1111 1111 1112', expiry: '13/30', securityCode: '7', holderName: ' ', intent: 'pay' });
    expect(answer.status).toBe(422);
    for (const field of ['number', 'expiry', 'securityCode', 'holderName']) expect(answer.body).toContain(escaped(text(sk, `card.errors.${field}`)));
    expect(answer.body).toContain(text(sk, 'card.errorSummary'));
    expect(answer.body).toContain('value="4111 1111 1111 1112"');
    expect(answer.body).toContain('href="#card-number"');
    expect(answer.body).toContain('aria-describedby="card-number-error"');
  });

  it('returns with sessionId and sessionResult; the result names the authorised payment', async () => {
    const created = await session();
    const back = await page(created.url, card('4111 1111 1111 1111'));
    expect(back.status).toBe(303);
    const location = new URL(back.location!);
    expect(location.searchParams.get('cartId')).toBe('cart-1');
    expect(location.searchParams.get('sessionId')).toBe(created.id);
    const outcome = await resolvePaymentReturn(sim.provider, Object.fromEntries(location.searchParams));
    expect(outcome).toMatchObject({ resultCode: 'Authorised', kind: 'authorised', merchantReference: 'NS261124000042', amount: euros(4_990), paymentMethod: { brand: 'visa' } });
    expect(outcome.pspReference).toMatch(/^[A-Z0-9]{16}$/);
    // Finished: the page offers the way back, and a wrong sessionResult is refused.
    expect((await page(created.url)).status).toBe(410);
    expect(await rejection(sim.provider.sessionResult(created.id, 'forged'))).toMatchObject({ status: 422 });
  });

  it('goes through the 3-D Secure challenge, and reports refused, cancelled and error cards', async () => {
    const challenged = await session();
    const step = await page(challenged.url, card('4212 3456 7891 0006'));
    const back = await page(new URL(step.location!).toString(), { password: 'password', intent: 'submit' });
    expect(await resolvePaymentReturn(sim.provider, Object.fromEntries(new URL(back.location!).searchParams))).toMatchObject({ resultCode: 'Authorised' });

    for (const [number, resultCode] of [['4000 0000 0000 0002', 'Refused'], ['4000 0000 0000 0010', 'Cancelled'], ['4000 0000 0000 0036', 'Error']]) {
      const created = await session();
      const answer = await page(created.url, card(number));
      expect(await resolvePaymentReturn(sim.provider, Object.fromEntries(new URL(answer.location!).searchParams))).toMatchObject({ resultCode, kind: 'failed' });
    }
  });

  it('cancels on request and expires after its lifetime', async () => {
    const cancelled = await session();
    const back = await page(cancelled.url, { intent: 'cancel' });
    expect(await resolvePaymentReturn(sim.provider, Object.fromEntries(new URL(back.location!).searchParams))).toMatchObject({ resultCode: 'Cancelled' });

    const expiring = await session();
    sim.clock.now += 3_600_001;
    const gone = await page(expiring.url);
    expect(gone.status).toBe(410);
    expect(gone.body).toContain(text(sk, 'gone.pageExpired'));
    expect(gone.body).toContain(text(sk, 'gone.returnToShop'));
    const link = /href="([^"]+)"/.exec(gone.body)![1].replaceAll('&amp;', '&');
    const outcome = await resolvePaymentReturn(sim.provider, Object.fromEntries(new URL(link).searchParams));
    expect(outcome).toMatchObject({ resultCode: 'Cancelled', response: { status: 'expired' } });
    expect((await page(expiring.url, card('4111 1111 1111 1111'))).status).toBe(410);
  });
});

describe('the API boundary', () => {
  it('refuses a missing API key and a foreign merchant account', async () => {
    const stranger = createSimulatorProvider({ baseUrl: `${sim.origin}/__payments`, apiKey: 'wrong', merchantAccount: MERCHANT, timeoutMs: 2000 });
    expect(await rejection(stranger.paymentMethods({ countryCode: 'SK' }))).toMatchObject({ kind: 'rejected', status: 401 });
    const foreign = createSimulatorProvider({ baseUrl: `${sim.origin}/__payments`, apiKey: API_KEY, merchantAccount: 'SomeoneElse', timeoutMs: 2000 });
    expect(await rejection(foreign.paymentMethods({ countryCode: 'SK' }))).toMatchObject({ status: 403, errorCode: '901' });
  });

  it('answers bad JSON and missing fields with the API error shape', async () => {
    const response = await fetch(`${sim.origin}/__payments/checkout/v71/payments`, { method: 'POST', headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' }, body: '{"amount":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, errorCode: '702', errorType: 'validation' });
    expect(await rejection(sim.provider.payments({ amount: euros(100), reference: 'x', returnUrl } as never, { idempotencyKey: key() }))).toMatchObject({
      status: 422, errorCode: '130', message: "Required field 'paymentMethod' is not provided.",
    });
  });

  it('takes only http and https return URLs', async () => {
    expect(await rejection(sim.provider.hostedCheckout({ amount: euros(100), reference: 'x', returnUrl: 'javascript:alert(1)' }, { idempotencyKey: key() }))).toMatchObject({
      status: 422, message: 'returnUrl: must be an http or https URL',
    });
  });

  it('turns an unreachable simulator, a timeout or a garbage answer into an unavailable error', async () => {
    const closed = createSimulatorProvider({ baseUrl: 'http://127.0.0.1:9/__payments', apiKey: API_KEY, merchantAccount: MERCHANT, timeoutMs: 1000 });
    expect(await rejection(closed.paymentMethods({}))).toMatchObject({ kind: 'unavailable' });
    const hanging = createSimulatorProvider({ baseUrl: 'http://x/__payments', apiKey: API_KEY, merchantAccount: MERCHANT, timeoutMs: 50, fetch: (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))) });
    expect(await rejection(hanging.paymentMethods({}))).toMatchObject({ kind: 'unavailable' });
    const garbage = createSimulatorProvider({ baseUrl: 'http://x/__payments', apiKey: API_KEY, merchantAccount: MERCHANT, timeoutMs: 1000, fetch: async () => new Response('<html>maintenance</html>', { status: 200 }) });
    expect(await rejection(garbage.payments({ amount: euros(1), reference: 'r', returnUrl, paymentMethod: { type: 'scheme' } }, { idempotencyKey: 'k' }))).toMatchObject({ kind: 'unavailable', status: 502 });
  });
});
