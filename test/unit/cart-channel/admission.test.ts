import { describe, expect, it, vi } from 'vitest';
import type { CommerceContext } from '~/commerce/client.server';
import { admit, ChannelRefusal, isAllowedOrigin, type AdmissionDeps } from '../../../server/cart-channel/admission';

const CART = '0b1d3c2e-1111-4222-8333-444455556666';

function deps(session: Awaited<ReturnType<AdmissionDeps['readSession']>>) {
  const commerceFor = vi.fn((): CommerceContext => {
    throw new Error('the backend must not be asked');
  });
  return { readSession: vi.fn(async () => session), commerceFor };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'admitted';
  } catch (err) {
    expect(err).toBeInstanceOf(ChannelRefusal);
    return (err as ChannelRefusal).data.code;
  }
}

describe('admit: refusals before any backend call', () => {
  const owner = { anonymousId: '6f1c2c4e-aaaa-4bbb-8ccc-111122223333', cartId: CART };

  it('needs a well-formed cart id in the query', async () => {
    for (const cartId of [undefined, '', ['a', 'b'], 'x'.repeat(65), "abc' or 1=1", { $ne: 1 }]) {
      expect(await codeOf(admit({ query: { cartId }, headers: { cookie: 'c' } }, deps(owner)))).toBe('bad-request');
    }
  });

  it('needs a cookie and a session in it', async () => {
    expect(await codeOf(admit({ query: { cartId: CART }, headers: {} }, deps(owner)))).toBe('unauthenticated');
    expect(await codeOf(admit({ query: { cartId: CART }, headers: { cookie: 'c' } }, deps({})))).toBe('unauthenticated');
  });

  it("refuses a session whose cart is another one, without asking the backend", async () => {
    const d = deps({ ...owner, cartId: 'another-cart' });
    expect(await codeOf(admit({ query: { cartId: CART }, headers: { cookie: 'c' } }, d))).toBe('forbidden');
    expect(d.commerceFor).not.toHaveBeenCalled();
  });

  it('reports a backend failure as unavailable (the client may retry)', async () => {
    const d = deps(owner);
    d.commerceFor.mockImplementation(() => ({ client: { apiRoot: null }, store: { key: 'sk' } }) as unknown as CommerceContext);
    expect(await codeOf(admit({ query: { cartId: CART }, headers: { cookie: 'c', host: 'sk.localhost' } }, d))).toBe('unavailable');
    expect(d.commerceFor).toHaveBeenCalledWith('sk.localhost');
  });
});

describe('isAllowedOrigin', () => {
  it.each([
    [undefined, 'shop.sk', true],
    ['https://shop.sk', 'shop.sk', true],
    ['https://shop.sk', 'shop.sk:2087', true],
    ['http://cz.localhost:3000', 'cz.localhost:2087', true],
    ['https://SHOP.sk', 'shop.sk', true],
    ['https://evil.example', 'shop.sk', false],
    ['https://shop.sk.evil.example', 'shop.sk', false],
    ['https://sk.localhost:3000', 'cz.localhost:3000', false],
    ['null', 'shop.sk', false],
    ['https://shop.sk', undefined, false],
  ])('%s on host %s → %s', (origin, host, allowed) => {
    expect(isAllowedOrigin(origin, host)).toBe(allowed);
  });
});
