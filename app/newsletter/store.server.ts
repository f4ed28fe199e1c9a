// Spec: "Consent state is stored (commerce backend custom object …)": one per store and address, so guests and
// customers share one model and every instance sees the same state. A request stays pending, with its one-time
// token's hash, until the opt-in link confirms it; only then do its channels count.
import { createHash, randomBytes } from 'node:crypto';
import type { CommerceContext } from '~/commerce/client.server';
import { readCustomObject, writeCustomObject } from '~/commerce/custom-object.server';
import { withVersionRetry } from '~/commerce/version-retry.server';
import { normaliseEmail } from '~/tracking/identity';
import { NO_CONSENTS, type ChannelConsents, type ConsentStatus, type ConsentView } from './consents';

export const CONSENT_CONTAINER = 'newsletter-consents';
/** How long a confirmation link works. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60_000;

export interface ConsentRecord {
  email: string;
  store: string;
  locale: string;
  status: ConsentStatus;
  consents: ChannelConsents;
  phoneNumber?: string;
  /** The customer who asked, when signed in. */
  customerId?: string;
  confirmedAt?: string;
  withdrawnAt?: string;
  updatedAt: string;
  pending?: {
    consents: ChannelConsents;
    phoneNumber?: string;
    tokenHash: string;
    requestedAt: string;
    expiresAt: string;
    customerId?: string;
  };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Keys allow [-_~.a-zA-Z0-9]: the store and a hash of the address (the address itself is in the value). */
export function consentKey(storeKey: string, email: string): string {
  return `${storeKey.replace(/[^-_~.a-zA-Z0-9]/g, '_')}-${sha256(normaliseEmail(email))}`;
}

interface Stored {
  version: number;
  record: ConsentRecord;
}

async function read(ctx: CommerceContext, email: string): Promise<Stored | null> {
  const object = await readCustomObject(ctx.client, '/exConsents', CONSENT_CONTAINER, consentKey(ctx.store.key, email));
  return object ? { version: object.version, record: object.value as ConsentRecord } : null;
}

async function write(ctx: CommerceContext, email: string, version: number | undefined, record: ConsentRecord): Promise<void> {
  await writeCustomObject(ctx.client, '/exConsents', { container: CONSENT_CONTAINER, key: consentKey(ctx.store.key, email), value: record, version });
}

/** Read, change, write with the version read; a concurrent change is retried once on fresh data. */
function change(ctx: CommerceContext, email: string, update: (current: ConsentRecord | null) => ConsentRecord | null): Promise<ConsentRecord | null> {
  return withVersionRetry({
    read: () => read(ctx, email),
    apply: async (current) => {
      const next = update(current?.record ?? null);
      if (!next) return current?.record ?? null;
      await write(ctx, email, current?.version, next);
      return next;
    },
  });
}

export function viewOf(record: ConsentRecord | null, now = new Date()): ConsentView {
  if (!record) return { status: 'none', consents: NO_CONSENTS, pending: null, phoneNumber: null };
  const pending = record.pending && new Date(record.pending.expiresAt) > now ? record.pending.consents : null;
  const status: ConsentStatus = record.status === 'confirmed' || record.status === 'withdrawn' ? record.status : pending ? 'pending' : 'none';
  return { status, consents: record.consents, pending, phoneNumber: record.phoneNumber ?? null };
}

export async function consentOf(ctx: CommerceContext, email: string): Promise<ConsentView> {
  return viewOf((await read(ctx, email))?.record ?? null);
}

/** Keeps a request until it is confirmed; returns the link's one-time token. */
export async function requestConsent(
  ctx: CommerceContext,
  input: { email: string; consents: ChannelConsents; phoneNumber?: string; customerId?: string },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await change(ctx, input.email, (current) => ({
    email: normaliseEmail(input.email),
    store: ctx.store.key,
    locale: ctx.store.locale,
    status: current?.status ?? 'none',
    consents: current?.consents ?? NO_CONSENTS,
    ...(current?.phoneNumber ? { phoneNumber: current.phoneNumber } : {}),
    ...(current?.customerId ? { customerId: current.customerId } : {}),
    ...(current?.confirmedAt ? { confirmedAt: current.confirmedAt } : {}),
    ...(current?.withdrawnAt ? { withdrawnAt: current.withdrawnAt } : {}),
    updatedAt: now.toISOString(),
    pending: {
      consents: input.consents,
      ...(input.phoneNumber ? { phoneNumber: input.phoneNumber } : {}),
      tokenHash: sha256(token),
      requestedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + CONFIRMATION_VALID_MS).toISOString(),
      ...(input.customerId ? { customerId: input.customerId } : {}),
    },
  }));
  return token;
}

/** Confirms the pending request the token belongs to; null when it is unknown, used or expired. */
export async function confirmConsent(ctx: CommerceContext, email: string, token: string, now = new Date()): Promise<ConsentRecord | null> {
  let confirmed: ConsentRecord | null = null;
  await change(ctx, email, (current) => {
    const pending = current?.pending;
    if (!current || !pending || pending.tokenHash !== sha256(token) || new Date(pending.expiresAt) <= now) return null;
    const { pending: _used, ...rest } = current;
    void _used;
    confirmed = {
      ...rest,
      status: 'confirmed',
      consents: pending.consents,
      ...(pending.phoneNumber ? { phoneNumber: pending.phoneNumber } : {}),
      ...(pending.customerId ? { customerId: pending.customerId } : {}),
      confirmedAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    return confirmed;
  });
  return confirmed;
}

/** Withdraws every channel at once (unsubscribe needs no confirmation); null when there was nothing. */
export async function withdrawConsent(ctx: CommerceContext, email: string, options: { customerId?: string } = {}, now = new Date()): Promise<ConsentRecord | null> {
  let withdrawn: ConsentRecord | null = null;
  await change(ctx, email, (current) => {
    if (!current) return null;
    const { pending: _dropped, ...rest } = current;
    void _dropped;
    withdrawn = {
      ...rest,
      ...(options.customerId ? { customerId: options.customerId } : {}),
      status: 'withdrawn',
      consents: NO_CONSENTS,
      withdrawnAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    return withdrawn;
  });
  return withdrawn;
}
