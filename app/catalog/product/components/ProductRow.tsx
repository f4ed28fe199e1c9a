import { Await, useLocation } from '@remix-run/react';
import { Suspense } from 'react';
import { ProductCardItems, QUICK_ADD_FORMS } from '~/catalog/components/card-islands';
import { Island } from '~/islands/Island';
import type { IslandName } from '~/islands/island-data';
import type { CardList } from '../product-data';

/** Nothing shows while it loads or when it is empty, failed or timed out: these blocks are extras, the page is complete
 *  without them. An island: a document carries the row's HTML, not its cards' data. */
export function ProductRow({ id, title, cards, locale, quickAdd, recommendationId }: {
  id: IslandName;
  title: string;
  /** Undefined on a document (the server's render has them). */
  cards: Promise<CardList> | undefined;
  locale: string;
  quickAdd: boolean;
  /** Rows filled by the recommendations module (spec §3 section ids). */
  recommendationId?: string;
}) {
  const { pathname } = useLocation();
  return (
    <Island name={id} version={pathname} data={cards} forms={QUICK_ADD_FORMS}>
      {(list) => (
        <Suspense fallback={null}>
          <Await resolve={list} errorElement={null}>
            {(resolved) =>
              resolved && resolved.length > 0 ? (
                <section aria-labelledby={id} className="pdp-row">
                  <h2 id={id}>{title}</h2>
                  <ul className="grid">
                    <ProductCardItems cards={resolved} locale={locale} quickAdd={quickAdd} recommendationId={recommendationId} />
                  </ul>
                </section>
              ) : null
            }
          </Await>
        </Suspense>
      )}
    </Island>
  );
}
