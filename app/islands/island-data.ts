import type { AppLoadContext } from '@remix-run/node';

/** The server-rendered parts of a page that never change in the browser. */
/**
 * The footer, a category page's body and a listing's cards (inside it, or on the search page), the home page's
 * sections and product groups, the product page's details and rows.
 */
export type IslandName = 'footer' | 'category' | 'listing' | `home-${string}` | `pdp-${string}` | 'cart-recommendations';

/**
 * What a document's loaders hand to its server render for the islands, instead of the loader data: one holder
 * per request, in the load context, which entry.server passes on to the render (IslandDataProvider).
 */
export type IslandDataHolder = Map<IslandName, unknown>;

/**
 * The island's data as a loader returns it: for a document, undefined (the server render gets it through the
 * request's holder and the browser keeps the server's HTML, so no loader data travels for it); for a
 * client-side navigation (a `.data` request), the data itself, and the browser renders it.
 */
export function islandData<T>(context: AppLoadContext, name: IslandName, data: T): T | undefined {
  const { documentRequest, islands } = context.storefront.request;
  if (!documentRequest) return data;
  islands.set(name, data);
  return undefined;
}
