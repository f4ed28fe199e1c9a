import { createCommerceClient, type CommerceClient } from '~/commerce/client.server';
import { offerSitemapProducts } from '~/seo/sitemap-source.server';
import { createSearchService } from '~/search/service.server';
import { createEmbeddedSearch } from '~/search/embedded/service.server';
import type { SearchService } from '~/search/types';
import { MARKETS, localeTag } from '~/markets';
import { commerceConfig } from '../commerce-config';
import { valueOnly, type ServiceContext, type ServiceHandle } from './types';

/** The longest a worker waits for its search indexes before it takes requests anyway. */
const WARM_UP_LIMIT_MS = 60_000;

export interface Search {
  service: SearchService;
  /** Indexes the default store's languages so no shopper or readiness probe meets a worker still reading the
   * catalogue; full-text parts follow in the background. Bounded: a slow backend delays, never blocks. */
  warmUp(): Promise<void>;
}

/** Algolia when ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY are set; else the embedded engine. */
export function search({ env, logger }: ServiceContext, shop: { commerceClient: CommerceClient }): ServiceHandle<Search> {
  const searchLogger = logger.child({ service: 'search' });
  if (env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_KEY) {
    const service = createSearchService({ kind: 'algolia', appId: env.ALGOLIA_APP_ID, apiKey: env.ALGOLIA_SEARCH_KEY, logger: searchLogger });
    return valueOnly({ service, warmUp: async () => {} });
  }
  const embedded = createEmbeddedSearch({
    // Reading a whole catalogue for an index takes longer than one page's commerce call may. Its own
    // client, one call at a time beside the shoppers' slots: never shed by them, never crowding them.
    commerce: createCommerceClient({ ...commerceConfig(env), timeoutMs: 60_000, maxConcurrency: 1, maxQueue: 1000, maxQueueWaitMs: 60_000, logger: searchLogger }),
    logger: searchLogger,
    // The shop's sitemaps list the same products: one read at start serves both.
    onProductsRead: (products) => offerSitemapProducts(shop.commerceClient, products),
  });
  const warmUp = async () => {
    const stores = MARKETS.filter((market) => market.isDefault).flatMap((market) =>
      market.languages.map((language) => ({
        key: market.storeKey, country: market.country, currency: market.currency, language, locale: localeTag(language, market.country),
      })),
    );
    const warmed = embedded.warm(stores).catch((error: unknown) => searchLogger.warn({ err: error }, 'search warm-up failed'));
    await Promise.race([warmed, new Promise((resolve) => setTimeout(resolve, WARM_UP_LIMIT_MS).unref())]);
  };
  return valueOnly({ service: embedded, warmUp });
}
