import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientFor, closedPortUrl } from '../commerce/harness';
import { loadCart, messageOf, submit } from './client';
import { Shopper, sessionCookie } from './harness';

describe('the backend does not answer', () => {
  it('add to cart shows the spec\'s failure text with 503, never a 500', async () => {
    const client = clientFor(await closedPortUrl(), { timeoutMs: 500, maxRetries: 0 });
    const answer = await submit(new Shopper(client), { intent: 'add-to-cart', sku: 'EX10000001', quantity: '1' });
    expect([answer.status, messageOf(answer)]).toEqual([503, 'addFailed']);
  });

  it('the cart page says it cannot show the cart (503) instead of claiming it is empty', async () => {
    const client = clientFor(await closedPortUrl(), { timeoutMs: 500, maxRetries: 0 });
    const shopper = new Shopper(client);
    shopper.cookies.set('__session', await sessionCookie({ anonymousId: randomUUID(), cartId: randomUUID() }));
    const { status, data } = await loadCart(shopper);
    expect([status, data.view, data.unavailable]).toEqual([503, null, true]);
    // The cart is not forgotten because the backend was down.
    expect((await shopper.sessionData()).cartId).toEqual(expect.any(String));
  });

  it('a shopper without a cart costs no backend call: an empty cart', async () => {
    const client = clientFor(await closedPortUrl(), { timeoutMs: 500, maxRetries: 0 });
    const { status, data } = await loadCart(new Shopper(client));
    expect([status, data.view, data.unavailable]).toEqual([200, null, false]);
  });
});
