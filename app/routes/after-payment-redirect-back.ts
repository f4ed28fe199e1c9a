import type { LoaderFunctionArgs } from '@remix-run/node';
import { paymentReturnLoader } from '~/checkout/server/payment-return.server';

/** The return from the provider's page (spec §2, §4, §8): a redirect only, to the order's thank-you page or the
 * card payment error page. */
export function loader(args: LoaderFunctionArgs) {
  return paymentReturnLoader(args);
}
