import { getCommerceClient, type CommerceClient } from '~/commerce/client.server';
import { usesEmbeddedBackend } from '../env';
import { commerceConfig } from '../commerce-config';
import { watchCatalogueChanges } from '../catalogue-watcher';
import { createDocumentCache, type DocumentCache } from '../document-cache';
import type { ServiceContext, ServiceHandle } from './types';

export interface Commerce {
  client: CommerceClient;
  /** Pages kept for seconds for visitors who would see the same on them, dropped with every catalogue change (decisions 063, 104, 106, 117). */
  documentCache: DocumentCache;
}

/**
 * Every backend call's client (decision 065). With the embedded backend its catalogue cache hears of every
 * change the backend makes (decision 055), and so does the document cache.
 */
export function commerce({ env, logger }: ServiceContext): ServiceHandle<Commerce> {
  const client = getCommerceClient({ ...commerceConfig(env), logger: logger.child({ service: 'commerce' }) });
  const documentCache = createDocumentCache({ ttlMs: env.DOCUMENT_CACHE_SECONDS * 1000, probeKey: env.DOCUMENT_CACHE_PROBE_KEY });
  const watcher = usesEmbeddedBackend(env)
    ? watchCatalogueChanges({
        backendUrl: commerceConfig(env).apiUrl,
        cache: client.catalogueCache,
        logger: logger.child({ service: 'catalogue-watcher' }),
        onChange: () => documentCache.clear(),
      })
    : undefined;
  return { value: { client, documentCache }, close: () => watcher?.stop() };
}
