// One listing request, shared by category pages and the search page: invalid URL values fall back to their defaults
// (spec §5 Other), and a failing search service gives the listing's error state rather than a 500 (spec §4 "Product
// search: has loading and error states").
import { redirect, type AppLoadContext } from '@remix-run/node';
import type { SearchDefaults } from '~/search/constants';
import { parseSearchParams, searchHref } from '~/search/params';
import type { SearchFilters, SearchResult } from '~/search/types';
import { buildListingView, type ListingState } from './listing-view';
import { searchServiceOf } from './services.server';
import type { ListingPageView, ListingView } from './types';
import { islandData } from '~/islands/island-data';

export type ListingRequest = {
  context: AppLoadContext;
  url: URL;
  /** The listing's path without language prefix ('/search', '/drills/'). */
  path: string;
  defaults: SearchDefaults;
  /** A category listing: the category and its descendants. */
  categoryId?: string;
  categoryFacet: boolean;
};

export type Listing = { state: ListingState; result: SearchResult | null; view: ListingView };

/** Redirect status for a page number past the end: the catalogue changes, so the answer is not permanent. */
const PAGE_OUT_OF_RANGE_STATUS = 302;

export async function loadListing({ context, url, path, defaults, categoryId, categoryFacet }: ListingRequest): Promise<Listing> {
  const { commerce, request: { market }, shop: { environment } } = context.storefront;
  const state = parseSearchParams(url.searchParams, defaults);
  const filters: SearchFilters = state.filters;
  const result = await searchServiceOf(context)
    .search({ store: commerce.store, query: state.query, categoryId, filters, sort: state.sort, page: state.page, pageSize: state.pageSize })
    .catch((error: unknown) => {
      commerce.client.logger.error({ err: error, path, categoryId }, 'Listing search failed');
      return null;
    });

  // A page past the end (the catalogue shrank, or a hand-written URL) goes to the last page there is.
  if (result && state.page > 1 && state.page > result.pageCount) {
    const last = Math.max(1, result.pageCount);
    throw redirect(searchHref(path, { ...state, page: last }, defaults), PAGE_OUT_OF_RANGE_STATUS);
  }

  const view = buildListingView({
    path, state, defaults, result, market, environment, locale: context.storefront.request.locale,
    quickAdd: !market.rules.quickAddToCartRestricted,
    categoryFacet,
  });
  return { state, result, view };
}

/** The listing as a page's loader returns it: a document's cards go to the server render only. */
export function listingPageView(context: AppLoadContext, view: ListingView): ListingPageView {
  return { ...view, cards: islandData(context, 'listing', view.cards) };
}
