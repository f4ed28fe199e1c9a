import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { accountMeta } from '~/account/meta';
import { checkoutLinks } from '~/checkout/links';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { paymentErrorLoader } from '~/checkout/server/payment-error.server';

/** `/adyen-payment-error?error=…` (spec §2, §8): the card payment error page, a message per error code. */
export const handle = { i18n: ['checkout'] };

export function loader(args: LoaderFunctionArgs) {
  return paymentErrorLoader(args);
}

const PaymentErrorPage = preloadedLazy(() => import('~/checkout/pages/PaymentErrorPage').then((module) => module.PaymentErrorPage));

export default function CardPaymentErrorRoute() {
  return (
    <Suspense fallback={null}>
      <PaymentErrorPage data={useLoaderData<typeof loader>()} />
    </Suspense>
  );
}

export const links: LinksFunction = checkoutLinks;

export const meta = accountMeta;
