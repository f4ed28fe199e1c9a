import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ActionFunctionArgs } from '@remix-run/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressAction } from '~/account/server/address-book.server';
import { resetChangeAction, resetRequestAction } from '~/account/server/password-reset.server';
import { profileAction } from '~/account/server/profile.server';
import type { FormAnswer } from '~/account/server/replies.server';
import { loginAction, registerAction } from '~/account/server/sign-in.server';
import { clearCommerceCaches } from '~/commerce/catalogue-cache.server';
import { CUSTOMER_FIELDS, CUSTOMER_TYPE_KEY } from '~/commerce/custom-types';
import type { StorefrontContext } from '~/context';
import { createMailer } from '~/mail/mailer.server';
import { startMailCatcher, type MailCatcher } from '../../../server/mail-catcher/catcher.ts';
import { submit } from '../cart/client';
import { SKU, seedCartFixture } from '../cart/fixture';
import { Shopper, startBackend, type Backend } from '../cart/harness';

// The account actions against the embedded backend in this process, with the real rate limiters (factor 1),
// a real signed session cookie, and mail through nodemailer to a real catcher on a free loopback port.

let env: Backend;
let catcher: MailCatcher;
let mailDir: string;
const silent = { info() {}, error() {} };
let mailer: ReturnType<typeof createMailer>;

beforeAll(async () => {
  env = await startBackend();
  await seedCartFixture(env.backend);
  await env.backend.request('POST', '/types', {
    key: CUSTOMER_TYPE_KEY,
    name: { en: 'Customer' },
    resourceTypeIds: ['customer'],
    fieldDefinitions: [
      { name: CUSTOMER_FIELDS.customerType, type: { name: 'String' }, required: false, label: { en: 'type' }, inputHint: 'SingleLine' },
      { name: CUSTOMER_FIELDS.newsletter, type: { name: 'Boolean' }, required: false, label: { en: 'newsletter' } },
    ],
  });
  mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'account-mail-'));
  catcher = await startMailCatcher({ dataDir: mailDir, port: 0 });
  mailer = createMailer({ smtpUrl: catcher.url, from: 'Shop <shop@example.com>', logger: silent });
});
afterAll(async () => {
  mailer?.close();
  await catcher?.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
  await env?.close();
});
beforeEach(() => clearCommerceCaches());

type Action = (args: ActionFunctionArgs) => Promise<unknown>;
type Result = { status: number; location: string | null; headers: Headers; answer: FormAnswer | null };

/** `watch` sees the request's storefront context before the action runs (to observe a service it calls). */
async function act(shopper: Shopper, action: Action, fields: Record<string, string>, pathname: string, watch?: (storefront: StorefrontContext) => void): Promise<Result> {
  const url = new URL(`http://${shopper.country.toLowerCase()}.localhost${pathname}`);
  const request = new Request(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie: shopper.cookieHeader, 'content-type': 'application/x-www-form-urlencoded' },
  });
  const context = await shopper.context(url);
  watch?.(context.storefront);
  const result = (await action({ request, context, params: {} })) as Response | { data: FormAnswer; init: ResponseInit | null };
  if (result instanceof Response) {
    await shopper.finish(context, result.headers);
    return { status: result.status, location: result.headers.get('Location'), headers: result.headers, answer: null };
  }
  const headers = new Headers(result.init?.headers);
  await shopper.finish(context, headers);
  return { status: result.init?.status ?? 200, location: null, headers, answer: result.data };
}

function newShopper(): Shopper {
  const shopper = new Shopper(env.client, 'SK');
  shopper.mailer = mailer;
  return shopper;
}

let counter = 0;
const freshEmail = () => `it-${Date.now()}-${(counter += 1)}@example.com`;
const PASSWORD = 'Secret-123';

async function registered(shopper = newShopper(), email = freshEmail()) {
  const answer = await act(shopper, registerAction, { email, password: PASSWORD, firstName: 'Ida', lastName: 'Test', customerType: 'PRIVATE' }, '/create-account');
  expect(answer.status).toBe(303);
  return { shopper, email };
}

async function mailsTo(email: string, count: number, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = catcher.list().filter((mail) => mail.to.includes(email));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('registration and sign-in', () => {
  it('registers, hands the guest cart over and rotates the session', async () => {
    const shopper = newShopper();
    await submit(shopper, { intent: 'add-to-cart', sku: SKU.drill, quantity: '1' });
    const guest = await shopper.sessionData();
    expect(guest.cartId).toEqual(expect.any(String));
    await registered(shopper);
    const signedIn = await shopper.sessionData();
    expect(signedIn.customerId).toEqual(expect.any(String));
    expect(signedIn.cartId).toBe(guest.cartId);
    // A new anonymous id: nothing of the guest session's identity carries over.
    expect(signedIn.anonymousId).not.toBe(guest.anonymousId);
  });

  it('stores the customer type lower-cased', async () => {
    const { shopper } = await registered();
    const { customerId } = await shopper.sessionData();
    const customer = await env.backend.request<{ custom?: { fields: Record<string, unknown> } }>('GET', `/customers/${customerId}`);
    expect(customer.custom?.fields.customerType).toBe('private');
  });

  it('a wrong password is "Customer login failed", the password is never sent back, the e-mail is', async () => {
    const { email } = await registered();
    const answer = await act(newShopper(), loginAction, { email, password: 'Wrong-999' }, '/login');
    expect(answer.status).toBe(400);
    expect(answer.answer?.result.error?.['']).toEqual(['loginFailed']);
    expect(answer.answer?.result.initialValue).toEqual({ email });
    expect(JSON.stringify(answer.answer)).not.toContain('Wrong-999');
  });

  it('locks one account after 10 attempts from anywhere (per e-mail), with the wait in minutes', async () => {
    const { email } = await registered();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await act(newShopper(), loginAction, { email, password: `Wrong-${attempt}` }, '/login')).status).toBe(400);
    }
    // A new client, even with the right password.
    const locked = await act(newShopper(), loginAction, { email, password: PASSWORD }, '/login');
    expect(locked.status).toBe(429);
    expect(locked.answer?.result.error?.['']?.[0]).toMatch(/^accountLocked\|\{"minutes":\d+\}$/);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await registered();
    const fine = await act(newShopper(), loginAction, { email: other.email, password: PASSWORD }, '/login');
    expect(fine.status).toBe(303);
  });

  it('limits one client to 10 sign-in attempts in 15 minutes, whatever the accounts', async () => {
    const shopper = newShopper();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await act(shopper, loginAction, { email: freshEmail(), password: 'Wrong-1' }, '/login')).status).toBe(400);
    }
    const refused = await act(shopper, loginAction, { email: freshEmail(), password: 'Wrong-1' }, '/login');
    expect(refused.status).toBe(429);
    expect(refused.answer?.result.error?.['']?.[0]).toMatch(/^tooManyAttempts\|/);
  });

  it('a taken e-mail is a message on the field; bad input is 400 with every message and nothing is created', async () => {
    const { email } = await registered();
    const taken = await act(newShopper(), registerAction, { email, password: PASSWORD, firstName: 'A', lastName: 'B', customerType: 'PRIVATE' }, '/create-account');
    expect(taken.status).toBe(400);
    expect(taken.answer?.result.error?.email).toEqual(['emailTaken']);
    const bad = await act(newShopper(), registerAction, { email: 'x', password: 'short', firstName: '<i>', lastName: '', customerType: 'ROBOT' }, '/create-account');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.answer?.result.error ?? {}).sort()).toEqual(['customerType', 'email', 'firstName', 'lastName', 'password']);
  });
});

describe('password reset', () => {
  it('answers the same for unknown addresses, mails a single-use link in the shop language, then signs in', async () => {
    const { email } = await registered();
    const unknown = await act(newShopper(), resetRequestAction, { email: `nobody-${Date.now()}@example.com` }, '/password-reset');
    const known = await act(newShopper(), resetRequestAction, { email }, '/password-reset');
    expect(unknown.location).toBe('/password-reset/check-email');
    expect(known.location).toBe('/password-reset/check-email');
    const [mail] = await mailsTo(email, 1);
    expect(mail.subject).toBe('Obnovenie hesla v ProTools Direct');
    expect(mail.language).toBe('sk');
    expect(mail.html).toContain('Nastaviť nové heslo');
    const link = new URL(/http:\/\/\S+change-password\?token=\S+/.exec(mail.text)![0]);
    expect(link.host).toBe('sk.localhost');
    const token = link.searchParams.get('token')!;

    const shopper = newShopper();
    const changed = await act(shopper, resetChangeAction, { token, password: 'Brand-New-1', confirmPassword: 'Brand-New-1' }, '/password-reset/change-password');
    expect(changed.location).toBe('/my-account?notice=passwordChanged');
    expect((await shopper.sessionData()).customerId).toEqual(expect.any(String));
    const reused = await act(newShopper(), resetChangeAction, { token, password: 'Again-New-2', confirmPassword: 'Again-New-2' }, '/password-reset/change-password');
    expect(reused.status).toBe(400);
    expect(reused.answer?.result.error?.['']).toEqual(['resetLinkInvalid']);
    expect((await act(newShopper(), loginAction, { email, password: 'Brand-New-1' }, '/login')).status).toBe(303);
  });

  it('sends at most 3 mails an hour to one address; the page answers the same', async () => {
    const { email } = await registered();
    // The action starts a mail exactly when the per-address limit lets it: its verdicts say how many will come,
    // known when the last answer is in, so no wait has to guess how long a late mail could take.
    const mailVerdicts: boolean[] = [];
    const watchMailLimit = (storefront: StorefrontContext) => {
      const limit = storefront.rateLimit;
      storefront.rateLimit = async (bucket, subject) => {
        const verdict = await limit(bucket, subject);
        if (bucket === 'resetMail') mailVerdicts.push(!verdict);
        return verdict;
      };
    };
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await act(newShopper(), resetRequestAction, { email }, '/password-reset', watchMailLimit)).location).toBe('/password-reset/check-email');
    }
    expect(mailVerdicts).toEqual([true, true, true, false, false]);
    expect(await mailsTo(email, 3)).toHaveLength(3);
  });
});

describe('profile and addresses', () => {
  it('a wrong current password changes nothing and keeps the customer signed in', async () => {
    const { shopper, email } = await registered();
    const before = await shopper.sessionData();
    const refused = await act(shopper, profileAction, { intent: 'change-password', currentPassword: 'Nope-1234', password: 'Other-1234', confirmPassword: 'Other-1234' }, '/my-account/my-profile');
    expect(refused.status).toBe(400);
    expect(refused.answer?.result.error?.currentPassword).toEqual(['passwordChangeFailed']);
    expect((await shopper.sessionData()).customerId).toBe(before.customerId);
    expect((await act(newShopper(), loginAction, { email, password: PASSWORD }, '/login')).status).toBe(303);
  });

  it('changing the password signs out and in again (a new session) with the new one', async () => {
    const { shopper, email } = await registered();
    const before = await shopper.sessionData();
    const changed = await act(shopper, profileAction, { intent: 'change-password', currentPassword: PASSWORD, password: 'Other-1234', confirmPassword: 'Other-1234' }, '/my-account/my-profile');
    expect(changed.location).toBe('/my-account/my-profile?notice=passwordChanged');
    const after = await shopper.sessionData();
    expect(after.customerId).toBe(before.customerId);
    expect(after.anonymousId).not.toBe(before.anonymousId);
    expect((await act(newShopper(), loginAction, { email, password: 'Other-1234' }, '/login')).status).toBe(303);
  });

  it("another customer's address id is refused with the spec's text and changes nothing", async () => {
    const owner = await registered();
    const address = { firstName: 'Ida', lastName: 'Test', streetName: 'Obchodná', streetNumber: '12', postalCode: '811 06', city: 'Bratislava' };
    expect((await act(owner.shopper, (args) => addressAction('shipping', args), { intent: 'add-address', ...address }, '/my-account/shipping-details')).status).toBe(303);
    const { customerId } = await owner.shopper.sessionData();
    const ownerCustomer = await env.backend.request<{ addresses: Array<{ id: string; streetName: string }> }>('GET', `/customers/${customerId}`);
    const addressId = ownerCustomer.addresses[0].id;

    const intruder = await registered();
    for (const kind of ['shipping', 'billing'] as const) {
      for (const intent of ['update-address', 'delete-address', 'set-default'] as const) {
        const answer = await act(intruder.shopper, (args) => addressAction(kind, args), { intent, addressId, ...address, streetName: 'Hacked' }, `/my-account/${kind}-details`);
        expect(answer.status).toBe(400);
        const expected = { 'update-address': 'addressUpdateFailed', 'delete-address': 'addressDeleteFailed', 'set-default': 'addressSetDefaultFailed' }[intent];
        expect(answer.answer?.result.error?.['']).toEqual([expected]);
      }
    }
    const unchanged = await env.backend.request<{ addresses: Array<{ id: string; streetName: string }> }>('GET', `/customers/${customerId}`);
    expect(unchanged.addresses).toEqual(ownerCustomer.addresses);
  });

  it('billing operations of a guest are "User is not authenticated"', async () => {
    const answer = await act(newShopper(), (args) => addressAction('billing', args), { intent: 'set-default', addressId: 'abcde' }, '/my-account/billing-details');
    expect(answer.status).toBe(401);
    expect(answer.answer?.result.error?.['']).toEqual(['notAuthenticated']);
  });
});
