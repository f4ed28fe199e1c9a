// What the cart channel's server and browser client agree on (spec §4: a websocket with the cart id in
// the query pushing `cart-update` and `updated-stock`). Pure: both sides import it, so no server code here.
import type { InventoryLevel } from '~/commerce/types';

/** Under the reserved `/__` prefix so it can never collide with a shop URL or a language prefix. */
export const CART_CHANNEL_PATH = '/__cart-channel';

export const CART_UPDATE_EVENT = 'cart-update';
export const UPDATED_STOCK_EVENT = 'updated-stock';

export type StockResult = InventoryLevel;

export type ChannelMoney = { centAmount: number; currencyCode: string; fractionDigits: number };

/** Enough for a badge, a mini cart and stale-version checks; the page revalidates for the rest, so the payload
 * leaks nothing the shopper's page does not show. */
export type CartUpdate = {
  id: string;
  version: number;
  /** 'Active' while the cart can change; anything else means it was ordered or merged away. */
  state: string;
  /** Units of real products (virtual guarantee lines are not counted, as in the header badge). */
  itemCount: number;
  lines: { id: string; sku: string; quantity: number }[];
  total: ChannelMoney;
  /** Present once taxes are calculated. */
  taxed: { net: ChannelMoney; gross: ChannelMoney } | null;
};

/** Why the server refused a connection; sent as `connect_error` with `err.data.code`. */
export type RefusalCode = 'bad-request' | 'unauthenticated' | 'forbidden' | 'too-many-connections' | 'unavailable';

export type CartChannelServerEvents = {
  [CART_UPDATE_EVENT]: (cart: CartUpdate) => void;
  [UPDATED_STOCK_EVENT]: (stock: StockResult[]) => void;
};
