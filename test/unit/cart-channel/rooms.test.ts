import { describe, expect, it } from 'vitest';
import type { CommerceContext } from '~/commerce/client.server';
import { LocalRooms } from '../../../server/cart-channel/rooms';

const init = () => ({ ctx: {} as CommerceContext, skus: ['EX1'], version: 1 });

describe('LocalRooms', () => {
  it('hands out at most `limit` slots per cart and frees them one by one', () => {
    const rooms = new LocalRooms(3);
    expect([1, 2, 3].map(() => rooms.take('a', init) !== null)).toEqual([true, true, true]);
    expect(rooms.take('a', init)).toBeNull();
    expect(rooms.take('b', init)).not.toBeNull(); // other carts are not affected
    rooms.release('a');
    expect(rooms.count('a')).toBe(2);
    expect(rooms.take('a', init)).not.toBeNull();
  });

  it('keeps one room per cart and drops it with its last socket', () => {
    const rooms = new LocalRooms(10);
    const first = rooms.take('a', init);
    first!.stock = 'EX1=5';
    expect(rooms.take('a', () => ({ ...init(), version: 99 }))).toBe(first);
    expect(rooms.get('a')?.version).toBe(1);
    rooms.release('a');
    rooms.release('a');
    expect(rooms.get('a')).toBeUndefined();
    expect(rooms.all()).toEqual([]);
    rooms.release('a'); // a stray release is harmless
    expect(rooms.take('a', init)?.stock).toBeUndefined();
  });
});
