import type { IslandForms } from '~/islands/island-html';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';

/** The cards' quick-add forms of an island of product cards, loaded once the page is hydrated. */
export const QUICK_ADD_FORMS: IslandForms = {
  selector: 'form.add-to-cart',
  load: () => import('./QuickAddForm').then((module) => module.quickAddOf),
};

/** Fetched as the page boots, not on the first navigation that needs it: cards arriving after the scroll position was
 *  restored pushed a listing the shopper went back to down by their height (scroll anchoring). */
export const ProductCardItems = preloadedLazy(() => import('./ProductCardItems').then((module) => module.default));
