// The signed-in sessions a customer has ended (decision 135), kept with the customer in the commerce backend as one
// custom object (container `customer-sessions`, key = the customer id), so the embedded backend and a real
// commercetools project hold it alike and every server instance reads the same:
//   { generation, ended: [session ids] }
// A session cookie names its customer, its own id and the generation it was signed in at. It is a session of the
// customer while that generation is the current one and its id is not among the ended ones. Raising the
// generation ends every session at once (password change, reset, "sign out everywhere"); a log-out adds one id.
import type { CommerceClient } from './client.server';
import { readCustomObject, writeCustomObject } from './custom-object.server';
import { withVersionRetry } from './version-retry.server';

export const CUSTOMER_SESSIONS_CONTAINER = 'customer-sessions';
/** Ended ids kept at most; one more raises the generation instead (every other session ends too, which is safe). */
export const MAX_ENDED_SESSIONS = 20;
const WRITE_ATTEMPTS = 4;
// Custom object keys allow [-_~.a-zA-Z0-9]; commercetools ids are UUIDs.
const KEY = /^[A-Za-z0-9._~-]{1,256}$/;
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface CustomerSessions {
  generation: number;
  ended: string[];
}

const NONE: CustomerSessions = { generation: 0, ended: [] };

function parse(value: unknown): CustomerSessions {
  const { generation, ended } = (value ?? {}) as { generation?: unknown; ended?: unknown };
  return {
    generation: typeof generation === 'number' && Number.isInteger(generation) && generation >= 0 ? generation : 0,
    ended: Array.isArray(ended) ? ended.filter((id): id is string => typeof id === 'string' && SESSION_ID.test(id)).slice(-MAX_ENDED_SESSIONS) : [],
  };
}

/** The customer's session record as the backend has it now (none yet: generation 0, nothing ended). */
export async function readCustomerSessions(client: CommerceClient, customerId: string): Promise<CustomerSessions> {
  if (!KEY.test(customerId)) return NONE;
  const object = await readCustomObject(client, '/customerSessions', CUSTOMER_SESSIONS_CONTAINER, customerId);
  return object ? parse(object.value) : NONE;
}

async function change(client: CommerceClient, customerId: string, next: (current: CustomerSessions) => CustomerSessions): Promise<CustomerSessions> {
  if (!KEY.test(customerId)) throw new Error('not a customer id');
  return withVersionRetry({
    attempts: WRITE_ATTEMPTS,
    read: async () => {
      const object = await readCustomObject(client, '/customerSessions', CUSTOMER_SESSIONS_CONTAINER, customerId);
      // Version 0: created only if nobody else created it meanwhile.
      return { version: object?.version ?? 0, sessions: object ? parse(object.value) : NONE };
    },
    apply: async ({ version, sessions }) => {
      const value = next(sessions);
      await writeCustomObject(client, '/customerSessions', { container: CUSTOMER_SESSIONS_CONTAINER, key: customerId, value, version });
      return value;
    },
  });
}

/** Log-out: this one session ends; the customer's others go on. */
export function endCustomerSessionIn(client: CommerceClient, customerId: string, sessionId: string): Promise<CustomerSessions> {
  return change(client, customerId, (current) => {
    if (current.ended.includes(sessionId)) return current;
    if (current.ended.length >= MAX_ENDED_SESSIONS) return { generation: current.generation + 1, ended: [] };
    return { generation: current.generation, ended: [...current.ended, sessionId] };
  });
}

/** Password change or reset, "sign out everywhere": every session signed in until now ends. */
export function endEveryCustomerSession(client: CommerceClient, customerId: string): Promise<CustomerSessions> {
  return change(client, customerId, (current) => ({ generation: current.generation + 1, ended: [] }));
}
