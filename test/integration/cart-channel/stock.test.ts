import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLineItem } from '~/commerce/cart.server';
import { SKU } from '../commerce/fixtures';
import { contextFor, SK } from '../commerce/harness';
import { cookieFor, openTab, sleep, startBackend, startChannel, type Backend, type ChannelEnv, type Tab } from './harness';

let backend: Backend;
const envs: ChannelEnv[] = [];
const tabs: Tab[] = [];

beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  for (const tab of tabs) tab.socket.close();
  await Promise.all(envs.map((env) => env.close()));
  await backend?.mock.close();
});

/** Sets the drill's stock in the backend (as a warehouse import would). */
async function setDrillStock(quantity: number): Promise<void> {
  const api = backend.client.apiRoot;
  const { body } = await api.inventory().get({ queryArgs: { where: `sku = "${SKU.drill}"` } }).execute();
  const entry = body.results[0];
  await api.inventory().withId({ ID: entry.id }).post({ body: { version: entry.version, actions: [{ action: 'changeQuantity', quantity }] } }).execute();
}

async function cartTab(env: ChannelEnv): Promise<Tab> {
  const ctx = contextFor(backend.client, SK);
  let { cart, session } = await addLineItem(ctx, { anonymousId: randomUUID() }, { sku: SKU.drill, quantity: 1 });
  ({ cart, session } = await addLineItem(ctx, session, { sku: SKU.saw, quantity: 1 }));
  const tab = await openTab(env, { cartId: cart.id, cookie: await cookieFor({ ...session, cartId: cart.id }) });
  tabs.push(tab);
  return tab;
}

describe('stock of the cart SKUs', () => {
  it('pushes updated-stock only when a level changed', async () => {
    const env = await startChannel(backend);
    envs.push(env);
    await setDrillStock(5);
    const tab = await cartTab(env);
    await env.channel.pollStock(); // baseline (also taken right after the first socket joins)
    await env.channel.pollStock();
    expect(tab.stock).toEqual([]);

    await setDrillStock(2);
    await env.channel.pollStock();
    const pushed = await tab.nextStock();
    expect([...pushed].sort((a, b) => a.sku.localeCompare(b.sku))).toEqual([
      { sku: SKU.drill, availableQuantity: 2 },
      { sku: SKU.saw, availableQuantity: 0 },
    ]);

    await env.channel.pollStock();
    await sleep(100);
    expect(tab.stock).toHaveLength(1);
  });

  it('polls on its own timer', async () => {
    const env = await startChannel(backend, { stockPollMs: 150 });
    envs.push(env);
    await setDrillStock(5);
    const tab = await cartTab(env);
    await sleep(400); // a few ticks: baseline only, nothing pushed
    expect(tab.stock).toEqual([]);
    await setDrillStock(4);
    expect((await tab.nextStock()).find((entry) => entry.sku === SKU.drill)).toEqual({ sku: SKU.drill, availableQuantity: 4 });
  });

  it('publishStock reaches the tabs and becomes the new baseline', async () => {
    const env = await startChannel(backend);
    envs.push(env);
    await setDrillStock(5);
    const tab = await cartTab(env);
    await env.channel.pollStock();
    await setDrillStock(1);
    const levels = [
      { sku: SKU.drill, availableQuantity: 1 },
      { sku: SKU.saw, availableQuantity: 0 },
    ];
    env.channel.publishStock(tab.socket.io.opts.query!.cartId as string, levels);
    expect(await tab.nextStock()).toEqual(levels);
    await env.channel.pollStock();
    await sleep(100);
    expect(tab.stock).toHaveLength(1);
  });
});
