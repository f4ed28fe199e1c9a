import type { Cart, Order, Product } from '@commercetools/platform-sdk';
import type { DatabaseSync } from 'node:sqlite';
import { SQLiteStorage } from '@labdigital/commercetools-mock/sqlite';
import type { Logger } from 'pino';
import { leanCartLines } from './lean-cart-lines.ts';
import { CartPricing, DiscountCodeUses } from './cart-pricing.ts';
import { QueryIndexes } from './query-indexes.ts';
import type { QueryParamsLike } from './query-indexes.ts';
import { SkuIndex } from './sku-index.ts';

type TypeId = Parameters<SQLiteStorage['add']>[1];
type Params = Parameters<SQLiteStorage['add']>[3];
type QueryParams = Parameters<SQLiteStorage['query']>[2];

/** Told about every write through the storage, e.g. the catalogue change announcer (catalogue-changes.ts). */
export interface WriteListener {
  /** A resource of this type was added, replaced or deleted (also when the write failed halfway). */
  written(typeId: string): void;
  /** Every resource was deleted. */
  cleared(): void;
}

/**
 * The mock's SQLite storage with what this shop changes about writes and reads, in one place. The mock
 * routes every write of every resource through `add` (create, update actions, replication, sign-in
 * merges) and every query through `query`, so these are the points no path skips:
 *
 * - `add` of a cart: prices it first (cart-pricing.ts), because the mock does not price carts the way
 *   commercetools does (price selection, cart discounts, codes, shipping, taxes), then keeps in its lines only
 *   what the cart can use (lean-cart-lines.ts).
 * - `add` of an order not stored before: copies the cart's custom line items onto it (the mock drops
 *   them), then flips its cart to `Ordered` and counts the discount codes used.
 * - `add`/`delete` of a product: keeps the SKU index (sku-index.ts) current, so addLineItem by SKU reads
 *   one product instead of parsing all of them.
 * - `query` of one of the shapes the shop sends (a customer's carts or orders, an order by number, reviews, stock,
 *   …), or a short page without predicate: reads the candidates through an index (query-indexes.ts) and lets the
 *   mock's own query logic filter, sort and page just those.
 * - every write: tells the write listeners, after the write.
 *
 * The steps of a write run in this fixed order whatever was set up first: price, write, index, announce.
 */
export class ShopStorage extends SQLiteStorage {
  readonly skuIndex: SkuIndex;
  readonly codeUses: DiscountCodeUses;
  private readonly queryIndexes: QueryIndexes;
  private readonly pricing: CartPricing;
  private readonly listeners = new Set<WriteListener>();

  /** `db` is our own connection to the same file (side tables); it must already be in WAL mode. */
  constructor(options: { filename: string; db: DatabaseSync; logger: Pick<Logger, 'warn'> }) {
    super({ filename: options.filename });
    this.skuIndex = new SkuIndex(options.db);
    this.queryIndexes = new QueryIndexes(options.db);
    this.codeUses = new DiscountCodeUses(options.db);
    this.pricing = new CartPricing(this, this.codeUses, options.logger);
    this.onWrite({ written: (typeId) => this.pricing.forget(typeId), cleared: () => this.pricing.forgetAll() });
  }

  /** Adds a listener for writes; returns the function that removes it. */
  onWrite(listener: WriteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  override async add<T>(projectKey: string, typeId: TypeId, obj: T, params?: Params): Promise<T> {
    try {
      if (typeId === 'cart') {
        await this.pricing.price(projectKey, obj as Cart);
        leanCartLines(obj as Cart, await this.pricing.storeLanguages(projectKey, obj as Cart));
        return await this.write(projectKey, typeId, obj, params);
      }
      if (typeId === 'order' && (obj as Order).version === 1 && !(await this.get(projectKey, 'order', (obj as Order).id))) {
        const order = obj as Order;
        const orderedCart = await this.pricing.prepareNewOrder(projectKey, order);
        const stored = await this.write(projectKey, typeId, obj, params);
        if (orderedCart) await this.write(projectKey, 'cart', orderedCart);
        this.pricing.countCodeUses(projectKey, order);
        return stored;
      }
      const stored = await this.write(projectKey, typeId, obj, params);
      if (typeId === 'product') this.skuIndex.index(projectKey, obj as Product);
      return stored;
    } finally {
      for (const listener of this.listeners) listener.written(typeId);
    }
  }

  override async delete<T>(projectKey: string, typeId: TypeId, id: string, params?: Params): Promise<T | null> {
    try {
      const deleted = (await super.delete(projectKey, typeId, id, params)) as T | null;
      if (typeId === 'product') this.skuIndex.remove(projectKey, id);
      return deleted;
    } finally {
      for (const listener of this.listeners) listener.written(typeId);
    }
  }

  override async clear(): Promise<void> {
    try {
      await super.clear();
      this.skuIndex.clear();
    } finally {
      for (const listener of this.listeners) listener.cleared();
    }
  }

  override async query<T = Awaited<ReturnType<SQLiteStorage['query']>>>(projectKey: string, typeId: TypeId, params: QueryParams): Promise<T> {
    const page = this.queryIndexes.firstPage(projectKey, typeId, params as QueryParamsLike);
    const candidates = page?.candidates ?? this.queryIndexes.candidates(projectKey, typeId, params as QueryParamsLike);
    if (!candidates) return (await super.query(projectKey, typeId, params)) as T;
    // The mock's own query over the candidates: this storage with only `all` answering the candidates.
    const narrowed = Object.create(this, { all: { value: async () => candidates } }) as SQLiteStorage;
    const result = (await SQLiteStorage.prototype.query.call(narrowed, projectKey, typeId, params)) as { total?: number };
    if (page) result.total = page.total;
    return result as T;
  }

  /** The mock's plain write, without the steps above. */
  private async write<T>(projectKey: string, typeId: TypeId, obj: T, params?: Params): Promise<T> {
    return (await super.add(projectKey, typeId, obj as never, params)) as T;
  }
}
