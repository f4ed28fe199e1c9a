import type { LinksFunction, ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { accountMeta } from '~/account/meta';
import { checkoutLinks } from '~/checkout/links';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { paymentAction, paymentLoader, PROVIDER_ORIGINS_HEADER, type PaymentActionData } from '~/checkout/server/payment-step.server';

/** `/checkout/payment` (spec §2): the payment method and "Order and Pay". */
export const handle = { i18n: ['checkout', 'account'], hideExtraGuarantee: true };

export function loader(args: LoaderFunctionArgs) {
  return paymentLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return paymentAction(args);
}

// The provider's page origins reach the document's CSP (decision 042).
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const origins = [loaderHeaders.get(PROVIDER_ORIGINS_HEADER), actionHeaders.get(PROVIDER_ORIGINS_HEADER)].filter(Boolean).join(' ');
  if (origins) headers.set(PROVIDER_ORIGINS_HEADER, origins);
  return headers;
};

const PaymentView = preloadedLazy(() => import('~/checkout/pages/PaymentView').then((module) => module.PaymentView));

export default function CheckoutPaymentRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<PaymentActionData>();
  return (
    <Suspense fallback={null}>
      <PaymentView data={data} answer={answer} />
    </Suspense>
  );
}

export const links: LinksFunction = checkoutLinks;

export const meta = accountMeta;
