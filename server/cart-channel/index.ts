// The real-time cart channel (spec §4, §7 "The cart websocket…"): socket.io on the storefront's HTTP server. A
// socket joins the room of the cart its signed session owns and receives `cart-update` and `updated-stock`.
import type { Server as HttpServer } from 'node:http';
import type { Cart } from '@commercetools/platform-sdk';
import { Server } from 'socket.io';
import { createAdapter as createClusterAdapter } from '@socket.io/cluster-adapter';
import { readCartInStore } from '~/commerce/cart.server';
import { sellableStock } from '~/commerce/stock-reservation.server';
import type { CommerceContext } from '~/commerce/client.server';
import { cartEvents, type CartChannelEvent } from '~/cart-channel/events.server';
import {
  CART_CHANNEL_PATH,
  CART_UPDATE_EVENT,
  UPDATED_STOCK_EVENT,
  type StockResult,
} from '~/cart-channel/protocol';
import { WEBSOCKET } from '~/markets/constants';
import { isAllowedOrigin } from './admission';
import { listenExtraPort, portOf } from './extra-port';
import type { Logger } from './logger';
import { connectRedis, type RedisLink } from './redis';
import { LocalRooms } from './rooms';
import { toSessionReader, type SessionSource } from './session';
import { createGate } from './gate';
import { createStockPoller } from './stock-poller';
import { cartUpdateOf, stockFingerprint, stockSkusOf } from './summary';
import { roomOf, type ChannelServer } from './types';

export { cartEvents, notifyCartChanged } from '~/cart-channel/events.server';
export type { CartUpdate, StockResult } from '~/cart-channel/protocol';

export type CartChannelOptions = {
  /** The storefront's cookie session storage (same secrets as the app), or cookie header → session data. */
  sessionStorage: SessionSource;
  /** The commerce context of the store a request host belongs to. */
  commerceFor: (host: string) => CommerceContext;
  logger: Logger;
  /** Set (env REDIS_URL) when several instances serve the shop: events then cross instances. */
  redisUrl?: string;
  /** Without Redis, events cross workers through the primary; WebSocket only, as a polling session lives in one
   * worker and the next poll may reach another. */
  clusterWorker?: boolean;
  path?: string;
  /** Also listen on this port (spec: WEBSOCKET.port, 2087); 0 takes a free port. */
  port?: number;
  portHost?: string;
  maxConnectionsPerCart?: number;
  /** Stock polling interval for carts with sockets here; 0 turns the timer off. */
  stockPollMs?: number;
};

export type CartChannel = {
  /** Pushes `cart-update` to every tab of the cart, on every instance. */
  publishCartChange(cartId: string, cart: Cart): void;
  /** Pushes `updated-stock` to every tab of the cart, on every instance. */
  publishStock(cartId: string, stock: StockResult[]): void;
  /** Runs one stock poll now (the timer does it every `stockPollMs`). */
  pollStock(): Promise<void>;
  /** The port of the extra listener, when `port` was given. */
  readonly extraPort: number | undefined;
  /** Ends sockets, polling, Redis and the extra listener; the main HTTP server stays its owner's. */
  close(): Promise<void>;
};

export const DEFAULT_STOCK_POLL_MS = 15_000;
// Clients send nothing but the handshake; a client that keeps talking is dropped after this many events.
const MAX_CLIENT_EVENTS = 50;

export async function attachCartChannel(httpServer: HttpServer, options: CartChannelOptions): Promise<CartChannel> {
  const { logger, commerceFor } = options;
  const path = options.path ?? CART_CHANNEL_PATH;
  const limit = options.maxConnectionsPerCart ?? WEBSOCKET.maxConnectionsPerCart;
  const readSession = toSessionReader(options.sessionStorage);
  const link: RedisLink | undefined = options.redisUrl
    ? await connectRedis(options.redisUrl, logger, `storefront#cart-channel`)
    : undefined;
  // Before anything else runs, so a taken port fails the start without leaving timers behind.
  const extra =
    options.port === undefined
      ? undefined
      : await listenExtraPort(httpServer, { port: options.port, host: options.portHost, path }).catch(async (err: unknown) => {
          await link?.close();
          throw err;
        });

  const io: ChannelServer = new Server(httpServer, {
    path,
    serveClient: false,
    maxHttpBufferSize: 10_000, // the handshake is all a client sends
    allowRequest: (req, callback) => callback(null, isAllowedOrigin(req.headers.origin, req.headers.host)),
    ...(link ? { adapter: link.adapter } : options.clusterWorker ? { adapter: createClusterAdapter(), transports: ['websocket' as const] } : {}),
  });
  /** Other processes serve sockets too: rooms, counts and events must be asked across them. */
  const shared = Boolean(link) || Boolean(options.clusterWorker);
  const rooms = new LocalRooms(limit);
  const poller = createStockPoller({
    rooms,
    // What can be bought: a checkout's hold moves a cart's stock too.
    readStock: (ctx, skus) => sellableStock(ctx, skus, { live: true }),
    // Local only: every instance polls for its own sockets, so a broadcast would arrive twice.
    push: (cartId, stock) => io.local.to(roomOf(cartId)).emit(UPDATED_STOCK_EVENT, stock),
    logger,
    intervalMs: options.stockPollMs ?? DEFAULT_STOCK_POLL_MS,
  });

  /** Sockets of the cart on other instances (0 in-process: the local rooms are the whole truth). */
  async function remoteCount(cartId: string): Promise<number> {
    if (!shared) return 0;
    try {
      const sockets = await io.in(roomOf(cartId)).fetchSockets();
      return sockets.filter((socket) => !io.sockets.sockets.has(socket.id)).length;
    } catch (err) {
      logger.warn({ err, cartId }, 'cart channel: could not count connections on other instances');
      return 0; // the cap protects resources; a shopper is not refused because Redis is slow
    }
  }

  io.use(
    createGate({
      readSession,
      commerceFor,
      rooms,
      limit,
      remoteCount,
      logger,
      onAdmitted: (room) => {
        if (room.stock === undefined) void poller.poll([room.cartId]); // the stock baseline, taken at once
      },
    }),
  );

  io.on('connection', (socket) => {
    const { cartId } = socket.data;
    void socket.join(roomOf(cartId));
    let received = 0;
    socket.onAny((event: string) => {
      received += 1;
      logger.info({ event, cartId, socket: socket.id }, 'cart channel: unexpected client event');
      if (received >= MAX_CLIENT_EVENTS) socket.disconnect(true);
    });
  });

  /** Records a cart's version and SKUs here; false when it is older than one already seen. */
  function noteCart(cartId: string, version: number, skus: string[]): boolean {
    const room = rooms.get(cartId);
    if (!room) return true;
    if (version < room.version) return false; // an older read finishing late
    room.version = version;
    // New lines: the revalidated page shows their stock, so the next poll takes a new baseline.
    if (skus.join('|') !== room.skus.join('|')) room.stock = undefined;
    room.skus = skus;
    return true;
  }
  io.on('cart-state', (cartId, version, skus) => void noteCart(cartId, version, skus));

  function publishCartChange(cartId: string, cart: Cart): void {
    if (cart.id !== cartId) {
      logger.warn({ cartId, got: cart.id }, 'cart channel: publish with a cart of another id ignored');
      return;
    }
    const skus = stockSkusOf(cart);
    if (!noteCart(cartId, cart.version, skus)) return;
    if (shared) io.serverSideEmit('cart-state', cartId, cart.version, skus);
    io.to(roomOf(cartId)).emit(CART_UPDATE_EVENT, cartUpdateOf(cart));
    // Ordered or merged away: nothing more will happen to it; tabs fall back to their own loaders.
    if (cart.cartState !== 'Active') io.in(roomOf(cartId)).disconnectSockets(false);
  }

  function publishStock(cartId: string, stock: StockResult[]): void {
    const room = rooms.get(cartId);
    if (room) room.stock = stockFingerprint(stock.filter((entry) => room.skus.includes(entry.sku)));
    io.to(roomOf(cartId)).emit(UPDATED_STOCK_EVENT, stock);
  }

  /** A change announced without the cart: re-read it if any socket (here or elsewhere) listens. */
  async function refresh(cartId: string): Promise<void> {
    let ctx = rooms.get(cartId)?.ctx;
    if (!ctx && shared) {
      const [socket] = await io.in(roomOf(cartId)).fetchSockets();
      if (socket) ctx = commerceFor(socket.data.host);
    }
    if (!ctx) return;
    const cart = await readCartInStore(ctx, cartId);
    if (cart) publishCartChange(cartId, cart);
    else io.in(roomOf(cartId)).disconnectSockets(false);
  }

  const onEvent = (event: CartChannelEvent) => {
    if (event.type === 'closed') io.in(roomOf(event.cartId)).disconnectSockets(false);
    else if (event.cart) publishCartChange(event.cartId, event.cart);
    else refresh(event.cartId).catch((err) => logger.warn({ err, cartId: event.cartId }, 'cart channel: re-read failed'));
  };
  const unsubscribe = cartEvents.subscribe(onEvent);

  logger.info({ path, extraPort: extra && portOf(extra), redis: Boolean(link), cluster: Boolean(options.clusterWorker) }, 'cart channel ready');

  return {
    publishCartChange,
    publishStock,
    pollStock: () => poller.poll(),
    extraPort: extra && portOf(extra),
    async close() {
      unsubscribe();
      poller.stop();
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all([
        extra && new Promise<void>((resolve) => extra.close(() => resolve())),
        link?.close(),
      ]);
    },
  };
}

export { commerceForHost } from './commerce-for';
