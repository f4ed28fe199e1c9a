import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Outlet, isRouteErrorResponse, useLoaderData, useLocation, useRouteError, useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { ErrorScreen } from '~/components/error-screen';
import type { NotFoundBlocksContent } from '~/content/schema';
import { Footer } from '~/components/footer';
import { Header } from '~/components/header';
import { MainNavigation, type NavigationCategory } from '~/components/main-navigation';
import { NewsletterBlock } from '~/components/newsletter-block';
import { getCategoryTree } from '~/commerce/category.server';
import { useRootData, type loader as rootLoader } from '~/root';

/** Layout "default" (spec §2): header, navigation, content, newsletter, footer. */

export async function loader({ context }: LoaderFunctionArgs) {
  const { market, commerce } = context.storefront;
  const tree = await getCategoryTree(commerce);
  const categories: NavigationCategory[] = tree.roots.map((node) => ({ name: node.name, path: `/${node.slug}/` }));
  return { categories, loyaltyFlag: market.flags.loyaltyDiscount };
}

function Chrome({ children, categories, loyaltyFlag }: { children: React.ReactNode; categories: NavigationCategory[]; loyaltyFlag: boolean }) {
  const root = useRootData();
  const { t } = useTranslation('common');
  const location = useLocation();
  if (!root) return <>{children}</>;
  const searchTerm = location.pathname.endsWith('/search') ? new URLSearchParams(location.search).get('query') ?? undefined : undefined;
  return (
    <>
      <a href="#main" className="skip-link">{t('skipToContent')}</a>
      {root.queryFlags.showAppVersion ? <div className="app-version">{t('appVersion', { version: root.appVersion })}</div> : null}
      <Header
        store={root.store}
        language={root.language}
        accountDropdown={root.customer.dropdownHtml}
        cartItemCount={root.cart.itemCount}
        searchTerm={searchTerm}
      />
      <MainNavigation categories={categories} />
      {!root.store.checkoutEnabled ? (
        <div className="container"><p className="notice notice--warn" role="note">{t('checkoutDisabled')}</p></div>
      ) : null}
      <main id="main" tabIndex={-1}>{children}</main>
      {!root.customer.loggedIn ? <NewsletterBlock /> : null}
      <Footer
        year={root.year}
        showPartnersLink={loyaltyFlag}
        showContactButton={root.queryFlags.showContactButtonInFooter}
        storeEmail={root.store.email}
        brands={[]}
      />
    </>
  );
}

export default function DefaultLayout() {
  const { categories, loyaltyFlag } = useLoaderData<typeof loader>();
  return (
    <Chrome categories={categories} loyaltyFlag={loyaltyFlag}>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const blocks = notFound ? (error.data as { notFound?: NotFoundBlocksContent | null } | null)?.notFound : null;
  // The layout's own data is there when a page below it failed; not when the layout itself did.
  const layout = useRouteLoaderData<typeof loader>('layouts/default');
  return (
    <Chrome categories={layout?.categories ?? []} loyaltyFlag={layout?.loyaltyFlag ?? false}>
      <ErrorScreen notFound={notFound} blocks={blocks} />
    </Chrome>
  );
}

/** Only for errors caught here: a route's own meta gives the title otherwise. */
export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ error, matches }) => {
  if (!error) return [];
  const root = matches.find((match) => match.id === 'root')?.data;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? root?.notFoundTitle : root?.siteName;
  return [{ title: title ?? 'Page not found' }, { name: 'robots', content: 'noindex' }];
};
