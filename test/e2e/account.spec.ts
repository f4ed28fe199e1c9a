import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { backendApi } from './backend-api';
import { CONFIRM_LINK, confirmSignUp, linkInMail } from './mail';
import { PORT, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, storeUrl } from './helpers';

/**
 * Customer accounts (issue 10), with JavaScript off and on, in the GB store (English): register, log out, log
 * in, reset the password through the caught mail, edit the profile, both address books, an order placed
 * earlier, a review for a purchased SKU and the "already submitted" error, bad input, two customers.
 */
const expect = baseExpect.configure({ timeout: 10_000 });

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
type Texts = Record<string, unknown>;
const texts = (language: string, namespace: string): Texts =>
  JSON.parse(readFileSync(path.join(ROOT, 'locales', language, `${namespace}.json`), 'utf8')) as Texts;
const text = (tree: Texts, key: string, values: Record<string, string | number> = {}): string =>
  (key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], tree) as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const en = { account: texts('en', 'account'), common: texts('en', 'common') };
const t = (key: string, values?: Record<string, string | number>) => text(en.account, key, values);
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

const PASSWORD = 'Tools-2026';
const LIGHT_SKU = 'EX10000205';

/** A fresh address per test and project: the e2e data folder outlives runs. */
function freshEmail(label: string): string {
  return `${label}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function register(page: Page, email: string, names = { first: 'Alex', last: 'Turner' }) {
  await page.goto(storeUrl('GB', '/create-account'));
  await page.getByRole('main').getByLabel(t('fields.email')).fill(email);
  await page.getByLabel(t('fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('fields.firstName')).fill(names.first);
  await page.getByLabel(t('fields.lastName')).fill(names.last);
  await page.getByRole('button', { name: t('register.submit') }).click();
  // "Check your e-mail", then the mail's link confirms the address and signs in (decision 136).
  await expect(page).toHaveURL(storeUrl('GB', '/create-account/check-email'));
  await confirmSignUp(page, email, t('confirmEmail.submit'));
  await expect(page).toHaveURL(storeUrl('GB', '/my-account?notice=emailConfirmed'));
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto(storeUrl('GB', '/login'));
  await page.getByRole('main').getByLabel(t('fields.email')).fill(email);
  await page.getByLabel(t('fields.password')).fill(password);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page).toHaveURL(storeUrl('GB', '/'));
  // Signed in: the header shows the account's menu, not the link to sign in.
  await expect(page.locator('header summary', { hasText: text(en.common, 'header.account') })).toBeVisible();
}

async function logOut(page: Page) {
  await page.goto(storeUrl('GB', '/log-out'));
  await page.getByRole('button', { name: t('logOut.submit') }).click();
  await expect(page).toHaveURL(storeUrl('GB', '/'));
  await expect(page.locator('header').getByRole('link', { name: text(en.common, 'header.login') })).toBeVisible();
}

/** The header's account dropdown (a details element): open it and return its panel. */
async function accountDropdown(page: Page) {
  const summary = page.locator('header summary', { hasText: text(en.common, 'header.account') });
  await summary.click();
  return summary.locator('xpath=..').locator('.dropdown__panel');
}

// ---------------------------------------------------------------------------------------------------------
// The commerce API of the e2e server's own backend: an order placed earlier (the checkout is a later issue).


async function placeOrder(email: string, orderNumber: string): Promise<void> {
  const found = await backendApi<{ results: Array<{ id: string }> }>('GET', `/customers?where=${encodeURIComponent(`lowercaseEmail = "${email.toLowerCase()}"`)}`);
  const address = { firstName: 'Alex', lastName: 'Turner', streetName: 'Baker Street', streetNumber: '221', postalCode: 'NW1 6XE', city: 'London', country: 'GB' };
  const cart = await backendApi<{ id: string; version: number }>('POST', '/in-store/key=gb/carts', {
    currency: 'GBP', country: 'GB', customerId: found.results[0].id, customerEmail: email,
    lineItems: [{ sku: LIGHT_SKU, quantity: 2 }], shippingAddress: address, billingAddress: address,
  });
  await backendApi('POST', '/in-store/key=gb/orders', { cart: { typeId: 'cart', id: cart.id }, version: cart.version, orderNumber });
}

// ---------------------------------------------------------------------------------------------------------

test('register, see the account dropdown, log out, log in again; guests and signed-in users are redirected', async ({ page }) => {
  const email = freshEmail('journey');
  // Guests go from customer-only pages to the root (spec §6).
  await page.goto(storeUrl('GB', '/my-account/my-profile'));
  await expect(page).toHaveURL(storeUrl('GB', '/'));

  await register(page, email);
  const panel = await accountDropdown(page);
  await expect(panel).toContainText('Alex Turner');
  await expect(panel).toContainText(email);
  await expect(panel).toContainText(text(en.common, 'accountMenu.loyaltyLevel', { level: 1 }));
  const menu = panel.locator('ul.account-menu > li');
  await expect(menu).toHaveText([
    text(en.common, 'accountMenu.profile'),
    `${text(en.common, 'accountMenu.orders')} ${text(en.common, 'accountMenu.newWindow')}`,
    text(en.common, 'accountMenu.shipping'),
    text(en.common, 'accountMenu.billing'),
    text(en.common, 'accountMenu.newsletter'),
    text(en.common, 'accountMenu.reviews'),
    text(en.common, 'accountMenu.logOut'),
  ]);
  await expect(panel.getByRole('link', { name: text(en.common, 'accountMenu.orders') })).toHaveAttribute('target', '_blank');

  // Signed in, login and registration send home (spec §6).
  await page.goto(storeUrl('GB', '/login'));
  await expect(page).toHaveURL(storeUrl('GB', '/'));
  await page.goto(storeUrl('GB', '/create-account'));
  await expect(page).toHaveURL(storeUrl('GB', '/'));

  // The dropdown's own log-out button.
  await (await accountDropdown(page)).getByRole('button', { name: text(en.common, 'accountMenu.logOut') }).click();
  await expect(page.locator('header').getByRole('link', { name: text(en.common, 'header.login') })).toBeVisible();
  await page.goto(storeUrl('GB', '/log-out'));
  await expect(page.getByText(t('logOut.signedOut'))).toBeVisible();

  await logIn(page, email);
  await page.goto(storeUrl('GB', '/my-account'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('overview.title', { name: 'Alex Turner' }));
  await expect(page.getByText(t('orders.none'))).toBeVisible();
  await logOut(page);
});

test('sign-out means signed out: a copied session cookie stops working after log-out and after "Sign out everywhere" (issue 37 item 6)', async ({ page, browser }) => {
  const email = freshEmail('sessions');
  await register(page, email);
  /** Another browser holding a copy of this one's cookies. */
  const copy = async () => {
    const other = await browser.newContext({ javaScriptEnabled: jsOn(), userAgent: test.info().project.use.userAgent });
    await other.addCookies(await page.context().cookies());
    return other.newPage();
  };
  const signedInOn = async (other: Page) => {
    await other.goto(storeUrl('GB', '/my-account'));
    return new URL(other.url()).pathname === '/my-account';
  };
  const stolen = await copy();
  expect(await signedInOn(stolen)).toBe(true);
  await logOut(page);
  expect(await signedInOn(stolen)).toBe(false);

  await logIn(page, email);
  const stolenAgain = await copy();
  expect(await signedInOn(stolenAgain)).toBe(true);
  await page.goto(storeUrl('GB', '/my-account/my-profile'));
  await page.getByRole('button', { name: t('profile.signOutEverywhere') }).click();
  await expect(page).toHaveURL(storeUrl('GB', '/login?notice=signedOutEverywhere'));
  await expect(page.getByText(t('notices.signedOutEverywhere'))).toBeVisible();
  expect(await signedInOn(stolenAgain)).toBe(false);
  await stolen.context().close();
  await stolenAgain.context().close();
});

test('wrong credentials say "Customer login failed" without naming the field; the e-mail is kept, the password is not', async ({ page }) => {
  await page.goto(storeUrl('GB', '/login'));
  // This shop has no social sign-in keys: no provider is offered (social-sign-in.spec.ts has a shop with keys).
  await expect(page.getByRole('link', { name: /^Continue with/ })).toHaveCount(0);
  await page.getByRole('main').getByLabel(t('fields.email')).fill('demo.base@example.com');
  await page.getByLabel(t('fields.password')).fill('not-the-password-1');
  await page.getByRole('button', { name: t('login.submit') }).click();
  const summary = page.getByRole('alert').filter({ hasText: t('errorSummary.title') });
  await expect(summary).toContainText('Customer login failed');
  await expect(page.getByRole('main').getByLabel(t('fields.email'))).toHaveValue('demo.base@example.com');
  // The server never sends the password back (with JavaScript the field simply keeps what was typed).
  if (!jsOn()) await expect(page.getByLabel(t('fields.password'))).toHaveValue('');
  else expect(await page.locator('script').allTextContents()).not.toContain('not-the-password-1');
  await expectNoSeriousA11yViolations(page);
});

test('the error summary in French spaces the colon off with a no-break space, as French writes it (issue 38 item 11)', async ({ page }) => {
  const fr = (key: string) => text(texts('fr', 'account'), key);
  await page.goto(storeUrl('CH', '/fr/login'));
  if (jsOn()) await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByLabel(fr('fields.email')).fill('not-an-email');
  await page.getByLabel(fr('fields.password')).fill('x');
  await page.getByRole('button', { name: fr('login.submit') }).click();
  const summary = page.getByRole('alert').filter({ hasText: fr('errorSummary.title') });
  await expect(summary.getByRole('link')).toContainText([`${fr('fields.email')}\u00a0: ${fr('errors.emailInvalid')}`]);
});

test('registration: every rule has its message, markup is refused, nothing is created', async ({ page }) => {
  await page.goto(storeUrl('GB', '/create-account'));
  // With JavaScript, the messages on leaving a field need the hydrated form: typing earlier validates nothing.
  if (jsOn()) await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByLabel(t('fields.email')).fill('not-an-email');
  await page.getByLabel(t('fields.password'), { exact: true }).fill('onlyletters');
  await page.getByLabel(t('fields.firstName')).fill('<b>Al</b>');
  await page.getByLabel(t('fields.lastName')).fill('x'.repeat(60));
  if (jsOn()) {
    // With JavaScript the same messages come on leaving a field.
    await page.getByLabel(t('fields.firstName')).focus();
    await expect(page.getByText(text(en.account, 'errors.emailInvalid')).first()).toBeVisible();
  }
  await page.getByRole('radio', { name: t('customerType.COMPANY') }).check();
  await page.getByRole('button', { name: t('register.submit') }).click();
  const summary = page.getByRole('alert').filter({ hasText: t('errorSummary.title') });
  await expect(summary).toContainText(text(en.account, 'errors.emailInvalid'));
  await expect(summary).toContainText('Password must include one letter and one number');
  await expect(summary).toContainText(text(en.account, 'errors.forbiddenCharacters', { characters: '< >' }));
  await expect(summary).toContainText(text(en.account, 'errors.tooLong', { max: 50 }));
  // Company customers need the company name.
  await expect(summary.getByRole('link', { name: new RegExp(`^${t('fields.companyName')}`) })).toBeVisible();
  // Each field points at its message.
  const email = page.getByRole('main').getByLabel(t('fields.email'));
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await email.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(text(en.account, 'errors.emailInvalid'));
  await expect(page.getByLabel(t('fields.firstName'))).toHaveValue('<b>Al</b>');
  await expectNoSeriousA11yViolations(page);

});

test('sign-up answers a new and a known address alike; the known one\'s owner hears of it by mail (issue 37 item 11)', async ({ page }) => {
  const email = freshEmail('twice');
  const signUpWith = async (password: string) => {
    await page.goto(storeUrl('GB', '/create-account'));
    await page.getByRole('main').getByLabel(t('fields.email')).fill(email);
    await page.getByLabel(t('fields.password'), { exact: true }).fill(password);
    await page.getByLabel(t('fields.firstName')).fill('Alex');
    await page.getByLabel(t('fields.lastName')).fill('Turner');
    await page.getByRole('button', { name: t('register.submit') }).click();
    await expect(page).toHaveURL(storeUrl('GB', '/create-account/check-email'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('signUpCheckEmail.title'));
    return page.getByRole('main').textContent();
  };
  const asNew = await signUpWith(PASSWORD);
  await linkInMail(email, CONFIRM_LINK);
  // The same address again: the same page, not a word about the account.
  const asKnown = await signUpWith('Other-Tools-2026');
  expect(asKnown).toBe(asNew);
  const login = await linkInMail(email, /https?:\/\/\S+\/login(?=\s|$)/);
  expect(new URL(login).pathname).toBe('/login');
  // Nobody was signed in by either answer.
  await expect(page.locator('header').getByRole('link', { name: text(en.common, 'header.login') })).toBeVisible();
});

test('password reset through the caught mail: same answer for unknown addresses, the link works once, then signed in', async ({ page, context }) => {
  const email = freshEmail('reset');
  await register(page, email, { first: 'Robin', last: 'Reset' });
  await logOut(page);

  // An address without an account gets the same page and no mail.
  await page.goto(storeUrl('GB', '/password-reset'));
  await page.getByRole('main').getByLabel(t('fields.email')).fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: t('reset.submit') }).click();
  await expect(page).toHaveURL(storeUrl('GB', '/password-reset/check-email'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('checkEmail.title'));

  await page.goto(storeUrl('GB', '/password-reset'));
  await page.getByRole('main').getByLabel(t('fields.email')).fill(email);
  await page.getByRole('button', { name: t('reset.submit') }).click();
  await expect(page).toHaveURL(storeUrl('GB', '/password-reset/check-email'));

  // The local mail catcher's inbox (/__mail), as a person running the shop reads it.
  const inbox = await context.newPage();
  const subject = text(en.account, 'mail.passwordReset.subject', { siteName: 'ProTools Direct' });
  await expect(async () => {
    await inbox.goto(storeUrl('GB', '/__mail'));
    await expect(inbox.getByRole('row').filter({ hasText: email }).filter({ has: inbox.getByRole('link', { name: subject }) })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await inbox.getByRole('row').filter({ hasText: email }).getByRole('link', { name: subject }).click();
  const body = await inbox.locator('pre').textContent();
  expect(body).toContain('Hello Robin,');
  expect(body).toContain(text(en.account, 'mail.passwordReset.validity', { minutes: 60 }));
  const link = /https?:\/\/\S+\/password-reset\/change-password\?token=\S+/.exec(body ?? '')?.[0];
  expect(link).toBeTruthy();
  // The HTML part has the same link as its button.
  await expect(inbox.frameLocator('iframe').getByRole('link', { name: text(en.account, 'mail.passwordReset.action') })).toHaveAttribute('href', link!);
  await inbox.close();

  await page.goto(link!);
  await page.getByLabel(t('fields.newPassword'), { exact: true }).fill('New-Tools-2027');
  await page.getByLabel(t('fields.confirmPassword')).fill('New-Tools-2026');
  await page.getByRole('button', { name: t('reset.changeSubmit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('errorSummary.title') })).toContainText(text(en.account, 'errors.passwordsDiffer'));
  await page.getByLabel(t('fields.newPassword'), { exact: true }).fill('New-Tools-2027');
  await page.getByLabel(t('fields.confirmPassword')).fill('New-Tools-2027');
  await page.getByRole('button', { name: t('reset.changeSubmit') }).click();
  await expect(page).toHaveURL(/\/my-account\?notice=passwordChanged$/);
  await expect(page.getByText(text(en.account, 'notices.passwordChanged'))).toBeVisible();
  await logOut(page);

  // The token is single-use.
  await page.goto(link!);
  await page.getByLabel(t('fields.newPassword'), { exact: true }).fill('Again-Tools-2028');
  await page.getByLabel(t('fields.confirmPassword')).fill('Again-Tools-2028');
  await page.getByRole('button', { name: t('reset.changeSubmit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('errorSummary.title') })).toContainText(text(en.account, 'errors.resetLinkInvalid'));
  await logIn(page, email, 'New-Tools-2027');
});

test('my profile: names, e-mail, date of birth, customer type; a wrong current password changes nothing; the new one signs in', async ({ page }) => {
  const email = freshEmail('profile');
  await register(page, email);
  await page.goto(storeUrl('GB', '/my-account/my-profile'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('profile.title'));
  await page.getByLabel(t('fields.firstName')).fill('Sam');
  await page.getByLabel(t('fields.dateOfBirth')).fill('2999-01-01');
  await page.getByRole('button', { name: t('profile.save') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('errorSummary.title') })).toContainText(text(en.account, 'errors.dateInvalid'));
  await page.getByLabel(t('fields.dateOfBirth')).fill('1985-04-12');
  await page.getByRole('radio', { name: t('customerType.COMPANY') }).check();
  await page.getByRole('button', { name: t('profile.save') }).click();
  await expect(page.getByText(text(en.account, 'notices.profileSaved'))).toBeVisible();
  await expect(page.getByLabel(t('fields.firstName'))).toHaveValue('Sam');
  await expect(page.getByLabel(t('fields.dateOfBirth'))).toHaveValue('1985-04-12');
  await expect(page.getByRole('radio', { name: t('customerType.COMPANY') })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(t('fields.currentPassword')).fill('Wrong-Password-1');
  await page.getByLabel(t('fields.newPassword'), { exact: true }).fill('Changed-2027');
  await page.getByLabel(t('fields.confirmPassword')).fill('Changed-2027');
  await page.getByRole('button', { name: t('profile.changePassword') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('errorSummary.title') })).toContainText('Password change failed');
  await page.getByLabel(t('fields.currentPassword')).fill(PASSWORD);
  await page.getByLabel(t('fields.newPassword'), { exact: true }).fill('Changed-2027');
  await page.getByLabel(t('fields.confirmPassword')).fill('Changed-2027');
  await page.getByRole('button', { name: t('profile.changePassword') }).click();
  await expect(page.getByText(text(en.account, 'notices.passwordChanged'))).toBeVisible();
  // Signed out and in again with the new password: still on the account page.
  await expect(page.getByLabel(t('fields.firstName'))).toHaveValue('Sam');
  await logOut(page);
  await logIn(page, email, 'Changed-2027');
});

for (const kind of ['shipping', 'billing'] as const) {
  test(`${kind} details: add, edit, set default, delete; the default and another customer's address stay`, async ({ page, browser, request }) => {
    // Two registrations, four address changes and an accessibility scan: more than the default 30 s on a busy machine.
    test.slow();
    const path = kind === 'shipping' ? '/my-account/shipping-details' : '/my-account/billing-details';
    const email = freshEmail(`addr-${kind}`);
    await register(page, email);
    await page.goto(storeUrl('GB', path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(`addresses.${kind}Title`));
    await expect(page.getByText(t('addresses.none'))).toBeVisible();

    const add = page.locator('section', { has: page.getByRole('heading', { name: t('addresses.addTitle') }) });
    const fill = async (scope: typeof add, values: Record<string, string>) => {
      for (const [field, value] of Object.entries(values)) await scope.getByLabel(t(`fields.${field}`), { exact: true }).fill(value);
    };
    // The postal code and the house number follow the store's rules (spec §5).
    await fill(add, { firstName: 'Alex', lastName: 'Turner', streetName: 'Baker Street', streetNumber: 'B', postalCode: '12345', city: 'London' });
    await add.getByRole('button', { name: t('addresses.add') }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('errorSummary.title') })).toContainText(text(en.account, 'errors.postalCode'));
    await expect(page.getByRole('alert').filter({ hasText: t('errorSummary.title') })).toContainText(text(en.account, 'errors.streetNumber'));
    await fill(add, { streetNumber: '221B', postalCode: 'NW1 6XE' });
    await add.getByRole('button', { name: t('addresses.add') }).click();
    await expect(page.getByText(text(en.account, 'notices.address.add-address'))).toBeVisible();
    await fill(add, { firstName: 'Jo', lastName: 'Turner', streetName: 'Abbey Road', streetNumber: '3', postalCode: 'NW8 9AY', city: 'London' });
    await add.getByRole('button', { name: t('addresses.add') }).click();
    const cards = page.locator('li.address-card');
    await expect(cards).toHaveCount(2);
    // The first address became the default.
    await expect(cards.first()).toContainText('Baker Street 221B');
    await expect(cards.first()).toContainText(t('addresses.default'));

    // Edit the second.
    const second = cards.filter({ hasText: 'Abbey Road' });
    await second.locator('summary').click();
    await second.getByLabel(t('fields.streetNumber')).fill('5');
    await second.getByRole('button', { name: t('addresses.save') }).click();
    await expect(page.getByText(text(en.account, 'notices.address.update-address'))).toBeVisible();
    await expect(cards.filter({ hasText: 'Abbey Road 5' })).toHaveCount(1);

    // The default cannot go while another address exists.
    await cards.first().getByRole('button', { name: new RegExp(`^${t('addresses.delete')}`) }).click();
    await expect(page.getByRole('alert').filter({ hasText: text(en.account, 'errors.deleteDefault') })).toBeVisible();
    await expect(cards).toHaveCount(2);

    await cards.filter({ hasText: 'Abbey Road' }).getByRole('button', { name: new RegExp(`^${t('addresses.setDefault')}`) }).click();
    await expect(page.getByText(text(en.account, 'notices.address.set-default'))).toBeVisible();
    await expect(cards.first()).toContainText('Abbey Road 5');
    await cards.filter({ hasText: 'Baker Street' }).getByRole('button', { name: new RegExp(`^${t('addresses.delete')}`) }).click();
    await expect(page.getByText(text(en.account, 'notices.address.delete-address'))).toBeVisible();
    await expect(cards).toHaveCount(1);
    const ownId = await cards.first().locator('input[name="addressId"]').first().getAttribute('value');
    await expectNoSeriousA11yViolations(page);

    // A second customer sends the first one's address id: refused, and neither book changes.
    const other = await browser.newContext({ javaScriptEnabled: jsOn() });
    const intruder = await other.newPage();
    await register(intruder, freshEmail(`intruder-${kind}`), { first: 'Eve', last: 'Other' });
    await intruder.goto(storeUrl('GB', path));
    await expect(intruder.locator('li.address-card')).toHaveCount(0);
    await expect(intruder.getByText('Abbey Road')).toHaveCount(0);
    // The intruder's own session cookie, posting from the shop's origin exactly as the page's form would.
    const cookie = (await other.cookies()).map((item) => `${item.name}=${item.value}`).join('; ');
    const failure = await request.post(`http://127.0.0.1:${PORT}${path}`, {
      form: { intent: 'update-address', addressId: ownId!, firstName: 'Eve', lastName: 'Other', streetName: 'Hacked Road', streetNumber: '1', postalCode: 'NW1 6XE', city: 'London' },
      headers: { host: `gb.localhost:${PORT}`, origin: `http://gb.localhost:${PORT}`, cookie },
      maxRedirects: 0,
    });
    expect(failure.status()).toBe(400);
    expect(await failure.text()).toContain('Failed to update address');
    await other.close();
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Abbey Road 5');
  });
}

test('an order placed earlier, its self-service link, and a review for the purchased SKU: once, then "already submitted"', async ({ page, context }) => {
  const email = freshEmail('orders');
  await register(page, email);
  const orderNumber = `NS${Date.now()}`;
  await placeOrder(email, orderNumber);

  await page.goto(storeUrl('GB', '/my-account'));
  const order = page.locator('li.order-card').filter({ hasText: orderNumber });
  await expect(order.getByRole('heading')).toHaveText(t('orders.number', { number: orderNumber }));
  await expect(order).toContainText(text(en.account, 'orders.states.Open'));
  await expect(order).toContainText(`2 × `);
  await expect(order).toContainText(`(${LIGHT_SKU})`);
  await expect(order).toContainText('£');

  // "My orders" opens the self-service page in a new window with a signed token for this address.
  const [portal] = await Promise.all([
    context.waitForEvent('page'),
    page.locator('.account-layout__menu').getByRole('link', { name: text(en.common, 'accountMenu.orders') }).click(),
  ]);
  await expect(portal.getByRole('cell', { name: orderNumber })).toBeVisible();
  // On a phone the orders fit the screen (issue 23: the five columns made it 489 px wide).
  await portal.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalOverflow(portal);
  await expect(portal.getByText(orderNumber)).toBeInViewport();
  const tampered = new URL(portal.url());
  tampered.searchParams.set('token', `${tampered.searchParams.get('token')!.slice(0, -2)}xx`);
  expect((await portal.goto(tampered.href))?.status()).toBe(403);
  await portal.close();

  await page.goto(storeUrl('GB', '/my-account/my-reviews'));
  await expect(page.getByText(t('reviews.none'))).toBeVisible();
  await page.getByRole('combobox', { name: t('reviews.product') }).selectOption(LIGHT_SKU);
  await page.getByRole('radio', { name: t('reviews.starsLabel', { rating: 4 }) }).check();
  await page.getByLabel(t('reviews.text')).fill('Bright and sturdy, survived a fall from the ladder.');
  await page.getByRole('button', { name: t('reviews.submit') }).click();
  await expect(page.getByText(text(en.account, 'notices.reviewAdded'))).toBeVisible();
  await expect(page.locator('li.review-item')).toContainText('Bright and sturdy');

  await page.getByRole('combobox', { name: t('reviews.product') }).selectOption(LIGHT_SKU);
  await page.getByRole('radio', { name: t('reviews.starsLabel', { rating: 5 }) }).check();
  await page.getByLabel(t('reviews.text')).fill('Second try.');
  await page.getByRole('button', { name: t('reviews.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('errorSummary.title') })).toContainText('You have already submitted review for your purchase for SKU');
  await expect(page.locator('li.review-item')).toHaveCount(1);
});

test('a customer in a loyalty tier sees level and personal discount in the dropdown and on product pages', async ({ page }) => {
  await logIn(page, 'demo.tier2@example.com', 'ProTools-2026');
  const panel = await accountDropdown(page);
  await expect(panel).toContainText(text(en.common, 'accountMenu.loyaltyLevel', { level: 3 }));
  await expect(panel).toContainText(text(en.common, 'accountMenu.personalDiscount', { percent: '3%' }));
  await page.goto(storeUrl('GB', '/p-10000205/'));
  await expect(page.locator('.pdp-personal-discount')).toHaveText(text(en.common, 'accountMenu.personalDiscount', { percent: '3%' }));
  await logOut(page);
  await page.goto(storeUrl('GB', '/p-10000205/'));
  await expect(page.locator('.pdp-buy')).toBeVisible();
  await expect(page.locator('.pdp-personal-discount')).toHaveCount(0);
});

test('the checkout login continues to the checkout; the account forms post only from this site', async ({ page, request }) => {
  const email = freshEmail('checkout');
  await register(page, email);
  await logOut(page);
  // The checkout pages need a cart (spec guard).
  await page.goto(storeUrl('GB', '/p-10000205/'));
  await page.locator('form.add-to-cart').first().getByRole('button').first().click();
  await expect(page.locator('header .cart-icon .badge')).toHaveText('1');
  await page.goto(storeUrl('GB', '/checkout/login'));
  await page.getByRole('main').getByLabel(t('fields.email')).fill(email);
  await page.getByLabel(t('fields.password')).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page).toHaveURL(/\/checkout\/addresses$/);

  // Cross-site posting is refused by the edge's Origin check (decision 018; the record on tokens: 029).
  const answer = await request.post(`http://127.0.0.1:${PORT}/login`, {
    form: { email, password: PASSWORD },
    headers: { host: `gb.localhost:${PORT}`, origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(403);
});
