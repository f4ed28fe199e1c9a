import type { EntryContext } from '@remix-run/node';
import wholeStyleSheetUrl from '~/styles/all.css?url';
import { checkoutLinks } from '~/checkout/links';

/** What the cart and checkout pages link: the whole stylesheet and the checkout's own. */
const CHECKOUT_FAMILY_STYLESHEETS = [wholeStyleSheetUrl, ...checkoutLinks().flatMap((link) => ('href' in link && link.href ? [link.href] : []))];

/**
 * The checkout family's stylesheets a lite page asks the browser to fetch ahead (`Link: rel=prefetch`, decision
 * 142) once the cart holds something: a browser without script loads each page as a document, and on 2G the cart
 * and the addresses step each waited a round trip for the stylesheet they link. A prefetch does not hold the
 * page's load event back, and both files are cached for a year (hashed names), so a browser that has them asks
 * for nothing. The page's own stylesheets are left out: it links them already.
 */
export function checkoutStylesheetPrefetches(remixContext: EntryContext, linksWholeStyleSheet: boolean): string[] {
  const { matches, loaderData } = remixContext.staticHandlerContext;
  const cart = (loaderData.root as { cart?: { itemCount: number } } | undefined)?.cart;
  if (!cart || cart.itemCount === 0) return [];
  const linked = new Set(matches.flatMap((match) => remixContext.routeModules[match.route.id]?.links?.() ?? []).flatMap((link) => ('href' in link && link.href ? [link.href] : [])));
  if (linksWholeStyleSheet) linked.add(wholeStyleSheetUrl);
  return CHECKOUT_FAMILY_STYLESHEETS.filter((href) => !linked.has(href));
}
