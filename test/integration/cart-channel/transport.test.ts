// The optional dedicated port (spec: 2087) and long-polling, which needs CORS there.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLineItem } from '~/commerce/cart.server';
import { SKU } from '../commerce/fixtures';
import { contextFor, SK } from '../commerce/harness';
import { cookieFor, openTab, refusalOf, startBackend, startChannel, type Backend, type ChannelEnv, type Tab } from './harness';

let backend: Backend;
let env: ChannelEnv;
let cartId: string;
let cookie: string;
const tabs: Tab[] = [];

beforeAll(async () => {
  backend = await startBackend();
  env = await startChannel(backend, { port: 0 });
  const { cart, session } = await addLineItem(contextFor(backend.client, SK), { anonymousId: randomUUID() }, { sku: SKU.drill, quantity: 1 });
  cartId = cart.id;
  cookie = await cookieFor({ ...session, cartId });
});
afterAll(async () => {
  for (const tab of tabs) tab.socket.close();
  await env?.close();
  await backend?.mock.close();
});

const extraUrl = () => `http://127.0.0.1:${env.channel.extraPort}`;

describe('the extra port', () => {
  it('serves the same rooms as the main server', async () => {
    const viaExtra = await openTab(env, { url: extraUrl(), cartId, cookie });
    const viaMain = await openTab(env, { cartId, cookie, transports: ['polling'] });
    tabs.push(viaExtra, viaMain);
    const cart = (await backend.client.apiRoot.carts().withId({ ID: cartId }).get().execute()).body;
    env.channel.publishCartChange(cartId, cart);
    expect((await viaExtra.nextUpdate()).id).toBe(cartId);
    expect((await viaMain.nextUpdate()).id).toBe(cartId);
  });

  it('answers long-polling from the page origin with CORS and refuses other origins', async () => {
    const pageOrigin = env.url; // same host name, other port
    const polling = await openTab(env, { url: extraUrl(), cartId, cookie, transports: ['polling'], headers: { origin: pageOrigin } });
    tabs.push(polling);
    const response = await fetch(`${extraUrl()}/__cart-channel/?EIO=4&transport=polling`, { headers: { origin: pageOrigin } });
    expect(response.headers.get('access-control-allow-origin')).toBe(pageOrigin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    await response.text();

    const evil = await fetch(`${extraUrl()}/__cart-channel/?EIO=4&transport=polling`, { headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    expect(await refusalOf(openTab(env, { url: extraUrl(), cartId, cookie, transports: ['polling'], headers: { origin: 'https://evil.example' } }))).not.toBe('admitted');
  });

  it('fails the start when the port is taken', async () => {
    await expect(startChannel(backend, { port: env.channel.extraPort })).rejects.toThrow(/EADDRINUSE/);
  });

  it('answers nothing but the channel', async () => {
    expect((await fetch(`${extraUrl()}/checkout/cart`)).status).toBe(404);
  });
});
