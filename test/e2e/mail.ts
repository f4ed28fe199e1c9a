// The shop's mails as the local mail catcher holds them (`/__mail`, this machine only), for the flows that go
// through a mailed link: sign-up's confirmation (decision 136), the password reset.
import { expect, type Page } from '@playwright/test';
import { PORT } from './helpers';

type CaughtMail = { to: string[]; subject: string; text: string };

/** The link in the newest mail to `email` that matches `link` (waits for the mail to arrive; the catcher lists newest first). */
export async function linkInMail(email: string, link: RegExp, port = PORT): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`http://127.0.0.1:${port}/__mail/api/messages`)).json()) as CaughtMail[];
      found = mails.filter((mail) => mail.to.includes(email.toLowerCase()) || mail.to.includes(email)).map((mail) => link.exec(mail.text)?.[0]).find(Boolean);
      return Boolean(found);
    }, { timeout: 15_000 })
    .toBe(true);
  return found!;
}

export const CONFIRM_LINK = /https?:\/\/\S+\/create-account\/confirm\?token=\S+/;

/**
 * The rest of a sign-up after the form (decision 136): the mail's confirmation link opened in the same browser,
 * its button pressed (`confirm`: the button's name in the page's language); the shopper is then signed in.
 */
export async function confirmSignUp(page: Page, email: string, confirm: string, port = PORT): Promise<void> {
  const link = await linkInMail(email, CONFIRM_LINK, port);
  // The link names the store's host; the page stays on the host the test browses.
  const target = new URL(link);
  await page.goto(`${new URL(page.url()).origin}${target.pathname}${target.search}`);
  await page.getByRole('button', { name: confirm }).click();
  await expect(page).not.toHaveURL(/\/create-account\/confirm/);
}
