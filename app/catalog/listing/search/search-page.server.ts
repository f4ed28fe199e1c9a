// The search listing `/search`: a query, the new-arrivals and sales flags, brand and tag links, and campaign listings
// with their banner. With `quick=1` the same route answers the header's quick search instead (a few hits as data).
import type { AppLoadContext } from '@remix-run/node';
import { SEARCH_TERM_MIN_LENGTH } from '~/lib/search-term';
import { translatorFor } from '~/lib/i18n.server';
import { SEARCH_PAGE_DEFAULTS } from '~/search/constants';
import { cleanQuery, type ParsedSearchParams } from '~/search/params';
import { documentHead, type DocumentHead } from '~/seo/document-head';
import { headLinks, pageHead } from '~/seo/head';
import { SEARCH_PATH, productPath } from '~/seo/page-paths';
import { campaignBannerFor, type CampaignBanner } from '../campaign-banners';
import { storeCampaigns } from '../campaigns.server';
import { listingPageView, loadListing } from '../listing.server';
import { searchServiceOf } from '../services.server';
import type { ListingPageView } from '../types';

/** Hits the quick search asks for (spec §7: hits per page equal to the quick-search count; the count is ours). */
export const QUICK_SEARCH_LIMIT = 8;

export type QuickSearchData = {
  kind: 'quick';
  query: string;
  hits: { sku: string; name: string; url: string; image: string | null; price: { centAmount: number; currencyCode: string; fractionDigits: number } | null }[];
};

export type SearchPageData = {
  kind: 'page';
  head: DocumentHead;
  /** The page heading: the campaign's title, the query, the tag or brand listed, or plain "Search". */
  title: string;
  query: string;
  campaign: CampaignBanner | null;
  listing: ListingPageView;
};

type TFunction = (key: string, options?: Record<string, unknown>) => string;

/** What the listing is about, for the heading and the title. */
export function searchTitle(state: ParsedSearchParams, campaign: CampaignBanner | null, t: TFunction): string {
  if (campaign) return campaign.title;
  if (state.query) return t('search.resultsFor', { query: state.query });
  const { tags = [], brands = [] } = state.filters;
  if (brands.length === 1 && tags.length === 0) return brands[0];
  if (tags.length === 1 && brands.length === 0) {
    if (tags[0] === 'new') return t('search.newArrivals');
    if (tags[0] === 'on-sale') return t('search.sales');
    return t(`tags.${tags[0]}`);
  }
  return t('search.title');
}

export async function loadQuickSearch(context: AppLoadContext, url: URL): Promise<QuickSearchData> {
  const { commerce, request: { market }, shop: { environment } } = context.storefront;
  const query = cleanQuery(url.searchParams.get('query'));
  if (query.length < SEARCH_TERM_MIN_LENGTH) return { kind: 'quick', query, hits: [] };
  const hits = await searchServiceOf(context)
    .quickSearch({ store: commerce.store, query, limit: QUICK_SEARCH_LIMIT })
    .catch((error: unknown) => {
      commerce.client.logger.error({ err: error }, 'Quick search failed');
      return [];
    });
  return {
    kind: 'quick',
    query,
    hits: hits.map((hit) => ({
      sku: hit.sku,
      name: hit.name,
      // The record's url is `/{slug}/`; the market may route products under /p/.
      url: productPath(hit.url.replace(/^\/+|\/+$/g, ''), market, environment),
      image: hit.image,
      price: hit.price,
    })),
  };
}

export async function loadSearchPage(request: Request, context: AppLoadContext): Promise<SearchPageData> {
  const { market, locale, now } = context.storefront.request;
  const url = new URL(request.url);
  const [listing, campaigns, t, common] = await Promise.all([
    loadListing({ context, url, path: SEARCH_PATH, defaults: SEARCH_PAGE_DEFAULTS, categoryFacet: true }),
    storeCampaigns(context),
    translatorFor(context, 'catalog'),
    translatorFor(context),
  ]);
  const campaign = campaignBannerFor(campaigns, listing.state.campaign, now);
  const title = searchTitle(listing.state, campaign, t);
  // Search results are never indexed (app/seo README); the head still names the page and its canonical.
  const seo = headLinks({ requestUrl: request.url, market, storeDomains: context.storefront.shop.storeDomains ?? {} });
  const head = pageHead({ title, siteName: common('siteName'), description: t('search.description'), ...seo, locale });
  return { kind: 'page', head: documentHead(head), title, query: listing.state.query, campaign, listing: listingPageView(context, listing.view) };
}
