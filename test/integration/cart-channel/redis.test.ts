// Two server instances sharing events through Redis. Uses REDIS_URL when set, else starts a throwaway
// redis-server when one is installed, else skips (the in-process channel is covered by the other files).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLineItem } from '~/commerce/cart.server';
import { connectRedis } from '../../../server/cart-channel/redis';
import { SKU } from '../commerce/fixtures';
import { closedPortUrl, contextFor, recordingLogger, SK } from '../commerce/harness';
import { cookieFor, openTab, refusalOf, startBackend, startChannel, type Backend, type ChannelEnv, type Tab } from './harness';

const hasRedisServer = !process.env.REDIS_URL && spawnSync('redis-server', ['--version']).status === 0;
const enabled = Boolean(process.env.REDIS_URL) || hasRedisServer;

let redis: ChildProcess | undefined;
let redisUrl = process.env.REDIS_URL ?? '';
let backend: Backend;
let one: ChannelEnv;
let two: ChannelEnv;
const tabs: Tab[] = [];

async function startRedis(): Promise<string> {
  const port = Number(new URL(await closedPortUrl()).port);
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  // Ready when a client connects.
  for (let attempt = 0; ; attempt++) {
    try {
      const link = await connectRedis(url, recordingLogger(), 'probe', 200);
      await link.close();
      return url;
    } catch (err) {
      if (attempt > 25) throw err;
    }
  }
}

async function newCart() {
  const { cart, session } = await addLineItem(contextFor(backend.client, SK), { anonymousId: randomUUID() }, { sku: SKU.drill, quantity: 1 });
  return { cartId: cart.id, cart, session, cookie: await cookieFor({ ...session, cartId: cart.id }) };
}

describe.runIf(enabled)('several instances through Redis', () => {
  beforeAll(async () => {
    if (!redisUrl) redisUrl = await startRedis();
    backend = await startBackend();
    one = await startChannel(backend, { redisUrl });
    two = await startChannel(backend, { redisUrl });
  });
  afterAll(async () => {
    for (const tab of tabs) tab.socket.close();
    await Promise.all([one?.close(), two?.close()]);
    await backend?.mock.close();
    redis?.kill();
  });

  it('a change published on one instance reaches tabs on both', async () => {
    const { cartId, cart, cookie } = await newCart();
    const [onOne, onTwo] = [await openTab(one, { cartId, cookie }), await openTab(two, { cartId, cookie })];
    tabs.push(onOne, onTwo);
    one.channel.publishCartChange(cartId, cart);
    expect((await onOne.nextUpdate()).id).toBe(cartId);
    expect((await onTwo.nextUpdate()).id).toBe(cartId);
    two.channel.publishStock(cartId, [{ sku: SKU.drill, availableQuantity: 3 }]);
    expect(await onOne.nextStock()).toEqual([{ sku: SKU.drill, availableQuantity: 3 }]);
  });

  it('watches the stock of lines added through another instance', async () => {
    const ctx = contextFor(backend.client, SK);
    const { cartId, cookie, session } = await newCart();
    const tab = await openTab(two, { cartId, cookie });
    tabs.push(tab);
    await two.channel.pollStock(); // baseline: the drill only
    const { cart } = await addLineItem(ctx, session, { sku: SKU.grinder, quantity: 1 });
    one.channel.publishCartChange(cartId, cart); // the action ran on instance one
    expect((await tab.nextUpdate()).lines.map((line) => line.sku).sort()).toEqual([SKU.drill, SKU.grinder].sort());
    await two.channel.pollStock(); // new baseline, now with the grinder
    await backend.client.apiRoot.inventory().post({ body: { sku: SKU.grinder, quantityOnStock: 7 } }).execute();
    await two.channel.pollStock();
    expect((await tab.nextStock()).find((entry) => entry.sku === SKU.grinder)).toEqual({ sku: SKU.grinder, availableQuantity: 7 });
  });

  it('counts the 10 connections of a cart over all instances', async () => {
    const { cartId, cookie } = await newCart();
    const opened = [
      ...(await Promise.all(Array.from({ length: 6 }, () => openTab(one, { cartId, cookie })))),
      ...(await Promise.all(Array.from({ length: 4 }, () => openTab(two, { cartId, cookie })))),
    ];
    tabs.push(...opened);
    expect(await refusalOf(openTab(two, { cartId, cookie }))).toBe('too-many-connections');
    expect(await refusalOf(openTab(one, { cartId, cookie }))).toBe('too-many-connections');
    opened[0].socket.close();
    let admitted = 'too-many-connections';
    for (let attempt = 0; attempt < 20 && admitted !== 'admitted'; attempt++) {
      admitted = (await refusalOf(openTab(two, { cartId, cookie }))) ?? '';
      if (admitted !== 'admitted') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(admitted).toBe('admitted');
  });
});

describe('Redis unreachable', () => {
  it('fails the start with a clear error instead of hanging or running alone', async () => {
    const url = (await closedPortUrl()).replace('http://', 'redis://user:secret@');
    const error = await connectRedis(url, recordingLogger(), 'x', 300).catch((err: Error) => err);
    expect(String(error)).toMatch(/unreachable/);
    expect(String(error)).not.toContain('secret');
  });
});
