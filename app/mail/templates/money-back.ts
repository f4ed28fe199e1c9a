import type { TFunction } from '~/i18n/translator';
import { renderMail, type RenderedMail } from '../layout.server';

/** What the customer is told when money of an order went back. */
export interface MoneyBackMailData {
  language: string;
  siteName: string;
  firstName?: string;
  orderNumber: string;
  /** refund: the shop sent the money back; chargeback: the customer's bank took it back. */
  kind: 'refund' | 'chargeback';
  /** This event's amount, formatted in the shopper's locale. */
  amount: string;
  /** The order no longer ships (all of the money went back). */
  cancelled: boolean;
}

/** Texts from the `checkout` namespace (`mail.moneyBack.*`, `mail.order.*`), the footer from `common`. */
export function moneyBackMail(t: { checkout: TFunction; common: TFunction }, data: MoneyBackMailData): RenderedMail {
  const c = t.checkout;
  const values = { number: data.orderNumber, amount: data.amount, siteName: data.siteName };
  const outcome = data.cancelled ? c('mail.moneyBack.cancelled') : data.kind === 'refund' ? c('mail.moneyBack.stillShips') : null;
  return renderMail({
    template: `money-back-${data.kind}`,
    language: data.language,
    siteName: data.siteName,
    subject: c(`mail.moneyBack.${data.kind}.subject`, values),
    heading: c(`mail.moneyBack.${data.kind}.heading`),
    blocks: [
      { kind: 'paragraph', text: data.firstName ? c('mail.order.greetingName', { name: data.firstName }) : c('mail.order.greeting') },
      { kind: 'paragraph', text: c(`mail.moneyBack.${data.kind}.body`, values) },
      ...(outcome ? [{ kind: 'paragraph' as const, text: outcome }] : []),
      { kind: 'smallPrint', text: c('mail.order.questions') },
    ],
    footer: t.common('mail.orderFooter', { siteName: data.siteName }),
  });
}
