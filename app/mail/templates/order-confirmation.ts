import type { TFunction } from '~/i18n/translator';
import type { ThankYouPaymentStatus } from '~/checkout/rules/payment-status';
import { paymentInstructions, type PaymentInstructionsInput } from '~/checkout/payment-instructions';
import { withColon } from '~/i18n/translator';
import { renderMail, type MailBlock, type RenderedMail } from '../layout.server';

/** Everything the order confirmation shows, amounts already formatted in the shopper's locale. */
export interface OrderConfirmationMailData {
  language: string;
  siteName: string;
  firstName?: string;
  orderNumber: string;
  /** The shared summary: lines before discounts, each discount, shipping, fee; they add up to the total. */
  lines: Array<{ name: string; quantity: number; total: string }>;
  subtotal: string;
  /** A discount without a name is labelled "Discounts". */
  discounts: Array<{ name: string; amount: string }>;
  shipping: string;
  freight: boolean;
  cashOnDeliveryFee: { title: string; amount: string } | null;
  /** Percent already formatted in the shopper's locale. */
  taxes: Array<{ percent: string; amount: string }>;
  net: boolean;
  total: string;
  billing: string[];
  shippingAddress: string[];
  paymentMethod: string;
  paymentStatus: ThankYouPaymentStatus;
  bankTransfer: PaymentInstructionsInput['bankTransfer'];
  multibanco: PaymentInstructionsInput['multibanco'];
}

/** The order confirmation in the shopper's language: `checkout` (`mail.order.*` and the summary's labels), the
 * footer from `common`. */
export function orderConfirmationMail(t: { checkout: TFunction; common: TFunction }, data: OrderConfirmationMailData): RenderedMail {
  const c = t.checkout;
  // A NET order says so at every amount, as the pages do (brief "Money, prices, VAT").
  const label = (text: string) => (data.net ? `${text} ${c('summary.netMark')}` : text);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: data.firstName ? c('mail.order.greetingName', { name: data.firstName }) : c('mail.order.greeting') },
    { kind: 'paragraph', text: c('mail.order.intro', { number: data.orderNumber }) },
    { kind: 'table', rows: data.lines.map((line) => ({ label: `${line.quantity} × ${line.name}`, value: line.total })) },
    {
      kind: 'table',
      rows: [
        { label: label(c('summary.subtotal')), value: data.subtotal },
        ...data.discounts.map((discount) => ({ label: label(discount.name || c('summary.discounts')), value: `−${discount.amount}` })),
        { label: label(data.freight ? c('summary.shippingFreight') : c('summary.shipping')), value: data.shipping },
        ...(data.cashOnDeliveryFee ? [{ label: label(data.cashOnDeliveryFee.title), value: data.cashOnDeliveryFee.amount }] : []),
        { label: data.net ? c('summary.totalNet') : c('summary.total'), value: data.total },
        // What the total includes, after it, as on the pages: not a summand.
        ...data.taxes.map((tax) => ({ label: c('summary.vat', { percent: tax.percent }), value: tax.amount })),
      ],
    },
    ...(data.net ? [{ kind: 'paragraph' as const, text: c('vat.netNote') }] : []),
    { kind: 'lines', title: c('review.billing'), lines: data.billing },
    { kind: 'lines', title: c('review.shipping'), lines: data.shippingAddress },
    { kind: 'paragraph', text: `${withColon(c('thankYou.paymentMethod'), data.language)} ${data.paymentMethod}` },
    { kind: 'paragraph', text: c(`thankYou.status.${data.paymentStatus}`) },
  ];
  for (const instruction of paymentInstructions(data, c)) blocks.push({ kind: 'paragraph', text: instruction.intro }, { kind: 'table', rows: instruction.rows });
  blocks.push({ kind: 'smallPrint', text: c('mail.order.questions') });
  return renderMail({
    template: 'order-confirmation',
    language: data.language,
    siteName: data.siteName,
    subject: c('mail.order.subject', { number: data.orderNumber, siteName: data.siteName }),
    heading: c('mail.order.heading'),
    blocks,
    // About the order, not a customer account: guests get it too.
    footer: t.common('mail.orderFooter', { siteName: data.siteName }),
  });
}
