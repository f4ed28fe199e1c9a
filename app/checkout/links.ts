import type { LinksFunction } from '@remix-run/node';
import checkoutCss from './checkout.css?url';

/**
 * The checkout pages' stylesheet: a small file of its own, cached for a year, instead of more critical CSS in
 * every catalogue page's document.
 */
export const checkoutLinks: LinksFunction = () => [{ rel: 'stylesheet', href: checkoutCss }];
