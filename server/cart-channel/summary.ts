// The compact `cart-update` payload built from a commercetools cart (see CartUpdate for why compact).
import type { Cart, TypedMoney } from '@commercetools/platform-sdk';
import { isGuaranteeSku } from '~/markets/constants';
import type { CartUpdate, ChannelMoney, StockResult } from '~/cart-channel/protocol';

const money = (value: TypedMoney): ChannelMoney => ({
  centAmount: value.centAmount,
  currencyCode: value.currencyCode,
  fractionDigits: value.fractionDigits,
});

export function cartUpdateOf(cart: Cart): CartUpdate {
  const lines = cart.lineItems.map((line) => ({ id: line.id, sku: line.variant.sku ?? '', quantity: line.quantity }));
  return {
    id: cart.id,
    version: cart.version,
    state: cart.cartState,
    itemCount: lines.filter((line) => !isGuaranteeSku(line.sku)).reduce((sum, line) => sum + line.quantity, 0),
    lines,
    total: money(cart.totalPrice),
    taxed: cart.taxedPrice ? { net: money(cart.taxedPrice.totalNet), gross: money(cart.taxedPrice.totalGross) } : null,
  };
}

/** The SKUs whose stock matters to the cart: real products only (guarantees are virtual, never out of stock). */
export function stockSkusOf(cart: Cart): string[] {
  const skus = cart.lineItems.map((line) => line.variant.sku).filter((sku): sku is string => Boolean(sku) && !isGuaranteeSku(sku));
  return [...new Set(skus)].sort();
}

/** Order-independent fingerprint of stock results, to push `updated-stock` only on change. */
export function stockFingerprint(stock: readonly StockResult[]): string {
  return stock
    .map((entry) => `${entry.sku}=${entry.availableQuantity}`)
    .sort()
    .join('|');
}
