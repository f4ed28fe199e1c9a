// The in-process bus between Remix actions and the cart channel. Actions call
// `cartEvents.notifyCartChanged(cart.id, cart)` after a change; the channel (server/cart-channel)
// subscribes and pushes to every tab of the shopper. No socket.io import here, so actions stay light.
import type { Cart } from '@commercetools/platform-sdk';

export type CartChannelEvent = { type: 'changed'; cartId: string; cart?: Cart } | { type: 'closed'; cartId: string };
export type CartChannelListener = (event: CartChannelEvent) => void;

// The Remix server build bundles its own copy of this module while server/index.ts loads the source one
// (and Vite's dev SSR loads yet another), so the listeners live on globalThis under a registered symbol:
// every copy then shares one set and an action's notification reaches the channel.
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
  /**
   * "This cart changed": pass the cart when the action has it (every commerce cart call returns the
   * re-read cart); without it the channel re-reads the cart itself, if anyone is listening.
   */
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
