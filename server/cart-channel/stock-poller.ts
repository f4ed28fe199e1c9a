// Polls the stock of the SKUs in carts that have sockets on this instance and pushes `updated-stock`
// only when a cart's levels changed. One inventory read per backend per tick covers every cart here.
import type { CommerceClient, CommerceContext } from '~/commerce/client.server';
import type { StockResult } from '~/cart-channel/protocol';
import type { Logger } from './logger';
import type { LocalRooms, Room } from './rooms';
import { stockFingerprint } from './summary';

export type StockPollerDeps = {
  rooms: LocalRooms;
  readStock: (ctx: CommerceContext, skus: string[]) => Promise<StockResult[]>;
  /** Emits to this instance's sockets of the cart (each instance polls for its own sockets). */
  push: (cartId: string, stock: StockResult[]) => void;
  logger: Logger;
  intervalMs: number;
};

export type StockPoller = {
  /** Reads and compares now: all rooms, or the given carts (a new room takes its baseline this way). */
  poll(cartIds?: string[]): Promise<void>;
  stop(): void;
};

export function createStockPoller(deps: StockPollerDeps): StockPoller {
  async function pollGroup(rooms: Room[]): Promise<void> {
    const skus = [...new Set(rooms.flatMap((room) => room.skus))];
    let levels: StockResult[];
    try {
      levels = await deps.readStock(rooms[0].ctx, skus);
    } catch (err) {
      // Next tick tries again; the shopper's page still shows the stock of its last render.
      deps.logger.warn({ err, carts: rooms.length }, 'cart channel: stock poll failed');
      return;
    }
    const bySku = new Map(levels.map((level) => [level.sku, level]));
    for (const room of rooms) {
      if (deps.rooms.get(room.cartId) !== room) continue; // every socket left during the read
      const stock = room.skus.flatMap((sku) => bySku.get(sku) ?? []);
      const fingerprint = stockFingerprint(stock);
      const previous = room.stock;
      room.stock = fingerprint;
      // The first reading is the baseline: the page was rendered with that stock moments ago.
      if (previous !== undefined && previous !== fingerprint) deps.push(room.cartId, stock);
    }
  }

  async function poll(cartIds?: string[]): Promise<void> {
    const rooms = (cartIds ? cartIds.map((id) => deps.rooms.get(id)) : deps.rooms.all()).filter(
      (room): room is Room => room !== undefined && room.skus.length > 0,
    );
    const byClient = new Map<CommerceClient, Room[]>();
    for (const room of rooms) byClient.set(room.ctx.client, [...(byClient.get(room.ctx.client) ?? []), room]);
    await Promise.all([...byClient.values()].map(pollGroup));
  }

  let busy = false;
  const timer =
    deps.intervalMs > 0
      ? setInterval(() => {
          if (busy) return; // a slow backend must not pile up polls
          busy = true;
          void poll().finally(() => (busy = false));
        }, deps.intervalMs)
      : undefined;
  timer?.unref();

  return { poll, stop: () => clearInterval(timer) };
}
