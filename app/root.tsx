import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import {
  Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useNavigation,
  useRouteError, useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { readQueryFlags } from '~/features';
import { InitialTranslationsScript } from '~/i18n/initial-translations';
import { useRouteNamespaces } from '~/i18n/route-namespaces';
import { storeText } from '~/markets';
import { NO_SCRIPT_BEACON_PATH } from '~/render-mode';
import { translatorFor } from '~/lib/i18n.server';
import { ErrorScreen } from '~/components/error-screen';
import { getCartSummary } from '~/cart/cart-summary.server';
import { headerCustomer } from '~/account/server/header.server';
import { accountDropdownHtml } from '~/account/server/account-dropdown.server';
import { CriticalCss, WholeStyleSheet } from '~/styles/critical-css';
import { supportReasonLink } from '~/support/links';
import { useNonce } from '~/lib/nonce';
import { ServiceWorkerRegistration } from '~/offline/service-worker-registration';

export const handle = { i18n: ['common'] };

/** The header's contact reasons (labels `header.contactReason.*`) and the support form's reason each opens. */
const CONTACT_REASONS = { order: 'order', product: 'product', return: 'returns', invoice: 'invoices', quote: 'prices', other: 'other' } as const;

/** Icons every browser and home screen finds (`/favicon.ico` is also what browsers ask for unprompted). */
export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.json' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, language, locale, basename, toggles, render, appVersion, now } = context.storefront;
  const url = new URL(request.url);
  // The language redirect of unprefixed pages lives with the URL rules (decision 021).

  const [t, cart, customer] = await Promise.all([translatorFor(context), getCartSummary(context), headerCustomer(context)]);
  return {
    siteName: t('siteName'),
    notFoundTitle: t('errors.page-not-found'),
    language,
    locale,
    country: market.country,
    currency: market.currency,
    store: {
      label: market.label,
      phone: market.phone,
      email: market.email,
      // The header's contact reasons: each opens the support form at that reason (issue 13).
      contactReasons: Object.entries(CONTACT_REASONS).map(([key, reason]) => ({ label: t(`header.contactReason.${key}`), href: supportReasonLink(reason) })),
      openingHours: storeText(market, market.openingHours, language),
      languages: market.languages,
      defaultLanguage: market.defaultLanguage,
      checkoutEnabled: market.rules.checkoutEnabled,
    },
    toggles,
    queryFlags: readQueryFlags(url.searchParams),
    appVersion,
    year: now.getFullYear(),
    customer: customer
      ? {
          loggedIn: true,
          personalDiscountPercent: customer.personalDiscountPercent,
          dropdownHtml: accountDropdownHtml(t, customer, { locale, basename }),
        }
      : { loggedIn: false, personalDiscountPercent: null, dropdownHtml: null },
    cart,
    withScripts: !render.saveData,
  };
}

export type RootLoaderData = ReturnType<typeof useRootData>;
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const { i18n } = useTranslation();
  const language = root?.language ?? i18n.language ?? 'en';
  const withScripts = root?.withScripts ?? true;
  const pageType = usePageType();
  const nonce = useNonce();
  return (
    <html lang={language} dir={i18n.dir()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c8102e" />
        <Meta />
        <CriticalCss />
        <WholeStyleSheet />
        <Links />
      </head>
      <body data-page-type={pageType}>
        <noscript>
          <img src={NO_SCRIPT_BEACON_PATH} alt="" width={1} height={1} style={{ position: 'absolute' }} />
        </noscript>
        {children}
        {withScripts ? (
          <>
            <LoadingBar />
            <InitialTranslationsScript />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
            <ServiceWorkerRegistration nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/**
 * Spec §4 "Loading bar: starts after a 200 ms throttle, runs about 5 s and hides after 500 ms", for client
 * navigations. The timing is CSS (app.css): the script only says whether a navigation is under way.
 */
function LoadingBar() {
  const busy = useNavigation().state !== 'idle';
  return <div className={busy ? 'loading-bar loading-bar--busy' : 'loading-bar'} aria-hidden="true" />;
}

/** Page-type label of spec §2 for analytics: the deepest route's `handle.pageType`; errors are not-found. */
function usePageType(): string | undefined {
  const matches = useMatches();
  const error = useRouteError();
  if (error) return 'not-found';
  for (let index = matches.length - 1; index >= 0; index--) {
    // A route that serves several kinds of page (the catch-all) names its type in its data.
    const fromData = (matches[index].data as { pageType?: unknown } | undefined)?.pageType;
    if (typeof fromData === 'string') return fromData;
    const handle = matches[index].handle as { pageType?: string } | undefined;
    if (handle?.pageType) return handle.pageType;
  }
  return undefined;
}

export default function App() {
  useRouteNamespaces();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorScreen notFound={notFound} />;
}
