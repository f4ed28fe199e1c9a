import { ProductCard } from '~/catalog/components/ProductCard';
import type { ProductCardData } from '~/product/card';

/**
 * Images of the first row load eagerly (they are in the first screen and carry the page's largest paint);
 * the rest lazily. Four is the widest row the grid lays out, so no first-row image is ever deferred.
 */
export const EAGER_IMAGES = 4;

export function ProductGrid({ cards, locale, quickAdd, label }: { cards: ProductCardData[]; locale: string; quickAdd: boolean; label?: string }) {
  return (
    <ul className="grid product-grid" aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.sku}>
          <ProductCard product={card} locale={locale} quickAdd={quickAdd} eager={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
