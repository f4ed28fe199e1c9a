// Stock held for a checkout between "Order and Pay" and the order: the backend takes stock only when the order is
// created, after payment, so without a hold two shoppers could both pay for the last unit. Holds are written with
// optimistic concurrency so one checkout on any instance wins the last unit; they lapse by themselves.
import type { Cart } from '@commercetools/platform-sdk';
import { getInventory } from './catalog.server';
import type { CommerceContext } from './client.server';
import { readCustomObject, writeCustomObject } from './custom-object.server';
import { callCommerce, send } from './errors.server';
import { markDegraded } from './request-scope.server';
import type { InventoryLevel } from './types';
import { withVersionRetry } from './version-retry.server';

export const STOCK_RESERVATION_CONTAINER = 'stock-reservations';
/** Long enough for a hosted card page, 3-D Secure or a bank's approval page; abandoned holds lapse. */
export const STOCK_HOLD_MS = 35 * 60_000;
// Under a rush on a few products many writes to one record collide and only one wins each round: enough
// attempts, each after a random growing pause, for a rush to settle.
const WRITE_ATTEMPTS = 40;
const WRITE_BACKOFF = { baseMs: 10, maxMs: 400 };
// Custom object keys allow [-_~.a-zA-Z0-9]; SKUs of the shop are [A-Za-z0-9._-].
const KEY = /^[A-Za-z0-9._~-]{1,256}$/;

type Holds = Record<string, { quantity: number; until: number }>;
type StoredHolds = { version: number; holds: Holds } | null;

export interface StockShortage {
  sku: string;
  /** What the shopper can still buy now (never below 0). */
  available: number;
  wanted: number;
}

export type StockHoldResult = { ok: true } | { ok: false; shortages: StockShortage[] };

/** Units per SKU of the cart (SKUs without an inventory entry, such as the virtual guarantees, are skipped later). */
export function stockDemand(cart: Pick<Cart, 'lineItems'>): Map<string, number> {
  const demand = new Map<string, number>();
  for (const line of cart.lineItems) {
    const sku = line.variant.sku;
    if (!sku || !KEY.test(sku)) continue;
    demand.set(sku, (demand.get(sku) ?? 0) + line.quantity);
  }
  return demand;
}

function parseHolds(value: unknown): Holds {
  if (typeof value !== 'object' || value === null) return {};
  const holds: Holds = {};
  for (const [cartId, hold] of Object.entries(value as Record<string, unknown>)) {
    const { quantity, until } = (hold ?? {}) as { quantity?: unknown; until?: unknown };
    if (typeof quantity === 'number' && typeof until === 'number') holds[cartId] = { quantity, until };
  }
  return holds;
}

async function readHolds(ctx: CommerceContext, sku: string): Promise<StoredHolds> {
  const object = await readCustomObject(ctx.client, '/stockReservation', STOCK_RESERVATION_CONTAINER, sku);
  return object ? { version: object.version, holds: parseHolds(object.value) } : null;
}

async function writeHolds(ctx: CommerceContext, sku: string, version: number, holds: Holds): Promise<void> {
  await writeCustomObject(ctx.client, '/stockReservation', { container: STOCK_RESERVATION_CONTAINER, key: sku, value: holds, version });
}

/** Stock of the SKUs as the backend has it now (no cache: this decides who gets the last unit). */
async function availableNow(ctx: CommerceContext, skus: string[]): Promise<Map<string, number>> {
  const page = await callCommerce('/getInventory', () =>
    send(
      ctx.client.apiRoot.inventory().get({
        queryArgs: { where: 'sku in :skus and supplyChannel is not defined', 'var.skus': skus, limit: 500 },
      }),
    ),
  );
  return new Map(page.results.map((entry) => [entry.sku, entry.availableQuantity]));
}

const active = (holds: Holds, now: number, except?: string) =>
  Object.entries(holds).filter(([cartId, hold]) => cartId !== except && hold.until > now);

/** Cached, as the embedded backend announces every custom object write; which holds are live is decided at each
 *  read, so a lapsed hold stops counting without an announcement. */
function cachedHolds(ctx: CommerceContext, sku: string): Promise<Holds> {
  return ctx.client.catalogueCache.get({
    name: 'stock-holds',
    key: sku,
    depends: ['stock-holds'],
    getFreshValue: async () => (await readHolds(ctx, sku))?.holds ?? {},
  });
}

/** Every cart's holds (a page shared by all shoppers), or all but `exceptCartId`'s (that shopper's own cart and
 *  checkout). */
async function heldUnits(ctx: CommerceContext, skus: readonly string[], options: { exceptCartId?: string; now?: number }): Promise<Map<string, number>> {
  const now = options.now ?? Date.now();
  const held = new Map<string, number>();
  await Promise.all(
    [...new Set(skus.filter((sku) => KEY.test(sku)))].map(async (sku) => {
      const units = active(await cachedHolds(ctx, sku), now, options.exceptCartId).reduce((sum, [, hold]) => sum + hold.quantity, 0);
      if (units > 0) held.set(sku, units);
    }),
  );
  return held;
}

type StockOptions = {
  /** This cart's own hold is not counted (the shopper's cart and checkout). */
  exceptCartId?: string;
  now?: number;
  /** The inventory past the catalogue cache (the cart channel's poll, which exists to see changes). */
  live?: boolean;
};

/** Stock and held units read together; when the holds cannot be read the inventory stands alone (see below). */
async function stockAndHolds(ctx: CommerceContext, skus: readonly string[], options: StockOptions) {
  const [levels, held] = await Promise.all([
    getInventory(ctx, skus, { live: options.live }),
    heldUnits(ctx, skus, options).catch((error: unknown) => {
      ctx.client.logger.warn({ err: error }, 'stock holds unavailable; stock shown without them');
      // A page that may show units others hold is not kept for the next visitors.
      markDegraded();
      return new Map<string, number>();
    }),
  ]);
  return levels.map((level) => ({ ...level, left: Math.max(0, level.availableQuantity - (held.get(level.sku) ?? 0)) }));
}

/** Inventory minus held units. When the holds cannot be read the inventory stands alone: "Order and Pay" still
 *  decides with the holds. */
export async function sellableStock(ctx: CommerceContext, skus: readonly string[], options: StockOptions = {}): Promise<InventoryLevel[]> {
  return (await stockAndHolds(ctx, skus, options)).map((level) => ({ sku: level.sku, availableQuantity: level.left }));
}

/** Per tracked SKU of the cart: the units in stock, and those left for this cart after other checkouts' holds. */
export async function stockForCart(
  ctx: CommerceContext,
  cart: Pick<Cart, 'id' | 'lineItems'>,
  options: { now?: number } = {},
): Promise<Map<string, { inStock: number; available: number }>> {
  const levels = await stockAndHolds(ctx, [...stockDemand(cart).keys()], { exceptCartId: cart.id, now: options.now });
  return new Map(levels.map((level) => [level.sku, { inStock: level.availableQuantity, available: level.left }]));
}

/** Others' holds are read before the stock (a placed order has taken its stock before it drops its hold); on a
 *  shortage every hold of this cart is dropped and the shortages returned. */
export async function holdStock(
  ctx: CommerceContext,
  cart: Pick<Cart, 'id' | 'lineItems'>,
  options: { holdMs?: number; now?: () => number } = {},
): Promise<StockHoldResult> {
  const now = options.now ?? Date.now;
  const holdMs = options.holdMs ?? STOCK_HOLD_MS;
  const all = [...stockDemand(cart)];
  if (all.length === 0) return { ok: true };
  const tracked = await availableNow(ctx, all.map(([sku]) => sku));
  const demand = all.filter(([sku]) => tracked.has(sku)).sort(([a], [b]) => a.localeCompare(b));
  const shortages: StockShortage[] = [];
  for (const [sku, wanted] of demand) {
    // Another checkout that wrote first makes this write conflict: its hold is read, and it is decided again.
    const shortage = await withVersionRetry({
      attempts: WRITE_ATTEMPTS,
      backoff: WRITE_BACKOFF,
      read: async () => ({ stored: await readHolds(ctx, sku), stock: (await availableNow(ctx, [sku])).get(sku) }),
      apply: async ({ stored, stock }): Promise<StockShortage | null> => {
        if (stock === undefined) return null; // not stock-tracked
        const heldByOthers = active(stored?.holds ?? {}, now(), cart.id).reduce((sum, [, hold]) => sum + hold.quantity, 0);
        const available = Math.max(0, stock - heldByOthers);
        if (available < wanted) return { sku, available, wanted };
        const holds = Object.fromEntries([...active(stored?.holds ?? {}, now(), cart.id), [cart.id, { quantity: wanted, until: now() + holdMs }]]);
        await writeHolds(ctx, sku, stored?.version ?? 0, holds);
        return null;
      },
    });
    if (shortage) shortages.push(shortage);
  }
  if (shortages.length === 0) return { ok: true };
  await releaseStock(ctx, cart);
  return { ok: false, shortages };
}

/** Drops the cart's holds (order placed, payment failed or cancelled). Failures are logged: holds lapse anyway. */
export async function releaseStock(ctx: CommerceContext, cart: Pick<Cart, 'id' | 'lineItems'>, options: { now?: () => number } = {}): Promise<void> {
  const now = options.now ?? Date.now;
  for (const sku of stockDemand(cart).keys()) {
    try {
      await withVersionRetry({
        attempts: WRITE_ATTEMPTS,
        backoff: WRITE_BACKOFF,
        read: () => readHolds(ctx, sku),
        apply: async (stored) => {
          if (!stored || !(cart.id in stored.holds)) return;
          await writeHolds(ctx, sku, stored.version, Object.fromEntries(active(stored.holds, now(), cart.id)));
        },
      });
    } catch (err) {
      ctx.client.logger.warn({ err, sku, cartId: cart.id }, 'stock hold not released; it lapses by itself');
    }
  }
}
