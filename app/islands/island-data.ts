import type { AppLoadContext } from '@remix-run/node';

/** The server-rendered parts of a page that never change in the browser. */
export type IslandName = 'footer' | 'category' | 'listing' | `home-${string}` | `pdp-${string}` | 'cart-recommendations';

/** One holder per request, in the load context, so the loaders' island data reaches the server render without
 * travelling as loader data. */
export type IslandDataHolder = Map<IslandName, unknown>;

/** Undefined for a document (the server render gets it through the holder and the browser keeps the server's HTML);
 * the data itself for a client-side navigation, which renders it. */
export function islandData<T>(context: AppLoadContext, name: IslandName, data: T): T | undefined {
  const { documentRequest, islands } = context.storefront.request;
  if (!documentRequest) return data;
  islands.set(name, data);
  return undefined;
}
