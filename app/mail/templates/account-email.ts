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

/** The address of a new account (or one asked again from My account) is confirmed through this link, which also
 * signs in (decision 136). */
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

/** A sign-up with an address that has an account answers like any sign-up, so only the owner hears of it, here,
 * with the way in. */
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
