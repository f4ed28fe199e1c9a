import { describe, expect, it } from 'vitest';
import { createSharedViewReader } from '~/shared-view.server';
import { createSessionStorage, type ShopperSessionData } from '~/session.server';
import { CART_TALLY_SECONDS } from '~/cart/cart-tally.server';

const secrets = ['shared-view-test-secret'];
const storage = createSessionStorage({ secrets, secure: false });
/** Sessions signed out elsewhere (decision 135): the reader asks, as the server asks the customer's record. */
const signedOut = new Set<string>();
const read = createSharedViewReader({ secrets, secure: false, isSignInLive: async (session) => !signedOut.has(session.sessionId ?? '') });
const PRODUCT_PATH = '/sanding-disc-set-10000001/';
const viewOf = (cookieHeader: string | undefined, now: Date, pathname = PRODUCT_PATH) => read({ cookieHeader, pathname }, now);
const NOW = new Date('2026-11-28T10:00:00Z');
const at = Math.floor(NOW.getTime() / 1000) - 60;
const MARKET = 'country=SK; language_country=sk-SK; store=sk; currency=EUR';

/** A Cookie header with the market cookies and a session as the shop signs it. */
async function withSession(data: ShopperSessionData, extra = ''): Promise<string> {
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key, value);
  const setCookie = await storage.commitSession(session);
  return [MARKET, setCookie.split(';')[0], extra].filter(Boolean).join('; ');
}

const cartOf = (id: string, skus: Record<string, number>, taken = at) => ({
  anonymousId: crypto.randomUUID(),
  cartId: id,
  cartTally: { id, items: Object.values(skus).reduce((a, b) => a + b, 0), skus, at: taken },
});

describe('the shared view of a shopper (decision 106)', () => {
  it('gives first visitors the first visit\'s view: no cookie, the market cookies', async () => {
    for (const cookie of [undefined, '', MARKET, 'device_fingerprint=x']) {
      expect(await viewOf(cookie, NOW), String(cookie)).toEqual({ key: '' });
    }
  });

  it('keeps a first visitor known to run no script apart: their page has no beacon (decision 109)', async () => {
    const known = await viewOf(`${MARKET}; noscript=1`, NOW);
    expect(known?.key).toBeTruthy();
    expect(known?.key).not.toBe('');
    expect(await viewOf(`${MARKET}; noscript=1; device_fingerprint=x`, NOW)).toEqual(known);
  });

  it('shares a page between shoppers whose carts show the same on it, and parts those whose carts differ', async () => {
    const one = await viewOf(await withSession(cartOf('cart-1', { EX10000001: 1 })), NOW);
    const another = await viewOf(await withSession(cartOf('cart-2', { EX10000001: 1 })), NOW);
    const two = await viewOf(await withSession(cartOf('cart-3', { EX10000001: 2 })), NOW);
    const otherSku = await viewOf(await withSession(cartOf('cart-4', { EX10000002: 1 })), NOW);
    expect(one?.key).toBeTruthy();
    expect(another?.key).toBe(one?.key);
    expect(new Set([one?.key, two?.key, otherSku?.key, '']).size).toBe(4);
    // Which cart it is, and whose, stays out of the page and its key.
    expect(one?.key).not.toContain('cart-1');
    expect(one?.session).toMatchObject({ cartTally: { items: 1, skus: { EX10000001: 1 } } });
    // Another page shows only the count: the product's quantity is not even in its render.
    const onCategory = await viewOf(await withSession(cartOf('cart-1', { EX10000001: 1 })), NOW, '/sanding/');
    expect(onCategory?.session?.cartTally?.skus).toEqual({});
    expect(onCategory?.key).toBe((await viewOf(await withSession(cartOf('cart-4', { EX10000002: 1 })), NOW, '/sanding/'))?.key);
    expect(one?.session?.cartId).toBeUndefined();
    expect(one?.session?.anonymousId).toBeUndefined();
    expect(one?.session?.cartTally?.id).not.toBe('cart-1');
  });

  it('renders afresh when the tally cannot stand for the cart: none, another cart\'s, too old', async () => {
    const { cartTally: _none, ...untallied } = cartOf('cart-1', { 'SK-1': 1 });
    expect(await viewOf(await withSession(untallied), NOW)).toBeUndefined();
    expect(await viewOf(await withSession({ ...cartOf('cart-1', { 'SK-1': 1 }), cartId: 'cart-9' }), NOW)).toBeUndefined();
    expect(await viewOf(await withSession(cartOf('cart-1', { 'SK-1': 1 }, at - CART_TALLY_SECONDS)), NOW)).toBeUndefined();
  });

  it('keeps a signed-in customer\'s pages to their own sessions, and a tier apart', async () => {
    const customer = (customerId: string, tier: string) => withSession({ anonymousId: crypto.randomUUID(), customerId, customerGroupKey: tier });
    const first = await viewOf(await customer('customer-1', 'tier-2'), NOW);
    const again = await viewOf(await customer('customer-1', 'tier-2'), NOW);
    const other = await viewOf(await customer('customer-2', 'tier-2'), NOW);
    expect(again?.key).toBe(first?.key);
    expect(other?.key).not.toBe(first?.key);
    expect(first?.session).toMatchObject({ customerId: 'customer-1', customerGroupKey: 'tier-2' });
    // A changed name raises the revision: the customer's pages render afresh.
    const renamed = await viewOf(await withSession({ customerId: 'customer-1', customerGroupKey: 'tier-2', viewRevision: 1 }), NOW);
    expect(renamed?.key).not.toBe(first?.key);
  });

  it('gives a session signed out elsewhere no page of its customer (issue 37 item 6)', async () => {
    const cookie = await withSession({ anonymousId: crypto.randomUUID(), customerId: 'customer-1', customerGroupKey: 'tier-2', sessionId: 'copied-session', generation: 0 });
    expect((await viewOf(cookie, NOW))?.session).toMatchObject({ customerId: 'customer-1' });
    signedOut.add('copied-session');
    expect(await viewOf(cookie, NOW)).toBeUndefined();
  });

  it('keeps apart what else a page shows: the last-seen row, the consent banner', async () => {
    const base = await viewOf(await withSession(cartOf('cart-1', { 'SK-1': 1 })), NOW);
    const seen = await viewOf(await withSession(cartOf('cart-1', { 'SK-1': 1 }), 'last_seen_sk-SK=SK-5'), NOW);
    const refused = await viewOf(await withSession(cartOf('cart-1', { 'SK-1': 1 }), 'tracking_consent=denied'), NOW);
    expect(new Set([base?.key, seen?.key, refused?.key]).size).toBe(3);
    // Without a session, a last-seen list is a view of its own too (the visitor's own render, shared by its twins).
    expect((await viewOf(`${MARKET}; last_seen_sk-SK=SK-5`, NOW))?.key).toBeTruthy();
  });

  it('renders for the request alone what it cannot share: tracking, other cookies, a bad or expiring session', async () => {
    const cart = cartOf('cart-1', { 'SK-1': 1 });
    expect(await viewOf(await withSession(cart, 'tracking_consent=granted'), NOW)).toBeUndefined();
    expect(await viewOf(await withSession(cart, 'locale=de'), NOW)).toBeUndefined();
    expect(await viewOf(`${MARKET}; __session=forged`, NOW)).toBeUndefined();
    const social = { customerId: 'customer-1', signedInUntil: Math.floor(NOW.getTime() / 1000) - 1 };
    expect(await viewOf(await withSession(social), NOW)).toBeUndefined();
  });
});
