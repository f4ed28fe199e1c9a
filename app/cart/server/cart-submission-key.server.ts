import { submissionKey } from '~/forms/submissions.server';

/** A grid of cards shares one quick-add form token, so an add is a submission of that token for that SKU: two products
 *  added from one rendered page are both added, the same SKU sent twice is added once. */
export function cartSubmissionKey(anonymousId: string, value: { intent: string; submissionId?: unknown; sku?: unknown }): string | null {
  const token = typeof value.submissionId === 'string' && value.submissionId !== '' ? value.submissionId : undefined;
  if (token && value.intent === 'add-to-cart' && typeof value.sku === 'string') return submissionKey(anonymousId, `${token}:${value.sku}`);
  return submissionKey(anonymousId, token);
}
