// Serialised per payment in this process, so a second simultaneous return finds the order of the first. Across
// instances the provider answers a replayed redirectResult with its first answer (idempotency key), and the allocated
// order number is unique in the backend, so a second creation fails and placeOrder finds the first order.
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { inQueue } from '~/commerce/cart-update.server';
import { getOrderByNumber } from '~/commerce/order.server';
import { getCartPayment, paymentMatchesCart, paymentOutcomeWithoutSession, updatePayment } from '~/commerce/payment.server';
import { releaseStock } from '~/commerce/stock-reservation.server';
import { PAYMENT_FIELDS } from '~/commerce/custom-types';
import type { StorefrontContext } from '~/context';
import { idempotencyKey } from '~/payments/idempotency.server';
import { resolvePaymentReturn } from '~/payments/payment-return.server';
import { runPaymentReturn, type PaymentReturnServices } from './payment-return-flow';
import { setFieldActions, transactionActions, transactionStateOf } from './payment-records.server';
import { placeOrder } from './place-order.server';

export function paymentReturnServices(storefront: StorefrontContext, signal: AbortSignal): PaymentReturnServices {
  const ctx = storefront.commerce;
  const { provider } = storefront.services.payments;
  const logger = ctx.client.logger;
  return {
    findCartPayment: (ids) => getCartPayment(ctx, storefront.shopper.ids(), ids),
    outcomeWithoutSession: (ids) => paymentOutcomeWithoutSession(ctx, ids),
    amountsMatch: paymentMatchesCart,
    submitDetails: (params) => resolvePaymentReturn(provider, params, { signal }),
    async recordDetails(payment, params, outcome) {
      const state = outcome && transactionStateOf(outcome.kind);
      await updatePayment(ctx, storefront.shopper.ids(), { paymentId: payment.id }, (current) => [
        ...setFieldActions({
          [PAYMENT_FIELDS.submitAdditionalPaymentDetailsRequest]: params,
          [PAYMENT_FIELDS.submitAdditionalPaymentDetailsResponse]: outcome?.response,
        }),
        ...(outcome?.pspReference && state
          ? transactionActions(current, {
              type: 'Authorization',
              state,
              amount: outcome.amount ?? { currency: current.amountPlanned.currencyCode, value: current.amountPlanned.centAmount },
              pspReference: outcome.pspReference,
              fractionDigits: current.amountPlanned.fractionDigits,
            })
          : []),
      ]);
    },
    findOrder: (orderNumber) => getOrderByNumber(ctx, storefront.shopper.ids(), orderNumber),
    async placeOrder(cart, payment, orderNumber, paymentState) {
      const result = await placeOrder(
        { ctx, session: storefront.shopper.ids(), mailer: storefront.services.mailer, market: storefront.request.market, language: storefront.request.language, locale: storefront.request.locale, seller: storefront.shop.seller, tracking: storefront.shopper.tracking },
        { cart, orderNumber, paymentState, paymentMethod: payment.paymentMethodInfo.method ?? '', paymentId: payment.id },
      );
      if (result.kind !== 'placed') return result;
      storefront.shopper.remember(result.session);
      return { kind: 'placed', order: result.order };
    },
    async reverse(pspReference, orderNumber) {
      try {
        await provider.reversal(pspReference, { reference: orderNumber }, { idempotencyKey: idempotencyKey('reversal', pspReference) });
        logger.warn({ pspReference, orderNumber }, 'payment reversed: no order for it');
      } catch (err) {
        // The notification of the payment comes again later; the operator's overview lists the payment.
        logger.error({ err, pspReference, orderNumber }, 'payment reversal failed: an authorised payment has no order');
      }
    },
    releaseStock: (cart) => releaseStock(ctx, cart),
    log: (level, details, message) => logger[level](details, message),
  };
}

/** The loader of `/after-payment-redirect-back`: a redirect to the thank-you page or the card payment error page. */
export async function paymentReturnLoader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = context;
  const url = new URL(request.url);
  const key = `payment-return:${url.searchParams.get('paymentId') ?? ''}`;
  const result = await inQueue(key, () => runPaymentReturn(paymentReturnServices(storefront, request.signal), url.searchParams));
  return redirect(result.location, { status: 303, headers: { 'Cache-Control': 'no-store' } });
}
