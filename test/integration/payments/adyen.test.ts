// The production adapter (@adyen/api-library) against recorded Checkout API answers, served by msw in
// place of checkout-test.adyen.com: the library's own HTTP client, URL building, headers and error
// handling all run for real. Then the same adapter against the local simulator (a contract test).
import { readFileSync } from 'node:fs';
import { bypass, delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdyenProvider } from '~/payments/adyen.server';
import { resolvePaymentReturn } from '~/payments/payment-return.server';
import { API_KEY, MERCHANT, page, rejection, startSimulator, testCard, type SimulatorHarness } from './harness';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/adyen/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

const BASE = 'https://checkout-test.adyen.com/v72';
type Seen = { method: string; url: string; headers: Record<string, string>; body: unknown };
const seen: Seen[] = [];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

/** Answers one endpoint with a recorded body and records what the library sent. */
function answer(method: 'get' | 'post', url: string, body: unknown, status = 200) {
  server.use(
    http[method](url, async ({ request }) => {
      seen.push({
        method: request.method,
        url: request.url,
        headers: Object.fromEntries(request.headers),
        body: request.method === 'POST' ? await request.json() : undefined,
      });
      return typeof body === 'string' ? new HttpResponse(body, { status }) : HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
}

const adyen = (overrides: Partial<Parameters<typeof createAdyenProvider>[0]> = {}) =>
  createAdyenProvider({ apiKey: 'AQEyhmfxK4-test-key', merchantAccount: 'ProToolsDirectECOM', environment: 'TEST', clientKey: 'test_ABCDEF123', timeoutMs: 5000, ...overrides });

const returnUrl = 'https://www.protools-direct.sk/after-payment-redirect-back?cartId=c1&paymentId=p1';

describe('Adyen adapter against recorded answers', () => {
  it('asks for payment methods with the merchant account and the API key, and reads the answer', async () => {
    answer('post', `${BASE}/paymentMethods`, fixture('payment-methods'));
    const result = await adyen().paymentMethods({ countryCode: 'NL', shopperLocale: 'nl-NL', amount: { currency: 'EUR', value: 12_999 }, channel: 'Web' });
    expect(result.paymentMethods.map((method) => method.type)).toEqual(['scheme', 'applepay', 'googlepay', 'paypal', 'klarna', 'klarna_account', 'ideal']);
    expect(seen[0].headers['x-api-key']).toBe('AQEyhmfxK4-test-key');
    expect(seen[0].body).toEqual({ merchantAccount: 'ProToolsDirectECOM', countryCode: 'NL', shopperLocale: 'nl-NL', amount: { currency: 'EUR', value: 12_999 }, channel: 'Web' });
  });

  it('sends a card payment with its idempotency key and reads Authorised, Refused and a 3-D Secure redirect', async () => {
    answer('post', `${BASE}/payments`, fixture('payments-authorised'));
    const request = {
      amount: { currency: 'EUR', value: 12_999 }, reference: 'NS261124000001', returnUrl, countryCode: 'SK', shopperLocale: 'sk-SK',
      paymentMethod: testCard('4111 1111 1111 1111'), company: { name: 'Atelier s.r.o.', taxId: 'SK2020123456' },
    };
    expect(await adyen().payments(request, { idempotencyKey: 'payment-p1' })).toMatchObject({ resultCode: 'Authorised', pspReference: 'V4HZ4RBFJGXXGN82', paymentMethod: { brand: 'visa' } });
    expect(seen[0].headers['idempotency-key']).toBe('payment-p1');
    expect(seen[0].body).toMatchObject({
      merchantAccount: 'ProToolsDirectECOM', reference: 'NS261124000001', returnUrl,
      paymentMethod: { type: 'scheme', encryptedCardNumber: 'test_4111111111111111', encryptedSecurityCode: 'test_737', holderName: 'Jana Nováková' },
      company: { name: 'Atelier s.r.o.', taxId: 'SK2020123456' },
    });

    answer('post', `${BASE}/payments`, fixture('payments-refused'));
    expect(await adyen().payments(request, { idempotencyKey: 'payment-p2' })).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused', refusalReasonCode: '2' });

    answer('post', `${BASE}/payments`, fixture('payments-3ds-redirect'));
    const redirect = await adyen().payments(request, { idempotencyKey: 'payment-p3' });
    expect(redirect).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET', url: expect.stringContaining('checkoutshopper-test.adyen.com') } });
  });

  it('reads a Multibanco voucher', async () => {
    answer('post', `${BASE}/payments`, fixture('payments-multibanco'));
    const voucher = await adyen().payments(
      { amount: { currency: 'EUR', value: 12_999 }, reference: 'NS261124000003', returnUrl, countryCode: 'PT', paymentMethod: { type: 'multibanco' } },
      { idempotencyKey: 'payment-mb' },
    );
    expect(voucher).toMatchObject({ resultCode: 'PresentToShopper', action: { type: 'voucher', entity: '12101', reference: '501 422 944', expiresAt: '2026-11-27T10:00:00', merchantReference: 'NS261124000003' } });
  });

  it('resolves a redirectResult through /payments/details, keyed by the redirectResult', async () => {
    answer('post', `${BASE}/payments/details`, fixture('payment-details-authorised'));
    const outcome = await resolvePaymentReturn(adyen(), { redirectResult: 'X6XtfGC3!Y2hlY2tvdXRzaG9wcGVy' });
    expect(outcome).toMatchObject({ resultCode: 'Authorised', kind: 'authorised', pspReference: 'V4HZ4RBFJGXXGN82', merchantReference: 'NS261124000001' });
    expect(seen[0].body).toEqual({ details: { redirectResult: 'X6XtfGC3!Y2hlY2tvdXRzaG9wcGVy' } });
    expect(seen[0].headers['idempotency-key']).toMatch(/^details-[A-Za-z0-9_-]{43}$/);
  });

  it('gives a used redirectResult (422) as a rejected error with the API error code', async () => {
    answer('post', `${BASE}/payments/details`, fixture('error-details-422'), 422);
    expect(await rejection(adyen().paymentDetails({ details: { redirectResult: 'used' } }, { idempotencyKey: 'k' }))).toMatchObject({
      kind: 'rejected', status: 422, errorCode: '14_018', errorType: 'validation',
    });
  });

  it('reverses by pspReference', async () => {
    answer('post', `${BASE}/payments/V4HZ4RBFJGXXGN82/reversals`, fixture('reversal'), 201);
    const reversal = await adyen().reversal('V4HZ4RBFJGXXGN82', { reference: 'creating-order-failed' }, { idempotencyKey: 'reversal-V4HZ' });
    expect(reversal).toMatchObject({ status: 'received', paymentPspReference: 'V4HZ4RBFJGXXGN82', pspReference: 'TWBZ3R2S6KGXGN82' });
    expect(seen[0].body).toEqual({ merchantAccount: 'ProToolsDirectECOM', reference: 'creating-order-failed' });
    expect(seen[0].headers['idempotency-key']).toBe('reversal-V4HZ');
  });

  it('opens the hosted checkout for shoppers without JavaScript and reads its result', async () => {
    answer('post', `${BASE}/sessions`, fixture('sessions-hosted'), 201);
    const session = await adyen().hostedCheckout(
      { amount: { currency: 'GBP', value: 12_999 }, reference: 'NS261124000004', returnUrl, countryCode: 'GB', shopperLocale: 'en-GB', allowedPaymentMethods: ['scheme'] },
      { idempotencyKey: 'session-p4' },
    );
    expect(session.url).toBe('https://checkoutshopper-test.adyen.com/checkoutshopper/v1/sessions/CS451F2AB1ED897A94/payments');
    expect(seen[0].body).toMatchObject({ mode: 'hosted', merchantAccount: 'ProToolsDirectECOM', allowedPaymentMethods: ['scheme'] });

    answer('get', `${BASE}/sessions/CS451F2AB1ED897A94`, fixture('session-result-completed'));
    const outcome = await resolvePaymentReturn(adyen(), { sessionId: 'CS451F2AB1ED897A94', sessionResult: 'Ab02b4c0!result' });
    expect(outcome).toMatchObject({ resultCode: 'Authorised', pspReference: 'KHQC5N7G84BLNK43', merchantReference: 'NS261124000004', paymentMethod: { brand: 'mc' } });
    expect(new URL(seen[1].url).searchParams.get('sessionResult')).toBe('Ab02b4c0!result');
  });

  it('reports a bad key as rejected and server errors, garbage and broken connections as unavailable', async () => {
    answer('post', `${BASE}/paymentMethods`, fixture('error-unauthorized'), 401);
    expect(await rejection(adyen().paymentMethods({}))).toMatchObject({ kind: 'rejected', status: 401 });
    answer('post', `${BASE}/paymentMethods`, fixture('error-server'), 500);
    expect(await rejection(adyen().paymentMethods({}))).toMatchObject({ kind: 'unavailable', status: 500 });
    answer('post', `${BASE}/paymentMethods`, '<html>Service Unavailable</html>', 503);
    expect(await rejection(adyen().paymentMethods({}))).toMatchObject({ kind: 'unavailable', status: 503 });
    answer('post', `${BASE}/payments`, { unexpected: true });
    expect(await rejection(adyen().payments({ amount: { currency: 'EUR', value: 1 }, reference: 'r', returnUrl, paymentMethod: { type: 'scheme' } }, { idempotencyKey: 'k' }))).toMatchObject({
      kind: 'unavailable', status: 502,
    });
    server.use(http.post(`${BASE}/paymentMethods`, () => HttpResponse.error()));
    expect(await rejection(adyen().paymentMethods({}))).toMatchObject({ kind: 'unavailable' });
  });

  it('gives up on a provider that does not answer within the timeout: unavailable, not a hanging checkout', async () => {
    server.use(http.post(`${BASE}/payments`, async () => {
      await delay(3000);
      return HttpResponse.json(fixture('payments-authorised'));
    }));
    const started = Date.now();
    const error = await rejection(adyen({ timeoutMs: 300 }).payments({ amount: { currency: 'EUR', value: 1 }, reference: 'r', returnUrl, paymentMethod: { type: 'scheme' } }, { idempotencyKey: 'k' }));
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('reads garbage from /payments/details (not the API\'s JSON) as unavailable, so the return shows an error page and places nothing', async () => {
    answer('post', `${BASE}/payments/details`, 'Bad Gateway', 200);
    expect(await rejection(resolvePaymentReturn(adyen(), { redirectResult: 'X6XtfGC3!Y...' }))).toMatchObject({ kind: 'unavailable' });
    answer('post', `${BASE}/payments/details`, { resultCode: 42 });
    expect(await rejection(resolvePaymentReturn(adyen(), { redirectResult: 'X6XtfGC3!Y...' }))).toMatchObject({ kind: 'unavailable', status: 502 });
  });

  it('uses the live endpoint prefix in LIVE and names the shopper-facing origins', async () => {
    expect(() => adyen({ environment: 'LIVE' })).toThrow(/ADYEN_LIVE_URL_PREFIX/);
    answer('post', 'https://1797a841fbb37ca7-ProToolsDirect-checkout-live.adyenpayments.com/checkout/v72/paymentMethods', fixture('payment-methods'));
    const live = adyen({ environment: 'LIVE', liveUrlPrefix: '1797a841fbb37ca7-ProToolsDirect', clientKey: 'live_XYZ' });
    await live.paymentMethods({ countryCode: 'DE' });
    expect(seen).toHaveLength(1);
    expect(live).toMatchObject({ live: true, componentsConfig: { clientKey: 'live_XYZ', environment: 'live' } });
    expect(live.redirectOrigins).toContain('https://checkoutshopper-live.adyen.com');
    expect(adyen()).toMatchObject({ live: false, componentsConfig: { environment: 'test' }, redirectOrigins: ['https://checkoutshopper-test.adyen.com'] });
  });
});

describe('Adyen adapter against the local simulator (the simulator speaks what the library expects)', () => {
  let sim: SimulatorHarness;

  beforeAll(async () => {
    sim = await startSimulator();
  });
  afterAll(() => sim.close());

  function forwardToSimulator() {
    server.use(
      http.all(`${BASE}/*`, async ({ request }) => {
        const url = new URL(request.url);
        const headers = new Headers(request.headers);
        for (const name of ['host', 'connection', 'transfer-encoding', 'content-length']) headers.delete(name);
        const body = request.method === 'POST' ? await request.text() : undefined;
        return fetch(bypass(new Request(`${sim.origin}/__payments/checkout${url.pathname}${url.search}`, { method: request.method, headers, body })));
      }),
    );
  }
  const onSimulator = () => createAdyenProvider({ apiKey: API_KEY, merchantAccount: MERCHANT, environment: 'TEST', timeoutMs: 5000 });

  it('pays, challenges, resolves and reverses through the library', async () => {
    forwardToSimulator();
    const provider = onSimulator();
    const returnTo = `${sim.origin}/after-payment-redirect-back?cartId=c9&paymentId=p9`;
    const methods = await provider.paymentMethods({ countryCode: 'NL', amount: { currency: 'EUR', value: 10_000 } });
    expect(methods.paymentMethods.map((method) => method.type)).toContain('ideal');

    const challenged = await provider.payments(
      { amount: { currency: 'EUR', value: 10_000 }, reference: 'NS9', returnUrl: returnTo, paymentMethod: testCard('4212 3456 7891 0006') },
      { idempotencyKey: 'contract-payment' },
    );
    expect(challenged.resultCode).toBe('RedirectShopper');
    const back = await page((challenged.action as { url: string }).url, { password: 'password', intent: 'submit' });
    const outcome = await resolvePaymentReturn(provider, { redirectResult: new URL(back.location!).searchParams.get('redirectResult') });
    expect(outcome).toMatchObject({ resultCode: 'Authorised', pspReference: challenged.pspReference });
    expect(await provider.reversal(challenged.pspReference!, {}, { idempotencyKey: 'contract-reversal' })).toMatchObject({ status: 'received' });

    const session = await provider.hostedCheckout({ amount: { currency: 'EUR', value: 2_500 }, reference: 'NS10', returnUrl: returnTo }, { idempotencyKey: 'contract-session' });
    const paid = await page(session.url, { number: '5555 5555 5555 4444', expiry: '03/30', securityCode: '737', holderName: 'J N', intent: 'pay' });
    const result = await resolvePaymentReturn(provider, Object.fromEntries(new URL(paid.location!).searchParams));
    expect(result).toMatchObject({ resultCode: 'Authorised', paymentMethod: { brand: 'mc' } });
  });
});
