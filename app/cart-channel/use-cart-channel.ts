// Keeps the server-rendered cart live: on a push the page's loaders revalidate. Tiny for the first-load budget: the
// channel client and socket.io-client are chunks fetched only on a page with a cart, once the browser is idle.
import { useEffect, useRef } from 'react';
import { useRevalidator } from '@remix-run/react';

export type UseCartChannelOptions = {
  /** The cart version the page shows: a push of that version (this tab's own change) is skipped. */
  version?: number;
  /** The `websocket` feature toggle; false keeps the page on its loaders only. */
  enabled?: boolean;
};

/** Pass the cart id only on pages that show a cart; no id, no connection. */
export function useCartChannel(cartId: string | null | undefined, options: UseCartChannelOptions = {}): void {
  const { revalidate } = useRevalidator(); // stable: the router's own function
  const version = useRef(options.version);
  useEffect(() => {
    version.current = options.version;
  }, [options.version]);

  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (cartId && enabled) return watchCart(cartId, { revalidate, shownVersion: () => version.current });
  }, [cartId, enabled, revalidate]);
}

/** The hook's effect, separate so it can be tested without a DOM. Returns the cleanup. */
export function watchCart(cartId: string, page: { revalidate: () => void; shownVersion: () => number | undefined }): () => void {
  let stopped = false;
  let disconnect: (() => void) | undefined;
  const start = () =>
    import('./client').then(
      ({ connectCartChannel }) => {
        if (stopped) return;
        disconnect = connectCartChannel({
          cartId,
          onCartUpdate: (cart) => {
            const shown = page.shownVersion();
            if (shown === undefined || cart.version > shown) page.revalidate();
          },
          onStock: page.revalidate,
          onFallbackRefresh: page.revalidate,
        });
      },
      (err: unknown) => console.warn('cart channel client failed to load', err), // the page still works on its loaders
    );
  // Effects run after hydration; idle time keeps the chunk from competing with the page's own work.
  const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 3000 }) : undefined;
  const timer = idle === undefined ? setTimeout(start, 1000) : undefined;
  return () => {
    stopped = true;
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
    disconnect?.();
  };
}
