import type { LoaderFunctionArgs } from '@remix-run/node';
import { sitemapIndexResponse, sitemapStore } from '~/seo/sitemaps.server';
import { sitemapsFor } from '~/seo/sitemap-source.server';

/** The store's sitemap index: one sitemap per store language (issue 4 item 6). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { request: { market }, shop: { storeDomains, environment }, commerce } = context.storefront;
  const store = sitemapStore(request, { market, storeDomains, environment });
  return sitemapIndexResponse(sitemapsFor(commerce.client), store);
}
