// What the product page loader hands to the page: plain values (awaited) and promises (streamed); no server code.
import type { MoneyLike } from '~/commerce/money';
import type { ProductCardData } from '~/product/card';
import type { DocumentHead } from '~/seo/document-head';
import type { StockStatus } from './availability';
import type { GuaranteeOption } from '~/product/guarantees';

export interface ProductImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** A breadcrumb step; `path` is inside the current language (the route basename adds the prefix). */
export interface Crumb {
  name: string;
  path: string;
}

export interface RatingSummary {
  average: number;
  count: number;
  /** Five rows, 5 stars first. */
  distribution: { stars: number; count: number }[];
}

export interface VolumeDiscountTier {
  minQuantity: number;
  percent: number;
}

export interface StockInfo {
  status: StockStatus;
  quantity: number;
  /** "Buy in" month, only when out of stock. */
  buyInMonth: string | null;
}

export interface ReviewItem {
  id: string;
  author: string;
  rating: number | null;
  title: string | null;
  text: string;
  /** ISO date-time the review was written. */
  createdAt: string;
}

export interface ReviewList {
  /** The language the listed reviews are written in (the page language). */
  language?: string;
  page: number;
  pageCount: number;
  total: number;
  items: ReviewItem[];
}

export type CardList = ProductCardData[] | null;

/** The product's descriptive sections below the buy box: an island. */
export interface ProductDetailsView {
  model: string | null;
  ean: string | null;
  highlights: string[];
  techDetails: { label: string; value: string }[];
  faq: { question: string; answer: string }[];
  manualUrl: string | null;
  /** Sanitised HTML. */
  descriptionHtml: string;
}

export interface ProductPageData extends ProductRows {
  sku: string;
  name: string;
  brand: string | null;
  /** Canonical path inside the current language. */
  path: string;
  // Islands: undefined on a document, whose server render has them.
  gallery: ProductImage[] | undefined;
  breadcrumb: Crumb[] | undefined;
  details: ProductDetailsView | undefined;
  ratingDistribution: RatingSummary['distribution'] | undefined;
  category: string | null;
  /** What the shopper pays (gross), and the price before discount when on sale. */
  price: MoneyLike | null;
  originalPrice: MoneyLike | null;
  priceDisclaimer: boolean;
  /** False when the product cannot be ordered here (no price, not eligible for selling). */
  sellable: boolean;
  volumeDiscounts: VolumeDiscountTier[];
  guarantees: GuaranteeOption[];
  energy: { energyClass: string | null; labelUrl: string | null; ficheUrl: string | null } | null;
  /** Its distribution is `ratingDistribution`'s island. */
  rating: Omit<RatingSummary, 'distribution'> | null;
  quickAdd: boolean;
  /** The whole head (product-head.ts); only its short part is serialised (document-head.ts). */
  head: DocumentHead;
  /** Null when the inventory could not be read: the page offers the product and the cart checks again. */
  stock: StockInfo | null;
  /** Spec §5 allowed quantity; 0 means nothing more can be added. */
  maxQuantity: number;
  // Streamed
  reviews: Promise<ReviewList | null>;
}

/** The product page's rows of cards, by the id of their section (spec §3 section ids for two of them). */
export const PRODUCT_ROW_IDS = {
  accessories: 'pdp-accessories',
  related: 'pdp-related',
  similar: 'pdp-similar',
  alternatives: 'pdp-alternatives',
  complementary: 'pdp-complementary',
  lastSeen: 'pdp-last-seen',
} as const;

/** A row known to be empty when the page is loaded (no products seen before): nothing to wait for. */
export const NO_CARDS: Promise<CardList> = Promise.resolve(null);

/** Streamed rows of cards; undefined on a document, whose server render has them (islands). */
export type ProductRows = { [row in keyof typeof PRODUCT_ROW_IDS]: Promise<CardList> | undefined };
