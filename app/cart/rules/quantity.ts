// Quantity rules of spec §5 "Add to cart" and §9 "Cart and quantity" (pure: the actions and the inputs use them).
import { MAX_QUANTITY_PER_PRODUCT } from '~/markets/constants';

/** What is known about one SKU's stock; `available: null`: no inventory entry, i.e. "flagged always available". */
export type StockInput = { inCart: number; available: number | null };

/** Spec §5: min(maximum single-product quantity − in cart, available stock − in cart), never below 0. */
export function allowedQuantity({ inCart, available }: StockInput): number {
  const byCap = MAX_QUANTITY_PER_PRODUCT - inCart;
  const byStock = available === null ? byCap : available - inCart;
  return Math.max(0, Math.min(byCap, byStock));
}

export type QuantityCheck =
  | { ok: true; allowed: number }
  | { ok: false; reason: 'out-of-stock' | 'max-quantity'; allowed: number };

/** Out of stock when the stock leaves nothing (unless the SKU is always available); the maximum-quantity warning when
 *  the request exceeds what is allowed. */
export function checkAddQuantity(requested: number, stock: StockInput): QuantityCheck {
  const allowed = allowedQuantity(stock);
  const stockLeft = stock.available === null ? Infinity : stock.available - stock.inCart;
  if (stockLeft <= 0 && MAX_QUANTITY_PER_PRODUCT - stock.inCart > 0) return { ok: false, reason: 'out-of-stock', allowed: 0 };
  if (requested > allowed) return { ok: false, reason: 'max-quantity', allowed };
  return { ok: true, allowed };
}

/** Lowering is always allowed, even when the stock has dropped below what is in the cart; raising is bound by the same
 *  maximum as adding. 0 removes, handled by the caller. */
export function checkLineQuantity(requested: number, current: number, available: number | null): QuantityCheck {
  const allowed = allowedQuantity({ inCart: 0, available });
  if (requested <= current) return { ok: true, allowed: Math.max(allowed, current) };
  if (allowed <= 0) return { ok: false, reason: 'out-of-stock', allowed: current };
  if (requested > allowed) return { ok: false, reason: 'max-quantity', allowed: Math.max(allowed, current) };
  return { ok: true, allowed };
}

/** Spec §5 and the second document §4: "The quantity input treats a value of 1 or less, or a non-number, as 1."
 *  The add-to-cart input and the cart action's schema both apply it; fractions are cut. */
export function normalizeQuantityInput(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number) || number <= 1) return 1;
  return Math.min(Math.floor(number), Number.MAX_SAFE_INTEGER);
}

/** The cart page's quantity input: 0 is a real value there (it removes the line), so only non-numbers and negatives become 1. */
export function normalizeCartQuantityInput(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number) || number < 0) return 1;
  return Math.min(Math.floor(number), Number.MAX_SAFE_INTEGER);
}
