// The browser client (app/cart-channel/client.ts) against the real channel, in Node: the cookie a
// browser would attach is added to the handshake by wrapping the socket.io client it loads.
import { randomUUID } from 'node:crypto';
import * as socketIoClient from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectCartChannel, type CartChannelClientOptions } from '~/cart-channel/client';
import type { CartUpdate } from '~/cart-channel/protocol';
import { addLineItem } from '~/commerce/cart.server';
import { SKU } from '../commerce/fixtures';
import { closedPortUrl, clientFor, contextFor, SK } from '../commerce/harness';
import { cookieFor, startBackend, startChannel, until, type Backend, type ChannelEnv } from './harness';

let backend: Backend;
let env: ChannelEnv;
let cartId: string;
let cookie: string;

beforeAll(async () => {
  backend = await startBackend();
  env = await startChannel(backend);
  const { cart, session } = await addLineItem(contextFor(backend.client, SK), { anonymousId: randomUUID() }, { sku: SKU.drill, quantity: 1 });
  cartId = cart.id;
  cookie = await cookieFor({ ...session, cartId });
});
afterAll(async () => {
  await env?.close();
  await backend?.mock.close();
});

type Harness = { warnings: string[]; refreshes: number; focus: EventTarget; attempts: number; stop: () => void };

function connect(options: Partial<CartChannelClientOptions> & { cookie?: string; onCartUpdate?: (cart: CartUpdate) => void }): Harness {
  const harness: Harness = { warnings: [], refreshes: 0, focus: new EventTarget(), attempts: 0, stop: () => {} };
  harness.stop = connectCartChannel({
    cartId,
    url: env.url,
    retryDelayMs: 100,
    onCartUpdate: () => {},
    onFallbackRefresh: () => (harness.refreshes += 1),
    focusTargets: [harness.focus],
    logger: { warn: (message: string) => void harness.warnings.push(message) },
    loadClient: async () => ({
      ...socketIoClient,
      io: ((url: string, opts: Record<string, unknown>) => {
        const socket = socketIoClient.io(url, { ...opts, extraHeaders: options.cookie ? { cookie: options.cookie } : {} });
        socket.io.on('reconnect_attempt', () => (harness.attempts += 1));
        return socket;
      }) as typeof socketIoClient.io,
    }),
    ...options,
  });
  return harness;
}

describe('connectCartChannel', () => {
  it('receives cart updates of its cart', async () => {
    const updates: CartUpdate[] = [];
    const harness = connect({ cookie, onCartUpdate: (cart) => updates.push(cart) });
    const cart = (await backend.client.apiRoot.carts().withId({ ID: cartId }).get().execute()).body;
    // Publish until the connection is up (it is asynchronous: dynamic import, then the handshake).
    await until(() => {
      env.channel.publishCartChange(cartId, cart);
      return updates.length > 0;
    });
    expect(updates[0]).toMatchObject({ id: cartId, version: cart.version });
    expect(harness.warnings).toEqual([]);
    harness.stop();
  });

  it('falls back to refreshing on focus at once when the server refuses it', async () => {
    const harness = connect({}); // no session cookie
    await until(() => harness.warnings.length > 0);
    expect(harness.warnings[0]).toMatch(/refused: unauthenticated/);
    harness.focus.dispatchEvent(new Event('focus'));
    harness.focus.dispatchEvent(new Event('visibilitychange')); // the same return to the tab: one refresh
    expect(harness.refreshes).toBe(1);
    harness.stop();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5000); // past the throttle: only removed listeners stay silent now
    harness.focus.dispatchEvent(new Event('focus'));
    vi.useRealTimers();
    expect(harness.refreshes).toBe(1);
  });

  it('retries twice, 100 ms apart here, when the server is unreachable, then falls back', async () => {
    const started = Date.now();
    const harness = connect({ url: await closedPortUrl(), cookie });
    await until(() => harness.warnings.length > 0);
    expect(harness.attempts).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(harness.warnings[0]).toMatch(/after 2 retries/);
    harness.focus.dispatchEvent(new Event('focus'));
    expect(harness.refreshes).toBe(1);
    harness.stop();
  });

  it('retries a refusal for an unavailable backend twice, then falls back', async () => {
    const down = clientFor(await closedPortUrl(), { timeoutMs: 300, maxRetries: 0 });
    const broken = await startChannel(backend, { commerceFor: () => contextFor(down, SK) });
    try {
      const harness = connect({ url: broken.url, cookie });
      await until(() => harness.warnings.length > 0, 5000);
      const refusals = broken.logger.records.filter((record) => (record.obj as { code?: string }).code === 'unavailable');
      expect(refusals).toHaveLength(3);
      expect(harness.warnings[0]).toMatch(/refused: unavailable/);
      harness.stop();
    } finally {
      await broken.close();
    }
  });
});
