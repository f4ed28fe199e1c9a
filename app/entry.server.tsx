import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer, isRouteErrorResponse } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { TranslationProvider } from '~/i18n/react';
import { translationUrl } from '~/i18n/config';
import { bundlesFor } from '~/i18n/resources.server';
import { CriticalCssProvider, type PageStyleSheet } from '~/styles/CriticalCss';
import { criticalCssFor } from '~/styles/critical-css.server';
import { markDegraded } from '~/commerce/request-scope.server';
import { documentBody } from '~/document/document-body.server';
import { IslandDataProvider, LitePageProvider, NonceProvider } from '~/root-data';
import { CLIENT_HINT_HEADERS, isLitePage } from '~/render-mode';
import { liteImage } from '~/lib/images';

/** What a lite page renders differently (decision 109). */
const LITE_PAGE = { image: liteImage };

/** Deferred data that is still pending after this long is rendered by its error fallback. */
export const streamTimeout = 5_000;

/**
 * How long a returning browser's document waits for all its data before it sends the shell (decision 020).
 * Most pages have everything well within it and go out complete, and nobody sees placeholders. Only a page
 * whose deferred data is slower is streamed, so a slow service never holds the shell up for longer than this.
 * A browser's first page always waits for all of it (decision 094): its browser may run no script.
 */
export const COMPLETE_DOCUMENT_WAIT_MS = 300;

/**
 * The namespaces of the routes this page matched (`handle.i18n`), plus those a route needs only for some
 * of its pages (`handle.i18nFor(loaderData)`). remix-i18next's getRouteNamespaces would collect every
 * route module of the build, embedding all namespaces in every page.
 */
function routeNamespaces(remixContext: EntryContext): string[] {
  const { matches, loaderData } = remixContext.staticHandlerContext;
  return matches.flatMap((match) => {
    const handle = remixContext.routeModules[match.route.id]?.handle as
      | { i18n?: string | string[]; i18nFor?: (data: unknown) => string[] }
      | undefined;
    return [...[handle?.i18n ?? []].flat(), ...(handle?.i18nFor ? handle.i18nFor(loaderData[match.route.id]) : [])];
  });
}

/**
 * The stylesheets this page's routes inline (`handle.css`, `handle.cssFor(loaderData)`), or undefined when none
 * names any: such a page inlines them all. Inline CSS means no render-blocking stylesheet request on slow links;
 * the whole stylesheet follows once hydrated, for client-side navigations (decision 069). A route with
 * `handle.linkedCss` (the checkout family) links the whole stylesheet instead of inlining any (decision 110).
 */
function routeStyleSheets(remixContext: EntryContext): PageStyleSheet[] | 'linked' | undefined {
  const { matches, loaderData } = remixContext.staticHandlerContext;
  let sheets: PageStyleSheet[] | undefined;
  for (const match of matches) {
    const handle = remixContext.routeModules[match.route.id]?.handle as
      | { css?: PageStyleSheet[]; cssFor?: (data: unknown) => PageStyleSheet[] | undefined; linkedCss?: boolean }
      | undefined;
    if (handle?.linkedCss) return 'linked';
    const named = handle?.cssFor ? handle.cssFor(loaderData[match.route.id]) : handle?.css;
    if (named) sheets = [...(sheets ?? []), ...named];
  }
  return sheets;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The session cookie is committed for every response in one place: server/remix-handler.ts.
  const { language, render, cspNonce, islands, market, log } = loadContext.storefront.request;

  const bundles = bundlesFor(language, ['common', ...routeNamespaces(remixContext)]);

  // Bots, Save-Data clients, browsers known to run no script (decision 004) and a browser's first page, whose
  // browser may run none (decision 094), wait for one complete document; everyone else waits for it up to
  // COMPLETE_DOCUMENT_WAIT_MS and is streamed past that (decision 020). Each streamed section gives up on its
  // data after DEFERRED_DEADLINE_MS and renders its final state, so a complete document waits at most that.
  const alwaysComplete = render.bot || render.saveData || render.noScript || render.firstVisit;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let sent = false;
    let shellTimer: NodeJS.Timeout | undefined;
    const send = () => {
      clearTimeout(shellTimer);
      if (sent) return;
      sent = true;
      const body = documentBody();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      responseHeaders.append('Vary', 'Save-Data, ECT');
      // Every document asks for the connection type (decision 109): the next page of a 2G phone is lite.
      for (const [name, value] of Object.entries(CLIENT_HINT_HEADERS)) responseHeaders.set(name, value);
      // A page with scripts hydrates once its translation files are in (decision 069): they load beside the
      // scripts, announced before the first byte of the body, and no markup or script names them twice. A
      // browser known to run no script (decision 004) would fetch them for nothing (decision 109).
      if (!render.saveData && !render.noScript) for (const namespace of Object.keys(bundles)) responseHeaders.append('Link', `<${translationUrl(language, namespace)}>; rel=preload; as=fetch; crossorigin`);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={cspNonce}>
        <CriticalCssProvider value={criticalCssFor(routeStyleSheets(remixContext), { languageSwitcher: market.languages.length > 1 })}>
          <TranslationProvider language={language} bundles={bundles}>
            <IslandDataProvider value={islands}>
              <LitePageProvider value={isLitePage(render) ? LITE_PAGE : undefined}>
                <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={cspNonce} />
              </LitePageProvider>
            </IslandDataProvider>
          </TranslationProvider>
        </CriticalCssProvider>
      </NonceProvider>,
      {
        // React's own inline scripts (streamed Suspense boundaries) carry the CSP nonce too.
        nonce: cspNonce,
        onShellReady() {
          shellRendered = true;
          if (!alwaysComplete) shellTimer = setTimeout(send, COMPLETE_DOCUMENT_WAIT_MS);
        },
        onAllReady() {
          send();
        },
        onShellError(error: unknown) {
          clearTimeout(shellTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          markDegraded();
          // Errors before the shell are reported by onShellError; later ones are streamed to the boundary.
          if (shellRendered) log.error({ err: error }, 'page failed while streaming');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  // A refused method or an unknown page is the client's mistake, not ours: the response says so already.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  markDegraded();
  context.storefront.request.log.error({ err: error }, 'loader or action failed');
}
