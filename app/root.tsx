import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Links, Meta, Outlet, Scripts, isRouteErrorResponse, useMatches, useNavigation,
  useRouteError,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { InitialTranslationsScript } from '~/i18n/InitialTranslations';
import { useRouteNamespaces } from '~/i18n/route-namespaces';
import { NO_SCRIPT_BEACON_PATH } from '~/render-mode';
import { ErrorScreen } from '~/layouts/ErrorScreen';
import { useNonce, useRootData } from '~/root-data';
import { rootLoader } from '~/root-loader.server';
import { BelowTheFoldStyleSheet, CriticalCss, WholeStyleSheet } from '~/styles/CriticalCss';
import { BootScript } from '~/document/BootScript';
import { useDocumentScrollRestoration } from '~/document/scroll-restoration';

export const handle = { i18n: ['common'] };

/** Icons every browser and home screen finds (`/favicon.ico` is also what browsers ask for unprompted). */
export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.json' },
];

export function loader(args: LoaderFunctionArgs) {
  return rootLoader(args);
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const { i18n } = useTranslation();
  const language = root?.language ?? i18n.language ?? 'en';
  const withScripts = root?.withScripts ?? true;
  const pageType = usePageType();
  const nonce = useNonce();
  useDocumentScrollRestoration();
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
        {root?.noScriptKnown ? null : (
          <noscript>
            <img src={NO_SCRIPT_BEACON_PATH} alt="" width={1} height={1} style={{ position: 'absolute' }} />
          </noscript>
        )}
        {children}
        {withScripts ? (
          <>
            <LoadingBar />
            <InitialTranslationsScript locale={root?.locale} currency={root?.currency} />
            <BootScript nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** Spec §4 "Loading bar" for client navigations. The timing is CSS (app.css): the script only says whether a
 * navigation is under way. */
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

/** The layout places this link right after <main>. Handed down as the outlet's context, so the style components stay
 * in the root's chunk instead of a shared chunk that would cost the first load more than the component. */
const BELOW_THE_FOLD_STYLESHEET = <BelowTheFoldStyleSheet />;

export default function App() {
  useRouteNamespaces();
  return <Outlet context={BELOW_THE_FOLD_STYLESHEET} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorScreen notFound={notFound} />;
}

/** The head of every error page (neither the default layout nor the checkout has meta of its own): a title, the
 * 404's description when the page gave one (the catch-all's), never indexed. */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const description = notFound && (error.data as { description?: string } | null)?.description;
  return [
    { title: (notFound ? data?.notFoundTitle : data?.siteName) ?? 'Page not found' },
    { name: 'robots', content: 'noindex' },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
};
