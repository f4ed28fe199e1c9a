import type { LinksFunction, ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { accountMeta } from '~/account/meta';
import { checkoutLinks } from '~/checkout/links';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { paymentAction, paymentLoader, type PaymentActionData } from '~/checkout/server/payment-step.server';

/** `/checkout/payment` (spec §2): the payment method and "Order and Pay". */
export const handle = { i18n: ['checkout', 'account'], hideExtraGuarantee: true };

export function loader(args: LoaderFunctionArgs) {
  return paymentLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return paymentAction(args);
}

// The provider's origins and the wallets' sources reach the CSP through the load context; a
// refused payment's Retry-After (a limit, a provider failure) reaches the document answer.
export const headers: HeadersFunction = ({ actionHeaders }) => ({
  'Cache-Control': 'no-store',
  ...(actionHeaders.has('Retry-After') ? { 'Retry-After': actionHeaders.get('Retry-After') as string } : {}),
});

const PaymentPage = preloadedLazy(() => import('~/checkout/pages/PaymentPage').then((module) => module.PaymentPage));

export default function CheckoutPaymentRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<PaymentActionData>();
  return (
    <Suspense fallback={null}>
      <PaymentPage data={data} answer={answer} />
    </Suspense>
  );
}

export const links: LinksFunction = checkoutLinks;

export const meta = accountMeta;
