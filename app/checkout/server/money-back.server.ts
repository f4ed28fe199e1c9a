// Money going back on an order: its states as decision 090 says (rules/money-back.ts) and a mail in the store's
// language; one way for the refund or chargeback notification and for an order created as its payment was refunded.
import type { Order, Transaction } from '@commercetools/platform-sdk';
import type { CommerceContext } from '~/commerce/client.server';
import { formatMoney } from '~/commerce/money';
import { changeOrderStates } from '~/commerce/order.server';
import type { ShopperSession } from '~/commerce/types';
import { bundlesFor } from '~/i18n/resources.server';
import { createTranslator } from '~/i18n/translator';
import type { LanguageCode } from '~/markets';
import type { Mailer } from '~/mail/mailer.server';
import { moneyBackMail } from '~/mail/templates/money-back';
import { statesAfterMoneyBack } from '../rules/money-back';

export interface MoneyBackDeps {
  ctx: CommerceContext;
  /** The ids of the order's owner. */
  session: ShopperSession;
  mailer: Mailer;
  language: LanguageCode;
  locale: string;
}

export interface MoneyBackNews {
  kind: 'refund' | 'chargeback';
  amount: { currencyCode: string; centAmount: number };
}

/** The order state moves too when all of the money went back; the customer is mailed once the states moved. */
export async function moveOrderAfterMoneyBack(
  deps: MoneyBackDeps,
  order: Order,
  transactions: Array<Pick<Transaction, 'type' | 'state' | 'amount'>>,
  news: MoneyBackNews,
): Promise<Order> {
  const states = statesAfterMoneyBack({ orderState: order.orderState, totalCentAmount: order.totalPrice.centAmount }, transactions);
  if (!states) return order;
  const moved = (await changeOrderStates(deps.ctx, deps.session, order.id, states)) ?? order;
  deps.ctx.client.logger.info({ orderNumber: order.orderNumber, kind: news.kind, ...states }, 'order states moved by money going back');
  void sendMoneyBackMail(deps, moved, news);
  return moved;
}

/** Renders and sends the mail; a failure is logged, never the notification's problem. */
async function sendMoneyBackMail(deps: MoneyBackDeps, order: Order, news: MoneyBackNews): Promise<void> {
  if (!order.customerEmail) return;
  try {
    const bundles = bundlesFor(deps.language, ['checkout', 'common']);
    const checkout = createTranslator(deps.language, bundles, 'checkout');
    const common = createTranslator(deps.language, bundles, 'common');
    const mail = moneyBackMail(
      { checkout, common },
      {
        language: deps.language,
        siteName: common('siteName'),
        firstName: order.billingAddress?.firstName,
        orderNumber: order.orderNumber ?? order.id,
        kind: news.kind,
        amount: formatMoney(news.amount, deps.locale),
        cancelled: order.orderState === 'Cancelled',
      },
    );
    await deps.mailer.send(order.customerEmail, mail);
  } catch (err) {
    deps.ctx.client.logger.error({ err, orderId: order.id }, 'money-back mail not sent');
  }
}
