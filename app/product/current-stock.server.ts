// Sold out means sold out everywhere: every card list takes its stock from the product page's source (the catalogue
// cache, which follows every announced change), not the search index's last build, in one cached read per list.
import type { CommerceContext } from '~/commerce/client.server';
import { sellableStock } from '~/commerce/stock-reservation.server';
import { markDegraded } from '~/commerce/request-scope.server';

type Stocked = { sku: string; isOnStock?: boolean };

/** In stock when units are available, sold out otherwise (no inventory entry included). Unreadable stock leaves the
 * items as they came: the backend checks the stock again when a line is added. */
export async function withCurrentStock<T extends Stocked>(ctx: CommerceContext, items: readonly T[]): Promise<Array<T & { isOnStock?: boolean }>> {
  if (items.length === 0) return [...items];
  const levels = await sellableStock(ctx, items.map((item) => item.sku)).catch((error: unknown) => {
    ctx.client.logger.warn({ err: error }, 'stock of a card list unavailable');
    // A page shown with the index's stock is not kept as the shared document of its URL.
    markDegraded();
    return null;
  });
  if (!levels) return [...items];
  const available = new Map(levels.map((level) => [level.sku, level.availableQuantity]));
  return items.map((item) => ({ ...item, isOnStock: (available.get(item.sku) ?? 0) > 0 }));
}

/** The same for a card list that may be absent (a section without cards). */
export async function cardsWithCurrentStock<T extends Stocked>(ctx: CommerceContext, cards: readonly T[] | null): Promise<T[] | null> {
  return cards ? withCurrentStock(ctx, cards) : null;
}
