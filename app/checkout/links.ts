import type { LinksFunction } from '@remix-run/node';
import checkoutCss from './checkout.css?url';

/** A small stylesheet of its own, long cached, instead of more critical CSS in every catalogue page's document. */
export const checkoutLinks: LinksFunction = () => [{ rel: 'stylesheet', href: checkoutCss }];
