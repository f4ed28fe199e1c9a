import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { data, useLoaderData } from '@remix-run/react';
import type { PageStyleSheet } from '~/styles/CriticalCss';
import { lazy, Suspense } from 'react';
import { loadCategoryPage } from '~/catalog/category/category-page.server';
import { CategoryPage, categoryMeta } from '~/catalog/category/CategoryPage';
import { loadProductPage, productPageHeaders } from '~/catalog/product/product-page.server';
import { ProductPage, productMeta } from '~/catalog/product/ProductPage';
import { loadContentPage } from '~/content/content-page.server';
import { findSeoRedirect } from '~/commerce/seo-redirect.server';
import { translatorFor } from '~/lib/i18n.server';
import { contentMeta } from '~/content/content-meta';
import type { SharedDocumentHandle } from '~/lib/shared-document';
import type { rootLoader } from '~/root-loader.server';

// Content pages are the fewest: their markup is a chunk of its own, not part of every catalogue page's JavaScript.
const ContentPage = lazy(() => import('~/content/ContentPage').then((module) => ({ default: module.ContentPage })));

/** What the inline CSS of a page depends on in its data. */
type CssData = { kind?: string; page?: { energy?: { energyClass: string | null } | null; stock?: { status: string } | null } };

function productStyleSheets(page: CssData['page']): PageStyleSheet[] {
  return [
    'product',
    ...(page?.energy?.energyClass ? (['energyBadge'] as const) : []),
    ...(page?.stock?.status === 'out-of-stock' ? (['backInStock'] as const) : []),
  ];
}

/** Products, categories and content pages; an unresolved path is looked up in the SEO redirection table, then it
 * is the spec's 404, rendered by the layout's error boundary. */
export const handle = {
  // Its pages name their own type in their data; what is left is the 404.
  pageType: 'not-found',
  i18n: ['common', 'catalog'],
  /** Product pages also need the product namespace, which every other page would carry for nothing. */
  i18nFor: (data: { kind?: string } | undefined) => (data?.kind === 'product' ? ['product'] : []),
  /** Inline CSS of each kind of page; the 404 inlines every sheet, a product page the badges its buy box shows. */
  cssFor: (data: CssData | undefined): PageStyleSheet[] | undefined =>
    data?.kind === 'product' ? productStyleSheets(data.page) : data?.kind === 'category' ? ['catalog'] : data?.kind === 'content' ? ['catalog', 'content'] : undefined,
  // Shown alike to every visitor with the same shared view: the server may share the document.
  sharedDocument: true,
} satisfies SharedDocumentHandle & Record<string, unknown>;

/** Anonymous catalogue pages may be cached briefly by browsers and shared caches; a page showing a cart or customer is the shopper's own. */
function cacheHeaders(context: LoaderFunctionArgs['context']): HeadersInit {
  const { cartId, customerId, cartTally } = context.storefront.shopper.session.get();
  const vary = 'Cookie, Save-Data, ECT';
  if (cartId || customerId || cartTally) return { 'Cache-Control': 'private, no-cache', Vary: vary };
  return { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600', Vary: vary };
}

export async function loader(args: LoaderFunctionArgs) {
  const path = `/${args.params['*'] ?? ''}`;
  const headers = cacheHeaders(args.context);
  const product = await loadProductPage(args, path);
  if (product) {
    // The layout's main navigation shows the product's category children (spec §2).
    const { navigation, ...page } = product;
    return data({ kind: 'product' as const, pageType: 'PDP', page, navigation }, { headers: productPageHeaders(args.request, headers) });
  }
  const category = await loadCategoryPage(args, path);
  if (category) return data({ kind: 'category' as const, pageType: 'category listing', page: category }, { headers });
  const content = await loadContentPage(args, path);
  if (content) return data({ kind: 'content' as const, pageType: 'landing page', page: content }, { headers });
  // Old URLs of the SEO redirection table go to their new page before anything is called missing.
  const { services: { cms }, request: { language, market }, commerce } = args.context.storefront;
  const moved = await findSeoRedirect(commerce, path);
  if (moved) throw redirect(moved.location, { status: moved.status, headers: { 'Cache-Control': 'public, max-age=3600' } });
  // The 404 page's no-results view carries department and trusted-brand blocks from the CMS (spec §8), and its
  // hint is the page's description.
  const [notFound, t] = await Promise.all([cms.getComponent('not-found', { language, country: market.country }), translatorFor(args.context)]);
  throw data({ notFound, description: t('errors.notFoundHint') }, { status: 404 });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function CatchAll() {
  const result = useLoaderData<typeof loader>();
  switch (result.kind) {
    case 'product':
      return <ProductPage page={result.page} />;
    case 'category':
      return <CategoryPage page={result.page} />;
    case 'content':
      return (
        <Suspense fallback={null}>
          <ContentPage page={result.page} />
        </Suspense>
      );
  }
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = (args) => {
  const result = args.data;
  if (!result) return [];
  const root = args.matches.find((match) => match.id === 'root')?.data;
  switch (result.kind) {
    case 'product':
      return productMeta(result.page, root);
    case 'category':
      return categoryMeta(result.page, root);
    case 'content':
      return contentMeta(result.page, root);
  }
};
