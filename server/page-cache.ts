// A page view whose route keeps its pages is answered from the document cache, or the state carries the visitor's key
// to the render; until a render reported the path's route (route-sharing.ts), it is rendered as any other.
import type { RequestHandler } from 'express';
import type { ServerBuild } from '@remix-run/node';
import type { Logger } from 'pino';
import { isSignInLive } from '~/account/server/session-revocation.server';
import { createCartDocumentKeyReader } from '~/cart/cart-document.server';
import type { CommerceClient } from '~/commerce/client.server';
import { createSharedViewReader } from '~/shared-view.server';
import type { DocumentCache } from './document-cache';
import { commerceStoreOf } from './load-context';
import { pageTargetOf } from './request-state';
import type { RouteSharing } from './route-sharing';

export interface PageCacheOptions {
  documentCache: DocumentCache;
  getBuild: () => Promise<ServerBuild>;
  routeSharing: RouteSharing;
  session: { secrets: string[]; secure: boolean };
  commerceClient: CommerceClient;
  logger: Logger;
}

export function pageCache(options: PageCacheOptions): RequestHandler {
  const cache = options.documentCache;
  const sharedViewOf = createSharedViewReader({
    ...options.session,
    isSignInLive: (session) => isSignInLive(options.commerceClient, session, { fresh: false, logger: options.logger }),
  });
  const cartDocumentKeyOf = createCartDocumentKeyReader(options.session);

  return function answerFromPageCache(req, res, next) {
    const page = pageTargetOf(res);
    // Only a GET of a page view is ever kept: nothing else pays for the session's signature.
    if (req.method !== 'GET' || page.kind !== 'page') return next();
    const state = res.locals.state;
    // As Remix sees the path, so as the render reported it.
    const { pathname } = new URL(`http://localhost${page.url}`);
    void (async () => {
      const sharing = options.routeSharing.of(await options.getBuild(), page.basename, pathname);
      if (sharing === 'view') {
        const view = await sharedViewOf({ cookieHeader: req.headers.cookie, pathname }, new Date());
        if (!view) return next();
        state.documentKey = cache.keyFor(req, res, view.key);
        // The render of a shared page sees only the view, so every visitor with this key may get it.
        if (state.documentKey && view.session) state.sharedView = view.session;
      } else if (sharing === 'cart') {
        const read = await cartDocumentKeyOf({ cookieHeader: req.headers.cookie, commerce: { client: options.commerceClient, store: commerceStoreOf(page.market, page.language) } });
        if (!read) return next();
        state.documentKey = cache.keyFor(req, res, read.key, true);
        // A cart page's render takes the cart its key was read from, so page and key cannot disagree.
        state.cartRead = read.cart;
      }
      if (state.documentKey && cache.serve(state.documentKey, req, res, state.cspNonce)) return;
      next();
    })().catch(next);
  };
}
