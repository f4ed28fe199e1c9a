import { describe, expect, it } from 'vitest';
import { cartSubmissionKey } from '~/cart/server/cart-submission-key.server';

describe('the dedupe key of a cart submission', () => {
  it('an add to cart is one submission per token and SKU: a grid shares its token between its products', () => {
    const drill = cartSubmissionKey('shopper-1', { intent: 'add-to-cart', submissionId: 'grid-token', sku: 'EX10000001' });
    const light = cartSubmissionKey('shopper-1', { intent: 'add-to-cart', submissionId: 'grid-token', sku: 'EX10000205' });
    expect(drill).not.toBeNull();
    expect(drill).not.toBe(light);
    // The same product sent again with the token (a double click, a resent POST) is the same submission.
    expect(cartSubmissionKey('shopper-1', { intent: 'add-to-cart', submissionId: 'grid-token', sku: 'EX10000001' })).toBe(drill);
  });

  it("is scoped to the shopper: one shopper's token never replays another's outcome", () => {
    const fields = { intent: 'add-to-cart', submissionId: 'grid-token', sku: 'EX10000001' };
    expect(cartSubmissionKey('shopper-1', fields)).not.toBe(cartSubmissionKey('shopper-2', fields));
  });

  it('other changes are one submission per token', () => {
    const key = cartSubmissionKey('shopper-1', { intent: 'remove-line', submissionId: 'line-token' });
    expect(key).toBe(cartSubmissionKey('shopper-1', { intent: 'remove-line', submissionId: 'line-token' }));
    expect(key).not.toBe(cartSubmissionKey('shopper-1', { intent: 'remove-line', submissionId: 'other-token' }));
  });

  it('no token, no dedupe', () => {
    expect(cartSubmissionKey('shopper-1', { intent: 'add-to-cart', sku: 'EX10000001' })).toBeNull();
    expect(cartSubmissionKey('shopper-1', { intent: 'add-to-cart', submissionId: '', sku: 'EX10000001' })).toBeNull();
  });
});
