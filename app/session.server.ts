import { randomUUID } from 'node:crypto';
import { createCookieSessionStorage, type Session } from '@remix-run/node';
import { z } from 'zod';

/**
 * The shopper's session: a signed cookie that holds only ids. The commerce layer checks every cart,
 * order and address against these ids on the server (issue 3, isolation).
 */
export const shopperSessionSchema = z.object({
  anonymousId: z.string().uuid().optional(),
  cartId: z.string().min(1).max(64).optional(),
  customerId: z.string().min(1).max(64).optional(),
  customerGroupKey: z.string().max(64).optional(),
});
export type ShopperSessionData = z.infer<typeof shopperSessionSchema>;

export interface SessionHandle {
  get(): ShopperSessionData;
  /** Ensures an anonymous id exists (carts of guests are bound to it). */
  anonymousId(): string;
  set(values: Partial<ShopperSessionData>): void;
  unset(...keys: (keyof ShopperSessionData)[]): void;
  /** Set-Cookie value when something changed, else undefined. */
  commit(): Promise<string | undefined>;
  destroy(): Promise<string>;
}

export function createSessionStorage(options: { secrets: string[]; secure: boolean }) {
  return createCookieSessionStorage({
    cookie: {
      name: '__session',
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
  if (!shopper.cartId) session.unset('cartId');
  if (!shopper.customerId) session.unset('customerId');
}
