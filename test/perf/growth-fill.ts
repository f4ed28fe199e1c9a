/**
 * Fills an embedded store the way months of trade would (issue 39): customers who signed up in their store,
 * orders placed from priced carts with addresses, a shipping method and a payment, the active carts customers keep,
 * and anonymous carts nobody came back to. Everything goes through the backend's own HTTP API in process
 * (`EmbeddedBackend.request`, as the seed writes), so drafts are validated, carts priced and every index of the
 * storage kept as the shop's own requests would keep them. The store must not be open in another process.
 */
import pino from 'pino';
import type { Cart, Customer, Order, Payment, Product } from '@commercetools/platform-sdk';
import { getMarket, type CountryCode } from '../../app/markets';
import { isGuaranteeSku } from '../../app/markets/constants';
import { createEmbeddedBackend, type EmbeddedBackend } from '../../server/commerce-backend/backend';
import { DEFAULT_PROJECT_KEY } from '../../server/commerce-backend/config';
import { passwordCost } from '../../server/commerce-backend/password-hash';
import { openStorage, type CommerceStore } from '../../server/commerce-backend/storage';
import { CHECKOUT_STORES, shopperOf } from './shoppers';

export type FillCounts = { customers: number; orders: number; carts: number };
export type FillReport = FillCounts & { ms: number; requests: number; abandoned: number; activeCustomerCarts: number };

/** The fill's own customers hash at the lowest cost the backend allows: the bench signs in as seeded customers. */
const FILL_PASSWORD_COST = passwordCost(10);
const FILL_PASSWORD = 'Growth-Bench-2026';

/** A small deterministic generator, so two fills of the same counts write the same mix. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type StoreFacts = { key: string; country: CountryCode; currency: string; locale: string; skus: string[] };

/** Per store with checkout: the SKUs with a price in its country and currency (what its shoppers can buy). */
function storesOf(products: Product[]): StoreFacts[] {
  return CHECKOUT_STORES.map((key) => {
    const market = getMarket(key.toUpperCase() as CountryCode);
    const skus: string[] = [];
    for (const product of products) {
      const variant = product.masterData.current.masterVariant;
      if (!product.masterData.published || !variant.sku || isGuaranteeSku(variant.sku)) continue;
      const priced = (variant.prices ?? []).some((price) => price.value.currencyCode === market.currency && (!price.country || price.country === market.country));
      if (priced) skus.push(variant.sku);
    }
    return { key: market.storeKey, country: market.country, currency: market.currency, locale: market.defaultLocale, skus };
  }).filter((store) => store.skus.length > 0);
}

/** Opens the store in `dataDir` with the backend around it, for a fill or a restock; `close` when done. */
export function openBackend(dataDir: string): { store: CommerceStore; backend: EmbeddedBackend; close: () => Promise<void> } {
  const logger = pino({ level: 'silent' });
  const store = openStorage(dataDir, { logger });
  const backend = createEmbeddedBackend({
    store,
    projectKey: DEFAULT_PROJECT_KEY,
    client: { clientId: 'growth-bench', clientSecret: 'growth-bench', scopes: [`manage_project:${DEFAULT_PROJECT_KEY}`] },
    logger,
    passwordCost: FILL_PASSWORD_COST,
  });
  return {
    store,
    backend,
    close: async () => {
      await backend.close();
      store.close();
    },
  };
}

/** Sets the shared stock of these SKUs to `quantity`, so the bench's orders never run out (both stores alike). */
export async function restock(backend: EmbeddedBackend, skus: readonly string[], quantity: number): Promise<void> {
  for (const sku of skus) {
    const query = new URLSearchParams({ where: 'sku in :skus and supplyChannel is not defined', 'var.skus': sku, limit: '10' });
    const page = await backend.request<{ results: Array<{ id: string; version: number }> }>('GET', `/inventory?${query}`);
    for (const entry of page.results) {
      await backend.request('POST', `/inventory/${entry.id}`, { version: entry.version, actions: [{ action: 'changeQuantity', quantity }] });
    }
  }
}

/**
 * Writes `counts.customers` customers, `counts.orders` orders (each from its own cart: `counts.orders` of the carts
 * end up Ordered), one active cart per customer, and anonymous carts for the rest of `counts.carts`.
 */
export async function fillStore(
  backend: EmbeddedBackend,
  store: CommerceStore,
  counts: FillCounts,
  progress: (line: string) => void = () => {},
): Promise<FillReport> {
  const started = performance.now();
  const next = random(39);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const stores = storesOf((await store.storage.all(DEFAULT_PROJECT_KEY, 'product')) as Product[]);
  let requests = 0;
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    requests += 1;
    return backend.request<T>(method, path, body);
  };
  const say = (what: string, done: number, of: number) => {
    if (done % 2500 === 0 || done === of) progress(`${what} ${done}/${of} (${Math.round((performance.now() - started) / 1000)} s, ${requests} requests)`);
  };

  const customers: Array<{ id: string; email: string; store: StoreFacts; firstName: string; lastName: string }> = [];
  for (let index = 0; index < counts.customers; index += 1) {
    const home = stores[index % stores.length];
    const { address } = shopperOf(home.key);
    const email = `growth.${index}@example.com`;
    const created = await call<{ customer: Customer }>('POST', `/in-store/key=${home.key}/customers`, {
      email,
      password: FILL_PASSWORD,
      firstName: address.firstName,
      lastName: `${address.lastName} ${index}`,
      locale: home.locale,
      stores: [{ typeId: 'store', key: home.key }],
      addresses: [{ ...address, country: home.country }],
    });
    customers.push({ id: created.customer.id, email, store: home, firstName: address.firstName, lastName: `${address.lastName} ${index}` });
    say('customers', index + 1, counts.customers);
  }

  const lines = (facts: StoreFacts) => {
    const count = 1 + Math.floor(next() * 3);
    return [...new Set(Array.from({ length: count }, () => pick(facts.skus)))].map((sku) => ({ sku, quantity: 1 + Math.floor(next() * 2) }));
  };
  const cartDraft = (facts: StoreFacts, owner: { customerId?: string; anonymousId?: string }, withAddresses: boolean, email?: string) => {
    const { address } = shopperOf(facts.key);
    const full = { ...address, country: facts.country, ...(email ? { email } : {}) };
    return {
      ...owner,
      currency: facts.currency,
      country: facts.country,
      locale: facts.locale,
      deleteDaysAfterLastModification: owner.customerId ? 90 : withAddresses ? 30 : 7,
      shippingAddress: withAddresses ? full : { country: facts.country },
      ...(withAddresses ? { billingAddress: full, customerEmail: email, shippingMethod: { typeId: 'shipping-method', key: 'parcel' } } : {}),
      lineItems: lines(facts),
    };
  };

  for (let index = 0; index < counts.orders; index += 1) {
    // Seven in ten orders come from customers, the rest from guests.
    const customer = next() < 0.7 ? pick(customers) : undefined;
    const facts = customer?.store ?? pick(stores);
    const email = customer?.email ?? `guest.${index}@example.com`;
    const owner = customer ? { customerId: customer.id } : { anonymousId: `growth-guest-${index}` };
    const cart = await call<Cart>('POST', `/in-store/key=${facts.key}/carts`, cartDraft(facts, owner, true, email));
    const payment = await call<Payment>('POST', '/payments', {
      key: `growth-${index}`,
      amountPlanned: { currencyCode: cart.totalPrice.currencyCode, centAmount: cart.totalPrice.centAmount },
      paymentMethodInfo: { paymentInterface: 'bank-transfer', method: 'bank-transfer' },
      ...(customer ? { customer: { typeId: 'customer', id: customer.id } } : { anonymousId: owner.anonymousId }),
    });
    const withPayment = await call<Cart>('POST', `/in-store/key=${facts.key}/carts/${cart.id}`, {
      version: cart.version,
      actions: [{ action: 'addPayment', payment: { typeId: 'payment', id: payment.id } }],
    });
    await call<Order>('POST', `/in-store/key=${facts.key}/orders`, {
      cart: { typeId: 'cart', id: cart.id },
      version: withPayment.version,
      orderNumber: `G${String(index).padStart(9, '0')}`,
    });
    say('orders', index + 1, counts.orders);
  }

  const activeCustomerCarts = Math.min(customers.length, Math.max(counts.carts - counts.orders, 0));
  for (let index = 0; index < activeCustomerCarts; index += 1) {
    const customer = customers[index];
    await call<Cart>('POST', `/in-store/key=${customer.store.key}/carts`, cartDraft(customer.store, { customerId: customer.id }, false));
    say('customer carts', index + 1, activeCustomerCarts);
  }
  const abandoned = Math.max(counts.carts - counts.orders - activeCustomerCarts, 0);
  for (let index = 0; index < abandoned; index += 1) {
    const facts = pick(stores);
    await call<Cart>('POST', `/in-store/key=${facts.key}/carts`, cartDraft(facts, { anonymousId: `growth-visitor-${index}` }, false));
    say('abandoned carts', index + 1, abandoned);
  }
  return { ...counts, ms: Math.round(performance.now() - started), requests, abandoned, activeCustomerCarts };
}
