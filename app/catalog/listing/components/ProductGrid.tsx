import { useLocation } from '@remix-run/react';
import { Suspense } from 'react';
import { ProductCardItems, QUICK_ADD_FORMS } from '~/catalog/components/card-islands';
import { Island } from '~/islands/Island';
import type { ProductCardData } from '~/product/card';

/** The first row is in the first screen and carries the page's largest paint; this is the widest row the grid lays
 *  out, so no first-row image is ever deferred. */
export const EAGER_IMAGES = 4;

/** The first row on a phone: on a lite page only those cards show their picture; the others keep name, price and
 *  link, in a box of the picture's size. */
const LITE_FIRST_ROW = 2;

/** An island: a document carries the cards' HTML and no card data; other pages, filters and sorts come by client-side
 *  navigation with their data and render here. */
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
