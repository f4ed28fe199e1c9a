// The per-process services the listing pages read from the request context (built in server/index.ts).
import type { AppLoadContext } from '@remix-run/node';
import type { CmsSource } from '~/content/cms.server';
import type { SearchService } from '~/search/service.server';

export function searchServiceOf(context: AppLoadContext): SearchService {
  return context.storefront.search;
}

export function cmsOf(context: AppLoadContext): Pick<CmsSource, 'getComponent'> {
  return context.storefront.cms;
}
