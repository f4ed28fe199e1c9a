// The search module's entry point: one interface, the adapter chosen by configuration (server/services/search.ts:
// Algolia when its keys are set, else the embedded engine).
import type { CommerceClient, CommerceLogger } from '~/commerce/client.server';
import { createAlgoliaSearch, type AlgoliaRequester } from './algolia/service.server';
import { createEmbeddedSearch } from './embedded/service.server';
import type { SearchService } from './types';

export type SearchConfig =
  | { kind: 'embedded'; commerce: CommerceClient; checkIntervalMs?: number; logger?: CommerceLogger }
  | { kind: 'algolia'; appId: string; apiKey: string; indexPrefix?: string; requester?: AlgoliaRequester; logger?: CommerceLogger };

export function createSearchService(config: SearchConfig): SearchService {
  switch (config.kind) {
    case 'embedded':
      return createEmbeddedSearch(config);
    case 'algolia':
      if (!config.appId || !config.apiKey) throw new Error('Algolia search needs an application id and a search API key');
      return createAlgoliaSearch(config);
    default:
      throw new Error(`Unknown search service kind: ${(config as { kind?: unknown }).kind}`);
  }
}

export type { SearchService } from './types';
export type { EmbeddedSearchService } from './embedded/service.server';
export { SearchError } from './errors';
