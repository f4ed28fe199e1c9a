// What the add-to-cart answer carries for the panel that opens next (spec §2 "Cart opening").
import type { MoneyLike } from '~/commerce/money';
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

/** The action's answer to a form submitted by a fetcher (JavaScript on). */
export type CartFetcherData =
  | { ok: true; intent: string; panel?: PanelData; itemCount: number; view?: CartView | null }
  | { ok: false; intent: string; message: CartMessage; field?: string };
