// The VAT ID check's limit (issue 36 item 15, decision 092): one check per attempt (the number checked when the
// shopper left the field is not asked again on "Continue to payment"), a limit said as a limit with its wait, and
// thirty company buyers behind one office address each checking twice within ten minutes. The addresses action
// against the embedded backend in this process, with the real rate limiters (factor 1).
import type { ActionFunctionArgs } from '@remix-run/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressesAction } from '~/checkout/server/addresses-step.server';
import { clearCommerceCaches } from '~/commerce/catalogue-cache.server';
import { ADDRESS_TYPE_KEY } from '~/commerce/custom-types';
import type { StorefrontContext } from '~/context';
import { readMessage } from '~/forms/messages';
import { vatNumberWithPrefix } from '~/markets';
import { submit } from '../cart/client';
import { SKU, seedCartFixture } from '../cart/fixture';
import { Shopper, startBackend, type Backend } from '../cart/harness';

let env: Backend;
beforeAll(async () => {
  env = await startBackend();
  await seedCartFixture(env.backend);
  await env.backend.request('POST', '/types', {
    key: ADDRESS_TYPE_KEY, name: { en: 'Address' }, resourceTypeIds: ['address'],
    fieldDefinitions: [
      { name: 'vatNumber', type: { name: 'String' }, required: false, label: { en: 'VAT' }, inputHint: 'SingleLine' },
      { name: 'vatValidated', type: { name: 'Boolean' }, required: false, label: { en: 'validated' } },
      { name: 'vatResponse', type: { name: 'String' }, required: false, label: { en: 'response' }, inputHint: 'MultiLine' },
    ],
  });
});
afterAll(() => env?.close());
beforeEach(() => clearCommerceCaches());

/** The federal service, counted: every number it is asked about is valid. */
let asked: string[] = [];
const service: StorefrontContext['services']['vatCheck'] = {
  check: async (country, input) => {
    asked.push(input);
    return { state: 'valid', code: 200, vatNumber: vatNumberWithPrefix(country, input), raw: '<ok/>', checkedAt: new Date().toISOString() };
  },
};
beforeEach(() => {
  asked = [];
});

type Result = { status: number; headers: Headers; body: { vat?: { state: string; messages: string[]; waitMinutes?: number } | null; result?: { error?: Record<string, string[] | null> } } | null };

async function addresses(shopper: Shopper, fields: Record<string, string>): Promise<Result> {
  const url = new URL('http://sk.localhost/checkout/addresses');
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie: shopper.cookieHeader, 'content-type': 'application/x-www-form-urlencoded' } });
  const context = await shopper.context(url);
  context.storefront.services = { ...context.storefront.services, vatCheck: service, addressValidation: { enabledFor: () => false } as never };
  const result = (await addressesAction({ request, context, params: {} } as ActionFunctionArgs)) as Response | { data: Result['body']; init: ResponseInit | null };
  if (result instanceof Response) {
    await shopper.finish(context, result.headers);
    return { status: result.status, headers: result.headers, body: null };
  }
  const headers = new Headers(result.init?.headers);
  await shopper.finish(context, headers);
  return { status: result.init?.status ?? 200, headers, body: result.data };
}

/** Leaving the VAT field with JavaScript: the page's fetcher. */
const leaveField = (shopper: Shopper, vatNumber: string) =>
  addresses(shopper, { js: '1', intent: 'validate-vat', clientType: 'COMPANY', 'billing.vatNumber': vatNumber, 'billing.company': 'Firma s.r.o.' });

/** "Continue to payment" as a company buyer with the VAT ID. */
const continueToPayment = (shopper: Shopper, vatNumber: string) =>
  addresses(shopper, {
    intent: 'save-addresses', email: 'buyer@example.com', clientType: 'COMPANY', shippingType: 'SAME_AS_BILLING',
    'billing.firstName': 'Jana', 'billing.lastName': 'Nákupná', 'billing.company': 'Firma s.r.o.', 'billing.vatNumber': vatNumber,
    'billing.streetName': 'Obchodná', 'billing.streetNumber': '12', 'billing.postalCode': '811 06', 'billing.city': 'Bratislava',
  });

async function companyBuyer(clientKey?: string): Promise<Shopper> {
  const shopper = new Shopper(env.client, 'SK');
  if (clientKey) shopper.clientKey = clientKey;
  expect((await submit(shopper, { intent: 'add-to-cart', sku: SKU.drill, quantity: '1' })).status).toBe(303);
  return shopper;
}

describe('VAT ID checks', () => {
  it('asks once per attempt: the number checked on leaving the field is not checked again on "Continue to payment"', async () => {
    const buyer = await companyBuyer();
    expect((await leaveField(buyer, 'SK2020123200')).body?.vat?.state).toBe('valid');
    const saved = await continueToPayment(buyer, 'SK 2020123200');
    expect(saved.status).toBe(303);
    expect(asked).toEqual(['SK2020123200']);
    // Another number is another attempt.
    await leaveField(buyer, 'SK2020123216');
    expect(asked).toHaveLength(2);
  });

  it('lets thirty company buyers behind one office address each check twice within ten minutes', async () => {
    for (let index = 0; index < 30; index++) {
      const buyer = await companyBuyer('office-address');
      expect((await leaveField(buyer, `SK2020123${300 + index}`)).status, `buyer ${index}`).toBe(200);
      expect((await leaveField(buyer, 'SK2020123200')).status, `buyer ${index}`).toBe(200);
    }
    expect(asked).toHaveLength(60);
  });

  it('says a limit is a limit, and when to try again, on leaving the field and on "Continue to payment"', async () => {
    const guesser = await companyBuyer();
    for (let attempt = 0; attempt < 10; attempt++) expect((await leaveField(guesser, `SK20201231${attempt}0`)).status).toBe(200);
    const limited = await leaveField(guesser, 'SK2020123200');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(limited.body?.vat).toMatchObject({ state: 'limited', messages: ['limited'] });
    expect(limited.body?.vat?.waitMinutes).toBeGreaterThanOrEqual(1);
    const saved = await continueToPayment(guesser, 'SK2020123200');
    expect(saved.status).toBe(429);
    const [fieldError] = saved.body?.result?.error?.['billing.vatNumber'] ?? [];
    expect(readMessage(fieldError ?? '')).toMatchObject({ key: 'checkout:vat.limited', values: { minutes: expect.any(Number) } });
    expect(saved.body?.vat?.state).toBe('limited');
    expect(asked).toHaveLength(10);
  });
});
