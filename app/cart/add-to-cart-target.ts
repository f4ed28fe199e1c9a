import { useLocation } from '@remix-run/react';
import { ADDED_PARAM, ADDED_QUANTITY_PARAM } from './rules/return-to';

/** A token made when an add-to-cart form is rendered: the cart action adds once per token (and SKU). */
export const newSubmissionToken = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/**
 * The token of a form as the server renders it: the response's CSP nonce, then the form's own id on the page
 * (React's `useId`). A page kept in the document cache is answered with a fresh nonce spliced in (decisions 063,
 * 117), so every answer's forms carry tokens of their own and a second real add from another copy of the page is
 * never taken for a double submit. In the browser, where the nonce is hidden, a new random token.
 */
export const renderedSubmissionToken = (nonce: string, formId: string) => () => (nonce ? `${nonce}${formId}` : newSubmissionToken());

/**
 * Where an add-to-cart form of this page posts and sends the shopper back to without JavaScript, and which
 * SKU the page confirms as just added (`?cartAdded=`, the way back of such a form).
 */
export function useAddToCartTarget(): { action: string; returnTo: string; addedSku: string | null } {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const addedSku = params.get(ADDED_PARAM);
  params.delete(ADDED_PARAM);
  params.delete(ADDED_QUANTITY_PARAM);
  const query = params.toString();
  // Toggle overrides of the page (`?toggleCartSidebar=false`) reach the action too.
  const toggles = [...params].filter(([name]) => name.startsWith('toggle'));
  return {
    action: `/checkout/cart${toggles.length ? `?${new URLSearchParams(toggles)}` : ''}`,
    returnTo: `${location.pathname}${query ? `?${query}` : ''}`,
    addedSku,
  };
}
