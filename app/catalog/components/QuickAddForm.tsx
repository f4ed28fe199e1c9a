import { AddToCartForm } from '~/cart/AddToCartForm';

/**
 * A card's quick add in an island's server HTML, rendered by React in its place (the panels open after adding):
 * a button of the grid's shared form (its SKU the button's value), or a card's own form.
 */
export function quickAddOf(element: Element) {
  if (element instanceof HTMLButtonElement) {
    const recommendationId = element.form?.querySelector<HTMLInputElement>('input[type="hidden"][name="recommendationId"]')?.value;
    return element.value ? <AddToCartForm sku={element.value} compact recommendationId={recommendationId} /> : null;
  }
  const field = (name: string) => element.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;
  const sku = field('sku');
  return sku ? <AddToCartForm sku={sku} compact recommendationId={field('recommendationId')} /> : null;
}
