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
import { checkoutStylesheetPrefetches } from '~/document/stylesheet-prefetch.server';
import { IslandDataProvider, LitePageProvider, NonceProvider } from '~/root-data';
import { CLIENT_HINT_HEADERS, isLitePage } from '~/render-mode';
import { liteImage, responsiveImage } from '~/lib/images';

/** On Save-Data or 2G, pictures sized for the smallest phone too (decision 109). */
const LITE_PAGE = { image: liteImage };
/** A browser known to run no script on any link: the first screen's pictures, sized as usual. */
const NO_SCRIPT_PAGE = { image: responsiveImage };

/** A preload that only a browser running script needs: one without script skips it (the `scripting` media feature). */
const SCRIPTING_ONLY = 'media="(scripting: enabled)"';

/** Deferred data that is still pending after this long is rendered by its error fallback. */
export const streamTimeout = 5_000;

/** How long a returning browser's document waits for all its data before it sends the shell, so most pages go out
 * complete while a slow service never holds the shell up longer (decision 020). */
export const COMPLETE_DOCUMENT_WAIT_MS = 300;

/** `handle.i18n`, plus `handle.i18nFor(loaderData)` for what a route needs only on some pages. remix-i18next's
 * getRouteNamespaces would collect every route module of the build, embedding all namespaces in every page. */
function routeNamespaces(remixContext: EntryContext): string[] {
  const { matches, loaderData } = remixContext.staticHandlerContext;
  return matches.flatMap((match) => {
    const handle = remixContext.routeModules[match.route.id]?.handle as
      | { i18n?: string | string[]; i18nFor?: (data: unknown) => string[] }
      | undefined;
    return [...[handle?.i18n ?? []].flat(), ...(handle?.i18nFor ? handle.i18nFor(loaderData[match.route.id]) : [])];
  });
}

/** Undefined when no route names any: such a page inlines them all. Inline CSS means no render-blocking request on
 * slow links; `handle.linkedCss` (the checkout family) links the whole stylesheet instead. */
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

  // Who may run no script (bots, Save-Data, a no-script browser, a browser's first page) gets one complete document;
  // others are streamed past COMPLETE_DOCUMENT_WAIT_MS. Streamed sections give up after DEFERRED_DEADLINE_MS.
  const alwaysComplete = render.bot || render.saveData || render.noScript || render.firstVisit;
  const styleSheets = routeStyleSheets(remixContext);
  const litePage = isLitePage(render);

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
      // Every document asks for the connection type: the next page of a 2G phone is lite.
      for (const [name, value] of Object.entries(CLIENT_HINT_HEADERS)) responseHeaders.set(name, value);
      // Hydration waits for the translation files, so they are announced before the body; a browser without script would
      // fetch them for nothing, and a first page, not knowing yet, names the media the preload is for.
      if (!render.saveData && !render.noScript) for (const namespace of Object.keys(bundles)) responseHeaders.append('Link', `<${translationUrl(language, namespace)}>; rel=preload; as=fetch; crossorigin; ${SCRIPTING_ONLY}`);
      if (litePage) for (const href of checkoutStylesheetPrefetches(remixContext, styleSheets === 'linked')) responseHeaders.append('Link', `<${href}>; rel=prefetch`);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={cspNonce}>
        <CriticalCssProvider value={criticalCssFor(styleSheets, { languageSwitcher: market.languages.length > 1 })}>
          <TranslationProvider language={language} bundles={bundles}>
            <IslandDataProvider value={islands}>
              <LitePageProvider value={litePage ? (render.saveData ? LITE_PAGE : NO_SCRIPT_PAGE) : undefined}>
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
