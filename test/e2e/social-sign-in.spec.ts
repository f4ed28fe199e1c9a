import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { PORT } from './helpers';
import { confirmSignUp } from './mail';
import { startNode, stop, waitFor } from './servers';

/**
 * Social sign-in (issue 10 item 7; spec checkout-payments-support §6–7) end to end: a second shop with Google
 * and Facebook keys whose provider URLs point at a local OAuth2/OIDC server (oauth2-mock-server), on the e2e
 * shop's commerce backend. Google goes through OIDC discovery, ID token, nonce and PKCE; Facebook through
 * plain OAuth 2 and a Graph-style /me. The provider answers at once (no login form): the hooks below decide
 * who the shopper is.
 */
test.describe.configure({ mode: 'serial' });

const BACKEND = `http://127.0.0.1:${process.env.E2E_CT_PORT ?? '4544'}`;
let SHOP = 0;
let shop: ChildProcess | undefined;
let oidc: OAuth2Server | undefined;
let dataDir = '';
/** Who the provider says the shopper is, for the next sign-in. */
let person = { email: '', verified: true, first: 'Sasha', last: 'Social' };

const shopUrl = (pathname: string) => `http://gb.localhost:${SHOP}${pathname}`;

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  test.setTimeout(90_000);
  const jsOn = testInfo.project.name === 'js-on';
  SHOP = PORT + (jsOn ? 74 : 76);
  const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 2530) + (jsOn ? 0 : 1);
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(oidcPort, '127.0.0.1');
  const issuer = `http://127.0.0.1:${oidcPort}`;
  // The issuer names itself as the shop knows it (discovery checks that they match).
  oidc.issuer.url = issuer;
  oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { sub: person.email, email: person.email, email_verified: person.verified });
  });
  oidc.service.on('beforeUserinfo', (answer: { body: Record<string, unknown> }, req: { headers: Record<string, string | undefined>; url?: string }) => {
    // The same local server stands in for both: Facebook's Graph /me shape when asked for its fields.
    answer.body = (req.url ?? '').includes('fields=')
      ? { id: `fb-${person.email}`, email: person.email, first_name: person.first, last_name: person.last }
      : { sub: person.email, email: person.email, email_verified: person.verified, given_name: person.first, family_name: person.last };
  });

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-shop-'));
  shop = startNode('shop', {
    PORT: String(SHOP), DATA_DIR: dataDir, EMBEDDED_CT_PORT: String(SHOP + 1000), RATE_LIMIT_FACTOR: '50', SMTP_CATCHER_PORT: '0', ALLOW_LOCAL_SIMULATORS: 'true',
    // One process: sign-in does not depend on the cluster, and it starts in half the time.
    WEB_CONCURRENCY: '1',
    CTP_PROJECT_KEY: 'protools-local', CTP_CLIENT_ID: 'protools-local-client', CTP_CLIENT_SECRET: 'protools-local-secret',
    CTP_API_URL: BACKEND, CTP_AUTH_URL: BACKEND, CTP_SCOPES: 'manage_project:protools-local',
    GOOGLE_CLIENT_ID: 'shop-google-client', GOOGLE_CLIENT_SECRET: 'shop-google-secret', GOOGLE_ISSUER: issuer,
    FACEBOOK_CLIENT_ID: 'shop-facebook-client', FACEBOOK_CLIENT_SECRET: 'shop-facebook-secret',
    FACEBOOK_AUTHORIZATION_URL: `${issuer}/authorize`, FACEBOOK_TOKEN_URL: `${issuer}/token`,
    FACEBOOK_USERINFO_URL: `${issuer}/userinfo?fields=id,email,first_name,last_name`,
  });
  await waitFor(`http://127.0.0.1:${SHOP}/readyz`);
});

test.afterAll(async () => {
  await stop(shop);
  await oidc?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freshEmail(label: string) {
  return `${label}-${test.info().project.name}-${Date.now()}@example.com`;
}

async function dropdown(page: Page) {
  const summary = page.locator('header summary', { hasText: 'My account' });
  await summary.click();
  return summary.locator('xpath=..').locator('.dropdown__panel');
}

/** The session cookie's data (a signed cookie: base64 JSON before the signature). */
async function sessionData(page: Page): Promise<Record<string, unknown>> {
  const cookie = (await page.context().cookies()).find((item) => item.name === '__session');
  const value = decodeURIComponent(cookie?.value ?? '');
  return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64').toString('utf8')) as Record<string, unknown>;
}

test('Google: a new customer is created, the guest cart comes along, the sign-in lasts 86,400 s', async ({ page }) => {
  person = { email: freshEmail('google'), verified: true, first: 'Sasha', last: 'Social' };
  await page.goto(shopUrl('/p-10000205/'));
  await page.locator('form.add-to-cart').first().getByRole('button').first().click();
  await expect(page.locator('header .cart-icon .badge')).toHaveText('1');

  await page.goto(shopUrl('/login'));
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(shopUrl('/'));
  const panel = await dropdown(page);
  await expect(panel).toContainText('Sasha Social');
  await expect(panel).toContainText(person.email);
  await expect(page.locator('header .cart-icon .badge')).toHaveText('1');
  const session = await sessionData(page);
  const until = Number(session.signedInUntil);
  expect(Math.abs(until - (Date.now() / 1000 + 86_400))).toBeLessThan(120);

  // No password of its own: the profile says so instead of offering a change.
  await page.goto(shopUrl('/my-account/my-profile'));
  await expect(page.getByText('You sign in with a social account')).toBeVisible();
  await page.goto(shopUrl('/log-out'));
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('header').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('Facebook: the Graph profile signs in; a verified address finds the existing account', async ({ page }) => {
  const email = freshEmail('facebook');
  // The customer registered with a password before.
  await page.goto(shopUrl('/create-account'));
  await page.getByRole('main').getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Tools-2026');
  await page.getByLabel('First name').fill('Kim');
  await page.getByLabel('Last name').fill('Original');
  await page.getByRole('button', { name: 'Create account' }).click();
  await confirmSignUp(page, email, 'Confirm e-mail address', SHOP);
  await page.goto(shopUrl('/log-out'));
  await page.getByRole('button', { name: 'Log out' }).click();

  person = { email, verified: true, first: 'Kim', last: 'Facebook' };
  await page.goto(shopUrl('/login'));
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await expect(page).toHaveURL(shopUrl('/'));
  // The same account (its own names), not a second one.
  await expect(await dropdown(page)).toContainText('Kim Original');
});

test('an unverified address, a forged callback and a denied consent all end on the login page, signed out', async ({ page }) => {
  person = { email: freshEmail('unverified'), verified: false, first: 'Una', last: 'Verified' };
  await page.goto(shopUrl('/login'));
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/login\?notice=socialFailed&via=google$/);
  await expect(page.getByRole('alert')).toHaveText('Signing in with Google did not work. Please try again or log in with your e-mail address.');
  await expect(page.locator('header').getByRole('link', { name: 'Log in' })).toBeVisible();

  // A callback whose state this browser never started.
  await page.goto(shopUrl('/login?code=stolen-code&state=not-mine'));
  await expect(page).toHaveURL(/notice=socialFailed/);
  await page.goto(shopUrl('/login?error=access_denied&state=whatever'));
  await expect(page).toHaveURL(/notice=socialFailed/);
  await expect(page.locator('header').getByRole('link', { name: 'Log in' })).toBeVisible();
});
