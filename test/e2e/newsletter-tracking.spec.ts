import { createHash } from 'node:crypto';
import { expect as baseExpect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { caughtMailText, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, localeTexts, PORT, sitemapPaths, storeRequest, storeUrl, textOf, plainHttpOnce } from './helpers';
import { confirmSignUp } from './mail';

/**
 * Newsletter consent with double opt-in and the tracking module (issue 13 items 6–8), JavaScript off and on, in
 * the GB store: subscribe in the footer, confirm from the caught mail, land on the page the form was sent from;
 * a consent link never leaves the shop; tracking events reach the local log (/__tracking) with hashed
 * identifiers once the shopper allowed it, and none when the shopper refused.
 */
const expect = baseExpect.configure({ timeout: 10_000 });

const en = { common: localeTexts('en', 'common'), newsletter: localeTexts('en', 'newsletter') };
const c = (key: string) => textOf(en.common, key);
const n = (key: string, values?: Record<string, string | number>) => textOf(en.newsletter, key, values);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function freshEmail(label: string): string {
  return `${label}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

type TrackedEvent = { event: string; cookie: string; [field: string]: unknown };
async function events(request: APIRequestContext, cookie?: string): Promise<TrackedEvent[]> {
  const query = cookie ? `?cookie=${encodeURIComponent(cookie)}` : '';
  return (await (await request.get(`http://127.0.0.1:${PORT}/__tracking/api/events${query}`)).json()) as TrackedEvent[];
}

async function subscribeInFooter(page: Page, email: string) {
  const block = page.getByRole('region', { name: c('newsletter.title') });
  await block.getByLabel(c('newsletter.emailLabel')).fill(email);
  await block.getByLabel(c('newsletter.consentNewsletter')).check();
  await block.getByRole('button', { name: c('newsletter.submit') }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(n('sent.title'));
}

/** The confirmation link of the newest mail to `email`, read from the local mail catcher (/__mail). */
async function confirmationLink(context: BrowserContext, email: string): Promise<string> {
  const body = await caughtMailText(context, 'GB', email, n('mail.subject', { siteName: 'ProTools Direct' }));
  const link = /https?:\/\/\S+\/exConsents\/confirm\?hash=\S+/.exec(body)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

const hashOf = (payload: object) => encodeURIComponent(Buffer.from(JSON.stringify(payload)).toString('base64'));

test('subscribe in the footer, confirm from the mail, land on the page the form was on', async ({ page, context }) => {
  const email = freshEmail('doi');
  // Refused first: the e-mail newsletter must be ticked (not in HU and PL). The page has one form, not the footer's too.
  await page.goto(storeUrl('GB', '/newsletter'));
  await expect(page.getByRole('region', { name: c('newsletter.title') })).toHaveCount(0);
  await page.getByRole('main').getByLabel(n('fields.email')).fill(email);
  await page.getByRole('main').getByRole('button', { name: n('submit') }).click();
  await expect(page.getByText(n('errors.newsletterRequired')).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(storeUrl('GB', '/contact'));
  await subscribeInFooter(page, email);
  const link = await confirmationLink(context, email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/contact(\?confirmationPopup=true)?$/);
  await expect(page.getByRole('dialog').getByRole('heading', { name: c('flags.confirmationTitle') })).toBeVisible();
});

test('My newsletter: the state is shown, a change waits for the mail link, then counts; unsubscribe withdraws it', async ({ page, context }) => {
  test.setTimeout(60_000); // a registration, two posts and a mail round trip
  const email = freshEmail('customer');
  const account = localeTexts('en', 'account');
  await page.goto(storeUrl('GB', '/create-account'));
  const main = page.getByRole('main');
  await main.getByLabel(textOf(account, 'fields.email')).fill(email);
  await main.getByLabel(textOf(account, 'fields.password'), { exact: true }).fill('Tools-2026');
  await main.getByLabel(textOf(account, 'fields.firstName')).fill('Alex');
  await main.getByLabel(textOf(account, 'fields.lastName')).fill('Turner');
  await main.getByRole('button', { name: textOf(account, 'register.submit') }).click();
  await confirmSignUp(page, email, textOf(account, 'confirmEmail.submit'));

  await page.goto(storeUrl('GB', '/my-account/my-newsletter'));
  await expect(main.getByText(n('account.notSubscribed'))).toBeVisible();
  await main.getByLabel(n('channels.newsletter')).check();
  await main.getByLabel(n('channels.sms')).check();
  await main.getByRole('button', { name: n('account.save') }).click();
  await expect(main.getByText(n('errors.phoneRequired')).first()).toBeVisible();
  await main.getByLabel(n('fields.phoneNumber')).fill('+44 20 3807 4560');
  await main.getByRole('button', { name: n('account.save') }).click();
  await expect(main.getByRole('status')).toHaveText(n('account.notices.confirmationSent', { email }));
  const channels = `${n('channels.newsletter')}, ${n('channels.sms')}`;
  await expect(main.getByText(n('account.pending', { channels, email }))).toBeVisible();

  await page.goto(await confirmationLink(context, email));
  await expect(page).toHaveURL(/\/my-account\/my-newsletter(\?confirmationPopup=true)?$/);
  await expect(main.getByText(n('account.subscribed', { channels, email }))).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: c('flags.close') }).click();
  await main.getByRole('button', { name: n('account.unsubscribe') }).click();
  await expect(main.getByRole('status')).toHaveText(n('account.notices.unsubscribed'));
  await expect(main.getByText(n('account.notSubscribed'))).toBeVisible();
});

test('the newsletter form answers every error at once, the phone error with the store\'s own example (issue 23)', async ({ page }) => {
  await page.goto(storeUrl('GB', '/newsletter'));
  const main = page.getByRole('main');
  // No e-mail, SMS ticked without the newsletter, a number too short: all three told on the first answer.
  await main.getByLabel(n('channels.sms')).check();
  await main.getByLabel(n('fields.phoneNumber')).fill('12');
  // Enter on the focused button: the phone field's own error (on leaving it) moves the button down.
  const submit = main.getByRole('button', { name: n('submit') });
  await submit.focus();
  await submit.press('Enter');
  const summary = main.getByRole('alert');
  await expect(summary).toContainText(n('errors.phone', { example: '+44 7700 900123' }));
  await expect(summary).toContainText(n('errors.required'));
  await expect(summary).toContainText(n('errors.newsletterRequired'));
  await expect(main).not.toContainText('+421');
});

test('a consent link goes to the language prefix plus a same-site redirect_to, anything else to the root', async ({ request }) => {
  plainHttpOnce();
  const locationOf = async (country: string, pathAndQuery: string) => (await storeRequest(request, country, pathAndQuery)).headers().location;
  expect(await locationOf('GB', `/exConsents/confirm?hash=${hashOf({ redirect_to: '/help-centre/' })}`)).toBe('/help-centre/');
  expect(await locationOf('CH', `/fr/exConsents/confirm?hash=${hashOf({ redirect_to: '/help-centre/' })}`)).toBe('/fr/help-centre/');
  for (const evil of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/\t/evil.example', '\\\\evil.example']) {
    expect(await locationOf('GB', `/exConsents/confirm?hash=${hashOf({ redirect_to: evil })}`), evil).toBe('/');
  }
  expect(await locationOf('GB', '/exConsents/confirm')).toBe('/');
  expect(await locationOf('GB', '/exConsents/confirm?hash=not-base64-json!')).toBe('/');
  expect(await locationOf('GB', '/manageSubscriptions')).toBe('/');
});

test('with consent, events are in the local log with hashed identifiers; refused, there are none', async ({ browser, request }) => {
  const product = (await sitemapPaths(request, 'GB', 'en.xml')).find((item) => /-\d{8}\/$/.test(item))!;
  const sku = `EX${/-(\d{8})\/$/.exec(product)![1]}`;
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;

  // Allowed: the banner's answer gives the browser a device id, and what it does is logged under it.
  const allowed = await browser.newContext({ javaScriptEnabled });
  const page = await allowed.newPage();
  await page.goto(storeUrl('GB', product));
  const banner = page.getByRole('region', { name: c('consent.title') });
  await banner.getByRole('button', { name: c('consent.allow') }).click();
  await expect(banner).toHaveCount(0);
  const device = (await allowed.cookies()).find((cookie) => cookie.name === 'analytics_id')?.value;
  expect(device).toBeTruthy();
  await page.goto(storeUrl('GB', product));
  const email = freshEmail('tracked');
  await subscribeInFooter(page, email);
  await expect(async () => {
    const mine = await events(request, device);
    expect(mine.map((event) => event.event)).toEqual(expect.arrayContaining(['consent', 'view-item', 'newsletter-doi']));
    expect(mine.find((event) => event.event === 'view-item')).toMatchObject({ sku, country: 'GB', locale: 'en-GB' });
    expect(mine.find((event) => event.event === 'newsletter-doi')).toMatchObject({ email: sha256(email.toLowerCase()), newsletterAction: 'subscribe' });
    expect(JSON.stringify(mine)).not.toContain(email);
  }).toPass({ timeout: 10_000 });
  await allowed.close();

  // Refused: no device id, and nothing the browser does reaches the log.
  const refused = await browser.newContext({ javaScriptEnabled });
  const other = await refused.newPage();
  await other.goto(storeUrl('GB', product));
  await other.getByRole('region', { name: c('consent.title') }).getByRole('button', { name: c('consent.refuse') }).click();
  await expect(other.getByRole('region', { name: c('consent.title') })).toHaveCount(0);
  const quiet = freshEmail('untracked');
  await other.goto(storeUrl('GB', product));
  await subscribeInFooter(other, quiet);
  expect((await refused.cookies()).find((cookie) => cookie.name === 'analytics_id')).toBeUndefined();
  // The allowed browser's events are there by now; the refused one's would have been written alongside.
  const all = await events(request);
  expect(all.filter((event) => event.email === sha256(quiet.toLowerCase()) || event.email_token === sha256(quiet.toLowerCase()))).toEqual([]);
  await refused.close();
});

test('the newsletter and cookie settings pages at 360 and 1366 px', async ({ page }) => {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    for (const pagePath of ['/newsletter', '/cookie-settings']) {
      await page.goto(storeUrl('GB', pagePath));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      if (width === 360) await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath(`${pagePath.slice(1)}-${width}.png`), fullPage: true });
    }
  }
});
