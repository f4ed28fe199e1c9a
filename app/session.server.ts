import { randomUUID } from 'node:crypto';
import { createCookieSessionStorage, type Session } from '@remix-run/node';
import { z } from 'zod';
import { REDIRECT_TARGET_MAX_LENGTH } from '~/routing/safe-redirect';

/** The shopper's session: a signed cookie holding only ids, against which the server checks every cart, order and address. */
export const shopperSessionSchema = z.object({
  anonymousId: z.string().uuid().optional(),
  cartId: z.string().min(1).max(64).optional(),
  customerId: z.string().min(1).max(64).optional(),
  customerGroupKey: z.string().max(64).optional(),
  /** A signed-in session's own id and the generation of the customer's sessions it began in. */
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
  generation: z.number().int().min(0).optional(),
  /** What the shop last saw of the cart, so catalogue pages can be shared by shoppers whose carts look alike. */
  cartTally: z
    .object({
      /** The cart it counts; a tally of another cart is no tally. */
      id: z.string().min(1).max(64),
      items: z.number().int().min(0),
      skus: z.record(z.string().max(64), z.number().int().min(0)),
      /** When it was taken (epoch seconds). */
      at: z.number().int().positive(),
    })
    .optional(),
  /** Raised when something a shared page shows of the customer changed (their name): their pages render afresh. */
  viewRevision: z.number().int().min(0).optional(),
  /** Social sign-in (spec checkout-payments-support §7): the session's sign-in ends at this time (epoch seconds). */
  signedInUntil: z.number().int().positive().optional(),
  /** A social sign-in under way: the checks the provider's callback must pass (account/social). */
  pendingSignIn: z
    .object({
      provider: z.enum(['google', 'facebook']),
      state: z.string().max(128),
      nonce: z.string().max(128).optional(),
      codeVerifier: z.string().max(128),
      redirectUri: z.string().max(500),
      redirectTo: z.string().max(REDIRECT_TARGET_MAX_LENGTH).optional(),
      expiresAt: z.number().int().positive(),
    })
    .optional(),
});
export type ShopperSessionData = z.infer<typeof shopperSessionSchema>;

export interface SessionHandle {
  get(): ShopperSessionData;
  /** Ensures an anonymous id exists (carts of guests are bound to it). */
  anonymousId(): string;
  set(values: Partial<ShopperSessionData>): void;
  unset(...keys: (keyof ShopperSessionData)[]): void;
  /** Replaces everything (sign-in, sign-out): nothing of the previous session carries over. */
  replace(values: ShopperSessionData): void;
  /** Set-Cookie value when something changed, else undefined. */
  commit(): Promise<string | undefined>;
  destroy(): Promise<string>;
}

export const SESSION_COOKIE_NAME = '__session';

export function createSessionStorage(options: { secrets: string[]; secure: boolean }) {
  return createCookieSessionStorage({
    cookie: {
      name: SESSION_COOKIE_NAME,
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      secure: options.secure,
      secrets: options.secrets,
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}

type Storage = ReturnType<typeof createSessionStorage>;

export async function openSession(storage: Storage, cookieHeader: string | null): Promise<SessionHandle> {
  let session: Session;
  try {
    session = await storage.getSession(cookieHeader);
  } catch {
    session = await storage.getSession(); // garbage cookie: start afresh
  }
  const parsed = shopperSessionSchema.safeParse(session.data);
  let changed = !parsed.success;
  let data: ShopperSessionData = parsed.success ? parsed.data : {};

  return {
    get: () => data,
    anonymousId() {
      if (!data.anonymousId) {
        data = { ...data, anonymousId: randomUUID() };
        changed = true;
      }
      return data.anonymousId!;
    },
    set(values) {
      data = { ...data, ...values };
      changed = true;
    },
    unset(...keys) {
      const next = { ...data };
      for (const key of keys) delete next[key];
      data = next;
      changed = true;
    },
    replace(values) {
      data = { ...values };
      changed = true;
    },
    async commit() {
      if (!changed) return undefined;
      for (const key of Object.keys(session.data)) session.unset(key);
      for (const [key, value] of Object.entries(data)) if (value !== undefined) session.set(key, value);
      changed = false;
      return storage.commitSession(session);
    },
    async destroy() {
      data = {};
      changed = false;
      return storage.destroySession(session);
    },
  };
}

/** The session a shared render sees: only what its document key names; nothing is written back to a browser. */
export function sharedViewSession(values: ShopperSessionData): SessionHandle {
  let data: ShopperSessionData = { ...values };
  return {
    get: () => data,
    anonymousId() {
      data = { ...data, anonymousId: data.anonymousId ?? randomUUID() };
      return data.anonymousId!;
    },
    set(values) {
      data = { ...data, ...values };
    },
    unset(...keys) {
      const next = { ...data };
      for (const key of keys) delete next[key];
      data = next;
    },
    replace(values) {
      data = { ...values };
    },
    commit: async () => undefined,
    async destroy() {
      throw new Error('a shared render cannot end a session');
    },
  };
}

/** The shopper's ids for the commerce layer's ownership checks; creates the anonymous id on first use. */
export function shopperOf(session: SessionHandle) {
  const { cartId, customerId } = session.get();
  return { anonymousId: session.anonymousId(), cartId, customerId };
}

/** Keeps what a commerce call changed (a new cart, a signed-in customer) in the session. */
export function rememberShopperIn(session: SessionHandle, shopper: { anonymousId: string; cartId?: string; customerId?: string }): void {
  const current = session.get();
  if (current.cartId === shopper.cartId && current.customerId === shopper.customerId) return;
  session.set({ anonymousId: shopper.anonymousId, cartId: shopper.cartId, customerId: shopper.customerId });
  if (current.cartTally && current.cartTally.id !== shopper.cartId) session.unset('cartTally');
  if (!shopper.cartId) session.unset('cartId');
  if (!shopper.customerId) session.unset('customerId');
}

/** A cookie session has no server-side id to regenerate, so sign-in rotates its contents: a new anonymous id and only
 * what the sign-in decided, so nothing a planted guest cookie held reaches the signed-in session. */
export function startCustomerSession(
  session: SessionHandle,
  values: { customerId: string; sessionId: string; generation: number; cartId?: string; customerGroupKey?: string; signedInUntil?: number },
): void {
  const next: ShopperSessionData = { anonymousId: randomUUID(), customerId: values.customerId, sessionId: values.sessionId, generation: values.generation };
  if (values.cartId) next.cartId = values.cartId;
  if (values.customerGroupKey) next.customerGroupKey = values.customerGroupKey;
  if (values.signedInUntil) next.signedInUntil = values.signedInUntil;
  session.replace(next);
}

/** Sign-out (and a failed re-sign-in after a password change): a fresh guest session, the cart stays with the account. */
export function endCustomerSession(session: SessionHandle): void {
  session.replace({ anonymousId: randomUUID() });
}

/** The signed-in customer's id, or undefined for guests and for social sign-ins past their time. */
export function signedInCustomerId(session: SessionHandle, now: Date): string | undefined {
  const { customerId, signedInUntil } = session.get();
  if (!customerId) return undefined;
  if (signedInUntil && signedInUntil * 1000 <= now.getTime()) {
    endCustomerSession(session);
    return undefined;
  }
  return customerId;
}
