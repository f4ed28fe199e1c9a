import type { Cart, CartDiscount, Customer, CustomerGroup, DiscountCode, Order, Product, ShippingMethod, Store, TaxCategory, Zone } from '@commercetools/platform-sdk';
import type { DatabaseSync } from 'node:sqlite';
import type { SQLiteStorage } from '@labdigital/commercetools-mock/sqlite';
import { boundedRecords } from '~/cache/bounded-cache.server';
import type { Logger } from 'pino';
import { priceCart } from './pricing/price-cart.ts';
import type { PricingData } from './pricing/types.ts';

/** Carts and orders on their way in: every Active cart is priced, a new order keeps its cart's custom lines (the mock
 * drops them). All synchronous, so a version check and write never yield to another request. */

type Reads = Pick<SQLiteStorage, 'get' | 'getByKey' | 'all'>;

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

/** Deeply frozen: pricing only reads what it is handed, and a slip that wrote to it would throw, not spread. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/** The types pricing reads on every cart write, besides the cart itself. */
interface ReferenceTypes {
  product: Product;
  'discount-code': DiscountCode;
  'shipping-method': ShippingMethod;
  customer: Customer;
  'tax-category': TaxCategory;
  'cart-discount': CartDiscount;
  zone: Zone;
  'customer-group': CustomerGroup;
  store: Store;
}
const REFERENCE_TYPES = new Set<string>(['product', 'discount-code', 'shipping-method', 'customer', 'tax-category', 'cart-discount', 'zone', 'customer-group', 'store'] satisfies Array<keyof ReferenceTypes>);
/** Lines' products (the largest entries), the project's lists and a few customers. */
const REFERENCE_BYTES = 32 * 1024 * 1024;

/** What pricing reads, parsed once and kept until a write to its type (`forget`): re-parsing it on every cart write
 * would cost much of the backend's time. Reads stay synchronous underneath. */
class ReferenceReads {
  private readonly kept = boundedRecords<object>({ maxBytes: REFERENCE_BYTES });

  constructor(private readonly storage: Reads) {}

  async get<K extends keyof ReferenceTypes>(projectKey: string, typeId: K, id: string): Promise<ReferenceTypes[K] | null> {
    type T = ReferenceTypes[K];
    const key = `${typeId}\n${projectKey}\n${id}`;
    const known = this.kept.get(key);
    if (known) return known as T;
    const read = (await this.storage.get(projectKey, typeId as never, id)) as T | null;
    if (read) this.kept.set(key, frozen(read));
    return read;
  }

  async getByKey<K extends keyof ReferenceTypes>(projectKey: string, typeId: K, resourceKey: string): Promise<ReferenceTypes[K] | null> {
    type T = ReferenceTypes[K];
    const key = `${typeId}\n${projectKey}\nkey=${resourceKey}`;
    const known = this.kept.get(key);
    if (known) return known as T;
    const read = (await this.storage.getByKey(projectKey, typeId as never, resourceKey)) as T | null;
    if (read) this.kept.set(key, frozen(read));
    return read;
  }

  async all<K extends keyof ReferenceTypes>(projectKey: string, typeId: K): Promise<Array<ReferenceTypes[K]>> {
    type T = ReferenceTypes[K];
    const key = `${typeId}\n${projectKey}\n*`;
    const known = this.kept.get(key);
    if (known) return known as T[];
    const read = (await this.storage.all(projectKey, typeId as never)) as T[];
    this.kept.set(key, frozen(read));
    return read;
  }

  forget(typeId: string): void {
    if (!REFERENCE_TYPES.has(typeId)) return;
    for (const key of [...this.kept.keys()]) if (key.startsWith(`${typeId}\n`)) this.kept.delete(key);
  }

  forgetAll(): void {
    this.kept.clear();
  }
}

export class CartPricing {
  private readonly reported = new Set<string>();
  private readonly reads: ReferenceReads;

  constructor(
    private readonly storage: Reads,
    private readonly codeUses: DiscountCodeUses,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {
    this.reads = new ReferenceReads(storage);
  }

  /** A resource of this type was written: what pricing kept of it is read again. */
  forget(typeId: string): void {
    this.reads.forget(typeId);
  }

  forgetAll(): void {
    this.reads.forgetAll();
  }

  /** Prices the cart in place, so repository callers holding this object see the priced cart too. */
  async price(projectKey: string, cart: Cart): Promise<void> {
    const { cart: priced, warnings } = priceCart(cart, await this.loadData(projectKey, cart));
    for (const warning of warnings) {
      const key = `${warning.subject}|${warning.message}`;
      if (this.reported.has(key)) continue;
      this.reported.add(key);
      this.logger.warn({ pricing: warning }, `pricing: ${warning.subject} skipped: ${warning.message}`);
    }
    // A copy: the priced cart may hold parts of the kept (frozen) reference data, e.g. a line's selected price.
    Object.assign(cart, structuredClone(priced));
  }

  /** The languages of the cart's store, for the lines it keeps (lean-cart-lines.ts); undefined without a store. */
  async storeLanguages(projectKey: string, cart: Cart): Promise<readonly string[] | undefined> {
    const reference = cart.store as { key?: string; id?: string } | undefined;
    if (!reference) return undefined;
    const store = reference.key ? await this.reads.getByKey(projectKey, 'store', reference.key) : reference.id ? await this.reads.get(projectKey, 'store', reference.id) : null;
    return store?.languages;
  }

  /** Before a new order is written: gives it the cart's custom lines and answers the cart as stored after it (Ordered). */
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
    const storage = this.reads;
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
