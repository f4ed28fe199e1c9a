import { z } from 'zod';
import { EMAIL_MAX } from '~/forms/rules';
import { REDIRECT_TARGET_MAX_LENGTH, safeRedirectPath } from '~/routing/safe-redirect';

// Spec checkout-payments-support §7: "the hash is base64 JSON that may hold a redirect_to path". The shop's own
// links also carry the address and a one-time token, checked against the pending consent, so they cannot be forged.

const payloadSchema = z
  .object({
    redirect_to: z.string().max(REDIRECT_TARGET_MAX_LENGTH).optional(),
    email: z.string().max(EMAIL_MAX).optional(),
    token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/).optional(),
  })
  .passthrough();

export interface ConsentLink {
  /** A same-site path to land on, else absent (the root). */
  redirectTo?: string;
  email?: string;
  token?: string;
}

/** What a hash holds, or null for a broken one (not base64 JSON of an object). */
export function readConsentHash(hash: string): ConsentLink | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(hash, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return null;
  const { redirect_to: redirectTo, email, token } = parsed.data;
  return { redirectTo: safeRedirectPath(redirectTo) ?? undefined, email, token };
}

/** Only a same-site path: an open redirect would let a mail link send shoppers anywhere. */
export function readConsentRedirect(hash: string): string | undefined {
  return readConsentHash(hash)?.redirectTo;
}

/** The hash of a confirmation link the shop sends. */
export function consentHash(link: { email: string; token: string; redirectTo?: string }): string {
  const payload = { email: link.email, token: link.token, ...(link.redirectTo ? { redirect_to: link.redirectTo } : {}) };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}
