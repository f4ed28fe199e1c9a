import { Await } from '@remix-run/react';
import { Suspense } from 'react';
import { ProductCard } from '~/catalog/components/ProductCard';
import type { CardList } from '../product-data';

/**
 * A streamed row of product cards (accessories, similar, …). Nothing is shown while it loads or when it
 * is empty, failed or timed out: these blocks are extras, the page is complete without them.
 */
export function ProductRow({ id, title, cards, locale, quickAdd, recommendationId }: {
  id: string;
  title: string;
  cards: Promise<CardList>;
  locale: string;
  quickAdd: boolean;
  /** Rows filled by the recommendations module (spec §3 section ids). */
  recommendationId?: string;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={cards} errorElement={null}>
        {(list) =>
          list && list.length > 0 ? (
            <section aria-labelledby={id} className="pdp-row">
              <h2 id={id}>{title}</h2>
              <ul className="grid">
                {list.map((card) => (
                  <li key={card.sku}>
                    <ProductCard product={card} locale={locale} quickAdd={quickAdd} recommendationId={recommendationId} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
