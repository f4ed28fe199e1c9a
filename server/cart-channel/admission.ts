// Who may join a cart's room: only a socket whose signed session cookie names that cart AND whose
// ownership the commerce layer confirms. The cart id from the query is never trusted on its own.
import type { IncomingHttpHeaders } from 'node:http';
import type { Cart } from '@commercetools/platform-sdk';
import { getCart } from '~/commerce/cart.server';
import type { CommerceContext } from '~/commerce/client.server';
import { isResourceId } from '~/commerce/identifiers';
import { normalizeHostName } from '~/markets/host';
import type { RefusalCode } from '~/cart-channel/protocol';
import type { ShopperSessionData } from '~/session.server';

export type SessionReader = (cookieHeader: string | null) => Promise<ShopperSessionData>;

/** A refusal the client sees as `connect_error` (message and `data.code`). */
export class ChannelRefusal extends Error {
  readonly data: { code: RefusalCode };
  constructor(code: RefusalCode, message: string) {
    super(message);
    this.name = 'ChannelRefusal';
    this.data = { code };
  }
}

export type Admitted = { cartId: string; host: string; ctx: CommerceContext; cart: Cart };

export type AdmissionDeps = {
  readSession: SessionReader;
  commerceFor: (host: string) => CommerceContext;
};

type Handshake = { query: Record<string, unknown>; headers: IncomingHttpHeaders };

export async function admit(handshake: Handshake, deps: AdmissionDeps): Promise<Admitted> {
  const cartId = handshake.query.cartId;
  if (!isResourceId(cartId)) throw new ChannelRefusal('bad-request', 'cartId missing or malformed');

  const cookie = handshake.headers.cookie;
  if (!cookie) throw new ChannelRefusal('unauthenticated', 'no session');
  const session = await deps.readSession(cookie);
  if (!session.anonymousId && !session.customerId) throw new ChannelRefusal('unauthenticated', 'no session');
  if (session.cartId !== cartId) throw new ChannelRefusal('forbidden', 'not your cart');

  const host = handshake.headers.host ?? '';
  const ctx = deps.commerceFor(host);
  let cart: Cart | null;
  try {
    cart = await getCart(ctx, { anonymousId: session.anonymousId ?? '', cartId, customerId: session.customerId });
  } catch {
    // The backend is down or slow: not the shopper's fault, and the client may try again later.
    throw new ChannelRefusal('unavailable', 'cart could not be checked');
  }
  // Missing, foreign, from another store's host or already ordered: all look the same to the client.
  if (!cart) throw new ChannelRefusal('forbidden', 'not your cart');
  return { cartId, host, ctx, cart };
}

/** Browsers always send Origin on a WebSocket, so another site's page is refused even with the shopper's cookie; the
 * same host on the spec's extra port is allowed, and a client without Origin still needs a signed session. */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  if (!host) return false;
  try {
    return normalizeHostName(new URL(origin).host) === normalizeHostName(host);
  } catch {
    return false;
  }
}
