// The handshake middleware: admission (session + ownership), then a connection slot of the cart.
import type { ExtendedError } from 'socket.io';
import { admit, ChannelRefusal, type AdmissionDeps } from './admission';
import type { Logger } from './logger';
import type { LocalRooms, Room } from './rooms';
import { stockSkusOf } from './summary';
import type { ChannelSocket } from './types';

export type GateDeps = AdmissionDeps & {
  rooms: LocalRooms;
  limit: number;
  /** Sockets of the cart on other instances (always 0 without Redis). */
  remoteCount(cartId: string): Promise<number>;
  /** Called once a socket holds a slot; the room may be new. */
  onAdmitted(room: Room): void;
  logger: Logger;
};

export function createGate(deps: GateDeps) {
  const full = () => new ChannelRefusal('too-many-connections', `at most ${deps.limit} connections per cart`);

  async function pass(socket: ChannelSocket): Promise<void> {
    const { cartId, host, ctx, cart } = await admit(socket.handshake, deps);
    if (socket.conn.readyState !== 'open') throw new ChannelRefusal('unavailable', 'client left during the checks');
    // Taken synchronously after the checks, so two handshakes cannot both get the last slot here.
    const room = deps.rooms.take(cartId, () => ({ ctx, skus: stockSkusOf(cart), version: cart.version }));
    if (!room) throw full();
    // Freed exactly once: on disconnect, or when the connection closes before the socket connects
    // (socket.io then never emits 'disconnect').
    let held = true;
    const release = () => {
      if (held) deps.rooms.release(cartId);
      held = false;
    };
    socket.conn.once('close', release);
    socket.once('disconnect', release);
    if ((await deps.remoteCount(cartId)) + deps.rooms.count(cartId) > deps.limit) {
      release();
      throw full();
    }
    socket.data = { cartId, host };
    deps.onAdmitted(room);
  }

  return (socket: ChannelSocket, next: (err?: ExtendedError) => void): void => {
    pass(socket).then(
      () => next(),
      (err: unknown) => {
        const refusal = err instanceof ChannelRefusal ? err : new ChannelRefusal('unavailable', 'cart channel error');
        if (refusal !== err) deps.logger.error({ err }, 'cart channel: admission failed');
        else deps.logger.info({ code: refusal.data.code, cartId: socket.handshake.query.cartId }, 'cart channel: connection refused');
        next(refusal);
      },
    );
  };
}
