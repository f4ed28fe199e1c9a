import { createHash } from 'node:crypto';

/**
 * An idempotency key for one provider call, derived from the shop's own ids so that a retry, a replayed
 * return URL or a second server instance doing the same step sends the same key: 'payment' + payment id
 * for /payments, 'details' + the redirectResult for /payments/details, 'reversal' + pspReference for a
 * reversal. The provider accepts at most 64 characters; the hash keeps any input within that.
 */
export function idempotencyKey(purpose: string, ...parts: string[]): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest('base64url');
  return `${purpose.slice(0, 16)}-${digest}`;
}
