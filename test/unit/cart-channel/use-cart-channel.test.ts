import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartChannelClientOptions } from '~/cart-channel/client';
import type { CartUpdate } from '~/cart-channel/protocol';
import { watchCart } from '~/cart-channel/use-cart-channel';

const connections: CartChannelClientOptions[] = [];
const disconnect = vi.fn();
vi.mock('~/cart-channel/client', () => ({
  connectCartChannel: (options: CartChannelClientOptions) => {
    connections.push(options);
    return disconnect;
  },
}));

const update = (version: number) => ({ id: 'c1', version }) as CartUpdate;

beforeEach(() => {
  connections.length = 0;
  disconnect.mockClear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('watchCart (the effect of useCartChannel)', () => {
  it('connects only after the page had a moment (idle or 1 s) and revalidates on newer carts and stock', async () => {
    const revalidate = vi.fn();
    let shown: number | undefined = 4;
    const stop = watchCart('c1', { revalidate, shownVersion: () => shown });
    await vi.advanceTimersByTimeAsync(999);
    expect(connections).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    const [channel] = connections;
    expect(channel.cartId).toBe('c1');

    channel.onCartUpdate(update(4)); // this tab's own change: the action already revalidated
    expect(revalidate).not.toHaveBeenCalled();
    channel.onCartUpdate(update(5)); // another tab or device
    expect(revalidate).toHaveBeenCalledTimes(1);
    shown = undefined;
    channel.onCartUpdate(update(5));
    channel.onStock?.([]);
    channel.onFallbackRefresh?.();
    expect(revalidate).toHaveBeenCalledTimes(4);

    stop();
    expect(disconnect).toHaveBeenCalledOnce();
  });

  it('never connects when the page left before the channel started', async () => {
    const stop = watchCart('c1', { revalidate: vi.fn(), shownVersion: () => undefined });
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(connections).toHaveLength(0);
  });
});
