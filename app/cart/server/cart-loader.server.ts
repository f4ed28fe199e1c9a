// The cart page's data. Everything on the page is the shopper's own cart, so the loader awaits it all (no
// streaming: nothing here is for crawlers, and a no-script browser must get the whole cart on its first
// visit); the extras behind the cart (stock, guarantees, tiers, names) are optional, see cart-view.server.ts.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { requestCart } from '../request-cart.server';
import { CommerceError } from '~/commerce/errors.server';
import { translatorFor } from '~/lib/i18n.server';
import type { CartNoticeKey, CartView } from '../view';
import { buildCartView } from './cart-view.server';
import { cartRecommendations } from './cart-recommendations.server';
import type { CardList } from '~/recommendations/recommendations.server';
import { cappedMaximumOf } from '../rules/return-to';

const NOTICES: readonly CartNoticeKey[] = ['added', 'updated', 'removed', 'codeApplied', 'codeSaved', 'codeRemoved', 'guaranteeAdded', 'guaranteeRemoved'];

function noticeOf(url: URL): CartNoticeKey | null {
  const value = url.searchParams.get('notice');
  return NOTICES.find((notice) => notice === value) ?? null;
}

export type CartLoaderData = {
  meta: { title: string; siteName: string };
  view: CartView | null;
  notice: CartNoticeKey | null;
  /** A change asked for more than can be sold: the cart holds the most that can be, this many. */
  capped: number | null;
  /** The backend could not be asked: the page says so instead of claiming an empty cart. */
  unavailable: boolean;
  /** Products that go with the cart's (streamed, omitted when there are none or they fail). */
  recommendations: Promise<CardList> | null;
  /** Quick add to cart on the recommended products (a market rule). */
  quickAdd: boolean;
  /** The response's CSP nonce, so each rendered form's submission token is unique: a kept cart page is answered with a
   *  fresh nonce spliced in, so its tokens are fresh too. */
  formToken: string;
  checkoutEnabled: boolean;
  channel: { cartId: string | null; version: number | null; enabled: boolean };
  locale: string;
};

export async function cartLoader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = context;
  const [t, common] = await Promise.all([translatorFor(context, 'cart'), translatorFor(context)]);
  let view: CartView | null = null;
  let recommendations: Promise<CardList> | null = null;
  let unavailable = false;
  let cartId: string | null = null;
  let version: number | null = null;
  if (storefront.shopper.session.get().cartId) {
    try {
      // Spec §4/§8: a cart of another store, or one that is gone, is reset (by the request's one read).
      const cart = await requestCart(storefront);
      if (cart) {
        cartId = cart.id;
        version = cart.version;
        if (cart.lineItems.length > 0) {
          recommendations = cartRecommendations(context, cart);
          view = await buildCartView(storefront, cart);
        }
      }
    } catch (err) {
      if (!(err instanceof CommerceError)) throw err;
      storefront.commerce.client.logger.error({ err }, 'cart page: cart unavailable');
      unavailable = true;
    }
  }
  const body: CartLoaderData = {
    meta: { title: t('title'), siteName: common('siteName') },
    view,
    notice: noticeOf(new URL(request.url)),
    capped: cappedMaximumOf(new URL(request.url).searchParams),
    unavailable,
    recommendations,
    quickAdd: !storefront.request.market.rules.quickAddToCartRestricted,
    formToken: storefront.request.cspNonce,
    checkoutEnabled: storefront.request.market.rules.checkoutEnabled,
    channel: { cartId, version, enabled: storefront.request.toggles.websocket },
    locale: storefront.request.locale,
  };
  return data(body, { status: unavailable ? 503 : 200, headers: { 'Cache-Control': 'private, no-store' } });
}
