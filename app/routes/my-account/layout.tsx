import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useRouteLoaderData } from '@remix-run/react';
import { AccountMenuLinks } from '~/account/components/AccountMenu';
import { requireCustomer } from '~/account/server/customer-session.server';
import { addressBookOf, headerCustomerOf, profileOf } from '~/account/server/customer-view.server';
import { addressRulesOf } from '~/account/server/address-book.server';
import { useTranslation } from '~/i18n/react';

/**
 * The account pages (spec §2 my-account family). Guests go to the root (spec §6). The customer is read once
 * here, from the session's id, for every page below; nothing of another customer can reach them.
 */
export const handle = { i18n: ['account'] };

export async function loader({ context }: LoaderFunctionArgs) {
  const customer = await requireCustomer(context);
  const { storefront } = context;
  const header = await headerCustomerOf(storefront, customer);
  return {
    profile: profileOf(customer),
    addresses: { shipping: addressBookOf(customer, 'shipping'), billing: addressBookOf(customer, 'billing') },
    addressRules: addressRulesOf(storefront),
    countryName: new Intl.DisplayNames([storefront.locale], { type: 'region' }).of(storefront.market.country) ?? storefront.market.country,
    name: header.name,
    ordersUrl: header.ordersUrl,
    locale: storefront.locale,
  };
}

export type MyAccountData = Awaited<ReturnType<typeof loader>>;

export function useMyAccount(): MyAccountData {
  return useRouteLoaderData<typeof loader>('routes/my-account') as MyAccountData;
}

export default function MyAccountLayout() {
  const { ordersUrl } = useMyAccount();
  const { t } = useTranslation('account');
  return (
    <div className="container account-layout">
      <nav className="account-layout__menu" aria-label={t('menuLabel')}>
        <AccountMenuLinks ordersUrl={ordersUrl} />
      </nav>
      <div className="account-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
