import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { headMeta } from '~/seo/document-head';
import { loadQuickSearch, loadSearchPage } from '~/catalog/listing/search/search-page.server';

/** `/search`: the search listing; `?quick=1` answers the header's quick search (data for its dropdown). */
export const handle = { i18n: ['common', 'catalog'], pageType: 'search listing' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get('quick') === '1') return loadQuickSearch(context, url);
  return loadSearchPage(request, context);
}

// The markup lives in its own chunk, so this route module stays small (first-load JavaScript).
const SearchPage = preloadedLazy(() => import('~/catalog/listing/search/SearchPage').then((module) => module.SearchPage));

export default function Search() {
  const data = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={null}>
      <SearchPage data={data} />
    </Suspense>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.kind === 'page' ? headMeta(data.head) : [{ name: 'robots', content: 'noindex,follow' }];
