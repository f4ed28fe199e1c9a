import type { TFunction } from '~/i18n/translator';
import { renderMail, type RenderedMail } from '../layout.server';

export interface ConfirmEmailMailData {
  language: string;
  siteName: string;
  firstName?: string;
  /** The absolute confirmation link with its token. */
  link: string;
  validForHours: number;
}

/**
 * Decision 136: the address of a new account (or of one asked again from My account) is confirmed through this
 * link, which also signs in. Texts from `account` (`mail.confirmEmail.*`), the footer from `common`.
 */
export function confirmEmailMail(t: { account: TFunction; common: TFunction }, data: ConfirmEmailMailData): RenderedMail {
  const greeting = data.firstName ? t.account('mail.confirmEmail.greetingName', { name: data.firstName }) : t.account('mail.confirmEmail.greeting');
  return renderMail({
    template: 'confirm-email',
    language: data.language,
    siteName: data.siteName,
    subject: t.account('mail.confirmEmail.subject', { siteName: data.siteName }),
    heading: t.account('mail.confirmEmail.heading'),
    blocks: [
      { kind: 'paragraph', text: greeting },
      { kind: 'paragraph', text: t.account('mail.confirmEmail.intro') },
      { kind: 'action', label: t.account('mail.confirmEmail.action'), href: data.link },
      { kind: 'paragraph', text: t.account('mail.confirmEmail.validity', { hours: data.validForHours }) },
      { kind: 'paragraph', text: t.account('mail.confirmEmail.orders') },
      { kind: 'smallPrint', text: t.account('mail.confirmEmail.notYou') },
    ],
    footer: t.common('mail.footer', { siteName: data.siteName }),
  });
}

export interface AccountExistsMailData {
  language: string;
  siteName: string;
  firstName?: string;
  /** Absolute links to the login page and to the password reset, in the shopper's store and language. */
  loginLink: string;
  resetLink: string;
}

/**
 * Issue 37 item 11: a sign-up with an address that has an account answers like any sign-up; the owner hears of
 * it here, with the way in. Texts from `account` (`mail.accountExists.*`).
 */
export function accountExistsMail(t: { account: TFunction; common: TFunction }, data: AccountExistsMailData): RenderedMail {
  const greeting = data.firstName ? t.account('mail.accountExists.greetingName', { name: data.firstName }) : t.account('mail.accountExists.greeting');
  return renderMail({
    template: 'account-exists',
    language: data.language,
    siteName: data.siteName,
    subject: t.account('mail.accountExists.subject', { siteName: data.siteName }),
    heading: t.account('mail.accountExists.heading'),
    blocks: [
      { kind: 'paragraph', text: greeting },
      { kind: 'paragraph', text: t.account('mail.accountExists.intro') },
      { kind: 'action', label: t.account('mail.accountExists.login'), href: data.loginLink },
      { kind: 'paragraph', text: t.account('mail.accountExists.forgotten') },
      { kind: 'action', label: t.account('mail.accountExists.reset'), href: data.resetLink },
      { kind: 'smallPrint', text: t.account('mail.accountExists.notYou') },
    ],
    footer: t.common('mail.footer', { siteName: data.siteName }),
  });
}
