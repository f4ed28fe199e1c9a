// The shopper's cart in the current store (spec §4 "Cart lifecycle", §7 cart calls); the cart id comes from the
// session, never from a form.
import type { BaseAddress, Cart, CartUpdateAction, LineItem } from '@commercetools/platform-sdk';
import { isDeepStrictEqual } from 'node:util';
import { inQueue, mutateCart } from './cart-update.server';
import { boundedRecords } from '~/cache/bounded-cache.server';
import { MAX_QUANTITY_PER_PRODUCT } from '~/markets/constants';
import { isValidQuantity, isValidSku, MAX_QUANTITY_MESSAGE, normalizeDiscountCode } from './cart-rules';
import type { CommerceContext } from './client.server';
import { callCommerce, CommerceInputError, send } from './errors.server';
import { findOwnedCart } from './guard.server';

/** A cart by id without an ownership check, for the server's own reads (guard.server.ts says when). */
export { readCartInStore } from './guard.server';
import type { ShopperSession } from './types';

export type LineItemCustom = { typeKey: string; fields: Record<string, unknown> };
export type CartWithSession = { cart: Cart; session: ShopperSession };

const inStoreCarts = (ctx: CommerceContext) =>
  ctx.client.apiRoot.inStoreKeyWithStoreKeyValue({ storeKey: ctx.store.key }).carts();

/** The session's active cart in this store, or null (none yet, dropped, ordered, foreign). */
export function getCart(ctx: CommerceContext, session: ShopperSession): Promise<Cart | null> {
  return findOwnedCart(ctx, session, '/getCart');
}

export function withoutCart(session: ShopperSession): ShopperSession {
  const { cartId: _dropped, ...rest } = session;
  return rest;
}

/** Abandoned anonymous carts are many, so one that never reached checkout is deleted sooner (see `keepCheckoutCart`);
 *  customers' carts keep the default. */
export const ANONYMOUS_CART_DELETE_DAYS = 7;
export const CHECKOUT_CART_DELETE_DAYS = 30;
export const CUSTOMER_CART_DELETE_DAYS = 90;

type FirstLine = { sku: string; quantity: number; custom?: LineItemCustom };

function lineCustom(custom: LineItemCustom | undefined) {
  return custom && { type: { typeId: 'type' as const, key: custom.typeKey }, fields: custom.fields };
}

/** /createCart in the store's currency and country; with a first line in the same call, so a failing add leaves no empty cart. */
export async function createCart(ctx: CommerceContext, session: ShopperSession, firstLine?: FirstLine): Promise<CartWithSession> {
  const { store } = ctx;
  const owner = session.customerId ? { customerId: session.customerId } : { anonymousId: session.anonymousId };
  const custom = lineCustom(firstLine?.custom);
  const cart = await callCommerce(firstLine ? '/addToCart' : '/createCart', () =>
    send(
      inStoreCarts(ctx).post({
        body: {
          ...owner,
          currency: store.currency,
          country: store.country,
          locale: store.locale,
          // A country-only address lets taxes and shipping be priced before checkout.
          shippingAddress: { country: store.country },
          deleteDaysAfterLastModification: session.customerId ? CUSTOMER_CART_DELETE_DAYS : ANONYMOUS_CART_DELETE_DAYS,
          ...(firstLine ? { lineItems: [{ sku: firstLine.sku, quantity: firstLine.quantity, ...(custom ? { custom } : {}) }] } : {}),
        },
      }),
    ),
  );
  return { cart, session: { ...session, cartId: cart.id } };
}

/** A cart that reached checkout is kept longer; one handed over at sign-in was created with the anonymous lifetime
 *  and gets the customer's. */
export function keepCheckoutCart(cart: Cart): CartUpdateAction[] {
  const days = cart.customerId ? CUSTOMER_CART_DELETE_DAYS : CHECKOUT_CART_DELETE_DAYS;
  if ((cart.deleteDaysAfterLastModification ?? CUSTOMER_CART_DELETE_DAYS) >= days) return [];
  return [{ action: 'setDeleteDaysAfterLastModification', deleteDaysAfterLastModification: days }];
}

// Carts created moments ago, by owner: two simultaneous first adds (two tabs, no cart id yet) fill one cart.
// Not a double-submit guard (that is app/forms/submissions.server.ts).
const RECENT_CART_MS = 10_000;
const recentCarts = boundedRecords<string>({ maxBytes: 1024 * 1024, ttlMs: RECENT_CART_MS });

/** Called once a cart is ordered or deleted, so it is never handed out as a recent cart. */
export function forgetRecentCart(cartId: string): void {
  for (const [owner, recent] of recentCarts.entries()) if (recent === cartId) recentCarts.delete(owner);
}

/** Runs in the owner's queue (see addLineItem), so the second of two simultaneous first adds finds the first one's
 *  cart. */
async function recentCart(ctx: CommerceContext, session: ShopperSession, owner: string): Promise<Cart | null> {
  const cartId = recentCarts.get(owner);
  return cartId ? findOwnedCart(ctx, session, '/addToCart', { cartId }) : null;
}

// Lines differ by custom fields (an extra guarantee per parent SKU), as in commercetools.
function sameCustom(item: LineItem, custom: LineItemCustom | undefined): boolean {
  return isDeepStrictEqual(item.custom?.fields ?? {}, custom?.fields ?? {});
}

function findLine(cart: Cart, sku: string, custom?: LineItemCustom): LineItem | undefined {
  return cart.lineItems.find((item) => item.variant.sku === sku && sameCustom(item, custom));
}

/** Adds the line to an existing cart; a SKU already in it (same custom fields) gets a higher quantity. */
function addToCart(ctx: CommerceContext, session: ShopperSession, cart: Cart, item: FirstLine): Promise<Cart> {
  return mutateCart(
    ctx,
    session,
    '/addToCart',
    (fresh): CartUpdateAction[] => {
      const line = findLine(fresh, item.sku, item.custom);
      const quantity = (line?.quantity ?? 0) + item.quantity;
      if (quantity > MAX_QUANTITY_PER_PRODUCT) throw new CommerceInputError('max-quantity', MAX_QUANTITY_MESSAGE);
      if (line) return [{ action: 'changeLineItemQuantity', lineItemId: line.id, quantity }];
      const custom = lineCustom(item.custom);
      return [{ action: 'addLineItem', sku: item.sku, quantity: item.quantity, ...(custom ? { custom } : {}) }];
    },
    cart,
  );
}

/** /addToCart: creates the cart lazily with this line; a SKU already in the cart gets a higher quantity. */
export async function addLineItem(
  ctx: CommerceContext,
  session: ShopperSession,
  item: FirstLine,
): Promise<CartWithSession> {
  if (!isValidSku(item.sku)) throw new CommerceInputError('invalid-sku', 'Unknown product');
  if (!isValidQuantity(item.quantity, 1)) throw new CommerceInputError('invalid-quantity', MAX_QUANTITY_MESSAGE);

  const current = await findOwnedCart(ctx, session, '/addToCart');
  if (current) return { cart: await addToCart(ctx, session, current, item), session };

  const owner = `owner:${ctx.client.cacheKey}|${ctx.store.key}|${session.customerId ?? session.anonymousId}`;
  return inQueue(owner, async () => {
    const recent = await recentCart(ctx, session, owner);
    if (recent) {
      const next = { ...session, cartId: recent.id };
      return { cart: await addToCart(ctx, next, recent, item), session: next };
    }
    const created = await createCart(ctx, withoutCart(session), item);
    recentCarts.set(owner, created.cart.id);
    return created;
  });
}

function requireLine(cart: Cart, lineItemId: string): LineItem {
  const line = cart.lineItems.find((item) => item.id === lineItemId);
  if (!line) throw new CommerceInputError('line-item-not-found', 'Cart item not found');
  return line;
}

/** /updateCartQuantity: sets the quantity; 0 removes the line. */
export async function changeLineItemQuantity(
  ctx: CommerceContext,
  session: ShopperSession,
  lineItemId: string,
  quantity: number,
): Promise<Cart> {
  if (!isValidQuantity(quantity, 0)) throw new CommerceInputError('invalid-quantity', MAX_QUANTITY_MESSAGE);
  return mutateCart(ctx, session, '/updateCartQuantity', (cart) => {
    const line = requireLine(cart, lineItemId);
    if (quantity === 0) return [{ action: 'removeLineItem', lineItemId: line.id }];
    return line.quantity === quantity ? [] : [{ action: 'changeLineItemQuantity', lineItemId: line.id, quantity }];
  });
}

export async function removeLineItem(ctx: CommerceContext, session: ShopperSession, lineItemId: string): Promise<Cart> {
  return mutateCart(ctx, session, '/removeFromCart', (cart) => [
    { action: 'removeLineItem', lineItemId: requireLine(cart, lineItemId).id },
  ]);
}

/** /applyCartCoupon */
export async function applyDiscountCode(ctx: CommerceContext, session: ShopperSession, code: string): Promise<Cart> {
  const normalized = normalizeDiscountCode(code);
  if (!normalized) throw new CommerceInputError('invalid-discount-code', 'The discount code is not valid');
  return mutateCart(ctx, session, '/applyCartCoupon', () => [{ action: 'addDiscountCode', code: normalized }]);
}

/** /removeCartCoupon: only a code that is on the cart is removed; otherwise the cart is returned as is. */
export async function removeDiscountCode(ctx: CommerceContext, session: ShopperSession, discountCodeId: string): Promise<Cart> {
  return mutateCart(ctx, session, '/removeCartCoupon', (cart) =>
    cart.discountCodes.some((info) => info.discountCode.id === discountCodeId)
      ? [{ action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id: discountCodeId } }]
      : [],
  );
}

export async function setShippingMethod(ctx: CommerceContext, session: ShopperSession, shippingMethodKey: string): Promise<Cart> {
  return mutateCart(ctx, session, '/updateCart', () => [
    { action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', key: shippingMethodKey } },
  ]);
}

/** The shipping country is the store's country: shipping zones and tax rates depend on it. */
export async function setShippingAddress(ctx: CommerceContext, session: ShopperSession, address: BaseAddress): Promise<Cart> {
  if (address.country !== ctx.store.country) {
    throw new CommerceInputError('country-mismatch', 'The shipping country must be the store country');
  }
  return mutateCart(ctx, session, '/updateCart', () => [{ action: 'setShippingAddress', address }]);
}

export async function setBillingAddress(ctx: CommerceContext, session: ShopperSession, address: BaseAddress): Promise<Cart> {
  return mutateCart(ctx, session, '/updateCart', () => [{ action: 'setBillingAddress', address }]);
}

export async function setCustomerEmail(ctx: CommerceContext, session: ShopperSession, email: string): Promise<Cart> {
  return mutateCart(ctx, session, '/updateCart', () => [{ action: 'setCustomerEmail', email }]);
}

/** Brings prices and product data up to date (spec: recalculate with updateProductData). */
export async function recalculateCart(ctx: CommerceContext, session: ShopperSession): Promise<Cart> {
  return mutateCart(ctx, session, '/updateCart', () => [{ action: 'recalculate', updateProductData: true }]);
}

/** /updateCart: any actions, guarded and with the concurrent-modification retry. */
export async function updateCart(
  ctx: CommerceContext,
  session: ShopperSession,
  actions: CartUpdateAction[] | ((cart: Cart) => CartUpdateAction[]),
): Promise<Cart> {
  return mutateCart(ctx, session, '/updateCart', typeof actions === 'function' ? actions : () => actions);
}

/** /deleteCart: deletes the session's cart (if it still has one) and returns the session without it. */
export async function deleteCart(ctx: CommerceContext, session: ShopperSession): Promise<ShopperSession> {
  const cart = await findOwnedCart(ctx, session, '/deleteCart');
  if (!cart) return withoutCart(session);
  forgetRecentCart(cart.id);
  await callCommerce('/deleteCart', () =>
    send(inStoreCarts(ctx).withId({ ID: cart.id }).delete({ queryArgs: { version: cart.version } })),
  );
  return withoutCart(session);
}
