// `/checkout/thank-you?order=…` (spec §2; issue 11 item 7): only for the session that placed the order.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { getOrder } from '~/commerce/order.server';
import { translatorFor } from '~/lib/i18n.server';
import { pageTitle } from '~/lib/meta';
import { paymentMethodName } from '../payment-method-name';
import { CHECKOUT_STEPS } from '../rules/steps';
import type { ThankYouData } from '../view';
import { orderDetails, paymentsOfOrder } from './order-details.server';
import { emitCheckoutEvent } from './tracking.server';

export async function thankYouLoader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = context;
  const orderId = new URL(request.url).searchParams.get('order') ?? '';
  const order = await getOrder(storefront.commerce, storefront.shopper(), orderId);
  // Another shopper's order, or none: the spec's "This page could not be found".
  if (!order) throw new Response('Not Found', { status: 404 });
  const [payments, t, common] = await Promise.all([
    paymentsOfOrder(storefront.commerce, order),
    translatorFor({ storefront }, 'checkout'),
    translatorFor({ storefront }),
  ]);
  const details = orderDetails(order, payments, storefront.market, storefront.language, storefront.locale);
  emitCheckoutEvent(storefront, { type: 'checkout-step', step: CHECKOUT_STEPS.thankYou, cartId: order.cart?.id ?? '', cartVersion: 0 });
  const body: ThankYouData = {
    page: { title: pageTitle(t('thankYou.title'), common('siteName')) },
    orderNumber: details.orderNumber,
    email: order.customerEmail ?? '',
    paymentStatus: details.paymentStatus,
    paymentMethod: paymentMethodName(t, details.paymentMethod.id || 'scheme', details.paymentMethod.providerName),
    bankTransfer: details.bankTransfer,
    multibanco: details.multibanco,
    summary: details.summary,
    billing: details.billing,
    shipping: details.shipping,
    parcelTracking: { enabled: false },
  };
  return data(body, { headers: { 'Cache-Control': 'no-store' } });
}
