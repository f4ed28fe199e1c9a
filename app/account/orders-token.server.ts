// Spec §7 "my orders link": a URL with a token for the shopper's e-mail (or, until the account's address is confirmed,
// the account alone), for the order self-service portal. Signed with a secret the portal shares and expiring, so a
// forwarded or leaked link stops working and nobody can make one for another address.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const ORDERS_TOKEN_TTL_SECONDS = 30 * 60;

/** `email` only when the holder proved the address (a confirmed account, or a link mailed there): a portal must never
 *  list by an e-mail it was not given, so an unconfirmed account's token carries `customerId` alone. */
export interface OrdersTokenClaims {
  email?: string;
  customerId?: string;
  /** The store the orders belong to. */
  store: string;
  /** Expiry, epoch seconds. */
  expiresAt: number;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function createOrdersToken(secret: string, claims: Omit<OrdersTokenClaims, 'expiresAt'>, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ e: claims.email, c: claims.customerId, s: claims.store, x: Math.floor(now / 1000) + ORDERS_TOKEN_TTL_SECONDS })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a genuine, unexpired token; null for anything else. */
export function verifyOrdersToken(secret: string, token: string, now = Date.now()): OrdersTokenClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || token.length > 2000) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { e?: unknown; c?: unknown; s?: unknown; x?: unknown };
    const email = typeof claims.e === 'string' ? claims.e : undefined;
    const customerId = typeof claims.c === 'string' ? claims.c : undefined;
    if ((!email && !customerId) || typeof claims.s !== 'string' || typeof claims.x !== 'number') return null;
    if (claims.x * 1000 <= now) return null;
    return { ...(email ? { email } : {}), ...(customerId ? { customerId } : {}), store: claims.s, expiresAt: claims.x };
  } catch {
    return null;
  }
}

/** The portal's URL with the token: MY_ORDERS_URL in production, the shop's own stand-in locally. */
export function ordersLink(baseUrl: string, token: string): string {
  const separator = baseUrl.includes('?') ? '&' : '?';
  return `${baseUrl}${separator}token=${encodeURIComponent(token)}`;
}
