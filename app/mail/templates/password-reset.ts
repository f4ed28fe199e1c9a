import type { TFunction } from '~/i18n/translator';
import { renderMail, type RenderedMail } from '../layout.server';

export interface PasswordResetMailData {
  language: string;
  siteName: string;
  firstName?: string;
  /** The absolute change-password link with its token. */
  link: string;
  validForMinutes: number;
}

/** Texts from the `account` namespace (`mail.passwordReset.*`), the footer from `common` (`mail.footer`). */
export function passwordResetMail(t: { account: TFunction; common: TFunction }, data: PasswordResetMailData): RenderedMail {
  const greeting = data.firstName ? t.account('mail.passwordReset.greetingName', { name: data.firstName }) : t.account('mail.passwordReset.greeting');
  return renderMail({
    template: 'password-reset',
    language: data.language,
    siteName: data.siteName,
    subject: t.account('mail.passwordReset.subject', { siteName: data.siteName }),
    heading: t.account('mail.passwordReset.heading'),
    blocks: [
      { kind: 'paragraph', text: greeting },
      { kind: 'paragraph', text: t.account('mail.passwordReset.intro') },
      { kind: 'action', label: t.account('mail.passwordReset.action'), href: data.link },
      { kind: 'paragraph', text: t.account('mail.passwordReset.validity', { minutes: data.validForMinutes }) },
      { kind: 'smallPrint', text: t.account('mail.passwordReset.notYou') },
    ],
    footer: t.common('mail.footer', { siteName: data.siteName }),
  });
}
