// This instance's view of the carts it serves: how many sockets each cart has here (the per-cart cap),
// the context to re-read the cart and its stock, and what was last pushed (to push only on change).
import type { CommerceContext } from '~/commerce/client.server';

export type Room = {
  cartId: string;
  ctx: CommerceContext;
  sockets: number;
  /** SKUs whose stock is watched; replaced whenever a newer cart is published. */
  skus: string[];
  /** Version of the last cart seen here; older carts (out-of-order re-reads) are not pushed. */
  version: number;
  /** Fingerprint of the last stock pushed or observed; undefined until the first reading. */
  stock?: string;
};

export class LocalRooms {
  private readonly rooms = new Map<string, Room>();

  constructor(private readonly limit: number) {}

  /** Synchronous (no await between check and increment), so two handshakes of one cart cannot both take the last
   * slot; null when the cart is full here. */
  take(cartId: string, init: () => Omit<Room, 'cartId' | 'sockets'>): Room | null {
    const room = this.rooms.get(cartId);
    if (room) {
      if (room.sockets >= this.limit) return null;
      room.sockets += 1;
      return room;
    }
    const created: Room = { cartId, sockets: 1, ...init() };
    this.rooms.set(cartId, created);
    return created;
  }

  /** Frees a slot; the room (and its stock polling) goes when its last socket here leaves. */
  release(cartId: string): void {
    const room = this.rooms.get(cartId);
    if (!room) return;
    room.sockets -= 1;
    if (room.sockets <= 0) this.rooms.delete(cartId);
  }

  get(cartId: string): Room | undefined {
    return this.rooms.get(cartId);
  }

  count(cartId: string): number {
    return this.rooms.get(cartId)?.sockets ?? 0;
  }

  all(): Room[] {
    return [...this.rooms.values()];
  }
}
