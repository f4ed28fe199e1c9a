import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SQLInputValue } from 'node:sqlite';
import { SQLiteStorage } from '@labdigital/commercetools-mock/sqlite';
import type { Cart, Customer, Order } from '@commercetools/platform-sdk';
import { createEmbeddedBackend, type EmbeddedBackend } from '../../../server/commerce-backend/backend.ts';
import { ANNOUNCED_TYPES } from '../../../server/commerce-backend/catalogue-changes.ts';
import { INDEXED_READS, QueryIndexes, QUERY_SHAPES, type QueryShape } from '../../../server/commerce-backend/query-indexes.ts';
import { openStorage, type CommerceStore } from '../../../server/commerce-backend/storage.ts';
import { REPO_ROOT, tempDataDir } from './harness.ts';

// Issue 39: every query the shop sends (and the mock sends on its behalf) is answered from an index, never by
// reading every resource of its type. Each shop query is named with the source that sends it; the test checks
// that its text is still what that source sends, that the backend answers it without a full scan of its type,
// with the full scan's answer, and that SQLite's plan for its candidates uses the index.

const PROJECT = 'shapes-project';
type Vars = Record<string, string | string[]>;

interface ShopQuery {
  /** The file under app/commerce that sends it, and the predicate exactly as written there. */
  source: string;
  written: string;
  endpoint: string;
  typeId: string;
  where: string;
  vars: (ids: Fixture) => Vars;
  /** The index SQLite must use for the candidates (`primary key` for id ranges). */
  index: string;
  /** Ids the answer must hold (from the fixture). */
  expect: (ids: Fixture) => string[];
}

interface Fixture {
  customer: Customer;
  other: Customer;
  activeCart: Cart;
  order: Order;
  productId: string;
  reviewId: string;
}

const SHOP_QUERIES: ShopQuery[] = [
  {
    source: 'customer-cart.server.ts',
    written: "where: 'customerId = :customerId and cartState = \"Active\"'",
    endpoint: '/in-store/key=sk/carts',
    typeId: 'cart',
    where: 'customerId = :customerId and cartState = "Active"',
    vars: (ids) => ({ customerId: ids.customer.id }),
    index: 'embedded_idx_cart_customer',
    expect: (ids) => [ids.activeCart.id],
  },
  {
    source: 'order.server.ts',
    written: "where: 'customerId = :customerId'",
    endpoint: '/in-store/key=sk/orders',
    typeId: 'order',
    where: 'customerId = :customerId',
    vars: (ids) => ({ customerId: ids.customer.id }),
    index: 'embedded_idx_order_customer',
    expect: (ids) => [ids.order.id],
  },
  {
    source: 'review.server.ts',
    written: "where: 'customerId = :customerId'",
    endpoint: '/orders',
    typeId: 'order',
    where: 'customerId = :customerId',
    vars: (ids) => ({ customerId: ids.customer.id }),
    index: 'embedded_idx_order_customer',
    expect: (ids) => [ids.order.id],
  },
  {
    source: 'order.server.ts',
    written: "where: 'customerEmail = :email'",
    endpoint: '/in-store/key=sk/orders',
    typeId: 'order',
    where: 'customerEmail = :email',
    vars: () => ({ email: 'shape.one@example.com' }),
    index: 'embedded_idx_order_email',
    expect: (ids) => [ids.order.id],
  },
  {
    source: 'review.server.ts',
    written: "'customer(id = :customerId)'",
    endpoint: '/reviews',
    typeId: 'review',
    where: 'customer(id = :customerId)',
    vars: (ids) => ({ customerId: ids.customer.id }),
    index: 'embedded_idx_review_customer',
    expect: (ids) => [ids.reviewId],
  },
  {
    source: 'review.server.ts',
    written: '`target(id = :productId) and includedInStatistics = true${inLanguages}`',
    endpoint: '/reviews',
    typeId: 'review',
    where: 'target(id = :productId) and includedInStatistics = true and locale in (:locale0)',
    vars: (ids) => ({ productId: ids.productId, locale0: 'sk' }),
    index: 'embedded_idx_review_target',
    expect: (ids) => [ids.reviewId],
  },
  {
    source: 'customer.server.ts',
    written: "where: 'lowercaseEmail = :email'",
    endpoint: '/in-store/key=sk/customers',
    typeId: 'customer',
    where: 'lowercaseEmail = :email',
    vars: () => ({ email: 'shape.one@example.com' }),
    index: 'embedded_idx_customer_email',
    expect: (ids) => [ids.customer.id],
  },
  {
    source: 'discount.server.ts',
    written: "where: 'isActive = true'",
    endpoint: '/cart-discounts',
    typeId: 'cart-discount',
    where: 'isActive = true',
    vars: () => ({}),
    index: 'embedded_idx_cart_discount_active',
    expect: () => [],
  },
  {
    source: 'stock-reservation.server.ts',
    written: "where: 'sku in :skus and supplyChannel is not defined'",
    endpoint: '/inventory',
    typeId: 'inventory-entry',
    where: 'sku in :skus and supplyChannel is not defined',
    vars: () => ({ skus: ['SHAPE-1', 'SHAPE-9'] }),
    index: 'embedded_idx_inventory_sku',
    expect: () => [],
  },
  {
    source: 'catalog.server.ts',
    written: "where: 'sku in :skus and supplyChannel(id = :channel)'",
    endpoint: '/inventory',
    typeId: 'inventory-entry',
    where: 'sku in :skus and supplyChannel(id = :channel)',
    vars: () => ({ skus: ['SHAPE-1'], channel: '00000000-0000-0000-0000-000000000000' }),
    index: 'embedded_idx_inventory_sku',
    expect: () => [],
  },
  {
    source: 'catalog.server.ts',
    written: "where: 'sku in :skus and supplyChannel is not defined'",
    endpoint: '/inventory',
    typeId: 'inventory-entry',
    where: 'sku in :skus and supplyChannel is not defined',
    vars: () => ({ skus: ['SHAPE-1'] }),
    index: 'embedded_idx_inventory_sku',
    expect: () => [],
  },
  {
    source: 'review.server.ts',
    written: "'uniquenessValue = :unique or (customer(id = :customerId) and target(id = :productId))'",
    endpoint: '/reviews',
    typeId: 'review',
    where: 'uniquenessValue = :unique or (customer(id = :customerId) and target(id = :productId))',
    vars: (ids) => ({ unique: `${ids.customer.id}:SHAPE-1`, customerId: ids.customer.id, productId: ids.productId }),
    index: 'embedded_idx_review_customer',
    expect: (ids) => [ids.reviewId],
  },
  {
    source: 'catalogue-listing.server.ts',
    written: "'supplyChannel is not defined'",
    endpoint: '/inventory',
    typeId: 'inventory-entry',
    where: 'supplyChannel is not defined and id > :afterId',
    vars: () => ({ afterId: '0' }),
    index: 'primary key',
    expect: () => [],
  },
];

/**
 * Product projections: answered by the SKU index and by id (projection-lookup.ts), never by parsing the catalogue.
 * `id > :afterId` pages read the products after the id by the primary key.
 */
const PROJECTION_QUERIES: Array<{ source: string; written: string; where: string; vars: (ids: Fixture) => Vars }> = [
  { source: 'catalog.server.ts', written: "'masterVariant(sku = :sku) or variants(sku = :sku)'", where: 'masterVariant(sku = :sku) or variants(sku = :sku)', vars: () => ({ sku: 'SHAPE-1' }) },
  { source: 'catalog.server.ts', written: "'masterVariant(sku in :skus) or variants(sku in :skus)'", where: 'masterVariant(sku in :skus) or variants(sku in :skus)', vars: () => ({ skus: ['SHAPE-1'] }) },
  { source: 'product-relations.server.ts', written: "'id in :ids'", where: 'id in :ids', vars: (ids) => ({ ids: [ids.productId] }) },
  { source: 'product-relations.server.ts', written: "'masterVariant(sku in :skus)'", where: 'masterVariant(sku in :skus)', vars: () => ({ skus: ['SHAPE-1'] }) },
  { source: 'product-relations.server.ts', written: "'id in :ids'", where: 'id in :ids or masterVariant(sku in :skus)', vars: (ids) => ({ ids: [ids.productId], skus: ['SHAPE-1'] }) },
  { source: 'catalogue-listing.server.ts', written: "'id > :afterId'", where: 'id > :afterId', vars: () => ({ afterId: '0' }) },
];

/**
 * Reads without a predicate: whole collections of catalogue types (stores, shipping methods, customer groups, cart
 * discounts, categories, product types, stock, and one-item fingerprints), none of a type that grows with trade.
 */
const WHOLE_COLLECTIONS = ['store', 'shipping-method', 'customer-group', 'cart-discount', 'category', 'product-type', 'inventory-entry', 'product', 'review'];

/** Every predicate text in the shop's commerce layer: a literal with a query variable or a literal comparison. */
function predicatesInSource(): Array<{ file: string; text: string }> {
  const folder = path.join(REPO_ROOT, 'app/commerce');
  const found: Array<{ file: string; text: string }> = [];
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const source = fs.readFileSync(path.join(folder, file), 'utf8');
    for (const match of source.matchAll(/(['`])((?:(?!\1)[^\n])*?(?:[=<>] :\w|\bin :\w|\bis (?:not )?defined|= true)(?:(?!\1)[^\n])*)\1/g)) {
      found.push({ file, text: match[0] });
    }
  }
  return found;
}

describe('query shapes of the embedded backend (issue 39)', () => {
  let dataDir: string;
  let store: CommerceStore;
  let backend: EmbeddedBackend;
  const ids = {} as Fixture;

  beforeAll(async () => {
    dataDir = tempDataDir();
    store = openStorage(dataDir, { logger: pino({ level: 'silent' }) });
    backend = createEmbeddedBackend({ store, projectKey: PROJECT, client: { clientId: 'c', clientSecret: 's', scopes: [`manage_project:${PROJECT}`] }, logger: pino({ level: 'silent' }), passwordCost: { N: 1024, r: 8, p: 1 } });
    await backend.request('POST', '/stores', { key: 'sk', name: { sk: 'SK' }, languages: ['sk'] });
    const type = await backend.request<{ id: string }>('POST', '/product-types', { name: 'tool', description: 'tool', key: 'tool' });
    for (const sku of ['SHAPE-1', 'SHAPE-2']) {
      const product = await backend.request<{ id: string }>('POST', '/products', {
        productType: { typeId: 'product-type', id: type.id },
        name: { en: sku, sk: sku },
        slug: { en: sku.toLowerCase() },
        masterVariant: { sku, prices: [{ value: { currencyCode: 'EUR', centAmount: 1000 } }] },
        publish: true,
      });
      ids.productId ??= product.id;
      await backend.request('POST', '/inventory', { sku, quantityOnStock: 100 });
    }
    await backend.request('POST', '/cart-discounts', {
      key: 'off', name: { en: 'off' }, value: { type: 'relative', permyriad: 500 }, cartPredicate: 'true', target: { type: 'lineItems', predicate: 'true' },
      sortOrder: '0.5', isActive: false, requiresDiscountCode: false,
    });
    const customer = async (email: string) =>
      (await backend.request<{ customer: Customer }>('POST', '/in-store/key=sk/customers', { email, password: 'Secret-2026', stores: [{ typeId: 'store', key: 'sk' }] })).customer;
    ids.customer = await customer('Shape.One@example.com');
    ids.other = await customer('shape.two@example.com');
    const cart = (customerId: string, email?: string) =>
      backend.request<Cart>('POST', '/in-store/key=sk/carts', { customerId, currency: 'EUR', country: 'SK', customerEmail: email, lineItems: [{ sku: 'SHAPE-1', quantity: 1 }] });
    const ordered = await cart(ids.customer.id, 'shape.one@example.com');
    ids.order = await backend.request<Order>('POST', '/in-store/key=sk/orders', { cart: { typeId: 'cart', id: ordered.id }, version: ordered.version, orderNumber: 'SHAPE-0001' });
    ids.activeCart = await cart(ids.customer.id);
    const otherCart = await cart(ids.other.id, 'shape.two@example.com');
    await backend.request('POST', '/in-store/key=sk/orders', { cart: { typeId: 'cart', id: otherCart.id }, version: otherCart.version, orderNumber: 'SHAPE-0002' });
    await cart(ids.other.id);
    // As the shop writes a review: the mock drops the draft's customer, so it is set afterwards (review.server.ts).
    const review = async (customer: Customer, rating: number, locale: string) => {
      const created = await backend.request<{ id: string; version: number }>('POST', '/reviews', {
        uniquenessValue: `${customer.id}:SHAPE-1`, target: { typeId: 'product', id: ids.productId }, rating, text: 'fine', locale,
      });
      await backend.request('POST', `/reviews/${created.id}`, { version: created.version, actions: [{ action: 'setCustomer', customer: { typeId: 'customer', id: customer.id } }] });
      return created.id;
    };
    ids.reviewId = await review(ids.customer, 5, 'sk');
    await review(ids.other, 3, 'en');
  });

  afterAll(async () => {
    await backend.close();
    store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const queryString = (where: string, vars: Vars, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ where, limit: '50', ...extra });
    for (const [name, value] of Object.entries(vars)) for (const item of [value].flat()) query.append(`var.${name}`, item);
    return query;
  };
  const planOf = (sql: string, values: SQLInputValue[]) =>
    (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...values) as Array<{ detail: string }>).map((row) => row.detail);
  const usesIndex = (plan: string[], index: string) =>
    index === 'primary key'
      ? plan.some((step) => /USING (?:COVERING )?INDEX sqlite_autoindex_resources_1 \(project_key=\? AND type_id=\? AND id[=>]/.test(step))
      : plan.some((step) => step.includes(`INDEX ${index} `));
  // A search of the primary key by project and type alone reads every resource of the type: a scan too.
  const fullScans = (plan: string[]) => plan.filter((step) => /^SCAN resources\b|sqlite_autoindex_resources_1 \(project_key=\? AND type_id=\?\)/.test(step));
  /** Placeholder values for a statement: as many as its highest parameter number (anonymous `?` count up). */
  const placeholders = (sql: string) => {
    let count = 0;
    for (const match of sql.matchAll(/\?(\d*)/g)) count = match[1] ? Math.max(count, Number(match[1])) : count + 1;
    return Array.from({ length: count }, (_, index) => (index === 0 ? PROJECT : 'x'));
  };

  it('names every predicate the shop\'s commerce layer writes', () => {
    const named = [...SHOP_QUERIES, ...PROJECTION_QUERIES].map((query) => `${query.source}|${query.written}`);
    const unnamed = predicatesInSource().filter(({ file, text }) => !named.some((entry) => entry.startsWith(`${file}|`) && entry.includes(text)));
    // getProductBySlug builds `slug(${language} = :slug)`: no page calls it (catalog.server.ts).
    expect(unnamed.filter(({ text }) => !text.includes('slug('))).toEqual([]);
    for (const query of [...SHOP_QUERIES, ...PROJECTION_QUERIES]) {
      expect(fs.readFileSync(path.join(REPO_ROOT, 'app/commerce', query.source), 'utf8'), `${query.source} sends ${query.written}`).toContain(query.written);
    }
  });

  for (const query of SHOP_QUERIES) {
    it(`answers ${query.typeId} \`${query.where}\` (${query.source}) from ${query.index}, with the full scan's answer`, async () => {
      const vars = query.vars(ids);
      const params = Object.fromEntries([...queryString(query.where, vars).entries()].filter(([name]) => name.startsWith('var.')).map(([name]) => [name, [vars[name.slice(4)]].flat().length > 1 ? [vars[name.slice(4)]].flat() : vars[name.slice(4)]]));
      const found = QueryIndexes.shapeOf(query.typeId, { where: query.where, ...params });
      expect(found, 'an indexed shape').toBeDefined();
      const plan = planOf(QueryIndexes.candidateSql(found!.shape, query.typeId), [PROJECT, ...found!.values]);
      expect(usesIndex(plan, query.index), plan.join(' | ')).toBe(true);
      expect(fullScans(plan)).toEqual([]);

      const reads = vi.spyOn(store.storage, 'all');
      const answer = await backend.request<{ total: number; results: Array<{ id: string }> }>('GET', `${query.endpoint}?${queryString(query.where, vars)}`);
      expect(reads.mock.calls.filter(([, typeId]) => typeId === query.typeId)).toEqual([]);
      reads.mockRestore();
      const scanned = await SQLiteStorage.prototype.query.call(store.storage, PROJECT, query.typeId as never, { where: [query.where], limit: 50, ...params });
      expect(answer.results.map((resource) => resource.id)).toEqual((scanned.results as Array<{ id: string }>).map((resource) => resource.id));
      expect(answer.total).toBe(scanned.total);
      expect(answer.results.map((resource) => resource.id)).toEqual(expect.arrayContaining(query.expect(ids)));
    });
  }

  for (const query of PROJECTION_QUERIES) {
    it(`answers product projections \`${query.where}\` (${query.source}) without reading the catalogue`, async () => {
      const reads = vi.spyOn(store.storage, 'all');
      const answer = await backend.request<{ results: Array<{ id: string }> }>('GET', `/product-projections?${queryString(query.where, query.vars(ids), { priceCurrency: 'EUR' })}`);
      expect(reads.mock.calls.filter(([, typeId]) => typeId === 'product')).toEqual([]);
      reads.mockRestore();
      expect(answer.results.length).toBeGreaterThan(0);
    });
  }

  it('reads whole collections only of catalogue types, never of carts, orders, customers or payments', () => {
    for (const typeId of WHOLE_COLLECTIONS) expect(ANNOUNCED_TYPES, typeId).toHaveProperty(typeId);
  });

  it('answers what the mock asks on the shop\'s behalf from indexes: an order by number, a new customer\'s e-mail, a code, stock and a product by SKU', async () => {
    const reads = vi.spyOn(store.storage, 'all');
    const byNumber = await backend.request<Order>('GET', '/in-store/key=sk/orders/order-number=SHAPE-0001');
    expect(byNumber.id).toBe(ids.order.id);
    await expect(backend.request('POST', '/in-store/key=sk/customers', { email: 'SHAPE.ONE@example.com', password: 'x' })).rejects.toThrow(/answered 400/);
    await backend.request('POST', '/discount-codes', { code: 'SHAPES', cartDiscounts: [] }).catch(() => undefined);
    const cart = await backend.request<Cart>('POST', '/in-store/key=sk/carts', { currency: 'EUR', country: 'SK', anonymousId: 'a', inventoryMode: 'ReserveOnOrder', lineItems: [{ sku: 'SHAPE-2', quantity: 1 }] });
    await backend.request('POST', '/in-store/key=sk/orders', { cart: { typeId: 'cart', id: cart.id }, version: cart.version, orderNumber: 'SHAPE-0003' });
    const scanned = new Set(reads.mock.calls.map(([, typeId]) => typeId));
    reads.mockRestore();
    // `product` too: the cart's line by SKU is the mock's product query, answered through the SKU index.
    for (const typeId of ['order', 'customer', 'cart', 'inventory-entry', 'product']) expect(scanned.has(typeId as never), typeId).toBe(false);
    for (const literal of ['orderNumber="SHAPE-0001"', 'lowercaseEmail="shape.one@example.com"', 'code="SHAPES"', 'sku="SHAPE-2"', 'id="x"']) {
      const typeId = literal.startsWith('order') ? 'order' : literal.startsWith('lower') ? 'customer' : literal.startsWith('code') ? 'discount-code' : literal.startsWith('sku') ? 'inventory-entry' : 'customer';
      expect(QueryIndexes.shapeOf(typeId, { where: [literal] }), literal).toBeDefined();
    }
  });

  it('leaves a predicate whose `or` reaches past the indexed field to the full scan', () => {
    expect(QueryIndexes.shapeOf('review', { where: 'target(id = :productId) and rating = 5', 'var.productId': 'p' })).toBeDefined();
    expect(QueryIndexes.shapeOf('review', { where: 'target(id = :productId) and rating = 5 or rating = 1', 'var.productId': 'p' })).toBeUndefined();
    expect(QueryIndexes.shapeOf('inventory-entry', { where: 'supplyChannel is not defined or sku = "x" and id > :afterId', 'var.afterId': 'a' })).toBeUndefined();
    expect(QueryIndexes.shapeOf('order', { where: 'customerId = :customerId', 'var.customerId': ['a', 'b'] })).toBeUndefined();
  });

  it('plans every indexed shape and the backend\'s own indexed reads with an index, never a scan of the resources', () => {
    const typesOf = (shape: QueryShape) => (shape.typeId ? [shape.typeId] : ['cart', 'order']);
    for (const shape of QUERY_SHAPES) {
      for (const typeId of typesOf(shape)) {
        const sql = QueryIndexes.candidateSql(shape, typeId);
        const plan = planOf(sql, placeholders(sql));
        expect(fullScans(plan), `${shape.name}: ${plan.join(' | ')}`).toEqual([]);
        expect(plan.some((step) => /USING (?:COVERING )?INDEX /.test(step)), `${shape.name}: ${plan.join(' | ')}`).toBe(true);
      }
    }
    for (const [name, sql] of Object.entries(INDEXED_READS)) {
      const plan = planOf(sql, placeholders(sql));
      expect(fullScans(plan), `${name}: ${plan.join(' | ')}`).toEqual([]);
      expect(plan.some((step) => /INDEX embedded_idx_/.test(step)), `${name}: ${plan.join(' | ')}`).toBe(true);
    }
  });
});
