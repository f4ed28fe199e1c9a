import type { Cart, Customer, Order, Product, Review } from '@commercetools/platform-sdk';
import type { DatabaseSync } from 'node:sqlite';
import { SQLiteStorage } from '@labdigital/commercetools-mock/sqlite';
import type { Logger } from 'pino';
import { leanCartLines } from './lean-cart-lines.ts';
import { DEFAULT_PASSWORD_COST, hashPassword, hashPasswordSync, isPasswordHash, type PasswordCost } from './password-hash.ts';
import { CartPricing, DiscountCodeUses } from './cart-pricing.ts';
import { ProjectionCandidates } from './projection-lookup.ts';
import { QueryIndexes } from './query-indexes.ts';
import { ReviewStatisticsCache } from './review-statistics.ts';
import type { QueryParamsLike } from './query-indexes.ts';
import { SkuIndex } from './sku-index.ts';

type TypeId = Parameters<SQLiteStorage['add']>[1];
type StoredCustomer = Customer & { password?: string };
type WritableReview = Review & { createdAt: string; lastModifiedAt: string };

function keepWrittenDate(review: WritableReview): void {
  const written = review.custom?.fields?.writtenAt;
  if (typeof written !== 'string' || Number.isNaN(Date.parse(written))) return;
  review.createdAt = new Date(written).toISOString();
  review.lastModifiedAt = review.createdAt;
}
type Params = Parameters<SQLiteStorage['add']>[3];
type QueryParams = Parameters<SQLiteStorage['query']>[2];

/** Told about every write through the storage, e.g. the catalogue change announcer (catalogue-changes.ts). */
export interface WriteListener {
  /** A resource of this type was added, replaced or deleted (also when the write failed halfway). */
  written(typeId: string): void;
  /** Every resource was deleted. */
  cleared(): void;
}

/** Every write passes `add` and every query `query`, so no path skips the shop's changes (pricing, hashes, SKU index,
 * query indexes, announcements); a write runs in a fixed order: price, write, index, announce. */
export class ShopStorage extends SQLiteStorage {
  readonly skuIndex: SkuIndex;
  readonly codeUses: DiscountCodeUses;
  private readonly queryIndexes: QueryIndexes;
  private readonly pricing: CartPricing;
  private readonly listeners = new Set<WriteListener>();
  private readonly reviewStatistics: ReviewStatisticsCache;
  private readonly projectionCandidates: ProjectionCandidates;
  private readonly setPassword;
  /** scrypt's cost for the passwords the mock hands over. */
  passwordCost: PasswordCost = DEFAULT_PASSWORD_COST;

  /** `db` is our own connection to the same file (side tables); it must already be in WAL mode. */
  constructor(options: { filename: string; db: DatabaseSync; logger: Pick<Logger, 'warn'> }) {
    super({ filename: options.filename });
    this.skuIndex = new SkuIndex(options.db);
    this.queryIndexes = new QueryIndexes(options.db);
    this.codeUses = new DiscountCodeUses(options.db);
    this.pricing = new CartPricing(this, this.codeUses, options.logger);
    this.setPassword = options.db.prepare("UPDATE resources SET data = json_set(data, '$.password', ?) WHERE project_key = ? AND type_id = 'customer' AND id = ?");
    this.reviewStatistics = new ReviewStatisticsCache(this);
    this.projectionCandidates = new ProjectionCandidates(options.db, this, this.skuIndex.find);
    this.onWrite({
      written: (typeId) => {
        this.pricing.forget(typeId);
        if (typeId === 'review') this.reviewStatistics.forget();
      },
      cleared: () => {
        this.pricing.forgetAll();
        this.reviewStatistics.forget();
      },
    });
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
      if (typeId === 'customer') return (await this.writeCustomer(projectKey, obj as StoredCustomer, params)) as T;
      if (typeId === 'review' && (obj as Review).version === 1) keepWrittenDate(obj as WritableReview);
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

  /** A new customer is written without its password first, so the mock's e-mail check and write do not yield; the
   * hash follows. An update hashes synchronously for its version check. */
  private async writeCustomer(projectKey: string, customer: StoredCustomer, params?: Params): Promise<StoredCustomer> {
    const encoded = customer.password;
    if (!encoded || isPasswordHash(encoded)) return await this.write(projectKey, 'customer', customer, params);
    const plain = Buffer.from(encoded, 'base64').toString('utf8');
    if (customer.version > 1) {
      customer.password = hashPasswordSync(plain, this.passwordCost);
      return await this.write(projectKey, 'customer', customer, params);
    }
    customer.password = undefined;
    const stored = await this.write(projectKey, 'customer', customer, params);
    customer.password = await hashPassword(plain, this.passwordCost);
    this.setPassword.run(customer.password, projectKey, customer.id);
    return stored;
  }

  /** The mock asks its storage for a product's review statistics (patched): from one pass over the reviews. */
  productReviewStatistics(projectKey: string, productId: string) {
    return this.reviewStatistics.get(projectKey, productId);
  }

  /** The mock asks its storage for a projection query's products (patched): by SKU index, ids or keyset. */
  productProjectionCandidates(projectKey: string, params: QueryParamsLike): Promise<unknown[] | undefined> {
    return this.projectionCandidates.of(projectKey, params);
  }

  /** The mock's plain write, without the steps above. */
  private async write<T>(projectKey: string, typeId: TypeId, obj: T, params?: Params): Promise<T> {
    return (await super.add(projectKey, typeId, obj as never, params)) as T;
  }
}
