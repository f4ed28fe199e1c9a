// Links in the account's mails: this store's origin (its production domain, else the request's local host),
// the shopper's language prefix, the path and its query.
import type { StorefrontContext } from '~/context';
import { storeOrigin } from '~/seo/origin';

export function accountMailLink(storefront: Pick<StorefrontContext, 'request' | 'shop'>, request: Request, path: string, query?: Record<string, string | null | undefined>): string {
  const origin = storeOrigin(storefront.request.market.country, { requestUrl: request.url, storeDomains: storefront.shop.storeDomains });
  const prefix = storefront.request.basename === '/' ? '' : storefront.request.basename;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value) search.set(name, value);
  const tail = search.size > 0 ? `?${search}` : '';
  return `${origin}${prefix}${path}${tail}`;
}
