import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { PageStyleSheet } from '~/styles/CriticalCss';
import { Suspense } from 'react';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { headMeta } from '~/seo/document-head';
import { loadHome } from '~/catalog/home/home.server';
import type { SharedDocumentHandle } from '~/lib/shared-document';

export const handle = {
  i18n: ['common', 'catalog'],
  pageType: 'homepage',
  // Inline CSS: the campaigns, category tiles and promo banners; the rest comes once hydrated.
  css: ['home', 'content'] satisfies PageStyleSheet[],
  // Shown alike to every visitor with the same shared view: the server may share the document.
  sharedDocument: true,
} satisfies SharedDocumentHandle & Record<string, unknown>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return data(await loadHome(request, context));
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The sections live in their own chunk: this module is part of every home page's first-load JavaScript.
const HomePage = preloadedLazy(() => import('~/catalog/home/HomePage').then((module) => module.HomePage));

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={null}>
      <HomePage data={data} />
    </Suspense>
  );
}

/** Title with the site name, description, canonical, hreflang and Organization/WebSite JSON-LD, built by the loader. */
export const meta: MetaFunction<typeof loader> = ({ data }) => headMeta(data?.head);
