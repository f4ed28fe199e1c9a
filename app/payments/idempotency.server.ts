import { createHash } from 'node:crypto';

/** Derived from the shop's own ids, so a retry, a replayed return URL or a second server instance sends the same
 *  key; the hash keeps any input within the provider's key length limit. */
export function idempotencyKey(purpose: string, ...parts: string[]): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest('base64url');
  return `${purpose.slice(0, 16)}-${digest}`;
}
