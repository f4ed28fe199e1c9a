import { useLocation } from '@remix-run/react';
import { ADDED_PARAM, ADDED_QUANTITY_PARAM } from './rules/return-to';

/** A token made when an add-to-cart form is rendered: the cart action adds once per token (and SKU). */
export const newSubmissionToken = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

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
