import { ProductCard } from './ProductCard';
import type { ProductCardData } from '~/product/card';

/**
 * The list items of a grid, slider or row of cards. A chunk of its own (decision 074): a document's cards are
 * server HTML, so the browser needs this only once a client-side navigation brings cards as data.
 */
export default function ProductCardItems({ cards, locale, quickAdd, eager = 0, recommendationId }: {
  cards: ProductCardData[];
  locale: string;
  quickAdd: boolean;
  /** How many of the first cards load their image eagerly. */
  eager?: number;
  recommendationId?: string;
}) {
  return cards.map((card, index) => (
    <li key={card.sku}>
      <ProductCard product={card} locale={locale} quickAdd={quickAdd} eager={index < eager} recommendationId={recommendationId} />
    </li>
  ));
}
