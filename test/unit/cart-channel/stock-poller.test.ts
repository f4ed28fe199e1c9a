import { describe, expect, it, vi } from 'vitest';
import type { StockResult } from '~/cart-channel/protocol';
import type { CommerceClient, CommerceContext } from '~/commerce/client.server';
import { LocalRooms } from '../../../server/cart-channel/rooms';
import { createStockPoller } from '../../../server/cart-channel/stock-poller';

const silent = { debug() {}, info() {}, warn: vi.fn(), error() {} };

function setup(levels: Record<string, number>) {
  const client = {} as CommerceClient;
  const ctx = { client, store: {} } as CommerceContext;
  const rooms = new LocalRooms(10);
  const pushed: [string, StockResult[]][] = [];
  const readStock = vi.fn(async (_ctx: CommerceContext, skus: string[]) =>
    skus.filter((sku) => sku in levels).map((sku) => ({ sku, availableQuantity: levels[sku] })),
  );
  const poller = createStockPoller({ rooms, readStock, push: (cartId, stock) => pushed.push([cartId, stock]), logger: silent, intervalMs: 0 });
  const join = (cartId: string, skus: string[]) => rooms.take(cartId, () => ({ ctx, skus, version: 1 }))!;
  return { rooms, pushed, readStock, poller, join, levels };
}

describe('stock poller', () => {
  it('takes a baseline first, then pushes only the carts whose levels changed', async () => {
    const { poller, pushed, join, levels } = setup({ A: 5, B: 1, C: 9 });
    join('cart1', ['A', 'B']);
    join('cart2', ['C']);
    await poller.poll();
    expect(pushed).toEqual([]);
    await poller.poll();
    expect(pushed).toEqual([]);
    levels.B = 0;
    await poller.poll();
    expect(pushed).toEqual([['cart1', [{ sku: 'A', availableQuantity: 5 }, { sku: 'B', availableQuantity: 0 }]]]);
    await poller.poll();
    expect(pushed).toHaveLength(1);
  });

  it('reads every cart of one backend in one call', async () => {
    const { poller, readStock, join } = setup({ A: 1, B: 2 });
    join('cart1', ['A', 'B']);
    join('cart2', ['B']);
    join('empty', []);
    await poller.poll();
    expect(readStock).toHaveBeenCalledTimes(1);
    expect(readStock.mock.calls[0][1]).toEqual(['A', 'B']);
  });

  it('polls only the given carts when asked', async () => {
    const { poller, readStock, join, rooms } = setup({ A: 1, B: 2 });
    join('cart1', ['A']);
    join('cart2', ['B']);
    await poller.poll(['cart2']);
    expect(readStock.mock.calls[0][1]).toEqual(['B']);
    expect(rooms.get('cart1')?.stock).toBeUndefined();
  });

  it('does not push to a cart whose sockets all left during the read', async () => {
    const { poller, pushed, join, rooms, levels } = setup({ A: 1 });
    join('cart1', ['A']);
    await poller.poll();
    levels.A = 0;
    const reading = poller.poll();
    rooms.release('cart1');
    await reading;
    expect(pushed).toEqual([]);
  });

  it('logs a failed read and keeps the baseline', async () => {
    const { poller, pushed, join, readStock, rooms } = setup({ A: 1 });
    join('cart1', ['A']);
    await poller.poll();
    readStock.mockRejectedValueOnce(new Error('backend down'));
    await poller.poll();
    expect(silent.warn).toHaveBeenCalled();
    expect(rooms.get('cart1')?.stock).toBe('A=1');
    expect(pushed).toEqual([]);
  });

  it('runs on its interval without piling up polls behind a slow backend', async () => {
    vi.useFakeTimers();
    try {
      const rooms = new LocalRooms(10);
      rooms.take('cart1', () => ({ ctx: { client: {} } as CommerceContext, skus: ['A'], version: 1 }));
      let release: () => void = () => {};
      const readStock = vi.fn(() => new Promise<StockResult[]>((resolve) => (release = () => resolve([]))));
      const poller = createStockPoller({ rooms, readStock, push: () => {}, logger: silent, intervalMs: 1000 });
      await vi.advanceTimersByTimeAsync(3500);
      expect(readStock).toHaveBeenCalledTimes(1); // still waiting for the first answer
      release();
      await vi.advanceTimersByTimeAsync(1000);
      expect(readStock).toHaveBeenCalledTimes(2);
      poller.stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(readStock).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
