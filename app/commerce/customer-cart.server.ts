// Handing the anonymous cart over at sign-in when the backend does not (the mock has no /login), as commercetools'
// MergeWithExistingCustomerCart does: lines go into the customer's latest active cart, a shared line keeps the larger
// quantity, and the anonymous cart is retired.
import { isDeepStrictEqual } from 'node:util';
import type { Cart, CartUpdateAction, Customer } from '@commercetools/platform-sdk';
import { mutateCart } from './cart-update.server';
import type { CommerceContext } from './client.server';
import { callCommerce, send } from './errors.server';
import type { ShopperSession } from './types';

const inStoreCarts = (ctx: CommerceContext) =>
  ctx.client.apiRoot.inStoreKeyWithStoreKeyValue({ storeKey: ctx.store.key }).carts();

/** The customer's most recently modified active cart in this store, if any. */
export async function latestCustomerCart(ctx: CommerceContext, customerId: string, excludeId?: string): Promise<Cart | null> {
  const page = await callCommerce('/getMe', () =>
    send(
      inStoreCarts(ctx).get({
        queryArgs: {
          where: 'customerId = :customerId and cartState = "Active"',
          'var.customerId': customerId,
          sort: 'lastModifiedAt desc',
          limit: 20,
        },
      }),
    ),
  );
  const candidates = page.results.filter(
    (cart) => cart.id !== excludeId && cart.customerId === customerId && cart.store?.key === ctx.store.key,
  );
  // Sorted here too: not every backend honours the sort parameter.
  candidates.sort((a, b) => b.lastModifiedAt.localeCompare(a.lastModifiedAt));
  return candidates[0] ?? null;
}

export function mergeActions(target: Cart, source: Cart): CartUpdateAction[] {
  const actions: CartUpdateAction[] = [];
  for (const line of source.lineItems) {
    const sku = line.variant.sku;
    if (!sku) continue;
    const fields = line.custom?.fields ?? {};
    const match = target.lineItems.find(
      (candidate) => candidate.variant.sku === sku && isDeepStrictEqual(candidate.custom?.fields ?? {}, fields),
    );
    if (match) {
      if (line.quantity > match.quantity) {
        actions.push({ action: 'changeLineItemQuantity', lineItemId: match.id, quantity: line.quantity });
      }
      continue;
    }
    const custom = line.custom && { type: { typeId: 'type' as const, id: line.custom.type.id }, fields };
    actions.push({ action: 'addLineItem', sku, quantity: line.quantity, ...(custom ? { custom } : {}) });
  }
  return actions;
}

/** Gives the customer the anonymous cart (or merges it) and returns the cart the session uses; `anonymousCart` is already guarded. */
export async function handOverCart(
  ctx: CommerceContext,
  session: ShopperSession,
  customer: Customer,
  anonymousCart: Cart | null,
): Promise<Cart | null> {
  const customerSession = { ...session, customerId: customer.id };
  const existing = await latestCustomerCart(ctx, customer.id, anonymousCart?.id);
  if (!anonymousCart) return existing;
  if (!existing) {
    return mutateCart(
      ctx,
      customerSession,
      '/customerSignMeIn',
      () => [
        { action: 'setCustomerId', customerId: customer.id },
        { action: 'setCustomerEmail', email: customer.email },
      ],
      anonymousCart,
    );
  }
  const merged = await mutateCart(ctx, customerSession, '/customerSignMeIn', (target) => mergeActions(target, anonymousCart), existing);
  // The anonymous cart is done with (commercetools marks it Merged); failing to delete it is harmless.
  await callCommerce(
    '/deleteCart',
    () => send(inStoreCarts(ctx).withId({ ID: anonymousCart.id }).delete({ queryArgs: { version: anonymousCart.version } })),
    (error) => ctx.client.logger.warn({ err: error, cartId: anonymousCart.id }, 'merged anonymous cart not deleted'),
  );
  return merged;
}
