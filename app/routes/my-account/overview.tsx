import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { requireCustomer } from '~/account/server/customer-session.server';
import { orderOf, orderOwnerOf } from '~/account/server/customer-view.server';
import { accountPage, noticeOf } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { Suspense } from 'react';
import { useLoaderData } from '@remix-run/react';
import { getOrdersOf } from '~/commerce/order.server';
import { summaryDiscountNames } from '~/checkout/server/summary.server';
import { sendConfirmationAction } from '~/account/server/email-confirmation.server';
import { actionAnswerHeaders } from '~/lib/action-headers';

/** `/my-account`: the customer's orders (spec §2 "My orders") and, while the address is not confirmed, the button
 * that mails its confirmation link. */
export const handle = { i18n: ['account', 'checkout'] };
/** A refused attempt's Retry-After reaches the document answer too. */
export const headers = actionAnswerHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const customer = await requireCustomer(context);
  const { storefront } = context;
  // The account's orders, and those placed as a guest with its address once the address is confirmed.
  const orders = await getOrdersOf(storefront.commerce, orderOwnerOf(customer));
  const discountNames = await summaryDiscountNames(storefront.commerce, { lineItems: orders.flatMap((order) => order.lineItems) });
  return {
    page: await accountPage(context, 'overview.pageTitle'),
    orders: orders.map((order) => orderOf(storefront.request.market, storefront.request.language, order, discountNames)),
    notice: noticeOf(request),
  };
}

export function action(args: ActionFunctionArgs) {
  return sendConfirmationAction(args);
}

const OverviewPage = preloadedLazy(() => import('~/account/pages/OverviewPage').then((module) => module.OverviewPage));

export default function MyAccountOverview() {
  return (
    <Suspense fallback={null}>
      <OverviewPage data={useLoaderData<typeof loader>()} />
    </Suspense>
  );
}

export const meta = accountMeta;
