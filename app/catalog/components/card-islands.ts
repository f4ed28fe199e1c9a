import { lazy } from 'react';
import type { IslandForms } from '~/islands/island-html';

/** The cards' quick adds of an island of product cards (decision 074), loaded once the page is hydrated. */
export const QUICK_ADD_FORMS: IslandForms = { selector: 'form.add-to-cart', load: () => import('./QuickAddForm').then((module) => module.quickAddOf) };

/** Cards rendered from data (after a client-side navigation): a chunk of their own. */
export const ProductCardItems = lazy(() => import('./ProductCardItems'));
