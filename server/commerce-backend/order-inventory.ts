import type { Cart, InventoryEntry, LineItem } from '@commercetools/platform-sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommerceStore } from './storage.ts';

/** Inventory at order time as commercetools keeps it and the mock does not. Check and decrement run synchronously in
 * the order route's guard, so two orders never both take the last unit; a failed order puts its stock back. */

const TRACKED_MODES = new Set(['ReserveOnOrder', 'TrackOnly']);
const SAFE_SKU = /^[^"\\]{1,256}$/;

type Claim = { entryId: string; quantity: number };
const claims = new WeakMap<FastifyRequest, Claim[]>();

type Writable<T> = { -readonly [K in keyof T]: T[K] };

function modeOf(cart: Cart, line: LineItem): string {
  return line.inventoryMode ?? cart.inventoryMode ?? 'None';
}

async function entryFor(store: CommerceStore, projectKey: string, sku: string, channelId: string | undefined): Promise<InventoryEntry | undefined> {
  if (!SAFE_SKU.test(sku)) return undefined;
  const found = await store.storage.query(projectKey, 'inventory-entry', { where: [`sku="${sku}"`], limit: 100 });
  return (found.results as InventoryEntry[]).find((entry) => entry.supplyChannel?.id === channelId);
}

async function changeStock(store: CommerceStore, projectKey: string, entryId: string, delta: number): Promise<void> {
  const entry = (await store.storage.get(projectKey, 'inventory-entry', entryId)) as Writable<InventoryEntry> | null;
  if (!entry) return;
  await store.storage.add(projectKey, 'inventory-entry', {
    ...entry,
    quantityOnStock: entry.quantityOnStock + delta,
    availableQuantity: entry.availableQuantity + delta,
    version: entry.version + 1,
    lastModifiedAt: new Date().toISOString(),
  });
}

/** Checks and takes the stock of an order about to be created: the OutOfStock reply, or undefined to go ahead. */
export async function claimOrderInventory(
  store: CommerceStore,
  projectKey: string,
  cart: Cart,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const wanted = new Map<string, { sku: string; channelId?: string; quantity: number; lineIds: string[]; check: boolean }>();
  for (const line of cart.lineItems) {
    const mode = modeOf(cart, line);
    const sku = line.variant.sku;
    if (!TRACKED_MODES.has(mode) || !sku) continue;
    const channelId = line.supplyChannel?.id;
    const key = `${sku}|${channelId ?? ''}`;
    const current = wanted.get(key) ?? { sku, channelId, quantity: 0, lineIds: [], check: false };
    current.quantity += line.quantity;
    current.lineIds.push(line.id);
    current.check ||= mode === 'ReserveOnOrder';
    wanted.set(key, current);
  }
  const taken: Claim[] = [];
  const missing = { lineItems: [] as string[], skus: [] as string[] };
  for (const item of wanted.values()) {
    const entry = await entryFor(store, projectKey, item.sku, item.channelId);
    if (!entry) continue;
    if (item.check && entry.availableQuantity < item.quantity) {
      missing.lineItems.push(...item.lineIds);
      missing.skus.push(item.sku);
      continue;
    }
    taken.push({ entryId: entry.id, quantity: item.quantity });
  }
  if (missing.skus.length > 0) {
    const message = `Some line items are out of stock at the time of placing the order: ${missing.skus.join(', ')}.`;
    return reply.status(400).send({ statusCode: 400, message, errors: [{ code: 'OutOfStock', message, ...missing }] });
  }
  for (const claim of taken) await changeStock(store, projectKey, claim.entryId, -claim.quantity);
  if (taken.length > 0) claims.set(request, taken);
  return undefined;
}

/** onResponse: an order that failed after its stock was taken gives the stock back. */
export function returnUnusedInventory(store: CommerceStore, projectKey: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const taken = claims.get(request);
    if (!taken) return;
    claims.delete(request);
    if (reply.statusCode < 300) return;
    for (const claim of taken) await changeStock(store, projectKey, claim.entryId, claim.quantity);
  };
}
