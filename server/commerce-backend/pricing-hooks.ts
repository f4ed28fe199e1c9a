import type { Cart, DiscountCode, Order, Product } from '@commercetools/platform-sdk';
import type { Logger } from 'pino';
import { priceCart } from './pricing/price-cart.ts';
import type { PricingData } from './pricing/types.ts';
import type { CommerceStore } from './storage.ts';

/**
 * Runs the pricing step where every cart is written: the storage's add(). The mock's create,
 * update actions, replication and sign-in merges all end there, so no path skips recalculation.
 * Orders written for the first time flip their cart to Ordered and count discount code uses.
 *
 * All of this stays synchronous underneath (node:sqlite), so a request's version check and write
 * still happen without yielding to another request, as in the unwrapped mock.
 */

type Storage = CommerceStore['storage'];
type AddFn = Storage['add'];

async function loadPricingData(store: CommerceStore, projectKey: string, cart: Cart): Promise<PricingData> {
  const { storage } = store;
  const products = new Map<string, Product>();
  for (const id of new Set(cart.lineItems.map((item) => item.productId))) {
    const product = await storage.get(projectKey, 'product', id);
    if (product) products.set(id, product);
  }
  const codeIds = (cart.discountCodes ?? []).map((info) => info.discountCode.id);
  const discountCodes = new Map<string, DiscountCode>();
  for (const id of codeIds) {
    const code = await storage.get(projectKey, 'discount-code', id);
    if (code) discountCodes.set(id, code);
  }
  const methodId = cart.shippingInfo?.shippingMethod?.id;
  const method = methodId ? await storage.get(projectKey, 'shipping-method', methodId) : null;
  const customer = cart.customerId ? await storage.get(projectKey, 'customer', cart.customerId) : null;
  return {
    now: new Date().toISOString(),
    products,
    taxCategories: new Map((await storage.all(projectKey, 'tax-category')).map((c) => [c.id, c])),
    cartDiscounts: await storage.all(projectKey, 'cart-discount'),
    discountCodes,
    codeApplications: new Map(codeIds.map((id) => [id, store.codeApplications(projectKey, id, cart.customerId)])),
    shippingMethods: new Map(method ? [[method.id, method]] : []),
    zones: await storage.all(projectKey, 'zone'),
    customer: customer ?? undefined,
    customerGroups: new Map((await storage.all(projectKey, 'customer-group')).map((g) => [g.id, g])),
    // The storefront shows VAT before an address exists; commercetools does this with the project's
    // countryTaxRateFallbackEnabled, which the embedded project always has on.
    countryTaxRateFallback: true,
  };
}

export function installPricingHooks(store: CommerceStore, logger: Pick<Logger, 'warn'>): void {
  const { storage } = store;
  const baseAdd: AddFn = storage.add.bind(storage);
  const reported = new Set<string>();

  const priceInPlace = async (projectKey: string, cart: Cart): Promise<void> => {
    const { cart: priced, warnings } = priceCart(cart, await loadPricingData(store, projectKey, cart));
    for (const warning of warnings) {
      const key = `${warning.subject}|${warning.message}`;
      if (reported.has(key)) continue;
      reported.add(key);
      logger.warn({ pricing: warning }, `pricing: ${warning.subject} skipped: ${warning.message}`);
    }
    // In place, so repository callers holding this object see the priced cart too.
    Object.assign(cart, priced);
  };

  /** A new order: keep the cart's custom line items (the mock drops them), then flip the cart. */
  const addOrder = async (projectKey: string, order: Order, params?: { expand?: string[] }) => {
    const cart = order.cart && (await storage.get(projectKey, 'cart', order.cart.id));
    if (cart && !order.customLineItems?.length && cart.customLineItems.length > 0) {
      (order as { customLineItems: Order['customLineItems'] }).customLineItems = cart.customLineItems;
    }
    const stored = await baseAdd(projectKey, 'order', order, params);
    if (cart) {
      await baseAdd(projectKey, 'cart', { ...cart, cartState: 'Ordered', version: cart.version + 1, lastModifiedAt: new Date().toISOString() });
    }
    for (const info of order.discountCodes ?? []) {
      if (info.state === 'MatchesCart') store.recordCodeApplication(projectKey, info.discountCode.id, order.customerId);
    }
    return stored;
  };

  storage.add = (async (projectKey: string, typeId: string, obj: { id: string; version: number }, params?: { expand?: string[] }) => {
    if (typeId === 'cart') {
      await priceInPlace(projectKey, obj as unknown as Cart);
      return baseAdd(projectKey, 'cart', obj as unknown as Cart, params);
    }
    if (typeId === 'order' && obj.version === 1 && !(await storage.get(projectKey, 'order', obj.id))) {
      return addOrder(projectKey, obj as unknown as Order, params);
    }
    return baseAdd(projectKey, typeId as Parameters<AddFn>[1], obj as unknown as Parameters<AddFn>[2], params);
  }) as AddFn;
}
