import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireCustomer } from '~/account/server/customer-session.server';
import { orderOf } from '~/account/server/customer-view.server';
import { accountPage, noticeOf } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { Suspense } from 'react';
import { useLoaderData } from '@remix-run/react';
import { getOrders } from '~/commerce/order.server';

/** `/my-account`: the customer's orders from the backend (spec §2 "My orders"; §9 the Czech NS prefix). */
export const handle = { i18n: ['account'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(context);
  const { storefront } = context;
  const orders = await getOrders(storefront.commerce, storefront.shopper.ids());
  return {
    page: await accountPage(context, 'overview.pageTitle'),
    orders: orders.map((order) => orderOf(storefront.request.language, order)),
    notice: noticeOf(request),
  };
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
