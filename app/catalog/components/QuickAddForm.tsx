import { AddToCartForm } from '~/cart/AddToCartForm';

/** A card's quick-add form in an island's server HTML, rendered by React in its place (the panels open after adding). */
export function quickAddOf(element: Element) {
  const field = (name: string) => element.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;
  const sku = field('sku');
  return sku ? <AddToCartForm sku={sku} compact recommendationId={field('recommendationId')} /> : null;
}
