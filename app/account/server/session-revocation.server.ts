// Sign-out means signed out (issue 37 item 6, decision 135). The session stays a signed cookie; it names the
// customer, its own id and the generation of the customer's sessions it was signed in at. The customer's record
// (app/commerce/customer-sessions.server.ts) says which are over: log-out ends one id, a password change or
// reset and "sign out everywhere" raise the generation. Every request of a signed-in session asks whether it is
// still one; what a process read is believed for SESSION_CHECK_TTL_MS, so catalogue pages gain no backend read,
// while account and checkout pages ask the backend each time.
import { randomBytes } from 'node:crypto';
import { createBoundedCache } from '~/cache/bounded-cache.server';
import type { CommerceClient } from '~/commerce/client.server';
import { endCustomerSessionIn, endEveryCustomerSession, readCustomerSessions, type CustomerSessions } from '~/commerce/customer-sessions.server';
import { endCustomerSession, type SessionHandle, type ShopperSessionData } from '~/session.server';

/**
 * How long a process believes the customer's record it read: a session ended through another worker or server
 * instance still shows catalogue pages as signed in at most this long; the process that ended it knows at once.
 */
export const SESSION_CHECK_TTL_MS = 30_000;

// Entries are small (a number and at most 20 ids of 22 characters), bounded in bytes like every cache.
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

function read(client: CommerceClient, customerId: string, fresh: boolean): Promise<CustomerSessions> {
  if (fresh) records.delete(customerId);
  return records.get(customerId, () => readCustomerSessions(client, customerId));
}

/**
 * Whether the session's sign-in still holds: true for a guest. A signed-in cookie from before sessions had ids is
 * over (one sign-in after the update). `fresh`: ask the backend now rather than believe the last read. A backend
 * that cannot answer leaves the session as it is (the pages that show the customer need the backend anyway).
 */
export async function isSignInLive(client: CommerceClient, session: SignedIn, options: { fresh: boolean; logger: Logger }): Promise<boolean> {
  if (!session.customerId) return true;
  if (!session.sessionId || session.generation === undefined) return false;
  try {
    const record = await read(client, session.customerId, options.fresh);
    return record.generation === session.generation && !record.ended.includes(session.sessionId);
  } catch (err) {
    options.logger.warn({ err }, 'customer sessions could not be read; the session is kept');
    return true;
  }
}

/**
 * Before any loader or action reads the session (server/load-context.ts): a sign-in that is over ends here, and
 * the request goes on as a guest's. Account, checkout and log-out pages ask the backend afresh.
 */
export async function endSignInIfOver(client: CommerceClient, session: SessionHandle, request: { pathname: string; logger: Logger }): Promise<void> {
  if (!(await isSignInLive(client, session.get(), { fresh: asksAfresh(request.pathname), logger: request.logger }))) endCustomerSession(session);
}

/** What a new sign-in of the customer writes into its cookie: a new id, at the customer's current generation. */
export async function newSignIn(client: CommerceClient, customerId: string): Promise<{ sessionId: string; generation: number }> {
  const { generation } = await read(client, customerId, true);
  return { sessionId: randomBytes(16).toString('base64url'), generation };
}

/** Log-out: the session's own id ends, wherever a copy of its cookie is. */
export async function endSignIn(client: CommerceClient, session: SignedIn): Promise<void> {
  if (!session.customerId || !session.sessionId) return;
  await endCustomerSessionIn(client, session.customerId, session.sessionId);
  records.delete(session.customerId);
}

/** Password change or reset, "sign out everywhere": every session of the customer signed in until now ends. */
export async function endEverySignIn(client: CommerceClient, customerId: string): Promise<void> {
  await endEveryCustomerSession(client, customerId);
  records.delete(customerId);
}
