import type { LoaderFunctionArgs } from '@remix-run/node';
import { i18nServer } from '~/i18n/i18next.server';
import { offlinePageHtml, serviceWorkerSource } from '~/offline/service-worker.server';
import { withLanguagePrefix } from '~/routing/localized-path';

/** `/sw.js`: the store's service worker, with the offline page in each store language. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { market } = context.storefront.request;
  const pages = await Promise.all(
    market.languages.map(async (language) => {
      const [common, offline] = await Promise.all([i18nServer.getFixedT(language, 'common'), i18nServer.getFixedT(language, 'offline')]);
      const prefix = withLanguagePrefix('/', language, market);
      return {
        prefix: prefix === '/' ? '' : prefix,
        language,
        html: offlinePageHtml({ language, siteName: common('siteName'), title: offline('title'), message: offline('message'), retry: offline('retry') }),
      };
    }),
  );
  return new Response(serviceWorkerSource(pages, market.defaultLanguage), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // Browsers check for a new worker on navigation; never let a cache hold an old one back.
      'Cache-Control': 'no-cache',
    },
  });
}
