// The card payment error page (spec §2: "the path ends in payment-error and starts with the provider's name";
// §8: "The error redirect goes to the card payment error page with the error query added"): a message per
// error code, and the way back: the payment step while the cart is still there, else the cart.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { translatorFor } from '~/lib/i18n.server';
import { pageTitle } from '~/lib/meta';
import { checkoutErrorCode, FAILURE_REASON_PARAM, paymentErrorReason } from '../rules/checkout-errors';
import type { PaymentErrorData } from '../view';
import { checkoutCart, hasCheckoutAddresses } from './checkout-cart.server';

export async function paymentErrorLoader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = context;
  const query = new URL(request.url).searchParams;
  const error = checkoutErrorCode(query.get('error'));
  const reason = paymentErrorReason(error, query.get(FAILURE_REASON_PARAM));
  const [t, common, cart] = await Promise.all([translatorFor({ storefront }, 'checkout'), translatorFor({ storefront }), checkoutCart(storefront).catch(() => null)]);
  const retry = cart && cart.lineItems.length > 0 ? (hasCheckoutAddresses(cart) ? '/checkout/payment' : '/checkout/cart') : null;
  const body: PaymentErrorData = { page: { title: pageTitle(t('paymentError.title'), common('siteName')) }, error, reason, retry };
  return data(body, { headers: { 'Cache-Control': 'no-store' } });
}
