// The order confirmation mail: sent once, by whichever path created the order (the payment return, a notification,
// the payment step for bank transfer and cash on delivery), in the cart's language.
import type { Order } from '@commercetools/platform-sdk';
import type { CommerceContext } from '~/commerce/client.server';
import { formatMoney } from '~/commerce/money';
import { createTranslator } from '~/i18n/translator';
import { bundlesFor } from '~/i18n/resources.server';
import type { LanguageCode, Market, Seller } from '~/markets';
import type { Mailer } from '~/mail/mailer.server';
import { orderConfirmationMail } from '~/mail/templates/order-confirmation';
import { paymentMethodName } from '../payment-method-name';
import { orderDetails, paymentsOfOrder } from './order-details.server';
import { summaryDiscountNames } from './summary.server';

export interface OrderMailDeps {
  ctx: CommerceContext;
  mailer: Mailer;
  market: Market;
  language: LanguageCode;
  locale: string;
  seller: Seller;
}

/** Renders and sends the confirmation; a failure is logged, never the order's problem. */
export async function sendOrderConfirmation(deps: OrderMailDeps, order: Order): Promise<void> {
  const { ctx, market, language, locale } = deps;
  if (!order.customerEmail) return;
  try {
    const [payments, discountNames] = await Promise.all([paymentsOfOrder(ctx, order), summaryDiscountNames(ctx, order)]);
    const details = orderDetails(order, payments, market, language, locale, { seller: deps.seller, discountNames });
    const bundles = bundlesFor(language, ['checkout', 'common']);
    const checkout = createTranslator(language, bundles, 'checkout');
    const common = createTranslator(language, bundles, 'common');
    const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, locale);
    const { summary } = details;
    const methodName = paymentMethodName(checkout, details.paymentMethod.id || 'scheme', details.paymentMethod.providerName);
    const mail = orderConfirmationMail(
      { checkout, common },
      {
        language,
        siteName: common('siteName'),
        firstName: order.billingAddress?.firstName,
        orderNumber: details.orderNumber,
        lines: summary.lines.map((line) => ({ name: line.name, quantity: line.quantity, total: money(line.total) })),
        subtotal: money(summary.subtotal),
        discounts: summary.discounts.map((discount) => ({ name: discount.name, amount: money(discount.amount) })),
        shipping: summary.shipping.free ? checkout('summary.shippingFree') : money(summary.shipping.price),
        freight: summary.shipping.method === 'freight',
        cashOnDeliveryFee: summary.cashOnDeliveryFee ? { title: summary.cashOnDeliveryFee.title, amount: money(summary.cashOnDeliveryFee.amount) } : null,
        taxes: summary.taxes.map((tax) => ({ percent: tax.percentText, amount: money(tax.amount) })),
        net: summary.net,
        total: money(summary.total),
        billing: details.billing.lines,
        shippingAddress: details.shipping.lines,
        paymentMethod: methodName,
        paymentStatus: details.paymentStatus,
        bankTransfer: details.bankTransfer ? { ...details.bankTransfer, amount: money(details.bankTransfer.amount) } : null,
        multibanco: details.multibanco
          ? { ...details.multibanco, amount: money(details.multibanco.amount), expiresAt: details.multibanco.expiresAt ? new Date(details.multibanco.expiresAt).toLocaleString(locale, { timeZone: 'UTC' }) : null }
          : null,
      },
    );
    await deps.mailer.send(order.customerEmail, mail);
  } catch (err) {
    ctx.client.logger.error({ err, orderId: order.id }, 'order confirmation mail not sent');
  }
}
