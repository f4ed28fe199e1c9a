import { EventEmitter } from 'node:events';
import type * as SocketIoClient from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectCartChannel, type CartChannelClientOptions } from '~/cart-channel/client';
import { CART_CHANNEL_PATH } from '~/cart-channel/protocol';

/** Just what the client touches of a socket.io-client socket. */
class FakeSocket extends EventEmitter {
  active = true;
  private anyListeners: ((event: string, ...args: unknown[]) => void)[] = [];
  onAny(listener: (event: string, ...args: unknown[]) => void) {
    this.anyListeners.push(listener);
  }
  /** A packet from the server: catch-all listeners first, as socket.io-client does. */
  receive(event: string, ...args: unknown[]) {
    for (const listener of this.anyListeners) listener(event, ...args);
    this.emit(event, ...args);
  }
  readonly io = new EventEmitter();
  connect = vi.fn(() => {
    this.active = true;
  });
  disconnect = vi.fn(() => {
    this.active = false;
  });
  /** The server's middleware refused: socket.io-client deactivates the socket, then reports. */
  refuse(code: string) {
    this.active = false;
    this.emit('connect_error', Object.assign(new Error(code), { data: { code } }));
  }
}

function start(overrides: Partial<CartChannelClientOptions> = {}) {
  const socket = new FakeSocket();
  const io = vi.fn(() => socket);
  const warn = vi.fn();
  const onFallbackRefresh = vi.fn();
  const focus = new EventTarget();
  const stop = connectCartChannel({
    cartId: 'cart-1',
    onCartUpdate: vi.fn(),
    onFallbackRefresh,
    focusTargets: [focus],
    logger: { warn },
    loadClient: async () => ({ io }) as unknown as typeof SocketIoClient,
    ...overrides,
  });
  const loaded = () => vi.waitFor(() => expect(io).toHaveBeenCalled());
  const refocus = () => focus.dispatchEvent(new Event('focus'));
  return { socket, io, warn, onFallbackRefresh, stop, loaded, refocus };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('connectCartChannel (unit)', () => {
  it('connects to the channel path with the cart id and the spec retry policy', async () => {
    const { io, loaded, stop } = start();
    await loaded();
    expect(io).toHaveBeenCalledWith(undefined, expect.objectContaining({
      path: CART_CHANNEL_PATH,
      query: { cartId: 'cart-1' },
      withCredentials: true,
      reconnectionAttempts: 2,
      reconnectionDelay: 5000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0,
    }));
    stop();
  });

  it('hands the pushed events to the callbacks and logs any other event', async () => {
    const onCartUpdate = vi.fn();
    const onStock = vi.fn();
    const { socket, warn, loaded, stop } = start({ onCartUpdate, onStock });
    await loaded();
    socket.receive('cart-update', { id: 'cart-1', version: 3 });
    socket.receive('updated-stock', [{ sku: 'EX1', availableQuantity: 0 }]);
    expect(onCartUpdate).toHaveBeenCalledWith({ id: 'cart-1', version: 3 });
    expect(onStock).toHaveBeenCalledWith([{ sku: 'EX1', availableQuantity: 0 }]);
    expect(warn).not.toHaveBeenCalled();
    socket.receive('price-alert', {});
    expect(warn).toHaveBeenCalledWith('cart channel: unexpected event price-alert');
    stop();
  });

  it('leaves network failures to the manager and falls back after its retries', async () => {
    const { socket, warn, onFallbackRefresh, loaded, refocus, stop } = start();
    await loaded();
    socket.emit('connect_error', new Error('websocket error')); // still active: the manager retries
    expect(warn).not.toHaveBeenCalled();
    refocus();
    expect(onFallbackRefresh).not.toHaveBeenCalled();
    socket.io.emit('reconnect_failed');
    expect(warn).toHaveBeenCalledOnce();
    refocus();
    expect(onFallbackRefresh).toHaveBeenCalledOnce();
    stop();
  });

  it('falls back at once when refused as not the owner', async () => {
    const { socket, warn, loaded, stop } = start();
    await loaded();
    socket.refuse('forbidden');
    expect(socket.connect).not.toHaveBeenCalled();
    expect(warn.mock.calls[0][0]).toMatch(/refused: forbidden/);
    stop();
  });

  it('retries an "unavailable" refusal twice, 5000 ms apart, then falls back', async () => {
    vi.useFakeTimers();
    const { socket, warn, loaded, stop } = start();
    await loaded();
    socket.refuse('unavailable');
    await vi.advanceTimersByTimeAsync(4999);
    expect(socket.connect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    socket.refuse('unavailable');
    await vi.advanceTimersByTimeAsync(5000);
    expect(socket.connect).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
    socket.refuse('unavailable');
    await vi.advanceTimersByTimeAsync(5000);
    expect(socket.connect).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledOnce();
    stop();
  });

  it('falls back when the server lets go of the cart, not on a mere transport close', async () => {
    const { socket, warn, loaded, stop } = start();
    await loaded();
    socket.emit('disconnect', 'transport close');
    expect(warn).not.toHaveBeenCalled();
    socket.emit('disconnect', 'io server disconnect');
    expect(warn).toHaveBeenCalledOnce();
    stop();
  });

  it('never connects when stopped before socket.io-client arrived', async () => {
    const { io, stop, socket } = start();
    stop();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(io).not.toHaveBeenCalled();
    expect(socket.disconnect).not.toHaveBeenCalled();
  });

  it('disconnects on stop', async () => {
    const { socket, loaded, stop } = start();
    await loaded();
    stop();
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('skips the socket on save-data or 2G and refreshes on focus only', async () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: 'slow-2g' } });
    const loadClient = vi.fn();
    const { warn, onFallbackRefresh, refocus, stop } = start({ loadClient });
    expect(loadClient).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    refocus();
    expect(onFallbackRefresh).toHaveBeenCalledOnce();
    stop();
  });

  it('falls back when the client chunk fails to load', async () => {
    const { warn, stop } = start({ loadClient: () => Promise.reject(new Error('chunk failed')) });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(warn.mock.calls[0][0]).toMatch(/failed to load/);
    stop();
  });
});
