// Sign-out means signed out (decision 135): a signed cookie session names the customer, its own id and the
// generation it signed in at, and the customer's record says which are over. Catalogue pages believe a recent read;
// account and checkout pages ask the backend each time.
import { randomBytes } from 'node:crypto';
import { createBoundedCache } from '~/cache/bounded-cache.server';
import type { CommerceClient } from '~/commerce/client.server';
import { endCustomerSessionIn, endEveryCustomerSession, readCustomerSessions, type CustomerSessions } from '~/commerce/customer-sessions.server';
import { endCustomerSession, type SessionHandle, type ShopperSessionData } from '~/session.server';

/**
 * How long a process believes a customer's record: a session ended through another worker stays signed in on
 * catalogue pages at most this long. A sign-in newer than the belief is never ended by it (decision 169).
 */
export const SESSION_CHECK_TTL_MS = 30_000;

// Entries are small, bounded in bytes like every cache.
const records = createBoundedCache<CustomerSessions>({
  name: 'customer-sessions',
  policy: { ttlMs: SESSION_CHECK_TTL_MS, swrMs: 0 },
  maxBytes: 2 * 1024 * 1024,
  sizeOf: (value) => 120 + 24 * (value as CustomerSessions).ended.length,
});

type Logger = { warn(obj: object, msg?: string): void };

/** Pages that show or change the account, its addresses or its orders ask the backend on every request. */
const ASKS_AFRESH = /(?:^|\/)(?:my-account|checkout|log-out)(?:[/.]|$)/;
const asksAfresh = (pathname: string): boolean => ASKS_AFRESH.test(pathname);
type SignedIn = Pick<ShopperSessionData, 'customerId' | 'sessionId' | 'generation'>;

/** What this process last read of the customer's record (within the TTL), or one read shared by concurrent requests. */
function believed(client: CommerceClient, customerId: string): Promise<CustomerSessions> {
  return records.get(customerId, () => readCustomerSessions(client, customerId));
}

/** The record as the backend has it now, believed from then on; never a cached read that may predate a change (decision 169). */
async function readNow(client: CommerceClient, customerId: string): Promise<CustomerSessions> {
  const record = await readCustomerSessions(client, customerId);
  records.set(customerId, record);
  return record;
}

/** A cookie without a session id is over. `fresh`: ask the backend now. A backend that cannot answer leaves the
 *  session as it is. */
export async function isSignInLive(client: CommerceClient, session: SignedIn, options: { fresh: boolean; logger: Logger }): Promise<boolean> {
  if (!session.customerId) return true;
  if (!session.sessionId || session.generation === undefined) return false;
  try {
    let record = options.fresh ? await readNow(client, session.customerId) : await believed(client, session.customerId);
    // Generations only rise: a cookie ahead of this process's belief was signed after it was read (a reset elsewhere).
    if (record.generation < session.generation) record = await readNow(client, session.customerId);
    return record.generation === session.generation && !record.ended.includes(session.sessionId);
  } catch (err) {
    options.logger.warn({ err }, 'customer sessions could not be read; the session is kept');
    return true;
  }
}

/** Runs before any loader or action reads the session: a sign-in that is over ends and the request goes on as a
 *  guest's. Account, checkout and log-out pages ask the backend afresh. */
export async function endSignInIfOver(client: CommerceClient, session: SessionHandle, request: { pathname: string; logger: Logger }): Promise<void> {
  if (!(await isSignInLive(client, session.get(), { fresh: asksAfresh(request.pathname), logger: request.logger }))) endCustomerSession(session);
}

/** What a new sign-in of the customer writes into its cookie: a new id, at the customer's current generation. */
export async function newSignIn(client: CommerceClient, customerId: string): Promise<{ sessionId: string; generation: number }> {
  const { generation } = await readNow(client, customerId);
  return { sessionId: randomBytes(16).toString('base64url'), generation };
}

/** Log-out: the session's own id ends, wherever a copy of its cookie is. */
export async function endSignIn(client: CommerceClient, session: SignedIn): Promise<void> {
  if (!session.customerId || !session.sessionId) return;
  records.set(session.customerId, await endCustomerSessionIn(client, session.customerId, session.sessionId));
}

/** Password change or reset, "sign out everywhere": every session of the customer signed in until now ends. */
export async function endEverySignIn(client: CommerceClient, customerId: string): Promise<void> {
  records.set(customerId, await endEveryCustomerSession(client, customerId));
}
