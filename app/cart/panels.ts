// What the add-to-cart answer carries for the panel that opens next (spec §2 "Cart opening").
import type { MoneyLike } from '~/commerce/money';
import type { Accepted, Refused } from '~/forms/answer';
import type { CartMessage, CartView, GuaranteeOptionView } from './view';

export type PanelKind = 'guarantee' | 'complementary' | 'cart';

/** What a fetcher asks to open after adding: the kinds in order of preference, or nothing. */
export type PanelRequest = PanelKind | 'none';

export type CatalogProductCard = {
  sku: string;
  name: string;
  url: string;
  image: { url: string; alt: string } | null;
  price: MoneyLike;
  originalPrice: MoneyLike | null;
};

export type AddedItem = { sku: string; name: string; quantity: number; lineId: string };

export type PanelData =
  | { kind: 'guarantee'; added: AddedItem; options: GuaranteeOptionView[] }
  | { kind: 'complementary'; added: AddedItem; products: CatalogProductCard[] }
  | { kind: 'cart'; added: AddedItem | null; view?: CartView | null };

/** What places a refused change's message on the page: its form (intent, line), field and text. */
export type CartRefusalFacts = { intent: string; lineId?: string; message: CartMessage; field?: string; returnTo?: string };

/** A refused cart change, the same for a document post and a fetcher. */
export type CartRefusal = Refused<CartRefusalFacts>;

/** The action's answer to a form submitted by a fetcher. `capped`: more was asked than can be sold, so the cart holds
 *  the most that can be, this many. */
export type CartFetcherData = Accepted<{ intent: string; panel?: PanelData; itemCount: number; capped: number | null; view?: CartView | null }> | CartRefusal;
