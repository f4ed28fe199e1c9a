import type { TFunction } from '~/i18n/translator';
import { renderMail, type RenderedMail } from '../layout.server';

export interface NewsletterConfirmationMailData {
  language: string;
  siteName: string;
  /** The channels asked for, in the shopper's words. */
  channels: string[];
  /** The absolute /exConsents/confirm link with its hash. */
  link: string;
  validForDays: number;
}

/** The double opt-in mail. Even its footer comes from `newsletter`: the address may be a guest's, so the mail never
 * speaks of a customer account. */
export function newsletterConfirmationMail(t: { newsletter: TFunction }, data: NewsletterConfirmationMailData): RenderedMail {
  return renderMail({
    template: 'newsletter-confirmation',
    language: data.language,
    siteName: data.siteName,
    subject: t.newsletter('mail.subject', { siteName: data.siteName }),
    heading: t.newsletter('mail.heading'),
    blocks: [
      { kind: 'paragraph', text: t.newsletter('mail.intro', { siteName: data.siteName }) },
      { kind: 'paragraph', text: t.newsletter('mail.channels', { channels: data.channels.join(', ') }) },
      { kind: 'action', label: t.newsletter('mail.action'), href: data.link },
      { kind: 'paragraph', text: t.newsletter('mail.validity', { days: data.validForDays }) },
      { kind: 'smallPrint', text: t.newsletter('mail.notYou') },
    ],
    footer: t.newsletter('mail.footer', { siteName: data.siteName }),
  });
}
