import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireCustomer } from '~/account/server/customer-session.server';
import { orderOf } from '~/account/server/customer-view.server';
import { accountPage, noticeOf } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import { OverviewView } from '~/account/pages/OverviewView';
import { getOrders } from '~/commerce/order.server';
import { useMyAccount } from './layout';

/** `/my-account`: the customer's orders from the backend (spec §2 "My orders"; §9 the Czech NS prefix). */
export const handle = { i18n: ['account'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCustomer(context);
  const { storefront } = context;
  const orders = await getOrders(storefront.commerce, storefront.shopper());
  return {
    page: await accountPage(context, 'overview.pageTitle'),
    orders: orders.map((order) => orderOf(storefront.market, storefront.language, order)),
    notice: noticeOf(request),
  };
}

export default function MyAccountOverview() {
  const { orders, notice } = useLoaderData<typeof loader>();
  const account = useMyAccount();
  return <OverviewView orders={orders} ordersUrl={account.ordersUrl} locale={account.locale} notice={notice} name={account.name} />;
}

export const meta = accountMeta;
