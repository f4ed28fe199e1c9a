// The per-process services the listing pages read from the request context (built in server/index.ts).
import type { AppLoadContext } from '@remix-run/node';
import type { CmsSource } from '~/content/cms.server';
import { withCurrentStock } from '~/product/current-stock.server';
import type { SearchService } from '~/search/service.server';

/** Its hits carry the stock the product page reads (the index's is that of its last build), so no listing, home
 *  group or recommendation row offers to add a sold-out product. */
export function searchServiceOf(context: AppLoadContext): SearchService {
  const { services: { search }, commerce } = context.storefront;
  return {
    kind: search.kind,
    search: async (params) => {
      const result = await search.search(params);
      return { ...result, hits: await withCurrentStock(commerce, result.hits) };
    },
    // Quick search offers no add button: its hits go as the index has them.
    quickSearch: (params) => search.quickSearch(params),
  };
}

export function cmsOf(context: AppLoadContext): Pick<CmsSource, 'getComponent'> {
  return context.storefront.services.cms;
}
