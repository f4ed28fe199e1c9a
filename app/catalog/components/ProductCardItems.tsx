import { ProductCard } from './ProductCard';
import { useLitePage } from '~/root-data';
import type { ProductCardData } from '~/product/card';

/** A chunk of its own: a document's cards are server HTML, so the browser needs this only once a client-side
 *  navigation brings cards as data. */
export default function ProductCardItems({ cards, locale, quickAdd, eager = 0, litePictures = 0, recommendationId }: {
  cards: ProductCardData[];
  locale: string;
  quickAdd: boolean;
  /** How many of the first cards load their image eagerly. */
  eager?: number;
  /** First cards that show their picture on a lite page: those on a phone's first screen; none for a list that starts
   *  below it. */
  litePictures?: number;
  recommendationId?: string;
}) {
  const pictured = useLitePage() ? litePictures : cards.length;
  return cards.map((card, index) => (
    <li key={card.sku}>
      <ProductCard product={card} locale={locale} quickAdd={quickAdd} eager={index < eager} picture={index < pictured} recommendationId={recommendationId} />
    </li>
  ));
}
