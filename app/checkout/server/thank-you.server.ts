// `/checkout/thank-you?order=…` (spec §2): only for the session that placed the order; `?cartId=…&paymentId=…`: a
// payment return link opened elsewhere, told only whether the order was placed.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { getOrder } from '~/commerce/order.server';
import { paymentOutcomeWithoutSession } from '~/commerce/payment.server';
import type { StorefrontContext } from '~/context';
import { translatorFor } from '~/lib/i18n.server';
import { pageTitle } from '~/lib/meta';
import { paymentMethodName } from '../payment-method-name';
import { CHECKOUT_STEPS } from '../rules/steps';
import type { ThankYouData, ThankYouElsewhereData } from '../view';
import { orderDetails, paymentsOfOrder } from './order-details.server';
import { summaryDiscountNames } from './summary.server';
import { emitCheckoutEvent } from './tracking.server';

export async function thankYouLoader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = context;
  const query = new URL(request.url).searchParams;
  if (!query.has('order')) return elsewhereLoader(storefront, { cartId: query.get('cartId') ?? '', paymentId: query.get('paymentId') ?? '' });
  const orderId = query.get('order') ?? '';
  const order = await getOrder(storefront.commerce, storefront.shopper.ids(), orderId);
  // Another shopper's order, or none: the spec's "This page could not be found".
  if (!order) throw new Response('Not Found', { status: 404 });
  const [payments, t, common, discountNames] = await Promise.all([
    paymentsOfOrder(storefront.commerce, order),
    translatorFor({ storefront }, 'checkout'),
    translatorFor({ storefront }),
    summaryDiscountNames(storefront.commerce, order),
  ]);
  const details = orderDetails(order, payments, storefront.request.market, storefront.request.language, storefront.request.locale, { seller: storefront.shop.seller, discountNames });
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

/** Nothing of the order, not its number, address or items: the link is no proof of who opens it, and the confirmation
 *  mail has them. */
async function elsewhereLoader(storefront: StorefrontContext, ids: { cartId: string; paymentId: string }) {
  const outcome = await paymentOutcomeWithoutSession(storefront.commerce, ids);
  if (!outcome) throw new Response('Not Found', { status: 404 });
  const [t, common] = await Promise.all([translatorFor({ storefront }, 'checkout'), translatorFor({ storefront })]);
  const title = outcome === 'placed' ? t('thankYou.title') : t('thankYou.elsewhere.confirmingTitle');
  const body: ThankYouElsewhereData = { page: { title: pageTitle(title, common('siteName')) }, elsewhere: outcome };
  return data(body, { headers: { 'Cache-Control': 'no-store' } });
}
