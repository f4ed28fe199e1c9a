import { describe, expect, it, vi } from 'vitest';
import { cartEvents, notifyCartChanged, type CartChannelEvent } from '~/cart-channel/events.server';

describe('cartEvents', () => {
  it('delivers changes and closings to subscribers until they unsubscribe', () => {
    const seen: CartChannelEvent[] = [];
    const unsubscribe = cartEvents.subscribe((event) => seen.push(event));
    notifyCartChanged('c1');
    cartEvents.notifyCartClosed('c2');
    unsubscribe();
    notifyCartChanged('c3');
    expect(seen).toEqual([
      { type: 'changed', cartId: 'c1', cart: undefined },
      { type: 'closed', cartId: 'c2' },
    ]);
  });

  it('never lets a failing subscriber fail the caller or starve the others', () => {
    const other = vi.fn();
    const offBroken = cartEvents.subscribe(() => {
      throw new Error('boom');
    });
    const offOther = cartEvents.subscribe(other);
    expect(() => notifyCartChanged('c1')).not.toThrow();
    expect(other).toHaveBeenCalledOnce();
    offBroken();
    offOther();
  });

  it('is one bus for every copy of the module (the Remix build bundles its own copy)', async () => {
    vi.resetModules();
    const copy = (await import('~/cart-channel/events.server?copy' as string)) as { cartEvents: typeof cartEvents; notifyCartChanged: typeof notifyCartChanged };
    expect(copy.cartEvents).not.toBe(cartEvents);
    const seen: string[] = [];
    const off = cartEvents.subscribe((event) => seen.push(event.cartId));
    copy.notifyCartChanged('from-the-remix-build');
    off();
    expect(seen).toEqual(['from-the-remix-build']);
  });
});
