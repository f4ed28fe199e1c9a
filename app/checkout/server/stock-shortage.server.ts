// What the checkout steps say about stock before "Order and Pay" (decision 126): a line the shop cannot sell in
// full now, because the stock fell or because other shoppers' checkouts hold units. "Order and Pay" decides again with the holds as they are then.
import type { Cart } from '@commercetools/platform-sdk';
import { isGuaranteeLine } from '~/cart/server/line-facts';
import { localized } from '~/commerce/localize';
import { STOCK_HOLD_MS, stockForCart } from '~/commerce/stock-reservation.server';
import type { StorefrontContext } from '~/context';
import type { StockShortageView } from '../view';

/** The cart's lines that need more than can be bought now; none when the stock cannot be read (the step goes on). */
export async function stockShortages(storefront: Pick<StorefrontContext, 'commerce' | 'request'>, cart: Cart): Promise<StockShortageView | null> {
  const products = cart.lineItems.filter((line) => !isGuaranteeLine(line));
  const stock = await stockForCart(storefront.commerce, { id: cart.id, lineItems: products }).catch((error: unknown) => {
    storefront.commerce.client.logger.warn({ err: error, cartId: cart.id }, 'stock of the checkout cart unavailable');
    return null;
  });
  if (!stock) return null;
  const lines = products.flatMap((line) => {
    const levels = stock.get(line.variant.sku ?? '');
    if (!levels || line.quantity <= levels.available) return [];
    const name = localized(line.name, storefront.request.language) ?? line.variant.sku ?? '';
    return [{ name, wanted: line.quantity, left: levels.available, held: line.quantity <= levels.inStock }];
  });
  return lines.length > 0 ? { lines, holdMinutes: Math.round(STOCK_HOLD_MS / 60_000) } : null;
}
