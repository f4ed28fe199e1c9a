import type { LoaderFunctionArgs } from '@remix-run/node';
import { sitemapIndexResponse, sitemapStore } from '~/seo/sitemaps.server';
import { sitemapsFor } from '~/seo/sitemap-source.server';

/** One sitemap per store language. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { request: { market }, shop: { storeDomains, environment }, commerce } = context.storefront;
  const store = sitemapStore(request, { market, storeDomains, environment });
  return sitemapIndexResponse(sitemapsFor(commerce.client), store);
}
