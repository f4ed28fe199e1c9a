import type { LoaderFunctionArgs } from '@remix-run/node';
import {
  Outlet, isRouteErrorResponse, useLoaderData, useLocation, useMatches, useOutletContext, useRouteError, useRouteLoaderData,
} from '@remix-run/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '~/i18n/react';
import { ErrorScreen } from '~/layouts/ErrorScreen';
import type { NotFoundBlocksContent } from '~/content/schema';
import { Footer } from '~/components/Footer';
import { Header } from './Header';
import { MainNavigation, type NavigationCategory } from '~/components/MainNavigation';
import { NEWSLETTER_PAGE, NewsletterBlock } from '~/components/NewsletterBlock';
import { getCategoryTree } from '~/commerce/category.server';
import { readQueryFlags } from '~/features';
import { categoryPath } from '~/seo/page-paths';
import { useRootData } from '~/root-data';
import { loadFooter, type FooterData } from './footer.server';
import { islandData } from '~/islands/island-data';
import { readCookie } from '~/lib/cookies';
import { parseTrackingConsent, TRACKING_CONSENT_COOKIE } from '~/tracking/consent';
import { ConsentBanner } from '~/tracking/ConsentForm';
import { supportFlowData } from '~/support/support.server';
import type { SupportFlowData } from '~/support/view';

/** Layout "default" (spec §2): header, navigation, content, newsletter, footer. */

export const handle = {
  // `?contactForm=true` opens the support form in a dialog: only then does the page need its texts.
  i18nFor: (data: { contactForm?: unknown } | undefined) => (data?.contactForm ? ['support'] : []),
};

// Only pages opened with `?confirmationPopup=true` or `?contactForm=true` load this.
const QueryFlagNotices = lazy(() => import('~/layouts/QueryFlagNotices'));

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { request: { market, render }, commerce, shop: { environment } } = context.storefront;
  const flags = readQueryFlags(new URL(request.url).searchParams);
  const [tree, footer, contactForm] = await Promise.all([
    getCategoryTree(commerce),
    loadFooter(context, { showContactButton: flags.showContactButtonInFooter }),
    flags.openContactForm ? supportFlowData(context, { continued: false, prefill: {} }) : Promise.resolve(null),
  ]);
  const categories: NavigationCategory[] = tree.roots.map((node) => ({ name: node.name, path: categoryPath(node.slug, market, environment) }));
  // The tracking consent question, until it is answered (crawlers are never asked: nothing is tracked for them).
  const askConsent = !render.bot && parseTrackingConsent(readCookie(request, TRACKING_CONSENT_COOKIE)) === 'unknown';
  return { categories, footer: islandData(context, 'footer', footer), contactForm, askConsent, newsletterOptional: market.rules.newsletterOptional };
}

type LayoutExtras = { contactForm: SupportFlowData | null; askConsent: boolean; newsletterOptional: boolean };
const NO_EXTRAS: LayoutExtras = { contactForm: null, askConsent: false, newsletterOptional: false };

/** Spec §2: "On product pages the link is hidden and the product's own category children are shown instead." A page
 * that wants that names its categories as `navigation` in its loader data. */
function usePageNavigation(): NavigationCategory[] | null {
  const matches = useMatches();
  for (const match of matches) {
    const navigation = (match.data as { navigation?: NavigationCategory[] } | undefined)?.navigation;
    if (navigation && navigation.length > 0) return navigation;
  }
  return null;
}

/** `footer`: null when the layout has no data (its own loader failed); undefined on a document (an island). */
function Chrome({ children, categories, footer, extras }: { children: React.ReactNode; categories: NavigationCategory[]; footer: FooterData | undefined | null; extras: LayoutExtras }) {
  const root = useRootData();
  const { t } = useTranslation('common');
  const location = useLocation();
  // The below-the-fold stylesheet link, handed down by the root.
  const belowTheFoldStyleSheet = useOutletContext<React.ReactNode>();
  const pageNavigation = usePageNavigation();
  if (!root) return <>{children}</>;
  const searchTerm = location.pathname.endsWith('/search') ? new URLSearchParams(location.search).get('query') ?? undefined : undefined;
  const resetKey = `${location.pathname}${location.search}`;
  const { queryFlags } = root;
  return (
    <>
      <a href="#main" className="skip-link">{t('skipToContent')}</a>
      {queryFlags.showAppVersion ? <div className="app-version">{t('appVersion', { version: root.appVersion })}</div> : null}
      <Header
        store={root.store}
        language={root.language}
        accountDropdown={root.customer.dropdownHtml}
        cartItemCount={root.cart.itemCount}
        searchTerm={searchTerm}
        resetKey={resetKey}
      />
      <MainNavigation categories={pageNavigation ?? categories} fullNavigation={categories} showOnSaleLink={!pageNavigation} resetKey={resetKey} />
      {!root.store.checkoutEnabled ? (
        <div className="container"><p className="notice notice--warn" role="note">{t('checkoutDisabled')}</p></div>
      ) : null}
      <main id="main" tabIndex={-1}>
        {queryFlags.openConfirmationPopup || queryFlags.openContactForm ? (
          <Suspense fallback={null}>
            <QueryFlagNotices confirmation={queryFlags.openConfirmationPopup} contactForm={extras.contactForm} />
          </Suspense>
        ) : null}
        {children}
      </main>
      {belowTheFoldStyleSheet}
      {extras.askConsent ? <ConsentBanner /> : null}
      {/* Not twice on the newsletter page itself (two forms with the same fields confuse screen readers). */}
      {!root.customer.loggedIn && location.pathname !== NEWSLETTER_PAGE ? <NewsletterBlock returnTo={location.pathname} newsletterOptional={extras.newsletterOptional} /> : null}
      {footer !== null ? <Footer year={root.year} footer={footer} withContactButton={queryFlags.showContactButtonInFooter} /> : null}
    </>
  );
}

export default function DefaultLayout() {
  const { categories, footer, ...extras } = useLoaderData<typeof loader>();
  return (
    <Chrome categories={categories} footer={footer} extras={extras}>
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
    <Chrome categories={layout?.categories ?? []} footer={layout ? layout.footer : null} extras={layout ? { ...layout, contactForm: null } : NO_EXTRAS}>
      <ErrorScreen notFound={notFound} blocks={blocks} />
    </Chrome>
  );
}
