import type { Cart, DiscountCode, Order, Product } from '@commercetools/platform-sdk';
import type { DatabaseSync } from 'node:sqlite';
import type { SQLiteStorage } from '@labdigital/commercetools-mock/sqlite';
import type { Logger } from 'pino';
import { priceCart } from './pricing/price-cart.ts';
import type { PricingData } from './pricing/types.ts';

/**
 * What ShopStorage does with carts and orders on their way into the store: every Active cart is priced
 * (pricing/, pure), and an order written for the first time keeps its cart's custom line items (the
 * mock drops them) and counts the discount codes it used. All of it stays synchronous underneath
 * (node:sqlite), so a request's version check and write still happen without yielding to another
 * request, as in the unwrapped mock.
 */

type Reads = Pick<SQLiteStorage, 'get' | 'all'>;

/** Orders placed with a discount code, per code and customer (`embedded_discount_code_applications`). */
export class DiscountCodeUses {
  private readonly applications;
  private readonly record;

  constructor(db: DatabaseSync) {
    this.applications = db.prepare('SELECT customer_id, applications FROM embedded_discount_code_applications WHERE project_key = ? AND discount_code_id = ?');
    this.record = db.prepare(`
      INSERT INTO embedded_discount_code_applications (project_key, discount_code_id, customer_id, applications) VALUES (?, ?, ?, 1)
      ON CONFLICT (project_key, discount_code_id, customer_id) DO UPDATE SET applications = applications + 1`);
  }

  count(projectKey: string, codeId: string, customerId: string | undefined): { total: number; byCustomer: number } {
    const rows = this.applications.all(projectKey, codeId) as Array<{ customer_id: string; applications: number }>;
    return {
      total: rows.reduce((sum, row) => sum + row.applications, 0),
      byCustomer: rows.find((row) => customerId && row.customer_id === customerId)?.applications ?? 0,
    };
  }

  add(projectKey: string, codeId: string, customerId: string | undefined): void {
    this.record.run(projectKey, codeId, customerId ?? '');
  }
}

export class CartPricing {
  private readonly reported = new Set<string>();

  constructor(
    private readonly storage: Reads,
    private readonly codeUses: DiscountCodeUses,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {}

  /** Prices the cart in place, so repository callers holding this object see the priced cart too. */
  async price(projectKey: string, cart: Cart): Promise<void> {
    const { cart: priced, warnings } = priceCart(cart, await this.loadData(projectKey, cart));
    for (const warning of warnings) {
      const key = `${warning.subject}|${warning.message}`;
      if (this.reported.has(key)) continue;
      this.reported.add(key);
      this.logger.warn({ pricing: warning }, `pricing: ${warning.subject} skipped: ${warning.message}`);
    }
    Object.assign(cart, priced);
  }

  /**
   * Before a new order is written: gives it the cart's custom line items when it has none and
   * answers the cart as it is to be stored after the order (Ordered), or undefined without a cart.
   */
  async prepareNewOrder(projectKey: string, order: Order): Promise<Cart | undefined> {
    const cart = order.cart && (await this.storage.get(projectKey, 'cart', order.cart.id));
    if (!cart) return undefined;
    if (!order.customLineItems?.length && cart.customLineItems.length > 0) {
      (order as { customLineItems: Order['customLineItems'] }).customLineItems = cart.customLineItems;
    }
    return { ...cart, cartState: 'Ordered', version: cart.version + 1, lastModifiedAt: new Date().toISOString() };
  }

  /** After a new order is written: counts the codes that applied to it. */
  countCodeUses(projectKey: string, order: Order): void {
    for (const info of order.discountCodes ?? []) {
      if (info.state === 'MatchesCart') this.codeUses.add(projectKey, info.discountCode.id, order.customerId);
    }
  }

  private async loadData(projectKey: string, cart: Cart): Promise<PricingData> {
    const { storage } = this;
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
      codeApplications: new Map(codeIds.map((id) => [id, this.codeUses.count(projectKey, id, cart.customerId)])),
      shippingMethods: new Map(method ? [[method.id, method]] : []),
      zones: await storage.all(projectKey, 'zone'),
      customer: customer ?? undefined,
      customerGroups: new Map((await storage.all(projectKey, 'customer-group')).map((g) => [g.id, g])),
      // The storefront shows VAT before an address exists; commercetools does this with the project's
      // countryTaxRateFallbackEnabled, which the embedded project always has on.
      countryTaxRateFallback: true,
    };
  }
}
