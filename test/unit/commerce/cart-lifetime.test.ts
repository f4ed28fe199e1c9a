import type { Cart } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { keepCheckoutCart } from '~/commerce/cart.server';

// Decision 093: a cart that reached the checkout is kept longer than an abandoned one.
const cart = (fields: Partial<Cart>) => ({ id: 'c', ...fields }) as Cart;
const days = (actions: ReturnType<typeof keepCheckoutCart>) => actions.map((action) => (action as { deleteDaysAfterLastModification?: number }).deleteDaysAfterLastModification);

describe('keepCheckoutCart', () => {
  it("gives a guest's week-long cart a month, a handed-over cart the customer's 90 days, and nothing twice", () => {
    expect(days(keepCheckoutCart(cart({ anonymousId: 'a', deleteDaysAfterLastModification: 7 })))).toEqual([30]);
    expect(days(keepCheckoutCart(cart({ anonymousId: 'a', deleteDaysAfterLastModification: 30 })))).toEqual([]);
    expect(days(keepCheckoutCart(cart({ customerId: 'x', deleteDaysAfterLastModification: 7 })))).toEqual([90]);
    expect(days(keepCheckoutCart(cart({ customerId: 'x', deleteDaysAfterLastModification: 90 })))).toEqual([]);
    expect(days(keepCheckoutCart(cart({ customerId: 'x' })))).toEqual([]);
  });
});
