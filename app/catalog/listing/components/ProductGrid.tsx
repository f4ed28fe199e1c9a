import { useLocation } from '@remix-run/react';
import { ProductCard } from '~/catalog/components/ProductCard';
import { AddToCartForm } from '~/cart/AddToCartForm';
import { Island } from '~/islands/Island';
import type { ProductCardData } from '~/product/card';

/**
 * Images of the first row load eagerly (they are in the first screen and carry the page's largest paint);
 * the rest lazily. Four is the widest row the grid lays out, so no first-row image is ever deferred.
 */
export const EAGER_IMAGES = 4;

/** A card's quick add in the server's HTML, rendered by React in its place (the panels open after adding). */
function quickAddOf(form: HTMLFormElement) {
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;
  const sku = field('sku');
  return sku ? <AddToCartForm sku={sku} compact recommendationId={field('recommendationId')} /> : null;
}

const QUICK_ADD_FORMS = { selector: 'form.add-to-cart', render: quickAddOf };

/**
 * A listing's cards. An island (decision 074): a document carries their HTML and no card data; the page's
 * other pages, filters and sorts come by client-side navigation with their data and render here.
 */
export function ProductGrid({ cards, locale, quickAdd, label }: { cards: ProductCardData[] | undefined; locale: string; quickAdd: boolean; label?: string }) {
  const location = useLocation();
  return (
    <Island name="listing" version={`${location.pathname}${location.search}`} as="ul" className="grid product-grid" label={label} data={cards} forms={QUICK_ADD_FORMS}>
      {(data) => data.map((card, index) => (
        <li key={card.sku}>
          <ProductCard product={card} locale={locale} quickAdd={quickAdd} eager={index < EAGER_IMAGES} />
        </li>
      ))}
    </Island>
  );
}
