import type { Cart } from '@commercetools/platform-sdk';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const getCart = vi.fn();
// A fork runs several files in one module graph (vitest.config.ts): this file loads its own copy of the module with
// the backend read replaced, and gives the real one back to the files after it.
vi.resetModules();
vi.doMock('~/commerce/cart.server', () => ({
  getCart: (...args: unknown[]) => getCart(...args),
  withoutCart: ({ cartId: _dropped, ...rest }: { cartId?: string }) => rest,
}));
const { rememberRequestCart, requestCart } = await import('~/cart/request-cart.server');
afterAll(() => {
  vi.doUnmock('~/commerce/cart.server');
  vi.resetModules();
});

const CART_ID = '2c2f0b52-7a43-4f0e-9b61-0a6a5c1d2e3f';
const cartOf = (quantity: number) =>
  ({ id: CART_ID, version: quantity, lineItems: [{ quantity, variant: { sku: 'EX1' } }] }) as unknown as Cart;

/** One request's storefront context: a session with a cart id, and what the shop remembered of the shopper. */
function storefront(cartId: string | null = CART_ID) {
  const data: Record<string, unknown> = { anonymousId: 'a-1', cartId: cartId ?? undefined };
  const remembered: unknown[] = [];
  return {
    remembered,
    shopper: {
      session: { get: () => data, set: (values: object) => Object.assign(data, values), unset: vi.fn() },
      ids: () => ({ anonymousId: 'a-1', cartId: data.cartId }),
      remember: (shopper: unknown) => remembered.push(shopper),
    },
    commerce: {},
  } as never as Parameters<typeof requestCart>[0] & { remembered: unknown[] };
}

describe('the cart read once per request', () => {
  beforeEach(() => getCart.mockReset());

  it('asks the backend once for all readers of one request, and again for the next request', async () => {
    getCart.mockResolvedValue(cartOf(2));
    const request = storefront();
    const [header, page] = await Promise.all([requestCart(request), requestCart(request)]);
    expect(header?.lineItems[0].quantity).toBe(2);
    expect(page).toBe(header);
    expect(getCart).toHaveBeenCalledTimes(1);
    await requestCart(storefront());
    expect(getCart).toHaveBeenCalledTimes(2);
  });

  it('hands a cart changed in the request to the later readers', async () => {
    getCart.mockResolvedValue(cartOf(1));
    const request = storefront();
    await requestCart(request);
    rememberRequestCart(request, cartOf(3));
    expect((await requestCart(request))?.lineItems[0].quantity).toBe(3);
    expect(getCart).toHaveBeenCalledTimes(1);
  });

  it('drops a cart that is gone from the session, and asks nothing without a cart', async () => {
    getCart.mockResolvedValue(null);
    const request = storefront();
    expect(await requestCart(request)).toBeNull();
    expect(request.remembered).toEqual([{ anonymousId: 'a-1' }]);
    expect(await requestCart(storefront(null))).toBeNull();
    expect(getCart).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed read: the next reader of the request asks again', async () => {
    getCart.mockRejectedValueOnce(new Error('backend down')).mockResolvedValueOnce(cartOf(1));
    const request = storefront();
    await expect(requestCart(request)).rejects.toThrow('backend down');
    expect((await requestCart(request))?.id).toBe(CART_ID);
    expect(getCart).toHaveBeenCalledTimes(2);
  });
});
