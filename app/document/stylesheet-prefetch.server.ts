import type { EntryContext } from '@remix-run/node';
import wholeStyleSheetUrl from '~/styles/all.css?url';
import { checkoutLinks } from '~/checkout/links';

/** What the cart and checkout pages link: the whole stylesheet and the checkout's own. */
const CHECKOUT_FAMILY_STYLESHEETS = [wholeStyleSheetUrl, ...checkoutLinks().flatMap((link) => ('href' in link && link.href ? [link.href] : []))];

/** Without script every checkout page is a document that waits a round trip for its stylesheet on a slow link, so a
 * lite page with a cart prefetches them (decision 142); a prefetch does not hold the load event back. */
export function checkoutStylesheetPrefetches(remixContext: EntryContext, linksWholeStyleSheet: boolean): string[] {
  const { matches, loaderData } = remixContext.staticHandlerContext;
  const cart = (loaderData.root as { cart?: { itemCount: number } } | undefined)?.cart;
  if (!cart || cart.itemCount === 0) return [];
  const linked = new Set(matches.flatMap((match) => remixContext.routeModules[match.route.id]?.links?.() ?? []).flatMap((link) => ('href' in link && link.href ? [link.href] : [])));
  if (linksWholeStyleSheet) linked.add(wholeStyleSheetUrl);
  return CHECKOUT_FAMILY_STYLESHEETS.filter((href) => !linked.has(href));
}
