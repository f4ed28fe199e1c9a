// The cart page and the checkout's address step, kept per cart version (decision 117) for a shopper who comes back to
// them. The key is read before the render from the session and the cart's current version, so a change from anywhere
// is a new key. Anonymous carts only: a customer's addresses and name may change on another device.
import type { Cart } from '@commercetools/platform-sdk';
import { parse } from 'cookie';
import { getCart } from '~/commerce/cart.server';
import type { CommerceContext } from '~/commerce/client.server';
import { CommerceError } from '~/commerce/errors.server';
import { pageCookies, sessionData } from '~/shared-view.server';
import { createSessionStorage } from '~/session.server';

/** Returns the cart it read, so a miss's render takes it instead of reading again; undefined when the page must be
 *  rendered for this request alone. */
export type CartDocumentKeyReader = (request: { cookieHeader: string | undefined; commerce: CommerceContext }) => Promise<{ key: string; cart: Cart } | undefined>;

export function createCartDocumentKeyReader(options: { secrets: string[]; secure: boolean }): CartDocumentKeyReader {
  const storage = createSessionStorage(options);

  return async ({ cookieHeader, commerce }) => {
    const parts = pageCookies(cookieHeader?.trim() ? parse(cookieHeader) : {});
    if (!parts) return undefined;
    const session = await sessionData(storage, cookieHeader);
    // A customer (and so any sign-in and its expiry) is rendered for each request.
    if (!session?.anonymousId || !session.cartId || session.customerId || session.pendingSignIn) return undefined;
    try {
      const cart = await getCart(commerce, { anonymousId: session.anonymousId, cartId: session.cartId });
      // No cart (gone, ordered, another store) or an empty one: the render says so and mends the session.
      if (!cart || cart.lineItems.length === 0) return undefined;
      // The whole session: whatever of it a page reads is in the key.
      return { key: JSON.stringify([parts, session, cart.id, cart.version]), cart };
    } catch (error) {
      // The backend did not answer: the render shows the page that says so.
      if (error instanceof CommerceError) return undefined;
      throw error;
    }
  };
}
