// A real HTTP server with the cart channel attached, a seeded in-process commercetools mock behind it,
// signed session cookies made with the app's own session storage, and socket.io-client "tabs".
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { attachCartChannel, type CartChannel, type CartChannelOptions } from '../../../server/cart-channel';
import { CART_CHANNEL_PATH, type CartUpdate, type StockResult } from '~/cart-channel/protocol';
import type { CommerceClient } from '~/commerce/client.server';
import { createSessionStorage, type ShopperSessionData } from '~/session.server';
import { seedFixture } from '../commerce/fixtures';
import { clientFor, contextFor, CZ, recordingLogger, SK, startMock, type MockBackend } from '../commerce/harness';

export const SECRET = 'cart-channel-test-secret-0123456789abcdef';
export const storage = createSessionStorage({ secrets: [SECRET], secure: false });

export type Backend = { mock: MockBackend; client: CommerceClient };

export async function startBackend(): Promise<Backend> {
  const mock = await startMock();
  const client = clientFor(mock.url);
  await seedFixture(client.apiRoot);
  return { mock, client };
}

export type ChannelEnv = {
  url: string;
  http: Server;
  channel: CartChannel;
  logger: ReturnType<typeof recordingLogger>;
  close(): Promise<void>;
};

/** `cz.localhost` hosts get the CZ store, everything else SK (as countryFromHost would decide). */
export async function startChannel(backend: Backend, options: Partial<CartChannelOptions> = {}): Promise<ChannelEnv> {
  const http = createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const logger = recordingLogger();
  const channel = await attachCartChannel(http, {
    sessionStorage: storage,
    commerceFor: (host) => contextFor(backend.client, host.startsWith('cz.') ? CZ : SK),
    logger,
    stockPollMs: 0,
    ...options,
  });
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    url,
    http,
    channel,
    logger,
    async close() {
      await channel.close();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

/** The `__session=…` cookie the storefront would have set for these session values. */
export async function cookieFor(data: ShopperSessionData, secrets = [SECRET]): Promise<string> {
  const store = secrets[0] === SECRET ? storage : createSessionStorage({ secrets, secure: false });
  const session = await store.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key, value);
  return (await store.commitSession(session)).split(';')[0];
}

export type Tab = {
  socket: Socket;
  updates: CartUpdate[];
  stock: StockResult[][];
  /** Resolves with the next `cart-update` (or one already received and not yet taken). */
  nextUpdate(): Promise<CartUpdate>;
  nextStock(): Promise<StockResult[]>;
};

export type Refused = Error & { data?: { code?: string } };

type TabOptions = { cartId?: string; cookie?: string; headers?: Record<string, string>; transports?: ('websocket' | 'polling')[]; url?: string };

/** Opens a "browser tab": resolves when admitted, rejects with the connect_error when refused. */
export function openTab(env: { url: string }, options: TabOptions): Promise<Tab> {
  const socket = io(options.url ?? env.url, {
    path: CART_CHANNEL_PATH,
    query: options.cartId === undefined ? {} : { cartId: options.cartId },
    extraHeaders: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const tab: Tab = {
    socket,
    updates: [],
    stock: [],
    nextUpdate: () => next(socket, 'cart-update', tab.updates),
    nextStock: () => next(socket, 'updated-stock', tab.stock),
  };
  socket.on('cart-update', (cart: CartUpdate) => tab.updates.push(cart));
  socket.on('updated-stock', (stock: StockResult[]) => tab.stock.push(stock));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(tab));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

const taken = new WeakMap<unknown[], number>();

function next<T>(socket: Socket, event: string, seen: T[]): Promise<T> {
  const index = taken.get(seen) ?? 0;
  taken.set(seen, index + 1);
  if (seen.length > index) return Promise.resolve(seen[index]);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 3 s`)), 3000);
    const check = () => {
      if (seen.length <= index) return;
      clearTimeout(timer);
      socket.off(event, check);
      resolve(seen[index]);
    };
    socket.on(event, check);
  });
}

/** The refusal code of a rejected openTab. */
export async function refusalOf(attempt: Promise<Tab>): Promise<string | undefined> {
  try {
    const tab = await attempt;
    tab.socket.close();
    return 'admitted';
  } catch (err) {
    return (err as Refused).data?.code ?? (err as Error).message;
  }
}

export async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
