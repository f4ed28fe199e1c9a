import { getCommerceClient, type CommerceClient } from '~/commerce/client.server';
import { usesEmbeddedBackend } from '../env';
import { commerceConfig } from '../commerce-config';
import { watchCatalogueChanges } from '../catalogue-watcher';
import { createDocumentCache, type DocumentCache } from '../document-cache';
import type { ServiceContext, ServiceHandle } from './types';

export interface Commerce {
  client: CommerceClient;
  /** Whole pages shared for a short while by visitors who would see the same on them, dropped with every catalogue change. */
  documentCache: DocumentCache;
}

/** Every backend call's client; with the embedded backend its catalogue cache and the document cache hear of every change. */
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
