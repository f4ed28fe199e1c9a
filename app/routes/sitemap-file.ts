import type { LoaderFunctionArgs } from '@remix-run/node';
import { languageSitemapResponse, sitemapStore } from '~/seo/sitemaps.server';
import { sitemapsFor } from '~/seo/sitemap-source.server';

/** `/sitemaps/{language}.xml` (and `-2`, `-3` … parts); anything else is 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { request: { market }, shop: { storeDomains, environment }, commerce } = context.storefront;
  const store = sitemapStore(request, { market, storeDomains, environment });
  return languageSitemapResponse(sitemapsFor(commerce.client), store, params.file ?? '');
}
