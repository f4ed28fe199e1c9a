import { z } from 'zod';
import { safeRedirectPath } from '~/routing/safe-redirect';

const payloadSchema = z.object({ redirect_to: z.string().max(500).optional() }).passthrough();

/**
 * The `redirect_to` path of a consent hash, only if it is a same-site path (never another host: an open
 * redirect would let a mail link send shoppers anywhere).
 */
export function readConsentRedirect(hash: string): string | undefined {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(hash, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = payloadSchema.safeParse(decoded);
  return safeRedirectPath(parsed.success ? parsed.data.redirect_to : undefined) ?? undefined;
}
