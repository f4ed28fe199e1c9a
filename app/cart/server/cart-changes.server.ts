// The cart changes behind the cart route's intents: check the cart rules, change through the commerce layer,
// bring dependent lines in step, return the cart as the server now has it.
import type { Cart, CartUpdateAction, LineItem } from '@commercetools/platform-sdk';
import { getGuaranteeProducts } from '~/product/guarantee-products.server';
import {
  addLineItem, applyDiscountCode, getCart, removeDiscountCode, updateCart, withoutCart,
} from '~/commerce/cart.server';
import { normalizeDiscountCode } from '~/commerce/cart-rules';
import { getProductBySku } from '~/commerce/catalog.server';
import { sellableStock } from '~/commerce/stock-reservation.server';
import { localized } from '~/commerce/localize';
import type { MoneyLike } from '~/commerce/money';
import type { StorefrontContext } from '~/context';
import { isGuaranteeSku } from '~/markets/constants';
import { guaranteeOptionsForVariant, guaranteeUnitCents } from '../rules/guarantee';
import { allowedQuantity, checkAddQuantity, checkLineQuantity } from '../rules/quantity';
import { syncCart } from './cart-sync.server';
import { isNetCart } from '~/checkout/net-prices';
import { syncTaxMode } from '~/checkout/server/payment-cart.server';
import { discountCodeById } from '~/commerce/discount.server';
import { GUARANTEE_LINE_TYPE_KEY, guaranteeLinesByParent, isGuaranteeLine, PARENT_SKU_FIELD, productUnitCents, productUnitPrice, quantityInCart } from './line-facts';

type CartChangeDeps = Pick<StorefrontContext, 'commerce' | 'shopper' | 'request'>;

/** A cart rule refused the change; `key` is a message of the cart namespace. Nothing was changed. */
export class CartRuleError extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string | number> = {},
    /** The form field the message belongs to, if any. */
    readonly field?: string,
  ) {
    super(key);
    this.name = 'CartRuleError';
  }
}

/** A limit refused the change (429 with Retry-After); nothing was changed. */
export class CartLimitError extends CartRuleError {
  constructor(key: string, readonly retryAfterSeconds: number, field?: string) {
    super(key, {}, field);
    this.name = 'CartLimitError';
  }
}

/** Stock of one SKU this shopper can buy (others' checkout holds excluded); null when not stock-tracked. */
async function availableStock(storefront: CartChangeDeps, sku: string): Promise<number | null> {
  const [entry] = await sellableStock(storefront.commerce, [sku], { exceptCartId: storefront.shopper.ids().cartId });
  return entry ? entry.availableQuantity : null;
}

function requireLine(cart: Cart, lineId: string): LineItem {
  const line = cart.lineItems.find((item) => item.id === lineId);
  if (!line) throw new CartRuleError('lineNotFound');
  return line;
}

/** The spec's "Cart not found" when there is no cart or it is gone (ordered, deleted, another store's or shopper's);
 *  a cart that is gone is dropped from the session (spec §8). */
async function requireCart(storefront: CartChangeDeps): Promise<Cart> {
  const shopper = storefront.shopper.ids();
  const cart = await getCart(storefront.commerce, shopper);
  if (!cart) {
    if (shopper.cartId) storefront.shopper.remember(withoutCart(shopper));
    throw new CartRuleError('cartNotFound');
  }
  return cart;
}

/** After every change: dependent lines in step, and a NET cart NET again so no line shows a gross price beside NET ones. */
async function finish(storefront: CartChangeDeps, cart: Cart): Promise<Cart> {
  const synced = await syncCart(storefront.commerce, storefront.shopper.ids(), cart);
  return isNetCart(synced) ? syncTaxMode(storefront, synced) : synced;
}

/** The actions that put `guaranteeSku` on `parent` (replacing another guarantee of the same product). */
function guaranteeActions(cart: Cart, parent: LineItem, guaranteeSku: string, rate: number): CartUpdateAction[] {
  const parentSku = parent.variant.sku ?? '';
  const existing = guaranteeLinesByParent(cart).get(parentSku);
  if (existing?.variant.sku === guaranteeSku) return [];
  const externalPrice = { currencyCode: parent.price.value.currencyCode, centAmount: guaranteeUnitCents(productUnitCents(parent), rate) };
  const key = `guarantee-${parentSku}-${guaranteeSku}`;
  return [
    ...(existing ? [{ action: 'removeLineItem' as const, lineItemId: existing.id }] : []),
    {
      action: 'addLineItem',
      sku: guaranteeSku,
      quantity: parent.quantity,
      key,
      externalPrice,
      custom: { type: { typeId: 'type', key: GUARANTEE_LINE_TYPE_KEY }, fields: { [PARENT_SKU_FIELD]: parentSku } },
    },
    // Backends that ignore externalPrice on addLineItem (the local mock) get the price in the same update.
    { action: 'setLineItemPrice', lineItemKey: key, externalPrice },
  ];
}

/** Priced in this store, enabled on its market and eligible for selling (absent flags do not restrict). */
function sellableHere(variant: { price?: unknown; attributes?: { name: string; value: unknown }[] }, locale: string): boolean {
  const value = (name: string) => variant.attributes?.find((attribute) => attribute.name === name)?.value;
  const markets = value('enabledOnMarket');
  return Boolean(variant.price) && value('eligibleForSelling') !== false && (!Array.isArray(markets) || markets.includes(locale));
}

type VariantFacts = { sku?: string; attributes?: { name: string; value: unknown }[] };

/** The guarantee rate if `guaranteeSku` may cover this product here (the product page's rules), else a rule error. */
async function offeredRate(storefront: CartChangeDeps, variant: VariantFacts, price: MoneyLike, guaranteeSku: string): Promise<number> {
  const guarantees = await getGuaranteeProducts(storefront.commerce);
  const situation = { featureEnabled: storefront.request.toggles.extraGuarantee, locale: storefront.request.locale };
  const option = guaranteeOptionsForVariant(variant, price, guarantees, situation).find((g) => g.sku === guaranteeSku);
  if (!option) throw new CartRuleError('guaranteeUnavailable', {}, 'guaranteeSku');
  return option.priceRate;
}

export type AddToCartInput = { sku: string; quantity: number; guaranteeSku?: string };
/** `capped`: more was asked than can be sold; the line holds the most that can be (this maximum). */
export type AddToCartResult = { cart: Cart; line: LineItem; productName: string; added: number; capped: number | null };

/**
 * Spec §5 "Add to cart": the product must exist here and be in stock, the allowed quantity is the limit, and
 * a chosen guarantee must be one offered for it. Everything is checked before the cart changes.
 */
export async function addToCart(
  storefront: CartChangeDeps,
  input: AddToCartInput,
  /** Called before a new cart is stored (the shopper has none): may refuse with a CartLimitError. */
  beforeNewCart: () => Promise<void> = async () => {},
): Promise<AddToCartResult> {
  const ctx = storefront.commerce;
  if (isGuaranteeSku(input.sku)) throw new CartRuleError('guaranteeNeedsProduct', {}, 'sku');
  const [product, current, available] = await Promise.all([
    getProductBySku(ctx, input.sku),
    getCart(ctx, storefront.shopper.ids()),
    availableStock(storefront, input.sku),
  ]);
  const variant = product && [product.masterVariant, ...product.variants].find((candidate) => candidate.sku === input.sku);
  if (!product || !variant || !sellableHere(variant, storefront.request.locale)) throw new CartRuleError('unknownProduct', {}, 'sku');
  const check = checkAddQuantity(input.quantity, { inCart: quantityInCart(current, input.sku), available });
  if (!check.ok && check.reason === 'out-of-stock') throw new CartRuleError('outOfStock', {}, 'quantity');
  // More than can be sold becomes the most that can be, with the warning naming it.
  const most = allowedQuantity({ inCart: 0, available });
  if (!check.ok && check.allowed <= 0) throw new CartRuleError('maxQuantity', { max: most }, 'quantity');
  const quantity = check.ok ? input.quantity : check.allowed;
  const price = variant.price ? (variant.price.discounted?.value ?? variant.price.value) : null;
  const rate = input.guaranteeSku && price ? await offeredRate(storefront, variant, price, input.guaranteeSku) : null;
  if (input.guaranteeSku && rate === null) throw new CartRuleError('guaranteeUnavailable', {}, 'guaranteeSku');
  if (!current) await beforeNewCart();

  const added = await addLineItem(ctx, storefront.shopper.ids(), { sku: input.sku, quantity });
  storefront.shopper.remember(added.session);
  let cart = added.cart;
  if (input.guaranteeSku && rate !== null) {
    const guaranteeSku = input.guaranteeSku;
    cart = await updateCart(ctx, storefront.shopper.ids(), (fresh) => {
      const parent = fresh.lineItems.find((item) => item.variant.sku === input.sku && !isGuaranteeLine(item));
      return parent ? guaranteeActions(fresh, parent, guaranteeSku, rate) : [];
    });
  }
  cart = await finish(storefront, cart);
  const line = cart.lineItems.find((item) => item.variant.sku === input.sku && !isGuaranteeLine(item));
  if (!line) throw new CartRuleError('addFailed');
  return { cart, line, productName: localized(line.name, storefront.request.language) ?? input.sku, added: quantity, capped: check.ok ? null : most };
}

/** A line's new quantity; `capped`: more was asked than can be sold, the line holds the most that can be. */
export type LineQuantityResult = { cart: Cart; capped: number | null };

/**
 * Spec §4: "Updating the quantity to 0 removes the item"; a guarantee follows its product, never set alone.
 * Above what can be sold the line gets the most that can be.
 */
export async function setLineQuantity(storefront: CartChangeDeps, lineId: string, requested: number): Promise<LineQuantityResult> {
  const cart = await requireCart(storefront);
  const line = requireLine(cart, lineId);
  if (isGuaranteeLine(line)) throw new CartRuleError('guaranteeFollowsProduct', {}, 'quantity');
  let quantity = requested;
  let capped: number | null = null;
  if (requested > 0) {
    const available = await availableStock(storefront, line.variant.sku ?? '');
    const check = checkLineQuantity(requested, line.quantity, available);
    if (!check.ok && check.reason === 'out-of-stock') throw new CartRuleError('outOfStock', {}, 'quantity');
    if (!check.ok) {
      capped = allowedQuantity({ inCart: 0, available });
      quantity = capped;
    }
  }
  const changed = await updateCart(storefront.commerce, storefront.shopper.ids(), (fresh) => {
    const target = requireLine(fresh, lineId);
    if (quantity === 0) return [{ action: 'removeLineItem', lineItemId: target.id }];
    return target.quantity === quantity ? [] : [{ action: 'changeLineItemQuantity', lineItemId: target.id, quantity }];
  });
  return { cart: await finish(storefront, changed), capped };
}

export async function removeLine(storefront: CartChangeDeps, lineId: string): Promise<Cart> {
  const cart = await requireCart(storefront);
  requireLine(cart, lineId);
  const changed = await updateCart(storefront.commerce, storefront.shopper.ids(), (fresh) => [
    { action: 'removeLineItem', lineItemId: requireLine(fresh, lineId).id },
  ]);
  return finish(storefront, changed);
}

export async function addGuarantee(storefront: CartChangeDeps, lineId: string, guaranteeSku: string): Promise<Cart> {
  const cart = await requireCart(storefront);
  const line = requireLine(cart, lineId);
  if (isGuaranteeLine(line)) throw new CartRuleError('guaranteeNeedsProduct', {}, 'guaranteeSku');
  const rate = await offeredRate(storefront, line.variant, productUnitPrice(line), guaranteeSku);
  const changed = await updateCart(storefront.commerce, storefront.shopper.ids(), (fresh) => guaranteeActions(fresh, requireLine(fresh, lineId), guaranteeSku, rate));
  return finish(storefront, changed);
}

export async function removeGuarantee(storefront: CartChangeDeps, guaranteeLineId: string): Promise<Cart> {
  const cart = await requireCart(storefront);
  if (!isGuaranteeLine(requireLine(cart, guaranteeLineId))) throw new CartRuleError('lineNotFound');
  const changed = await updateCart(storefront.commerce, storefront.shopper.ids(), (fresh) => [
    { action: 'removeLineItem', lineItemId: requireLine(fresh, guaranteeLineId).id },
  ]);
  return finish(storefront, changed);
}

export type AppliedCode = { cart: Cart; /** On the cart but not applying yet (below its minimum order value). */ pending: boolean };

/**
 * Adds a code. Only one merchandise code counts per cart (StopAfterThisDiscount): a code that would stop or be
 * stopped by another is taken off again and the shopper told which. A code below its minimum order value stays.
 */
export async function applyCode(storefront: CartChangeDeps, code: string): Promise<AppliedCode> {
  const ctx = storefront.commerce;
  const before = await requireCart(storefront);
  const wanted = normalizeDiscountCode(code) ?? code;
  const texts = await codeTexts(storefront, before);
  if ([...texts.values()].includes(wanted)) throw new CartRuleError('codeAlreadyApplied', { code: wanted }, 'code');

  const cart = await applyDiscountCode(ctx, storefront.shopper.ids(), wanted);
  const stateBefore = new Map(before.discountCodes.map((info) => [info.discountCode.id, info.state]));
  const added = cart.discountCodes.find((info) => !stateBefore.has(info.discountCode.id));
  if (!added) return { cart, pending: false };
  const stopped = (info: Cart['discountCodes'][number]) => info.state === 'ApplicationStoppedByPreviousDiscount';
  const displaced = cart.discountCodes.filter((info) => stopped(info) && stateBefore.get(info.discountCode.id) === 'MatchesCart');
  if (stopped(added) || displaced.length > 0) {
    await removeDiscountCode(ctx, storefront.shopper.ids(), added.discountCode.id);
    const other = [...displaced, ...cart.discountCodes.filter((info) => info.state === 'MatchesCart' && info !== added)]
      .map((info) => texts.get(info.discountCode.id))
      .find((text): text is string => Boolean(text));
    throw new CartRuleError('codeNotCombinable', { code: wanted, other: other ?? '' }, 'code');
  }
  return { cart, pending: added.state === 'DoesNotMatchCart' };
}

/** The text of each code on the cart, by its id. */
async function codeTexts(storefront: CartChangeDeps, cart: Cart): Promise<Map<string, string>> {
  const codes = await Promise.all(cart.discountCodes.map((info) => discountCodeById(storefront.commerce, info.discountCode.id)));
  return new Map(codes.flatMap((found) => (found ? [[found.id, found.code] as const] : [])));
}

/** Spec §4: "A coupon is removed only if it is on the cart." */
export async function removeCode(storefront: CartChangeDeps, discountCodeId: string): Promise<Cart> {
  const cart = await requireCart(storefront);
  if (!cart.discountCodes.some((info) => info.discountCode.id === discountCodeId)) throw new CartRuleError('codeNotOnCart');
  return removeDiscountCode(storefront.commerce, storefront.shopper.ids(), discountCodeId);
}
