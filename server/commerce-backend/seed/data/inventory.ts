import type { InventoryEntryDraft } from '@commercetools/platform-sdk';
import type { CatalogProduct } from './catalog/types';
import { epochDateTime } from './constants';
import { createRng } from './prng';

/** Bands in EUR stock value on the markets module's low-stock boundaries, which are one EUR amount converted, so a
 * band holds in every currency. */
export type StockBand = 'out' | 'low' | 'medium' | 'high';

export interface StockLevel {
  readonly sku: string;
  readonly band: StockBand;
  readonly quantity: number;
}

function stockFor(product: CatalogProduct): StockLevel {
  const rng = createRng(`stock:${product.sku}`);
  const price = product.salePriceEur ?? product.priceEur;
  if (product.variantKind === 'bware') {
    const quantity = rng.chance(0.2) ? 0 : rng.int(1, 3);
    return { sku: product.sku, band: quantity === 0 ? 'out' : 'low', quantity };
  }
  const roll = rng.next();
  const band: StockBand = roll < 0.1 ? 'out' : roll < 0.25 ? 'low' : roll < 0.45 ? 'medium' : 'high';
  const value = band === 'low' ? rng.float(20, 240) : band === 'medium' ? rng.float(260, 990) : rng.float(1100, 40_000);
  const quantity = band === 'out' ? 0 : Math.min(2500, Math.max(1, Math.floor(value / price)));
  return { sku: product.sku, band, quantity };
}

export function buildStockLevels(products: readonly CatalogProduct[]): StockLevel[] {
  return products.map(stockFor);
}

/** One inventory entry per SKU (not per channel: stock is shared by every store). */
export function buildInventory(levels: readonly StockLevel[]): InventoryEntryDraft[] {
  return levels.map((level) => {
    const rng = createRng(`restock:${level.sku}`);
    return {
      key: `stock-${level.sku}`,
      sku: level.sku,
      quantityOnStock: level.quantity,
      ...(level.quantity === 0 ? { restockableInDays: rng.int(5, 30), expectedDelivery: epochDateTime(rng.int(7, 60)) } : {}),
    };
  });
}
