import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { accountMenuHtml } from '~/account/server/account-dropdown.server';
import { addressRulesOf } from '~/account/server/address-book.server';
import { requireCustomer } from '~/account/server/customer-session.server';
import { addressBookOf, headerCustomerOf, profileOf } from '~/account/server/customer-view.server';
import { translatorFor } from '~/lib/i18n.server';
import { regionNames } from '~/markets';

/** The account pages (spec §2). Guests go to the root (spec §6); the customer is read here, from the session's id,
 * so nothing of another customer reaches a page below. The side menu is plain links and forms, no script. */
export const handle = { i18n: ['account'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const customer = await requireCustomer(context);
  const { storefront } = context;
  const [header, common, account] = await Promise.all([
    headerCustomerOf(storefront, customer),
    translatorFor(context, 'common'),
    translatorFor(context, 'account'),
  ]);
  const prefix = storefront.request.basename === '/' ? '' : storefront.request.basename;
  const current = new URL(request.url).pathname.slice(prefix.length);
  return {
    profile: profileOf(customer),
    addresses: { shipping: addressBookOf(customer, 'shipping', storefront.request.locale), billing: addressBookOf(customer, 'billing', storefront.request.locale) },
    addressRules: addressRulesOf(storefront),
    countryName: regionNames(storefront.request.locale).of(storefront.request.market.country) ?? storefront.request.market.country,
    name: header.name,
    ordersUrl: header.ordersUrl,
    locale: storefront.request.locale,
    menu: { label: account('menuLabel'), html: accountMenuHtml(common, header.ordersUrl, storefront.request.basename, current) },
  };
}

export type MyAccountData = Awaited<ReturnType<typeof loader>>;

/** Every account page reloads the customer (and marks its own menu entry). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

export default function MyAccountLayout() {
  const { menu } = useLoaderData<typeof loader>();
  return (
    <div className="container account-layout">
      <nav className="account-layout__menu" aria-label={menu.label} dangerouslySetInnerHTML={{ __html: menu.html }} />
      <div className="account-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
