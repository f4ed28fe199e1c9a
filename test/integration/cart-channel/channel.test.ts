import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartEvents } from '~/cart-channel/events.server';
import { addLineItem, changeLineItemQuantity, getCart } from '~/commerce/cart.server';
import type { ShopperSession } from '~/commerce/types';
import { SKU } from '../commerce/fixtures';
import { contextFor, SK } from '../commerce/harness';
import {
  cookieFor,
  openTab,
  refusalOf,
  sleep,
  startBackend,
  startChannel,
  until,
  type Backend,
  type ChannelEnv,
  type Tab,
} from './harness';

let backend: Backend;
let env: ChannelEnv;
let shopperA: ShopperSession & { cartId: string };
let cookieA: string;
const tabs: Tab[] = [];

async function tabOfA(extra: Parameters<typeof openTab>[1] = {}): Promise<Tab> {
  const tab = await openTab(env, { cartId: shopperA.cartId, cookie: cookieA, ...extra });
  tabs.push(tab);
  return tab;
}

beforeAll(async () => {
  backend = await startBackend();
  env = await startChannel(backend);
  const { cart, session } = await addLineItem(contextFor(backend.client, SK), { anonymousId: randomUUID() }, { sku: SKU.drill, quantity: 1 });
  shopperA = { ...session, cartId: cart.id };
  cookieA = await cookieFor(shopperA);
});

afterAll(async () => {
  for (const tab of tabs) tab.socket.close();
  await env?.close();
  await backend?.mock.close();
});

describe('two tabs of one shopper', () => {
  it('both receive a published cart change', async () => {
    const [one, two] = [await tabOfA(), await tabOfA()];
    const cart = (await getCart(contextFor(backend.client, SK), shopperA))!;
    env.channel.publishCartChange(cart.id, cart);
    for (const tab of [one, two]) {
      expect(await tab.nextUpdate()).toMatchObject({
        id: cart.id,
        version: cart.version,
        state: 'Active',
        itemCount: 1,
        lines: [{ sku: SKU.drill, quantity: 1 }],
        total: { currencyCode: 'EUR', centAmount: cart.totalPrice.centAmount, fractionDigits: cart.totalPrice.fractionDigits },
      });
    }
  });

  it('stay in sync when an action announces a change through the bus (with or without the cart)', async () => {
    const [one, two] = [await tabOfA(), await tabOfA()];
    const ctx = contextFor(backend.client, SK);
    const line = (await getCart(ctx, shopperA))!.lineItems[0];

    const changed = await changeLineItemQuantity(ctx, shopperA, line.id, 3);
    cartEvents.notifyCartChanged(changed.id); // the channel re-reads the cart itself
    for (const tab of [one, two]) expect(await tab.nextUpdate()).toMatchObject({ version: changed.version, itemCount: 3 });

    const again = await changeLineItemQuantity(ctx, shopperA, line.id, 2);
    cartEvents.notifyCartChanged(again.id, again);
    for (const tab of [one, two]) expect(await tab.nextUpdate()).toMatchObject({ version: again.version, itemCount: 2 });
  });

  it('does not push an older cart after a newer one', async () => {
    const tab = await tabOfA();
    const ctx = contextFor(backend.client, SK);
    const old = (await getCart(ctx, shopperA))!;
    const newer = await changeLineItemQuantity(ctx, shopperA, old.lineItems[0].id, old.lineItems[0].quantity + 1);
    env.channel.publishCartChange(newer.id, newer);
    expect((await tab.nextUpdate()).version).toBe(newer.version);
    env.channel.publishCartChange(old.id, old);
    await sleep(150);
    expect(tab.updates.map((update) => update.version)).toEqual([newer.version]);
  });

  it('logs events a client sends', async () => {
    const tab = await tabOfA();
    tab.socket.emit('hello', { big: 'x'.repeat(100) });
    await until(() => env.logger.records.some((record) => (record.obj as { event?: string }).event === 'hello'));
  });
});

describe('admission', () => {
  it('refuses a connection without a session cookie', async () => {
    expect(await refusalOf(openTab(env, { cartId: shopperA.cartId }))).toBe('unauthenticated');
  });

  it('refuses a cookie signed with another secret, even if it names the cart and its owner', async () => {
    const forged = await cookieFor(shopperA, ['not-the-storefront-secret-0123456789']);
    expect(await refusalOf(openTab(env, { cartId: shopperA.cartId, cookie: forged }))).toBe('unauthenticated');
  });

  it("refuses a foreign session asking for A's cart id", async () => {
    const { cart, session } = await addLineItem(contextFor(backend.client, SK), { anonymousId: randomUUID() }, { sku: SKU.saw, quantity: 1 });
    const cookieB = await cookieFor({ ...session, cartId: cart.id });
    expect(await refusalOf(openTab(env, { cartId: shopperA.cartId, cookie: cookieB }))).toBe('forbidden');
    // B's own cart is fine.
    expect(await refusalOf(openTab(env, { cartId: cart.id, cookie: cookieB }))).toBe('admitted');
  });

  it('refuses a session whose cart id the commerce layer does not confirm', async () => {
    // A validly signed session that claims A's cart under another anonymous id.
    const claimsA = await cookieFor({ anonymousId: randomUUID(), cartId: shopperA.cartId });
    expect(await refusalOf(openTab(env, { cartId: shopperA.cartId, cookie: claimsA }))).toBe('forbidden');
    // A cart id that does not exist at all.
    const ghost = randomUUID();
    const ghostCookie = await cookieFor({ anonymousId: shopperA.anonymousId, cartId: ghost });
    expect(await refusalOf(openTab(env, { cartId: ghost, cookie: ghostCookie }))).toBe('forbidden');
  });

  it('refuses the right cookie on another store host, a missing cart id and a foreign origin', async () => {
    const czHost = { host: `cz.localhost:${new URL(env.url).port}` };
    expect(await refusalOf(openTab(env, { cartId: shopperA.cartId, cookie: cookieA, headers: czHost }))).toBe('forbidden');
    expect(await refusalOf(openTab(env, { cookie: cookieA }))).toBe('bad-request');
    expect(await refusalOf(openTab(env, { cartId: `${shopperA.cartId}'--`, cookie: cookieA }))).toBe('bad-request');
    const evil = await refusalOf(openTab(env, { cartId: shopperA.cartId, cookie: cookieA, headers: { origin: 'https://evil.example' } }));
    expect(evil).not.toBe('admitted');
    expect(await refusalOf(openTab(env, { cartId: shopperA.cartId, cookie: cookieA, headers: { origin: env.url } }))).toBe('admitted');
  });
});

describe('connections per cart', () => {
  it('refuses the 11th connection and frees a slot when one disconnects', async () => {
    const { cart, session } = await addLineItem(contextFor(backend.client, SK), { anonymousId: randomUUID() }, { sku: SKU.drill, quantity: 1 });
    const cookie = await cookieFor({ ...session, cartId: cart.id });
    const open = () => openTab(env, { cartId: cart.id, cookie });
    const ten = await Promise.all(Array.from({ length: 10 }, open));
    tabs.push(...ten);
    expect(await refusalOf(open())).toBe('too-many-connections');

    ten[0].socket.close();
    let eleventh: Tab | undefined;
    // The server sees the close a moment later; retry until the slot is free.
    for (let attempt = 0; attempt < 20 && !eleventh; attempt++) {
      eleventh = await open().catch(() => undefined);
      if (!eleventh) await sleep(50);
    }
    expect(eleventh?.socket.connected).toBe(true);
    tabs.push(eleventh!);
    expect(await refusalOf(open())).toBe('too-many-connections');
  });

  it('lets go of every tab when the cart is closed', async () => {
    const tab = await tabOfA();
    const reason = new Promise((resolve) => tab.socket.once('disconnect', resolve));
    cartEvents.notifyCartClosed(shopperA.cartId);
    expect(await reason).toBe('io server disconnect');
  });
});
