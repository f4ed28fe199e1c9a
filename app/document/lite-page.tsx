import { createContext, useContext } from 'react';

/**
 * Whether this document is a lite page (decision 109; `isLitePage` in ~/render-mode). Only the server render is
 * told: a lite page carries no script, so no browser ever renders it again, and in the browser it is false.
 */
const LitePageContext = createContext(false);
export const LitePageProvider = LitePageContext.Provider;
export const useLitePage = () => useContext(LitePageContext);

/**
 * The cards of a listing's first row on a 360 px phone (two of 180 px): on a lite page only they show their
 * picture; the others keep name, price and link, in a box of the picture's size (decision 109).
 */
export const LITE_FIRST_ROW = 2;
