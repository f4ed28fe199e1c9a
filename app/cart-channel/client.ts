// Browser side of the cart channel. socket.io-client is loaded with a dynamic import() only when a page with a cart
// asks for it, so it stays out of the first-load bundle.
import type * as SocketIoClient from 'socket.io-client';
import { WEBSOCKET } from '~/markets/constants';
import { CART_CHANNEL_PATH, CART_UPDATE_EVENT, UPDATED_STOCK_EVENT, type CartUpdate, type StockResult } from './protocol';

type FocusTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
type ClientModule = typeof SocketIoClient;

export type CartChannelClientOptions = {
  cartId: string;
  onCartUpdate(cart: CartUpdate): void;
  onStock?(stock: StockResult[]): void;
  /** Called when the tab regains focus after the channel gave up (or was never possible). */
  onFallbackRefresh?(): void;
  /** Default: the page's origin. */
  url?: string;
  path?: string;
  /** Spec §9: 2 retries, 5000 ms apart. */
  retries?: number;
  retryDelayMs?: number;
  /** Where focus and visibility events come from (default: window and document). */
  focusTargets?: FocusTarget[];
  logger?: Pick<Console, 'warn'>;
  /** For tests: how the socket.io client module is obtained. */
  loadClient?: () => Promise<ClientModule>;
};

const REFOCUS_THROTTLE_MS = 1000;

/** Connects and returns the function that disconnects (and removes the fallback listeners). */
export function connectCartChannel(options: CartChannelClientOptions): () => void {
  const retries = options.retries ?? WEBSOCKET.retries;
  const delay = options.retryDelayMs ?? WEBSOCKET.retryDelayMs;
  const logger = options.logger ?? console;
  let stopped = false;
  let socket: ReturnType<ClientModule['io']> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let removeFallback: (() => void) | undefined;

  // Spec §4: "A failure after retries is logged only"; the page then refreshes its data on focus.
  const fallBack = (reason: string) => {
    if (stopped || removeFallback) return;
    logger.warn(`cart channel unavailable (${reason}); refreshing on focus instead`);
    socket?.disconnect();
    const targets = options.focusTargets ?? (typeof window === 'undefined' ? [] : [window, document]);
    let last = 0;
    const onFocus = () => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      // focus and visibilitychange often fire together: one refresh is enough.
      if (Date.now() - last < REFOCUS_THROTTLE_MS) return;
      last = Date.now();
      options.onFallbackRefresh?.();
    };
    for (const target of targets) {
      target.addEventListener('focus', onFocus);
      target.addEventListener('visibilitychange', onFocus);
    }
    removeFallback = () => {
      for (const target of targets) {
        target.removeEventListener('focus', onFocus);
        target.removeEventListener('visibilitychange', onFocus);
      }
    };
  };

  if (prefersNoSocket()) fallBack('save-data or 2G');
  else void (options.loadClient ?? (() => import('socket.io-client')))().then(
    ({ io }) => {
      if (stopped) return;
      const s = io(options.url, {
        forceNew: true, // its own connection: the cart id travels in this connection's query
        path: options.path ?? CART_CHANNEL_PATH,
        query: { cartId: options.cartId },
        withCredentials: true,
        // WebSocket first saves the polling round trips on slow links; polling if a proxy blocks it.
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
        reconnectionAttempts: retries,
        reconnectionDelay: delay,
        reconnectionDelayMax: delay,
        randomizationFactor: 0,
      });
      socket = s;
      let refusedRetries = 0;
      s.on(CART_UPDATE_EVENT, (cart: CartUpdate) => options.onCartUpdate(cart));
      s.on(UPDATED_STOCK_EVENT, (stock: StockResult[]) => options.onStock?.(stock));
      s.onAny((event: string) => {
        // Spec §4: events other than the two are logged (a newer server may send more).
        if (event !== CART_UPDATE_EVENT && event !== UPDATED_STOCK_EVENT) logger.warn(`cart channel: unexpected event ${event}`);
      });
      s.on('connect', () => (refusedRetries = 0));
      s.on('connect_error', (err: Error & { data?: { code?: string } }) => {
        if (s.active) return; // a network failure: the manager retries by itself
        // Refused by the server. Only "unavailable" (backend down) is worth the same retry budget.
        if (err.data?.code === 'unavailable' && refusedRetries < retries) {
          refusedRetries += 1;
          retryTimer = setTimeout(() => s.connect(), delay);
        } else fallBack(`refused: ${err.data?.code ?? err.message}`);
      });
      s.io.on('reconnect_failed', () => fallBack(`no connection after ${retries} retries`));
      // The server let go (cart ordered or gone): nothing will come any more.
      s.on('disconnect', (reason) => {
        if (reason === 'io server disconnect') fallBack('closed by the server');
      });
    },
    (err: unknown) => fallBack(`client failed to load: ${String(err)}`),
  );

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    socket?.disconnect();
    removeFallback?.();
  };
}

/** Spec §9 skips prefetch on 2G or save-data; a live channel is an even less welcome cost there. */
function prefersNoSocket(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}
