// What a product card shows (grids, sliders, recommendation rows, the cart's complementary products):
// built on the server from a product projection (product-view.ts), rendered by the catalog's ProductCard.
import type { MoneyLike } from '~/commerce/money';

export interface ProductCardData {
  sku: string;
  name: string;
  /** Site path inside the current language, e.g. `/cordless-drill-10000123/`. */
  url: string;
  image?: { url: string; alt?: string } | null;
  brand?: string;
  price?: MoneyLike | null;
  originalPrice?: MoneyLike | null;
  rating?: number | null;
  reviewCount?: number;
  isOnStock?: boolean;
}
