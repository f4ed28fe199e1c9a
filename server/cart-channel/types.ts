import type { Server, Socket } from 'socket.io';
import type { CartChannelServerEvents } from '~/cart-channel/protocol';

/** What a socket keeps after admission (visible to other instances through fetchSockets). */
export type SocketData = { cartId: string; host: string };
/** Between instances (Redis): a cart's new version and SKUs, so every instance polls the right stock. */
export type InterServerEvents = { 'cart-state': (cartId: string, version: number, skus: string[]) => void };
type None = Record<string, never>;
export type ChannelServer = Server<None, CartChannelServerEvents, InterServerEvents, SocketData>;
export type ChannelSocket = Socket<None, CartChannelServerEvents, InterServerEvents, SocketData>;

export const roomOf = (cartId: string) => `cart:${cartId}`;
