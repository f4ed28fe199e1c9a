import type { IslandForms } from '~/islands/island-html';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';

/** The cards' quick-add forms of an island of product cards, loaded once the page is hydrated. */
export const QUICK_ADD_FORMS: IslandForms = {
  selector: 'form.add-to-cart',
  load: () => import('./QuickAddForm').then((module) => module.quickAddOf),
};

/**
 * Cards rendered from data (after a client-side navigation): a chunk of their own, fetched as the page boots
 * rather than on the first navigation that needs it. Fetched then, the cards of a listing the shopper goes back to
 * came a moment after React Router had restored the scroll position, above it, and the browser's scroll anchoring
 * moved the page down by their height.
 */
export const ProductCardItems = preloadedLazy(() => import('./ProductCardItems').then((module) => module.default));
