import { useLocation } from '@remix-run/react';
import { Suspense } from 'react';
import { ProductCardItems, QUICK_ADD_FORMS } from '~/catalog/components/card-islands';
import { Island } from '~/islands/Island';
import type { ProductCardData } from '~/product/card';

/**
 * Images of the first row load eagerly (they are in the first screen and carry the page's largest paint);
 * the rest lazily. Four is the widest row the grid lays out, so no first-row image is ever deferred.
 */
export const EAGER_IMAGES = 4;

/**
 * The cards of the first row on a 360 px phone (two of 180 px): on a lite page only they show their picture; the
 * others keep name, price and link, in a box of the picture's size.
 */
const LITE_FIRST_ROW = 2;

/**
 * A listing's cards. An island: a document carries their HTML and no card data; the page's other
 * pages, filters and sorts come by client-side navigation with their data and render here.
 */
export function ProductGrid({ cards, locale, quickAdd }: { cards: ProductCardData[] | undefined; locale: string; quickAdd: boolean }) {
  const location = useLocation();
  return (
    <Island name="listing" version={`${location.pathname}${location.search}`} data={cards} forms={QUICK_ADD_FORMS}>
      {(data) => (
        <ul className="grid product-grid">
          <Suspense fallback={null}>
            <ProductCardItems cards={data} locale={locale} quickAdd={quickAdd} eager={EAGER_IMAGES} litePictures={LITE_FIRST_ROW} />
          </Suspense>
        </ul>
      )}
    </Island>
  );
}
