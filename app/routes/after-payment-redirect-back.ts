import type { LoaderFunctionArgs } from '@remix-run/node';
import { paymentReturnLoader } from '~/checkout/server/payment-return.server';

/**
 * `/after-payment-redirect-back?cartId=…&paymentId=…&redirectResult=…` (spec §2, §4, §8): the return from the
 * provider's page. A resource route of the Express server's Remix handler: it answers a redirect only, to the
 * thank-you page of the order or to the card payment error page (checkout/server/payment-return-flow.ts).
 */
export function loader(args: LoaderFunctionArgs) {
  return paymentReturnLoader(args);
}
