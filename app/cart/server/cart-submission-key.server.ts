import { submissionKey } from '~/forms/submissions.server';

/**
 * The dedupe key of a cart form's submission. A grid of cards shares one quick-add form, so one token
 * (`submissionId`) stands for every product of the grid: an add to cart is a submission of that token for
 * that SKU. Two products added from the same rendered page (back button, no JavaScript) are both added; the
 * same SKU sent twice with the token (a double click, a resent POST) is still added once.
 */
export function cartSubmissionKey(anonymousId: string, value: { intent: string; submissionId?: unknown; sku?: unknown }): string | null {
  const token = typeof value.submissionId === 'string' && value.submissionId !== '' ? value.submissionId : undefined;
  if (token && value.intent === 'add-to-cart' && typeof value.sku === 'string') return submissionKey(anonymousId, `${token}:${value.sku}`);
  return submissionKey(anonymousId, token);
}
