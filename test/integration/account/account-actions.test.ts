import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import os from 'node:os';
import path from 'node:path';
import type { ActionFunctionArgs } from '@remix-run/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressAction } from '~/account/server/address-book.server';
import { resetChangeAction, resetRequestAction } from '~/account/server/password-reset.server';
import { profileAction } from '~/account/server/profile.server';
import type { IntentRefusal } from '~/forms/answer';
import { loginAction, logOutAction, registerAction } from '~/account/server/sign-in.server';
import { confirmEmailAction, sendConfirmationAction } from '~/account/server/email-confirmation.server';
import { currentCustomer } from '~/account/server/customer-session.server';
import { endEverySignIn, endSignIn, isSignInLive, newSignIn } from '~/account/server/session-revocation.server';
import { SESSION_COOKIE_NAME } from '~/session.server';
import { headerCustomerOf, orderOwnerOf } from '~/account/server/customer-view.server';
import { createOrdersToken } from '~/account/orders-token.server';
import { getOrdersOf } from '~/commerce/order.server';
import { myOrdersStandIn } from '../../../server/my-orders/page.ts';
import { clearCommerceCaches } from '~/commerce/catalogue-cache.server';
import { CUSTOMER_FIELDS, CUSTOMER_TYPE_KEY } from '~/commerce/custom-types';
import type { StorefrontContext } from '~/context';
import { createMailer } from '~/mail/mailer.server';
import { startMailCatcher, type MailCatcher } from '../../../server/mail-catcher/catcher.ts';
import { messageOf, submit } from '../cart/client';
import { SKU, seedCartFixture } from '../cart/fixture';
import { clientThrough, sessionCookie, Shopper, startBackend, type Backend } from '../cart/harness';

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
type Result = { status: number; location: string | null; headers: Headers; answer: IntentRefusal | null };

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
  const result = (await action({ request, context, params: {} })) as Response | { data: IntentRefusal; init: ResponseInit | null };
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

/** The mails to an address whose text matches (a kind of mail: its link), once `count` are there or time is up. */
async function mailsTo(email: string, count: number, kind: RegExp, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = catcher.list().filter((mail) => mail.to.includes(email) && kind.test(mail.text));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const RESET_LINK = /http:\/\/\S+change-password\?token=\S+/;
const CONFIRM_LINK = /http:\/\/\S+\/create-account\/confirm\?token=\S+/;
const linkIn = (text: string, link: RegExp) => new URL(link.exec(text)![0]);

/** Sign-up (decision 136): "check your e-mail", then the mail's link confirms the address and signs in. */
async function registered(shopper = newShopper(), email = freshEmail()) {
  const answer = await act(shopper, registerAction, { email, password: PASSWORD, firstName: 'Ida', lastName: 'Test', customerType: 'PRIVATE' }, '/create-account');
  expect(answer.location).toBe('/create-account/check-email');
  const [mail] = await mailsTo(email, 1, CONFIRM_LINK);
  const token = linkIn(mail!.text, CONFIRM_LINK).searchParams.get('token')!;
  const confirmed = await act(shopper, confirmEmailAction, { token }, '/create-account/confirm');
  expect(confirmed.location).toBe('/my-account?notice=emailConfirmed');
  return { shopper, email };
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

  it("strangers' guesses slow one account (429 with the wait in minutes); the owner's device and password get through", async () => {
    const { shopper: owner, email } = await registered();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await act(newShopper(), loginAction, { email, password: `Wrong-${attempt}` }, '/login')).status).toBe(400);
    }
    const slowed = await act(newShopper(), loginAction, { email, password: 'Wrong-5' }, '/login');
    expect(slowed.status).toBe(429);
    expect(slowed.answer?.result.error?.['']?.[0]).toMatch(/^accountLocked\|\{"minutes":1\}$/);
    expect(Number(slowed.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    // A browser the account never signed in on waits, even with the right password ...
    expect((await act(newShopper(), loginAction, { email, password: PASSWORD }, '/login')).status).toBe(429);
    // ... the owner's own device (its cookie from the registration) does not.
    const signedOut = new Shopper(env.client, 'SK');
    signedOut.cookies.set('device_fingerprint', owner.cookies.get('device_fingerprint')!);
    expect((await act(signedOut, loginAction, { email, password: PASSWORD }, '/login')).status).toBe(303);
    // The cookie stands for this account only.
    const other = await registered();
    const stranger = newShopper();
    stranger.cookies.set('device_fingerprint', owner.cookies.get('device_fingerprint')!);
    for (let attempt = 0; attempt < 5; attempt++) await act(newShopper(), loginAction, { email: other.email, password: 'Wrong-1' }, '/login');
    expect((await act(stranger, loginAction, { email: other.email, password: PASSWORD }, '/login')).status).toBe(429);
  });

  it('a copied device pass that fails its guesses stops being a pass, and never refuses the owner (issue 37 item 8)', async () => {
    const { shopper: owner, email } = await registered();
    const copy = owner.cookies.get('device_fingerprint')!;
    const browserWith = (cookie: string) => {
      const browser = newShopper();
      browser.cookies.set('device_fingerprint', cookie);
      return browser;
    };
    // The copy's guesses are its pass's own: the account's steps do not see them ...
    for (let attempt = 0; attempt < 10; attempt++) expect((await act(browserWith(copy), loginAction, { email, password: `Wrong-${attempt}` }, '/login')).status).toBe(400);
    // ... and once they are used up the owner's browser, holding the same cookie, is no more refused than a stranger's.
    const ownerBrowser = browserWith(copy);
    const signedIn = await act(ownerBrowser, loginAction, { email, password: PASSWORD }, '/login');
    expect(signedIn.status).toBe(303);
    const renewed = ownerBrowser.cookies.get('device_fingerprint')!;
    expect(renewed).not.toBe(copy);
    // The copy goes on as a stranger: the account's steps (5 a minute, the owner's sign-in among them) slow it ...
    for (let attempt = 0; attempt < 4; attempt++) expect((await act(browserWith(copy), loginAction, { email, password: `Again-${attempt}` }, '/login')).status).toBe(400);
    const slowed = await act(browserWith(copy), loginAction, { email, password: 'Again-5' }, '/login');
    expect(slowed.status).toBe(429);
    expect(slowed.answer?.result.error?.['']?.[0]).toMatch(/^accountLocked\|/);
    // ... while the owner's renewed pass signs in at once, and a pass the copy could have taken with it never existed.
    expect((await act(browserWith(renewed), loginAction, { email, password: PASSWORD }, '/login')).status).toBe(303);
  });

  it('the wait grows with the guessing and never reaches an hour', async () => {
    const { email } = await registered();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const waits: number[] = [];
      let guesses = 0;
      while (guesses < 40) {
        const answer = await act(newShopper(), loginAction, { email, password: `Wrong-${guesses}` }, '/login');
        if (answer.status === 400) guesses += 1;
        else {
          expect(answer.status).toBe(429);
          const wait = Number(answer.headers.get('Retry-After'));
          waits.push(wait);
          vi.setSystemTime(Date.now() + wait * 1000);
        }
      }
      expect(Math.max(...waits)).toBeGreaterThan(10 * 60);
      expect(Math.max(...waits)).toBeLessThan(60 * 60);
      expect(waits[0]).toBeLessThanOrEqual(60);
      // After the wait, the right password works from any browser.
      let last = await act(newShopper(), loginAction, { email, password: PASSWORD }, '/login');
      for (let step = 0; step < 3 && last.status === 429; step++) {
        vi.setSystemTime(Date.now() + Number(last.headers.get('Retry-After')) * 1000);
        last = await act(newShopper(), loginAction, { email, password: PASSWORD }, '/login');
      }
      expect(last.status).toBe(303);
    } finally {
      vi.useRealTimers();
    }
  });

  it('limits one address to 100 sign-in attempts in 10 minutes, whatever the accounts', async () => {
    const shopper = newShopper();
    for (let attempt = 0; attempt < 100; attempt++) {
      expect((await act(shopper, loginAction, { email: freshEmail(), password: 'Wrong-1' }, '/login')).status).toBe(400);
    }
    const refused = await act(shopper, loginAction, { email: freshEmail(), password: 'Wrong-1' }, '/login');
    expect(refused.status).toBe(429);
    expect(refused.answer?.result.error?.['']?.[0]).toMatch(/^tooManyAttempts\|/);
  });

  it('answers a new and a known address alike, and tells the known one\'s owner by mail (issue 37 item 11)', async () => {
    const { email } = await registered();
    const fresh = freshEmail();
    const fields = { password: 'Other-1234', firstName: 'Eve', lastName: 'Else', customerType: 'PRIVATE' };
    const known = await act(newShopper(), registerAction, { ...fields, email }, '/create-account');
    const unknown = await act(newShopper(), registerAction, { ...fields, email: fresh }, '/create-account');
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(303);
      expect(answer.location).toBe('/create-account/check-email');
    }
    expect(known.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(unknown.headers.getSetCookie().map((cookie) => cookie.split('=')[0]));
    // The owner hears of it, with the way in; nothing about the account changed.
    const [exists] = await mailsTo(email, 1, /\/password-reset/);
    expect(exists!.subject).toBe('Váš účet v ProTools Direct');
    expect(exists!.language).toBe('sk');
    expect(exists!.text).toMatch(/http:\/\/sk\.localhost\/login/);
    expect((await act(newShopper(), loginAction, { email, password: PASSWORD }, '/login')).status).toBe(303);
    // The new address gets the link that confirms it and signs in; until then nobody is signed in.
    const [confirm] = await mailsTo(fresh, 1, CONFIRM_LINK);
    expect(confirm!.subject).toBe('Potvrďte svoju e-mailovú adresu v ProTools Direct');
  });

  it('bad input is 400 with every message and nothing is created', async () => {
    const bad = await act(newShopper(), registerAction, { email: 'x', password: 'short', firstName: '<i>', lastName: '', customerType: 'ROBOT' }, '/create-account');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.answer?.result.error ?? {}).sort()).toEqual(['customerType', 'email', 'firstName', 'lastName', 'password']);
  });

  it('the confirmation link works once; a used or made-up one says so', async () => {
    const shopper = newShopper();
    const email = freshEmail();
    await act(shopper, registerAction, { email, password: PASSWORD, firstName: 'Ida', lastName: 'Test', customerType: 'PRIVATE' }, '/checkout/create-account');
    const [mail] = await mailsTo(email, 1, CONFIRM_LINK);
    const link = linkIn(mail!.text, CONFIRM_LINK);
    // From the checkout, the link leads on to the address step.
    expect(link.searchParams.get('redirectTo')).toBe('/checkout/addresses');
    const token = link.searchParams.get('token')!;
    expect((await act(shopper, confirmEmailAction, { token, redirectTo: '/checkout/addresses' }, '/create-account/confirm')).location).toBe('/checkout/addresses');
    expect((await shopper.sessionData()).customerId).toEqual(expect.any(String));
    const again = await act(newShopper(), confirmEmailAction, { token }, '/create-account/confirm');
    expect(again.status).toBe(400);
    expect(again.answer?.result.error?.['']).toEqual(['confirmLinkInvalid']);
    expect((await act(newShopper(), confirmEmailAction, { token: 'not-a-token' }, '/create-account/confirm')).answer?.result.error?.['']).toEqual(['confirmLinkInvalid']);
  });
});

describe('shared addresses (issue 23 item 14)', () => {
  it('thirty shoppers behind one address each sign up, reset a password and try a code within ten minutes', async () => {
    const address = `shared-${Date.now()}`;
    for (let index = 0; index < 30; index++) {
      const shopper = newShopper();
      shopper.clientKey = address;
      const { email } = await registered(shopper);
      expect((await act(shopper, resetRequestAction, { email }, '/password-reset')).location).toBe('/password-reset/check-email');
      const [mail] = await mailsTo(email, 1, RESET_LINK);
      const token = linkIn(mail!.text, RESET_LINK).searchParams.get('token')!;
      const changed = await act(shopper, resetChangeAction, { token, password: 'Brand-New-1', confirmPassword: 'Brand-New-1' }, '/password-reset/change-password');
      expect(changed.location).toBe('/my-account?notice=passwordChanged');
      expect((await submit(shopper, { intent: 'add-to-cart', sku: SKU.drill, quantity: '1' })).status).toBe(303);
      expect((await submit(shopper, { intent: 'apply-code', code: `NOPE${index}` })).status).not.toBe(429);
    }
  }, 120_000);

  it('one client guessing codes on its cart is slowed after 10; an address, whatever its carts, after 90', async () => {
    const guesser = newShopper();
    expect((await submit(guesser, { intent: 'add-to-cart', sku: SKU.drill, quantity: '1' })).status).toBe(303);
    for (let attempt = 0; attempt < 10; attempt++) expect((await submit(guesser, { intent: 'apply-code', code: `GUESS${attempt}` })).status).toBe(400);
    const slowed = await submit(guesser, { intent: 'apply-code', code: 'GUESS10' });
    expect(slowed.status).toBe(429);
    expect(messageOf(slowed)).toBe('codeTooManyAttempts');
    // Another shopper behind the same address is not hurt by it.
    const neighbour = newShopper();
    neighbour.clientKey = guesser.clientKey;
    expect((await submit(neighbour, { intent: 'apply-code', code: 'MINE1' })).status).not.toBe(429);
    // A guesser throwing its cart away after each code meets the address's ceiling.
    const address = `guesser-${Date.now()}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 91; attempt++) {
      const fresh = newShopper();
      fresh.clientKey = address;
      statuses.push((await submit(fresh, { intent: 'apply-code', code: `TRY${attempt}` })).status);
    }
    expect(statuses.slice(0, 90)).not.toContain(429);
    expect(statuses[90]).toBe(429);
  }, 120_000);
});

describe('password reset', () => {
  it('answers the same for unknown addresses, mails a single-use link in the shop language, then signs in', async () => {
    const { email } = await registered();
    const unknown = await act(newShopper(), resetRequestAction, { email: `nobody-${Date.now()}@example.com` }, '/password-reset');
    const known = await act(newShopper(), resetRequestAction, { email }, '/password-reset');
    expect(unknown.location).toBe('/password-reset/check-email');
    expect(known.location).toBe('/password-reset/check-email');
    const [mail] = await mailsTo(email, 1, RESET_LINK);
    expect(mail.subject).toBe('Obnovenie hesla v ProTools Direct');
    expect(mail.language).toBe('sk');
    expect(mail.html).toContain('Nastaviť nové heslo');
    const link = linkIn(mail.text, RESET_LINK);
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
      const limit = storefront.shopper.rateLimit;
      storefront.shopper.rateLimit = async (bucket, subject) => {
        const verdict = await limit(bucket, subject);
        if (bucket === 'resetMail') mailVerdicts.push(!verdict);
        return verdict;
      };
    };
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await act(newShopper(), resetRequestAction, { email }, '/password-reset', watchMailLimit)).location).toBe('/password-reset/check-email');
    }
    expect(mailVerdicts).toEqual([true, true, true, false, false]);
    expect(await mailsTo(email, 3, RESET_LINK)).toHaveLength(3);
  });
});

describe('sign-out means signed out (issue 37 item 6)', () => {
  /** Another browser holding a copy of this shopper's cookies (a stolen session cookie). */
  function copyOf(shopper: Shopper): Shopper {
    const copy = newShopper();
    for (const [name, value] of shopper.cookies) copy.cookies.set(name, value);
    return copy;
  }
  /** Whether the browser is signed in on an account page (which asks the backend afresh). */
  const signedInOn = async (browser: Shopper, pathname = '/my-account') => {
    const context = await browser.context(new URL(`http://sk.localhost${pathname}`));
    return Boolean(context.storefront.shopper.session.get().customerId);
  };

  it('log-out ends that session, a copy of its cookie included; the account\'s other sessions go on', async () => {
    const { shopper, email } = await registered();
    const elsewhere = newShopper();
    expect((await act(elsewhere, loginAction, { email, password: PASSWORD }, '/login')).status).toBe(303);
    const stolen = copyOf(shopper);
    expect(await signedInOn(stolen)).toBe(true);
    expect((await act(shopper, logOutAction, {}, '/log-out')).status).toBe(303);
    expect(await signedInOn(shopper)).toBe(false);
    expect(await signedInOn(stolen)).toBe(false);
    expect(await signedInOn(elsewhere)).toBe(true);
  });

  it('a password change ends every session but the one that made it', async () => {
    const { shopper, email } = await registered();
    const elsewhere = newShopper();
    expect((await act(elsewhere, loginAction, { email, password: PASSWORD }, '/login')).status).toBe(303);
    const stolen = copyOf(shopper);
    const changed = await act(shopper, profileAction, { intent: 'change-password', currentPassword: PASSWORD, password: 'Other-1234', confirmPassword: 'Other-1234' }, '/my-account/my-profile');
    expect(changed.location).toBe('/my-account/my-profile?notice=passwordChanged');
    expect(await signedInOn(shopper)).toBe(true);
    expect(await signedInOn(stolen)).toBe(false);
    expect(await signedInOn(elsewhere)).toBe(false);
  });

  it('a password reset ends every session; the browser that set the new password is signed in', async () => {
    const { shopper: owner, email } = await registered();
    const stolen = copyOf(owner);
    expect((await act(newShopper(), resetRequestAction, { email }, '/password-reset')).location).toBe('/password-reset/check-email');
    const [mail] = await mailsTo(email, 1, RESET_LINK);
    const token = linkIn(mail!.text, RESET_LINK).searchParams.get('token')!;
    const resetter = newShopper();
    expect((await act(resetter, resetChangeAction, { token, password: 'Brand-New-1', confirmPassword: 'Brand-New-1' }, '/password-reset/change-password')).location).toBe('/my-account?notice=passwordChanged');
    expect(await signedInOn(resetter)).toBe(true);
    expect(await signedInOn(owner)).toBe(false);
    expect(await signedInOn(stolen)).toBe(false);
  });

  it('"sign out everywhere" ends every session of the account, this one too', async () => {
    const { shopper, email } = await registered();
    const elsewhere = newShopper();
    expect((await act(elsewhere, loginAction, { email, password: PASSWORD }, '/login')).status).toBe(303);
    const stolen = copyOf(elsewhere);
    const answer = await act(shopper, profileAction, { intent: 'sign-out-everywhere' }, '/my-account/my-profile');
    expect(answer.location).toBe('/login?notice=signedOutEverywhere');
    for (const browser of [shopper, elsewhere, stolen]) expect(await signedInOn(browser)).toBe(false);
    // Signing in again starts a session that holds.
    expect((await act(elsewhere, loginAction, { email, password: PASSWORD }, '/login')).status).toBe(303);
    expect(await signedInOn(elsewhere)).toBe(true);
  });

  it('catalogue pages believe the last read for a moment; account pages ask afresh', async () => {
    const { shopper } = await registered();
    const stolen = copyOf(shopper);
    // A catalogue page reads the record once and keeps it ...
    expect(await signedInOn(stolen, '/drills/')).toBe(true);
    const { customerId } = await shopper.sessionData();
    // ... so a sign-out written by another server instance (straight into the backend here) reaches it later,
    await env.backend.request('POST', '/custom-objects', { container: 'customer-sessions', key: customerId, value: { generation: 7, ended: [] } });
    expect(await signedInOn(stolen, '/drills/')).toBe(true);
    // ... while an account page of the same process sees it at once.
    expect(await signedInOn(stolen, '/my-account')).toBe(false);
  });

  it('a sign-in newer than what a worker last read holds there: after a reset in another worker, the next request is signed in', async () => {
    const { shopper } = await registered();
    const { customerId, anonymousId } = await shopper.sessionData();
    // This worker served the signed-in shopper a page that is not the account's (Remix's route look-up after the
    // confirmation): it believes generation 0 for a while.
    expect(await signedInOn(shopper, '/__manifest')).toBe(true);
    // Another worker reset the password: the record moved on, and the browser holds a cookie signed at the new generation.
    await env.backend.request('POST', '/custom-objects', { container: 'customer-sessions', key: customerId, value: { generation: 1, ended: [] } });
    const resetter = newShopper();
    resetter.cookies.set(SESSION_COOKIE_NAME, await sessionCookie({ anonymousId: String(anonymousId), customerId: String(customerId), sessionId: 'signed-in-by-the-reset', generation: 1 }));
    // Its next requests come to this worker: the route look-up for My account, then My account itself.
    expect(await signedInOn(resetter, '/__manifest')).toBe(true);
    expect(await signedInOn(resetter, '/my-account')).toBe(true);
    // The old cookie stays ended wherever it goes.
    expect(await signedInOn(shopper, '/__manifest')).toBe(false);
  });

  /** A client whose reads of customer-session records the backend has answered, but which come back only on `release`. */
  function heldSessionReads() {
    let answered!: () => void;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const backendAnswered = new Promise<void>((resolve) => (answered = resolve));
    const client = clientThrough(async (input, init) => {
      const response = await env.backend.inProcessFetch(input, init);
      if (!String(input instanceof Request ? input.url : input).includes('/custom-objects/customer-sessions/')) return response;
      answered();
      await held;
      return response;
    });
    return { client, backendAnswered, release };
  }
  /**
   * A customer whose browser another worker signed in at generation 0: this worker has not read their record yet.
   * (The customer is made in the backend directly: a sign-in here would leave this worker's belief behind.)
   */
  async function signedInElsewhere() {
    const { customer } = await env.backend.request<{ customer: { id: string } }>('POST', '/customers', { email: freshEmail(), password: PASSWORD, firstName: 'Ida', lastName: 'Test' });
    const session = { anonymousId: randomUUID(), customerId: customer.id, sessionId: 'signed-in-elsewhere', generation: 0 };
    const browser = newShopper();
    browser.cookies.set(SESSION_COOKIE_NAME, await sessionCookie(session));
    return { browser, session };
  }
  const quiet = { warn() {} };
  /** One turn of the event loop: whatever the code under test does without the backend has happened. */
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('a new sign-in takes the generation the backend has now, though a read begun before the change is still coming back', async () => {
    const { session } = await signedInElsewhere();
    // A catalogue page of the signed-in shopper (their phone) reads the record in this worker: generation 0, on its way back.
    const reads = heldSessionReads();
    const catalogue = isSignInLive(reads.client, session, { fresh: false, logger: quiet });
    await reads.backendAnswered;
    // Meanwhile this worker resets the password (every session ends) and signs the resetting browser in.
    await endEverySignIn(env.client, session.customerId);
    const signIn = newSignIn(env.client, session.customerId);
    await nextTurn();
    reads.release();
    await catalogue;
    expect((await signIn).generation).toBe(1);
  });

  it('an account page reads the record as it is now, though a read begun before a log-out is still coming back', async () => {
    const { browser, session } = await signedInElsewhere();
    const stolen = copyOf(browser);
    // A catalogue page of the signed-in shopper reads the record in this worker: nothing ended, on its way back.
    const reads = heldSessionReads();
    const catalogue = isSignInLive(reads.client, session, { fresh: false, logger: quiet });
    await reads.backendAnswered;
    // Meanwhile the shopper logs out in this worker: that session ends, a copy of its cookie too.
    await endSignIn(env.client, session);
    const accountPage = signedInOn(stolen, '/my-account');
    await nextTurn();
    reads.release();
    await catalogue;
    expect(await accountPage).toBe(false);
  });
});

describe('orders are shown to the owner of the e-mail, proven (issue 37 item 7)', () => {
  const PORTAL_SECRET = 'test-orders-secret-test-orders-secret';
  let portal: http.Server;
  let portalOrigin = '';
  beforeAll(async () => {
    const app = express();
    app.use('/__my-orders', myOrdersStandIn({ commerceClient: env.client, secret: PORTAL_SECRET }));
    portal = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => portal.once('listening', resolve));
    portalOrigin = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => portal.close(resolve)));

  /** An order placed without an account, with this e-mail, in the SK store. */
  async function guestOrder(email: string): Promise<string> {
    const address = { firstName: 'Gina', lastName: 'Guest', streetName: 'Obchodná', streetNumber: '1', postalCode: '81106', city: 'Bratislava', country: 'SK' };
    const cart = await env.backend.request<{ id: string; version: number }>('POST', '/in-store/key=sk/carts', {
      currency: 'EUR', country: 'SK', anonymousId: crypto.randomUUID(), customerEmail: email, lineItems: [{ sku: SKU.drill, quantity: 1 }], shippingAddress: address, billingAddress: address,
    });
    const orderNumber = `G${Date.now()}${(counter += 1)}`;
    await env.backend.request('POST', '/in-store/key=sk/orders', { cart: { typeId: 'cart', id: cart.id }, version: cart.version, orderNumber });
    return orderNumber;
  }
  /** What the signed-in shopper sees: My account's order list and the "My orders" portal its menu links to. */
  async function ordersSeenBy(shopper: Shopper) {
    const { storefront } = await shopper.context(new URL('http://sk.localhost/my-account'));
    const customer = (await currentCustomer(storefront))!;
    const account = (await getOrdersOf(storefront.commerce, orderOwnerOf(customer))).map((order) => order.orderNumber);
    const portal = await (await fetch(`${portalOrigin}${(await headerCustomerOf(storefront, customer)).ordersUrl}`)).text();
    return { customer, account, portal };
  }
  const guestLink = (email: string) => `${portalOrigin}/__my-orders?token=${encodeURIComponent(createOrdersToken(PORTAL_SECRET, { email, store: 'sk' }))}`;

  it('a guest\'s orders join an account only once its address is confirmed; the guest\'s own link keeps working', async () => {
    const email = freshEmail();
    const placed = await guestOrder(email);
    // Someone signs up with the guest's address and signs in with the password they chose, without the mail's link.
    const intruder = newShopper();
    expect((await act(intruder, registerAction, { email, password: PASSWORD, firstName: 'Eve', lastName: 'Else', customerType: 'PRIVATE' }, '/create-account')).status).toBe(303);
    await mailsTo(email, 1, CONFIRM_LINK);
    expect((await act(intruder, loginAction, { email, password: PASSWORD }, '/login')).status).toBe(303);
    const unproven = await ordersSeenBy(intruder);
    expect(unproven.customer.isEmailVerified).toBe(false);
    expect(unproven.account).toEqual([]);
    expect(unproven.portal).toContain('No orders yet.');
    expect(unproven.portal).not.toContain(placed);
    // The guest's own link (a token for the address, as a mail to it carries) lists the order all along.
    expect(await (await fetch(guestLink(email))).text()).toContain(placed);

    // The owner of the mailbox opens the confirmation link: the guest's order joins the account.
    const [mail] = await mailsTo(email, 1, CONFIRM_LINK);
    const owner = newShopper();
    expect((await act(owner, confirmEmailAction, { token: linkIn(mail!.text, CONFIRM_LINK).searchParams.get('token')! }, '/create-account/confirm')).status).toBe(303);
    const proven = await ordersSeenBy(owner);
    expect(proven.customer.isEmailVerified).toBe(true);
    expect(proven.account).toEqual([placed]);
    expect(proven.portal).toContain(placed);
    expect(await (await fetch(guestLink(email))).text()).toContain(placed);

    // Another address is not proven: the guest's orders leave the account until it is confirmed.
    const moved = await act(owner, profileAction, { intent: 'update-profile', firstName: 'Ida', lastName: 'Test', email: freshEmail(), customerType: 'PRIVATE' }, '/my-account/my-profile');
    expect(moved.status).toBe(303);
    const changed = await ordersSeenBy(owner);
    expect(changed.customer.isEmailVerified).toBe(false);
    expect(changed.account).toEqual([]);
  });

  it('My account sends the confirmation link again, a few times an hour', async () => {
    const email = freshEmail();
    const shopper = newShopper();
    await act(shopper, registerAction, { email, password: PASSWORD, firstName: 'Ida', lastName: 'Test', customerType: 'PRIVATE' }, '/create-account');
    await mailsTo(email, 1, CONFIRM_LINK);
    expect((await act(shopper, loginAction, { email, password: PASSWORD }, '/login')).status).toBe(303);
    // The sign-up's mail was the first of three an hour.
    for (const expected of [303, 303, 429]) {
      const answer = await act(shopper, sendConfirmationAction, { intent: 'send-confirmation' }, '/my-account');
      expect(answer.status).toBe(expected);
      if (expected === 303) expect(answer.location).toBe('/my-account?notice=confirmationSent');
    }
    const mails = await mailsTo(email, 3, CONFIRM_LINK);
    expect(mails).toHaveLength(3);
    // Only the newest link (the catcher lists newest first) works: asking again ends the older ones.
    const [newest, ...older] = mails.map((mail) => linkIn(mail.text, CONFIRM_LINK).searchParams.get('token')!);
    expect((await act(newShopper(), confirmEmailAction, { token: older.at(-1)! }, '/create-account/confirm')).status).toBe(400);
    expect((await act(shopper, confirmEmailAction, { token: newest! }, '/create-account/confirm')).status).toBe(303);
    expect((await ordersSeenBy(shopper)).customer.isEmailVerified).toBe(true);
    // A guest has nothing to confirm.
    expect((await act(newShopper(), sendConfirmationAction, { intent: 'send-confirmation' }, '/my-account')).status).toBe(401);
  });

  it('a redeemed password-reset link proves the address too', async () => {
    const email = freshEmail();
    const placed = await guestOrder(email);
    await act(newShopper(), registerAction, { email, password: PASSWORD, firstName: 'Ida', lastName: 'Test', customerType: 'PRIVATE' }, '/create-account');
    await mailsTo(email, 1, CONFIRM_LINK);
    await act(newShopper(), resetRequestAction, { email }, '/password-reset');
    const [mail] = await mailsTo(email, 1, RESET_LINK);
    const owner = newShopper();
    const token = linkIn(mail!.text, RESET_LINK).searchParams.get('token')!;
    expect((await act(owner, resetChangeAction, { token, password: 'Brand-New-1', confirmPassword: 'Brand-New-1' }, '/password-reset/change-password')).status).toBe(303);
    expect((await ordersSeenBy(owner)).account).toEqual([placed]);
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
