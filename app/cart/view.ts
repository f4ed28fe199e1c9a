// The serialisable cart the loader hands to the page and the sidebars (no server code). Amounts travel as Money
// (minor units) and are formatted in the page's locale.
import type { MoneyLike } from '~/commerce/money';

export type Money = Required<MoneyLike>;

/** `rateText`: the rate as the page's locale writes a percentage, formatted on the server (the sidebar's chunk stays lean). */
export type GuaranteeOptionView = { sku: string; name: string; rate: number; rateText: string; unitPrice: Money };

export type CartLineView = {
  id: string;
  sku: string;
  name: string;
  /** Variant facts worth showing next to the name (B-stock, set), already translated keys. */
  variant: { bware: boolean; freight: boolean };
  url: string | null;
  image: { url: string; alt: string } | null;
  quantity: number;
  /** Largest quantity the line may be set to (the per-product maximum or the stock); never below the current quantity. */
  maxQuantity: number;
  /** The list price per unit, and the unit price before cart discounts (a sale price below the list price). */
  listPrice: Money;
  unitPrice: Money;
  /** The line before cart discounts, as every summary prints it: discounts are lines of their own. */
  lineTotal: Money;
  /** Why what can be bought dropped below the quantity in the cart (less stock, or others' checkout holds); null when it can be bought in full. */
  overStock: CartMessage | null;
  guarantee: { lineId: string; sku: string; name: string; rate: number; rateText: string; total: Money } | null;
  guaranteeOptions: GuaranteeOptionView[];
  volumeGroup: string | null;
};

/** Percentages come formatted for the page's locale (`…Text`). */
export type VolumeHintView = { group: string; count: number; currentPercent: number | null; currentPercentText: string | null; next: { more: number; percent: number; percentText: string } | null };

export type DiscountLineView = { id: string; name: string; amount: Money };

export type DiscountCodeView = {
  id: string;
  code: string;
  applied: boolean;
  state: string | null;
  /** From this order value (the code's minimumOrderValue in the cart currency) the code applies. */
  minimumOrderValue: Money | null;
  /** Why the code does not apply (a cart-namespace message, amounts already formatted); null when it does. */
  note: CartMessage | null;
};

export type CartView = {
  id: string;
  version: number;
  /** Units of real products (guarantee lines are not counted, as in the header badge). */
  itemCount: number;
  lines: CartLineView[];
  volumeHints: VolumeHintView[];
  discountCodes: DiscountCodeView[];
  /** Line items at their prices before cart discounts. */
  subtotal: Money;
  /** Cart discounts (volume, loyalty, personalised, codes) on the items, by discount; shipping shows as charged. */
  discounts: DiscountLineView[];
  discountTotal: Money;
  shipping: { price: Money; free: boolean; method: 'parcel' | 'freight'; fromCart: boolean };
  /** Progress towards free shipping on the basis the charge uses; null when the rate has none. */
  freeShipping: { threshold: Money; remaining: Money; percent: number; reached: boolean } | null;
  taxes: { percent: number; percentText: string; amount: Money }[];
  /** The spec's tax percentage: the first tax portion's rate × 100. */
  taxPercentage: number | null;
  total: Money;
  cashOnDeliveryFee: { title: string; amount: Money } | null;
  /** NET prices (reverse charge, a company's validated VAT ID): every amount is net and labelled so. */
  net: boolean;
  /** A company's VAT ID on the billing address: whether the prices were adjusted to NET (spec §8), or VAT is charged in the seller's own store. */
  vatNotice: 'adjustedToNet' | 'notAdjustedToNet' | 'sellerCountryVat' | null;
  /** The seller's country, named, when this is its own store. */
  sellerCountry: string | null;
};

export type CartNoticeKey = 'added' | 'updated' | 'removed' | 'codeApplied' | 'codeSaved' | 'codeRemoved' | 'guaranteeAdded' | 'guaranteeRemoved';

/** A message key of the cart namespace with its values, encoded by ~/forms/messages. */
export type CartMessage = string;
