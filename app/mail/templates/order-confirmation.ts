import type { TFunction } from '~/i18n/translator';
import { renderMail, type MailBlock, type RenderedMail } from '../layout';

/** Everything the order confirmation shows, amounts already formatted in the shopper's locale. */
export interface OrderConfirmationMailData {
  language: string;
  siteName: string;
  firstName?: string;
  orderNumber: string;
  lines: Array<{ name: string; quantity: number; total: string }>;
  subtotal: string;
  discount: string | null;
  shipping: string;
  cashOnDeliveryFee: { title: string; amount: string } | null;
  taxes: Array<{ percent: number; amount: string }>;
  net: boolean;
  total: string;
  billing: string[];
  shippingAddress: string[];
  paymentMethod: string;
  paymentStatus: 'in-progress' | 'paid' | 'on-delivery';
  bankTransfer: { accountOwner: string; institute: string; iban: string; bic: string; reference: string; amount: string } | null;
  multibanco: { entity: string; reference: string; expiresAt: string; amount: string } | null;
}

/**
 * Issue 11 item 11: the order confirmation in the shopper's language. Texts from the `checkout` namespace
 * (`mail.order.*`, the summary's and thank-you page's labels), the footer from `common`.
 */
export function orderConfirmationMail(t: { checkout: TFunction; common: TFunction }, data: OrderConfirmationMailData): RenderedMail {
  const c = t.checkout;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: data.firstName ? c('mail.order.greetingName', { name: data.firstName }) : c('mail.order.greeting') },
    { kind: 'paragraph', text: c('mail.order.intro', { number: data.orderNumber }) },
    { kind: 'table', rows: data.lines.map((line) => ({ label: `${line.quantity} × ${line.name}`, value: line.total })) },
    {
      kind: 'table',
      rows: [
        { label: c('summary.subtotal'), value: data.subtotal },
        ...(data.discount ? [{ label: c('summary.discounts'), value: `−${data.discount}` }] : []),
        { label: c('summary.shipping'), value: data.shipping },
        ...(data.cashOnDeliveryFee ? [{ label: data.cashOnDeliveryFee.title, value: data.cashOnDeliveryFee.amount }] : []),
        ...data.taxes.map((tax) => ({ label: c('summary.vat', { percent: tax.percent }), value: tax.amount })),
        { label: data.net ? c('summary.totalNet') : c('summary.total'), value: data.total },
      ],
    },
    { kind: 'lines', title: c('review.billing'), lines: data.billing },
    { kind: 'lines', title: c('review.shipping'), lines: data.shippingAddress },
    { kind: 'paragraph', text: `${c('thankYou.paymentMethod')}: ${data.paymentMethod}` },
    { kind: 'paragraph', text: c(`thankYou.status.${data.paymentStatus}`) },
  ];
  if (data.bankTransfer) {
    const bank = data.bankTransfer;
    blocks.push(
      { kind: 'paragraph', text: c('thankYou.bankIntro') },
      {
        kind: 'table',
        rows: [
          { label: c('bank.amount'), value: bank.amount },
          { label: c('bank.accountOwner'), value: bank.accountOwner },
          { label: c('bank.institute'), value: bank.institute },
          { label: c('bank.iban'), value: bank.iban },
          { label: c('bank.bic'), value: bank.bic },
          { label: c('bank.reference'), value: bank.reference },
        ],
      },
    );
  }
  if (data.multibanco) {
    const voucher = data.multibanco;
    blocks.push(
      { kind: 'paragraph', text: c('thankYou.multibancoIntro') },
      {
        kind: 'table',
        rows: [
          { label: c('multibanco.entity'), value: voucher.entity },
          { label: c('multibanco.reference'), value: voucher.reference },
          { label: c('bank.amount'), value: voucher.amount },
          { label: c('multibanco.expiresAt'), value: voucher.expiresAt },
        ],
      },
    );
  }
  blocks.push({ kind: 'smallPrint', text: c('mail.order.questions') });
  return renderMail({
    template: 'order-confirmation',
    language: data.language,
    siteName: data.siteName,
    subject: c('mail.order.subject', { number: data.orderNumber, siteName: data.siteName }),
    heading: c('mail.order.heading'),
    blocks,
    footer: t.common('mail.footer', { siteName: data.siteName }),
  });
}
