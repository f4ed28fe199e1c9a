// The signed-in sessions a customer has ended (decision 135), one custom object per customer in the commerce backend
// (`{ generation, ended: [session ids] }`), so every instance reads the same. A cookie's session holds while its
// generation is current and its id not ended: a log-out ends one id, raising the generation ends all.
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
