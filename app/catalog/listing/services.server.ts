// The per-process services the listing pages read from the request context (built in server/index.ts).
import type { AppLoadContext } from '@remix-run/node';
import type { CmsSource } from '~/content/cms.server';
import type { SearchService } from '~/search/service.server';
import { markDegraded } from '~/commerce/request-scope.server';

export function searchServiceOf(context: AppLoadContext): SearchService {
  return context.storefront.search;
}

export function cmsOf(context: AppLoadContext): Pick<CmsSource, 'getComponent'> {
  return context.storefront.cms;
}

/**
 * A promise that gives up after `ms` (null) and never rejects: deferred page sections are bounded and
 * caught, so a slow or failing service leaves a section out instead of breaking the page (decision 004).
 */
export function settleWithin<T>(promise: Promise<T>, ms: number, onError: (error: unknown) => void): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      markDegraded();
      resolve(null);
    }, ms);
  });
  const settled = promise.catch((error: unknown) => {
    markDegraded();
    onError(error);
    return null;
  });
  return Promise.race([settled, timeout]).finally(() => clearTimeout(timer));
}
