// The in-process bus between Remix actions and the cart channel: actions notify after a change, the channel
// (server/cart-channel) pushes to every tab. No socket.io import here, so actions stay light.
import type { Cart } from '@commercetools/platform-sdk';

export type CartChannelEvent = { type: 'changed'; cartId: string; cart?: Cart } | { type: 'closed'; cartId: string };
export type CartChannelListener = (event: CartChannelEvent) => void;

// The Remix build, the server's source and Vite's dev SSR each load their own copy of this module, so the listeners
// live on globalThis under a registered symbol, one set for all.
const LISTENERS = Symbol.for('storefront.cart-channel.listeners');

function listeners(): Set<CartChannelListener> {
  const slot = globalThis as unknown as Record<symbol, Set<CartChannelListener> | undefined>;
  return (slot[LISTENERS] ??= new Set());
}

function dispatch(event: CartChannelEvent): void {
  for (const listener of listeners()) {
    try {
      listener(event);
    } catch {
      // A broken listener must never fail the shopper's cart action; the channel logs its own errors.
    }
  }
}

export const cartEvents = {
  /** "This cart changed": with the re-read cart when the action has it, else the channel re-reads it if anyone listens. */
  notifyCartChanged(cartId: string, cart?: Cart): void {
    dispatch({ type: 'changed', cartId, cart });
  },
  /** The cart is gone for its shopper (ordered, deleted, signed out): connected tabs are let go. */
  notifyCartClosed(cartId: string): void {
    dispatch({ type: 'closed', cartId });
  },
  /** Returns the unsubscribe function. */
  subscribe(listener: CartChannelListener): () => void {
    listeners().add(listener);
    return () => void listeners().delete(listener);
  },
};

export const notifyCartChanged = cartEvents.notifyCartChanged;
