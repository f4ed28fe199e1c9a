// Reads the shopper's signed `__session` cookie from the websocket handshake, exactly as the Remix app
// does: the same storage (same secrets), the same schema; a bad signature reads as an empty session.
import { openSession, type createSessionStorage, type ShopperSessionData } from '~/session.server';
import type { SessionReader } from './admission';

export type SessionSource = ReturnType<typeof createSessionStorage> | SessionReader;

export function toSessionReader(source: SessionSource): SessionReader {
  if (typeof source === 'function') return source;
  return async (cookieHeader): Promise<ShopperSessionData> => (await openSession(source, cookieHeader)).get();
}
