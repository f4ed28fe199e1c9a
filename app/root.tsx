import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import {
  Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, redirect, useMatches,
  useRouteError, useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { readQueryFlags } from '~/features';
import { preferredLanguage } from '~/i18n/language.server';
import { InitialTranslationsScript } from '~/i18n/initial-translations';
import { COOKIES, storeText } from '~/markets';
import { NO_SCRIPT_BEACON_PATH } from '~/render-mode';
import { readCookie } from '~/lib/cookies';
import { translatorFor } from '~/lib/i18n.server';
import { ErrorScreen } from '~/components/error-screen';
import { getCartSummary } from '~/cart/cart-summary.server';
import { headerCustomer } from '~/account/server/header.server';
import { accountDropdownHtml } from '~/account/server/account-dropdown.server';
import { CriticalCss } from '~/styles/critical-css';
import { useNonce } from '~/lib/nonce';

export const handle = { i18n: ['common'] };

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, language, locale, basename, toggles, render, appVersion, now } = context.storefront;
  const url = new URL(request.url);

  // Unprefixed pages of a multi-language store follow the shopper's language (locale cookie, then browser).
  if (basename === '/' && market.languages.length > 1 && !render.bot) {
    const preferred = preferredLanguage(market, readCookie(request, COOKIES.locale.name), request.headers.get('accept-language'));
    if (preferred !== market.defaultLanguage) {
      const target = `/${preferred}${url.pathname === '/' ? '' : url.pathname}${url.search}`;
      throw redirect(target, { status: 302, headers: { Vary: 'Cookie, Accept-Language' } });
    }
  }

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
        <Meta />
        <CriticalCss />
        <Links />
      </head>
      <body data-page-type={pageType}>
        <noscript>
          <img src={NO_SCRIPT_BEACON_PATH} alt="" width={1} height={1} style={{ position: 'absolute' }} />
        </noscript>
        {children}
        {withScripts ? (
          <>
            <InitialTranslationsScript />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
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
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorScreen notFound={notFound} />;
}
