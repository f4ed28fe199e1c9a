// The production adapter: Algolia, one index per store locale (`prod.{locale}`) with sort replicas beside it.
// What is asked and how answers read is pure (request.ts, response.ts); this file only talks to the client.
import type { algoliasearch } from 'algoliasearch';
import type { CommerceLogger } from '~/commerce/client.server';
import { SEARCH_TERM_MIN_LENGTH } from '~/lib/search-term';
import { toSearchError } from '../errors';
import { clampQuickLimit, normalizeSearch } from '../normalize';
import { cleanQuery } from '../params';
import type { SearchService } from '../types';
import { buildQuickRequest, buildSearchRequests, DEFAULT_INDEX_PREFIX } from './request';
import { fromAlgoliaQuickHit, toSearchResult, type AlgoliaAnswer } from './response';

type ClientOptions = NonNullable<Parameters<typeof algoliasearch>[2]>;
/** algoliasearch's transport hook: tests answer from recordings through it, without network. */
export type AlgoliaRequester = NonNullable<ClientOptions['requester']>;

export type AlgoliaSearchOptions = {
  appId: string;
  /** A search-only key: the storefront never writes to Algolia. */
  apiKey: string;
  /** Index names are `{indexPrefix}{locale}` (default 'prod.', spec §4 stores). */
  indexPrefix?: string;
  requester?: AlgoliaRequester;
  logger?: CommerceLogger;
};

export function createAlgoliaSearch(options: AlgoliaSearchOptions): SearchService {
  const prefix = options.indexPrefix ?? DEFAULT_INDEX_PREFIX;
  // Loaded only when Algolia is configured; the embedded default never needs it.
  const connected = import('algoliasearch').then(({ algoliasearch }) =>
    algoliasearch(options.appId, options.apiKey, options.requester ? { requester: options.requester } : undefined),
  );
  connected.catch(() => undefined); // reported by the first search

  return {
    kind: 'algolia',
    async search(params) {
      const applied = normalizeSearch(params);
      const { requests, roles } = buildSearchRequests(applied, params.store, prefix);
      try {
        const { results } = await (await connected).search({ requests });
        return toSearchResult(results as AlgoliaAnswer[], roles, applied);
      } catch (error) {
        options.logger?.error({ err: error, index: requests[0].indexName }, 'algolia search failed');
        throw toSearchError('/search', error);
      }
    },
    async quickSearch({ store, query, limit }) {
      const term = cleanQuery(query);
      if (term.length < SEARCH_TERM_MIN_LENGTH) return [];
      const request = buildQuickRequest(store, term, clampQuickLimit(limit), prefix);
      try {
        const { results } = await (await connected).search({ requests: [request] });
        return ((results[0] as AlgoliaAnswer | undefined)?.hits ?? []).flatMap((hit) => fromAlgoliaQuickHit(hit) ?? []);
      } catch (error) {
        options.logger?.error({ err: error, index: request.indexName }, 'algolia quick search failed');
        throw toSearchError('/quickSearch', error);
      }
    },
  };
}
